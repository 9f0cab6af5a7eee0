/// The view that draws a `UIBackgroundConfiguration`: cells, headers and footers put one behind their
/// content (as their background view) and give it their background configuration, already
/// `updated(for:)` their state.
///
/// It fills the frame inset by `backgroundInsets` (plus its layout margins on the edges in
/// `edgesAddingLayoutMarginsToBackgroundInsets`; it preserves its superview's margins, so a cell's
/// margins count) with the resolved background colour, rounds it to `cornerRadius`, shows the custom view
/// and the image inside that shape (over the visual effect's material), and strokes it `strokeOutset` outside. Colours that are nil follow
/// its tint colour.
@MainActor
final class BackgroundConfigurationView: UIView {
    /// The visual effect's material, under the fill.
    private let material = UIVisualEffectView(effect: nil)
    /// The fill, clipping the custom view and image to the rounded shape.
    private let fill = UIView()
    /// The image, when the configuration has one.
    private let imageView = UIImageView()
    /// The stroke, a border around the shape.
    private let stroke = UIView()

    /// The configuration drawn.
    var configuration: UIBackgroundConfiguration {
        didSet {
            guard configuration != oldValue else { return }
            if oldValue.customView !== configuration.customView, let old = oldValue.customView, old.superview === fill {
                old.removeFromSuperview()
            }
            apply()
        }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        preservesSuperviewLayoutMargins = true
        isUserInteractionEnabled = false
        fill.clipsToBounds = true
        fill.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
        stroke.backgroundColor = .clear
        material.clipsToBounds = true
        material.isUserInteractionEnabled = false
        addSubview(material)
        addSubview(fill)
        fill.addSubview(imageView)
        addSubview(stroke)
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    private func apply() {
        let c = configuration
        if let custom = c.customView, custom.superview !== fill { fill.insertSubview(custom, at: 0) }
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.contentMode = c.imageContentMode
        fill.layer.cornerRadius = c.cornerRadius
        material.layer.cornerRadius = c.cornerRadius
        material.effect = c.visualEffect
        material.isHidden = c.visualEffect == nil
        stroke.isHidden = c.strokeWidth <= 0
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.cornerRadius = c.cornerRadius > 0 ? c.cornerRadius + c.strokeOutset : 0
        applyColors()
        setNeedsLayout()
    }

    private func applyColors() {
        let tint = tintColor ?? .systemBlue
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    /// The frame the background fills: the bounds inset by the configuration's insets (plus the layout
    /// margins on the edges that add them).
    var backgroundFrame: CGRect {
        let c = configuration
        var insets = c.backgroundInsets
        let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
        if !edges.isEmpty {
            let margins = directionalLayoutMargins
            if edges.contains(.top) { insets.top += margins.top }
            if edges.contains(.leading) { insets.leading += margins.leading }
            if edges.contains(.bottom) { insets.bottom += margins.bottom }
            if edges.contains(.trailing) { insets.trailing += margins.trailing }
        }
        let inset = insets.edgeInsets(effectiveUserInterfaceLayoutDirection)
        let b = bounds
        return CGRect(x: b.minX + inset.left, y: b.minY + inset.top,
                      width: max(0, b.width - inset.left - inset.right), height: max(0, b.height - inset.top - inset.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = backgroundFrame
        fill.frame = frame
        material.frame = frame
        let inner = CGRect(origin: .zero, size: frame.size)
        imageView.frame = inner
        configuration.customView?.frame = inner
        stroke.frame = frame.insetBy(dx: -configuration.strokeOutset, dy: -configuration.strokeOutset)
    }
}
