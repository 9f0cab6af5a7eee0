/// A view that shows a visual effect behind its content: with a `UIBlurEffect`, what lies behind the
/// view is blurred, made more vivid and tinted (a material); with a `UIVibrancyEffect`, what its content
/// view holds is blended with the material beneath in the vibrancy style's colour. Put subviews in
/// `contentView`.
///
/// The blur is a real backdrop: the compositor blurs the pixels beneath the view's bounds (other
/// windows below included), clipped to the view's shape (`layer.cornerRadius` with `clipsToBounds`).
/// Changing `effect` inside an animation block cross-fades the materials.
///
/// Where Tessera differs: iOS animates a blur's radius when an effect comes or goes; Tessera
/// cross-fades. Vibrancy's blend is a reconstruction (see `UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view subviews go in, above the effect.
    public let contentView: UIView

    /// The effect shown (nil: none).
    open var effect: UIVisualEffect? {
        didSet {
            guard effect != oldValue else { return }
            applyEffect()
        }
    }

    /// The view drawing the current blur (nil: none).
    private var backdropView: VisualEffectBackdropView?
    /// Blurs being faded out by animated changes of `effect`, removed once their fade has ended (a view
    /// removed mid-animation would leave its animation block waiting for it).
    private var outgoingBackdrops: [VisualEffectBackdropView] = []
    /// Set while the view adds its own subviews.
    private var arranging = false

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        super.init(frame: .zero)
        setUp()
    }

    /// A view decoded from an archive: no effect (Tessera has no archives to read one from).
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        arranging = true
        super.addSubview(contentView)
        arranging = false
        applyEffect()
    }

    /// Adds a subview. Subviews belong in `contentView`; one added to the effect view itself is added
    /// on top and logged, as iOS logs it.
    open override func addSubview(_ view: UIView) {
        if !arranging, view !== contentView {
            TesseraLog.warning("UIKit", "\(Self.self): \(type(of: view)) has been added as a subview directly. Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.")
        }
        super.addSubview(view)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backdropView?.updateTint()
        for view in outgoingBackdrops { view.updateTint() }
        updateVibrancy()
    }

    /// Shows the current effect: a backdrop view for a blur (cross-faded inside an animation block),
    /// the content tint for vibrancy.
    private func applyEffect() {
        // Cross-faded only on screen: off screen nothing would be seen fading.
        let animated = AnimationBlock.frames.last?.makeAnimation != nil && window != nil
        removeFadedBackdrops()
        let material = (effect as? UIBlurEffect)?.material
        if let current = backdropView, let material, !animated {
            current.material = material
        } else {
            if let old = backdropView {
                if animated {
                    old.alpha = 0
                    outgoingBackdrops.append(old)
                } else {
                    old.removeFromSuperview()
                }
            }
            backdropView = nil
            if let material {
                let view = VisualEffectBackdropView(material: material)
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                arranging = true
                insertSubview(view, belowSubview: contentView)
                arranging = false
                if animated {
                    UIView.performWithoutAnimation { view.alpha = 0 }
                    view.alpha = 1
                }
                view.followCorners(of: self)
                backdropView = view
            }
        }
        updateVibrancy()
    }

    private func updateVibrancy() {
        contentView.layer.contentTint = (effect as? UIVibrancyEffect)?.contentTint(with: traitCollection)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView?.followCorners(of: self)
        removeFadedBackdrops()
    }

    /// Removes the faded-out blurs whose fade has ended.
    private func removeFadedBackdrops() {
        outgoingBackdrops.removeAll { view in
            guard view.layer.animationKeys()?.isEmpty ?? true else { return false }
            view.removeFromSuperview()
            return true
        }
    }

    /// The layer that blurs what lies behind (nil when the effect is not a blur), for tests.
    var backdropLayer: CALayer? { backdropView?.layer }
}
