import Foundation

/// A flow layout's invalidation context: says whether the delegate's sizes and spacing must be
/// asked again and whether the frames must be recomputed.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacing must be asked again (true by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the frames must be recomputed (true by default).
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates the metrics and the frames.
    public required init() {
        super.init()
    }
}
