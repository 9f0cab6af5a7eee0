/// The idiom of the device the app runs on: `UIDevice.current.userInterfaceIdiom` (the macro iOS kept
/// for code written before iOS 3.2).
///
/// Deprecated as in Apple's SDK (since iOS 13), which still ships it. Where Tessera differs: Apple's
/// `@available(iOS, deprecated: 13.0)` has no effect on Linux, so it is deprecated on every platform.
/// `@preconcurrency`, so Swift 5 code calls it from nonisolated code as it does on iOS.
@available(*, deprecated, message: "Use -[UIDevice userInterfaceIdiom] directly.")
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
