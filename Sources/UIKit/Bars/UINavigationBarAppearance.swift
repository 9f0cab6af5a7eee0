/// How a navigation bar looks: its background (`UIBarAppearance`), its title and large title text
/// attributes, its buttons and its back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (17 pt semibold label colour by default).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title (34 pt bold label colour by default).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its centred position.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back chevron (nil: the system's).
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back title slides under during transitions (kept; transitions are the controller's).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron and its transition mask; both or neither (one alone is reported and ignored).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            TesseraLog.error("UIKit", "UINavigationBarAppearance.setBackIndicatorImage: the back indicator image and its transition mask must both be given or both be nil; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// A copy of another appearance; a navigation bar appearance is copied whole.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttonAppearance = other.buttonAppearance.copied()
            doneButtonAppearance = other.doneButtonAppearance.copied()
            backButtonAppearance = other.backButtonAppearance.copied()
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
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
    func copied() -> UINavigationBarAppearance { UINavigationBarAppearance(barAppearance: self) }
}
