import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views.
///
/// The number of items and the cells are required; the rest is optional (one section by default).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items section `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`
    /// or `dequeueConfiguredReusableCell(using:for:item:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` the layout asks for (dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`). The default logs that it
    /// is missing and gives an empty view (iOS raises an exception).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively (false by default).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive move ended: update your data to move the item.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of a section index (nil by default: none).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title scrolls to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        TesseraLog.errorOnce("UIKit", key: "UICollectionView.missingSupplementary.\(kind)",
                             "the layout asks for a supplementary view of kind \(kind) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
