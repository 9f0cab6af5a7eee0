import Foundation

/// A collection view's cell: put your views in `contentView`; `backgroundView` draws behind it and
/// `selectedBackgroundView` replaces it while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// A self-sizing cell (`SelfSizingCell`).
    override class var isSelfSizingCell: Bool { true }

    /// Where the cell's content goes: fills the cell, above the background views.
    open private(set) var contentView = UIView()

    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            installBackgrounds()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            installBackgrounds()
        }
    }

    /// Whether the cell is selected (the collection view sets it; it shows `selectedBackgroundView`).
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            AccessibilityChanges.markContent(self)
            updateSelectedBackground()
            cellStateDidChange()
        }
    }

    /// Whether the cell is highlighted by a touch (the collection view sets it).
    /// An item takes keyboard focus when its collection view allows it: the delegate's
    /// `collectionView(_:canFocusItemAt:)`, else the collection view's `allowsFocus`.
    open override var canBecomeFocused: Bool {
        var ancestor = superview
        while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
        guard let collection = ancestor as? UICollectionView, let indexPath = collection.indexPath(for: self) else { return false }
        return collection.collectionDelegate?.collectionView(collection, canFocusItemAt: indexPath) ?? collection.allowsFocus
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateSelectedBackground()
            cellStateDidChange()
        }
    }

    /// A cell with `frame` and an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    /// Creates a cell from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderCollectionCell(coder) }
    }

    private func setUpCell() {
        viewFlags.insert(.selfSizingCellOrContent)
        contentView.viewFlags.insert(.selfSizingCellOrContent)
        configurationStorage.needsUpdate = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The configurations and their views (see `UICollectionViewCell+Configuration`).
    let configurationStorage = CellConfigurationStorage()

    /// Restyles the cell for `state`: the default applies the content and background configurations
    /// `updated(for:)` the state (when updated automatically). Override to configure the cell yourself;
    /// `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) {
        applyConfigurations(for: state)
    }

    /// The cell's fitting size is its content's: its content configuration's view, or else its
    /// content view with the constraints of what it holds (as iOS's cells fit their content view).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let content: UIView = configurationStorage.slot.view ?? contentView
        return content.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                               verticalFittingPriority: verticalFittingPriority)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        // In the cell's own size at the origin: a swiped cell moves its bounds' origin so its
        // content slides over the swipe actions.
        let own = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = own
        backgroundView?.frame = own
        selectedBackgroundView?.frame = own
    }

    /// How far the content is swiped sideways to show swipe actions (list layouts only).
    var swipeOffset: CGFloat = 0 {
        didSet { if (swipeOffset != 0) != (oldValue != 0) { setNeedsUpdateConfiguration() } }
    }

    /// Closes swipe actions without animation (a cell going back to its reuse queue comes back closed).
    func resetSwipe() {
        guard swipeOffset != 0 || bounds.origin.x != 0 else { return }
        swipeOffset = 0
        bounds.origin.x = 0
        setNeedsLayout()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Puts the background views under the content view, the selected one above the plain one.
    private func installBackgrounds() {
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            if let backgroundView, backgroundView.superview === self {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
            } else {
                insertSubview(selectedBackgroundView, at: 0)
            }
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.alpha = (isSelected || isHighlighted) ? 1 : 0
    }

    /// Selection or highlight changed: the configurations follow the new state.
    func cellStateDidChange() {
        setNeedsUpdateConfiguration()
    }
}
