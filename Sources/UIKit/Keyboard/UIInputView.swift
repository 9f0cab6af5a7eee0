/// A view with the keyboard's look, for custom input views and input accessory views: give a
/// responder's `inputView` or `inputAccessoryView` one and it sits on the keyboard's background, in
/// light and dark.
///
/// With `allowsSelfSizing`, the keyboard sizes it from Auto Layout (its constraints' height at the
/// screen's width) instead of its frame's height.
///
/// Where Tessera differs: iOS draws the `.keyboard` style over a blurred backdrop; Tessera fills it with
/// the keyboard's background colour (the same colour iOS shows over a plain backdrop). The `.default`
/// style is the bar colour iOS uses for accessory bars.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view is drawn.
    public enum Style: Int, Sendable {
        /// The look of a bar over the keyboard.
        case `default` = 0
        /// The keyboard's own background.
        case keyboard = 1
    }

    /// The view's look, set when it is made.
    public let inputViewStyle: Style

    /// Whether the keyboard sizes the view from its constraints rather than its frame (false).
    open var allowsSelfSizing = false

    /// Creates an input view with a look.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        applyStyle()
    }

    /// Creates a view in the keyboard's style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .keyboard)
    }

    /// Creates an input view from an archive (Tessera has no nibs: a keyboard-style view).
    public required init?(coder: NSCoder) {
        inputViewStyle = .keyboard
        super.init(coder: coder)
        applyStyle()
    }

    private func applyStyle() {
        let keyboard = inputViewStyle == .keyboard
        backgroundColor = UIColor { traits in
            let dark = traits.userInterfaceStyle == .dark
            switch (keyboard, dark) {
            case (true, false): return UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
            case (true, true): return UIColor(red: 43 / 255, green: 43 / 255, blue: 43 / 255, alpha: 1)
            case (false, false): return UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 1)
            case (false, true): return UIColor(red: 30 / 255, green: 30 / 255, blue: 30 / 255, alpha: 1)
            }
        }
    }
}
