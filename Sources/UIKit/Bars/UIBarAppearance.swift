/// How a bar's background and shadow look; the base of the navigation bar, toolbar and tab bar
/// appearances (`standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`).
///
/// The `backgroundEffect` blurs the content beneath the bar, as a `UIVisualEffectView` does, under the
/// background colour and image.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The material drawn under the background colour (nil: none).
    open var backgroundEffect: UIBlurEffect?
    /// The colour drawn over the effect (nil: none).
    open var backgroundColor: UIColor?
    /// An image drawn over the colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline between the bar and the content (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline, tinted with `shadowColor` when it is a template.
    open var shadowImage: UIImage?

    /// An appearance for an idiom, with the default (translucent material) background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the phone idiom, with the default background.
    public override convenience init() {
        self.init(idiom: .phone)
    }

    /// A copy of another appearance (of its bar appearance values only).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Creates an appearance from an archive; Tessera has no archives, so this gives the default one.
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The translucent system material with the standard hairline: iOS's standard bar.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.standardShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the standard hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.standardShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through (iOS's scroll-edge look).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// iOS's hairline: black at 30 % in light mode, white at 15 % in dark mode.
    static let standardShadowColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    open override var description: String {
        mainActorDescription(of: self) {
            "<\(type(of: self)) effect: \(backgroundEffect.map { "\($0.style)" } ?? "nil") color: \(backgroundColor.map { "\($0)" } ?? "nil")>"
        }
    }
}
