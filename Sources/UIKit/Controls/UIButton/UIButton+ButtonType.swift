extension UIButton {
    /// The kinds of button, each with its own look and defaults.
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// No styling: white title, images drawn as they are, no dimming on highlight.
        case custom = 0
        /// The standard button: tinted title and template images that dim while highlighted.
        case system = 1
        /// An "i" in a circle, for details.
        case detailDisclosure = 2
        /// An "i" in a circle, for light content.
        case infoLight = 3
        /// An "i" in a circle, for dark content.
        case infoDark = 4
        /// A "+" in a circle, to add a contact.
        case contactAdd = 5
        /// A button without background that takes a configuration (the same as `.system` otherwise).
        case plain = 6
        /// An "×" in a grey circle, to close.
        case close = 7

        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }
}
