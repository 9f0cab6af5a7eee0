/// UIColor's deprecated names that current SDKs still ship.
///
/// Where Tessera differs: Apple's `@available(iOS, deprecated: …)` has no effect on Linux, so these are
/// deprecated on every platform.
extension UIColor {
    /// The background of grouped tables: `systemGroupedBackground` (light grey, black in dark mode).
    @available(*, deprecated, message: "Use systemGroupedBackgroundColor")
    public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
