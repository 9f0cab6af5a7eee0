/// Collection views from Interface Builder documents: the layout, prototype cells, cells registered by
/// nib, and a flow layout's attributes.
extension UICollectionView {
    func decodeInterfaceBuilderCollection(_ coder: InterfaceBuilderCoder) {
        if coder.has("backgroundColor") { backgroundColor = coder.color("backgroundColor") }
        decodeInterfaceBuilderScrollView(coder)
        if let layout = coder.object("collectionViewLayout") as? UICollectionViewLayout { collectionViewLayout = layout }
        _ = coder.string("dataMode")
        guard let cells = coder.container("cells"), let storyboard = coder.pass.storyboard else { return }
        for cell in cells.children where cell.name == "collectionViewCell" {
            guard let identifier = cell["reuseIdentifier"] else {
                coder.pass.report(cell.line, "a prototype cell has no reuse identifier; it cannot be dequeued")
                continue
            }
            register(UINib(prototype: cell, storyboard: storyboard, document: coder.pass.document,
                           controllerID: coder.pass.sceneControllerID), forCellWithReuseIdentifier: identifier)
        }
    }

    /// Registers a nib whose top-level collection cell `dequeueReusableCell` makes for `identifier`
    /// (nil forgets it). A class registered under the same identifier is forgotten.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        if nib != nil { cellClasses[identifier] = nil }
        registeredCellNibs[identifier] = nib
    }

    /// A new cell from the nib registered for `identifier` (nil when there is none, or it makes no cell).
    func makeCellFromNib(withIdentifier identifier: String) -> UICollectionViewCell? {
        guard let nib = registeredCellNibs[identifier] else { return nil }
        guard let cell = nib.instantiate(withOwner: nearestViewController).lazy.compactMap({ $0 as? UICollectionViewCell }).first else {
            TesseraLog.errorOnce("UIKit", key: "collection-nib-\(identifier)",
                                 "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionViewCell instance")
            return nil
        }
        return cell
    }
}

extension UICollectionViewCell {
    func decodeInterfaceBuilderCollectionCell(_ coder: InterfaceBuilderCoder) {
        if let identifier = coder.string("reuseIdentifier") { reuseIdentifier = identifier }
        coder.adopt("contentView", into: contentView)
    }
}

extension UICollectionViewFlowLayout {
    func decodeInterfaceBuilderFlowLayout(_ coder: InterfaceBuilderCoder) {
        if coder.string("scrollDirection") == "horizontal" { scrollDirection = .horizontal }
        if let spacing = coder.number("minimumLineSpacing") { minimumLineSpacing = spacing }
        if let spacing = coder.number("minimumInteritemSpacing") { minimumInteritemSpacing = spacing }
        if let size = coder.size("itemSize") { itemSize = size }
        if let size = coder.size("estimatedItemSize") { estimatedItemSize = size }
        if coder.bool("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let size = coder.size("headerReferenceSize") { headerReferenceSize = size }
        if let size = coder.size("footerReferenceSize") { footerReferenceSize = size }
        if let insets = coder.child("sectionInset").flatMap(IBValues.insets) { sectionInset = insets }
    }
}
