/// A cell that resizes itself when its size may have changed (`selfSizingInvalidation`): its own or
/// its content view's `invalidateIntrinsicContentSize()`, or a new content configuration.
@MainActor
protocol SelfSizingCell: AnyObject {
    /// The cell's content view (its intrinsic-size invalidations count as the cell's).
    var selfSizingContentView: UIView { get }
    /// The cell's size may have changed: its table or collection view measures it again if its
    /// `selfSizingInvalidation` allows.
    func selfSizingInvalidated()
}

extension UIView {
    /// Passes an intrinsic-size invalidation of a cell or of its content view to the cell.
    /// Only cells and content views (marked `.selfSizingCellOrContent` when the cell is made) go on, and
    /// only views whose class says it is a cell (`isSelfSizingCell`) are cast to the protocol.
    func notifySelfSizingCell() {
        guard viewFlags.contains(.selfSizingCellOrContent) else { return }
        if type(of: self).isSelfSizingCell, let cell = self as? any SelfSizingCell {
            cell.selfSizingInvalidated()
        } else if let superview = storedSuperview, type(of: superview).isSelfSizingCell,
                  let cell = superview as? any SelfSizingCell, cell.selfSizingContentView === self {
            cell.selfSizingInvalidated()
        }
    }
}
