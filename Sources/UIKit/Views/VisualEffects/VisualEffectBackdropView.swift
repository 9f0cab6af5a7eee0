/// The view under a visual effect view's content that draws its blur: a backdrop layer with the
/// material's blur and saturation, and its tint as the background colour.
@MainActor
final class VisualEffectBackdropView: UIView {
    var material: BlurMaterial {
        didSet { if material != oldValue { apply() } }
    }

    init(material: BlurMaterial) {
        self.material = material
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        apply()
    }

    required init?(coder: NSCoder) {
        material = .regular
        super.init(coder: coder)
        apply()
    }

    private func apply() {
        layer.backdrop = CALayer.Backdrop(blurRadius: material.blurRadius, saturation: material.saturation)
        updateTint()
    }

    /// A colour drawn over the blur instead of the material's tint (a popover's `backgroundColor`).
    var tintOverride: UIColor? {
        didSet { updateTint() }
    }

    func updateTint() {
        layer.backgroundColor = (tintOverride ?? material.tint).resolvedColor(with: traitCollection).cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateTint()
    }

    /// Takes the corner radius of the effect view it serves, so an effect view with rounded corners
    /// has a rounded material even when it does not clip.
    func followCorners(of view: UIView) {
        // Only changes: inside an animation block, setting a radius runs its action even when equal.
        if layer.cornerRadius != view.layer.cornerRadius { layer.cornerRadius = view.layer.cornerRadius }
        if layer.maskedCorners != view.layer.maskedCorners { layer.maskedCorners = view.layer.maskedCorners }
        if layer.cornerCurve != view.layer.cornerCurve { layer.cornerCurve = view.layer.cornerCurve }
    }
}
