import Foundation

/// A view a collection view recycles: the base of cells and of supplementary and decoration views.
///
/// When it scrolls out of view the collection view keeps it in a reuse pool under its
/// `reuseIdentifier`, calls `prepareForReuse()` and hands it out again from `dequeue…`.
///
/// Subclasses written for iOS work unchanged: override `init(frame:)` and `init?(coder:)`, or declare no
/// initializers. The collection view makes registered classes through `init(collectionReuseFrame:)`,
/// which such subclasses inherit.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with (nil for a view made by hand).
    open internal(set) var reuseIdentifier: String?

    /// The attributes last applied (Tessera keeps them to place the view again after reuse).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// A view with `frame` (the collection view makes registered classes with `.zero`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How the collection view makes a registered class: `init(frame:)`. Where Tessera differs: Swift
    /// can call only a `required` initializer on a class value (iOS uses the Objective-C runtime), so
    /// this one exists; a subclass that overrides `init(frame:)` and `init?(coder:)`, or declares no
    /// initializers, inherits it, and `init(frame:)` runs as on iOS.
    public required convenience init(collectionReuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Creates a view from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before it is handed out again (call super when overriding).
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the geometry (which the collection view sets): override
    /// to read a custom attributes subclass.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The view is about to change from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's: with a self-sizing layout (a flow
    /// layout's `estimatedItemSize`, a compositional layout's estimated dimensions) its size fitted
    /// by Auto Layout (`systemLayoutSizeFitting`) on the self-sizing axes; the layout's otherwise. A
    /// cell fits its content view (or the view of its content configuration), where its content's
    /// constraints are.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let target = layoutAttributes.size
        let horizontal: UILayoutPriority = axes.contains(.horizontal) ? .fittingSizeLevel : .required
        let vertical: UILayoutPriority = axes.contains(.vertical) ? .fittingSizeLevel : .required
        var size = systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        if !axes.contains(.horizontal) { size.width = target.width }
        if !axes.contains(.vertical) { size.height = target.height }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copied()
        preferred.size = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        return preferred
    }
}
