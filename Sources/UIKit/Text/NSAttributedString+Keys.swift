/// The attributes UIKit defines for attributed strings.
extension NSAttributedString.Key {
    /// A `UIFont` (default: 12-point Helvetica on iOS; the 12-point system font here).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: points added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number: points added after each character (iOS 14's tracking; same as kern here).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for underlines (default: the text colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for strikethrough.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for strikethrough lines.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A number: points the baseline is raised.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String` link target (drawn in the link colour, underlined, as UILabel does).
    public static let link = NSAttributedString.Key("NSLink")
    /// A number: 0 turns ligatures off.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A number: outline width (accepted; drawn as fill).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A `UIColor` for outlines (accepted).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number: skew of the glyphs (accepted).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A number: log of the horizontal stretch (accepted).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An array of `NSWritingDirection` overrides (accepted).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// An `NSTextAttachment` (accepted; not drawn yet).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
