import Foundation

extension UICollectionView {
    /// A cell class and the closure that configures it for an item: pass it to
    /// `dequeueConfiguredReusableCell(using:for:item:)`; no reuse identifier to keep in step.
    ///
    /// Make registrations once (not inside `cellForItemAt`): each one is its own reuse pool.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a cell for an item at an index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let identifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration." + String(describing: Cell.self) + "." + UUID().uuidString
        }
    }

    /// A supplementary view class, its kind and the closure that configures it: pass it to
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a supplementary view of a kind at an index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        let identifier: String
        let elementKind: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration." + String(describing: Supplementary.self) + "." + UUID().uuidString
        }
    }
}
