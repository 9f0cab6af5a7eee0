/// How a background looks: a fill, corner radius and stroke (what a button configuration's background
/// is made of).
///
/// Where Tessera differs: only the properties buttons use so far; iOS's list-cell presets, images and
/// visual effects come with table and collection views.
public struct UIBackgroundConfiguration {
    /// The fill (nil: the configuration's style decides).
    public var backgroundColor: UIColor?
    /// The corner radius, used when the button's corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (nil: no stroke).
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0

    /// A background with nothing in it.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
