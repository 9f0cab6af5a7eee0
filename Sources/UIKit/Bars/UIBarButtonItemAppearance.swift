/// How a bar's buttons of one style look in each state, part of a bar appearance
/// (`buttonAppearance`, `doneButtonAppearance`, `backButtonAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The look of enabled buttons.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look while a finger is down on a button.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled buttons.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused button (stored: a focused bar button keeps its normal look under the focus
    /// halo).
    open var focused = UIBarButtonItemStateAppearance()
    /// The style the appearance was configured for.
    let style: UIBarButtonItem.Style

    /// An appearance for plain buttons.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// An appearance for buttons of a style, with the system's look.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// Creates an appearance from an archive; Tessera has no archives, so this gives the default one.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init()
    }

    /// Restores the system's look for a style: every state's customisation is removed.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// The state appearance for a control state.
    func state(_ state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        return normal
    }

    /// A copy with separate state appearances.
    func copied() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copied(); copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied(); copy.focused = focused.copied()
        return copy
    }
}

/// How bar buttons look in one state: title attributes and offset, and a background image.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, colour…), merged under the item's own.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The image behind the button.
    open var backgroundImage: UIImage?
    /// How far the background image moves.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    /// A state appearance with nothing customised.
    public override init() {
        super.init()
    }

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
