/// The label's appearance properties: text colour and font (not marked in UIKit's header, but honoured
/// by iOS and widely used).
extension UILabel {
    static let textColorAppearance = AppearanceProperty(name: "textColor", of: UILabel.self, defaultValue: UIColor?.none,
                                                        flag: .explicitTextColor) { label, color, _ in label.textColor = color }
    static let fontAppearance = AppearanceProperty(name: "font", of: UILabel.self, defaultValue: UIFont?.none,
                                                   flag: .explicitFont) { label, font, _ in label.font = font }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [textColorAppearance, fontAppearance]
    }
}
