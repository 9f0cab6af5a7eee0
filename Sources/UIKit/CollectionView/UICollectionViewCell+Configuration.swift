import Foundation

/// Content and background configurations: a cell shows its `contentConfiguration` in its content
/// view and its `backgroundConfiguration` behind it, both restyled for its state (selected,
/// highlighted, editing, reordering) whenever the state changes.
extension UICollectionViewCell {
    /// The handler `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// What the content view shows (nil by default): setting it replaces the cell's configured
    /// content view, or reconfigures it when it supports the new configuration.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.content }
        set {
            configurationStorage.content = newValue
            applyContentConfiguration()
            selfSizingInvalidated()
        }
    }

    /// What draws behind the content (nil by default: `backgroundView` and the background colour).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.background }
        set {
            configurationStorage.background = newValue
            applyBackgroundConfiguration()
        }
    }

    /// Whether the content configuration is restyled for each new state (true by default).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.updatesContent }
        set { configurationStorage.updatesContent = newValue }
    }

    /// Whether the background configuration is restyled for each new state (true by default).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.updatesBackground }
        set { configurationStorage.updatesBackground = newValue }
    }

    /// Called with the cell and its state whenever the configuration updates (after
    /// `updateConfiguration(using:)`); setting it updates the configuration.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.handler }
        set {
            configurationStorage.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's current state: traits, selection, highlight, swiped, editing and reordering.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = swipeOffset != 0
        if let collectionView = superview as? UICollectionView {
            state.isEditing = collectionView.isEditing
                && (collectionView.indexPath(for: self).map { collectionView.collectionDelegate?.collectionView(collectionView, canEditItemAt: $0) ?? true } ?? true)
            state.isReordering = collectionView.movement?.view === self
            // An item of a diffable data source's section snapshot is expanded as the snapshot says.
            if let outline = collectionView.dataSource as? any DiffableOutlineDataSource, let path = collectionView.indexPath(for: self) {
                state.isExpanded = outline.isExpanded(at: path)
            }
        }
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the cell next lays out.
    public func setNeedsUpdateConfiguration() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// A list content configuration styled as a plain cell, to fill in and assign.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard configurationStorage.needsUpdate else { return }
        configurationStorage.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The default update: restyles the configurations for `state`.
    func applyConfigurations(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { applyContentConfiguration(state) }
        if automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration(state) }
    }

    private func applyContentConfiguration(_ state: UICellConfigurationState? = nil) {
        let configuration = configurationStorage.content
        let styled = configuration.map { $0.updated(for: state ?? configurationState) as any UIContentConfiguration }
        configurationStorage.slot.apply(styled, in: contentView)
    }

    private func applyBackgroundConfiguration(_ state: UICellConfigurationState? = nil) {
        guard let configuration = configurationStorage.background else {
            configurationStorage.backgroundView?.removeFromSuperview()
            configurationStorage.backgroundView = nil
            return
        }
        let styled = configuration.updated(for: state ?? configurationState)
        if let view = configurationStorage.backgroundView {
            view.configuration = styled
        } else {
            let view = BackgroundConfigurationView(configuration: styled)
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            configurationStorage.backgroundView = view
        }
    }
}

/// A cell's configurations and the views that show them.
@MainActor
final class CellConfigurationStorage {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var updatesContent = true
    var updatesBackground = true
    var handler: UICollectionViewCell.ConfigurationUpdateHandler?
    var needsUpdate = false
    var slot = ContentConfigurationSlot()
    var backgroundView: BackgroundConfigurationView?
}
