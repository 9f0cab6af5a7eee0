/// How a toolbar looks: its background (`UIBarAppearance`) and its buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// A copy of another appearance; a toolbar appearance is copied whole.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copied()
            doneButtonAppearance = other.doneButtonAppearance.copied()
        }
    }

    /// An appearance for an idiom, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from an archive; Tessera has no archives, so this gives the default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A copy of this appearance.
    func copied() -> UIToolbarAppearance { UIToolbarAppearance(barAppearance: self) }
}
