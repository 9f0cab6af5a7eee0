/// The label's appearance properties: text colour and font (not marked in UIKit's header, but honoured
/// by iOS and widely used).
extension UILabel {
    static let textColorAppearance = AppearanceProperty(name: "textColor", of: UILabel.self, defaultValue: UIColor?.none,
                                                        flag: .explicitTextColor) { color in { unsafeDowncast($0, to: UILabel.self).textColor = color } }
    static let fontAppearance = AppearanceProperty(name: "font", of: UILabel.self, defaultValue: UIFont?.none,
                                                   flag: .explicitFont) { font in { unsafeDowncast($0, to: UILabel.self).font = font } }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [textColorAppearance, fontAppearance]
    }
}
