/// The label's appearance properties: text colour and font (not marked in UIKit's header, but honoured
/// by iOS and widely used).
extension UILabel {
    static let textColorAppearance = AppearanceProperty(\UILabel.textColor, name: "textColor", defaultValue: nil, flag: .explicitTextColor)
    static let fontAppearance = AppearanceProperty(\UILabel.font, name: "font", defaultValue: nil, flag: .explicitFont)
}
