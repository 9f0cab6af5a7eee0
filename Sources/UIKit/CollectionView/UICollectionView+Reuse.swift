import Foundation

/// Registering view classes and dequeuing reusable views.
extension UICollectionView {
    /// Registers the cell class dequeued with `identifier` (nil unregisters).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        ReuseRegistry.register(cellClass, as: UICollectionViewCell.self, key: identifier, in: &cellClasses,
                               api: "UICollectionView.register(_:forCellWithReuseIdentifier: \(identifier))")
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`
    /// (nil unregisters).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{1}" + identifier
        ReuseRegistry.register(viewClass, as: UICollectionReusableView.self, key: key, in: &supplementaryClasses,
                               api: "UICollectionView.register(_:forSupplementaryViewOfKind: \(elementKind), withReuseIdentifier: \(identifier))")
    }

    /// A cell for the item at `indexPath`: one from the reuse pool of `identifier` (after its
    /// `prepareForReuse()`) or a new one of the registered class, already sized by the layout.
    /// An unregistered identifier is reported and gets a plain `UICollectionViewCell`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let reconfiguring = reconfiguringCell, reconfiguring.reuseIdentifier == identifier {
            // reconfigureItems(at:): the same cell, configured again without prepareForReuse.
            reconfiguringCell = nil
            return reconfiguring
        }
        if let reused = reusePools["C:" + identifier]?.popLast() as? UICollectionViewCell {
            cell = reused
            AccessibilityChanges.mark(cell)
            cell.prepareForReuse()
        } else {
            let type: UICollectionViewCell.Type
            if let registered = cellClasses[identifier] {
                type = registered
            } else if let made = makeCellFromNib(withIdentifier: identifier) {
                made.reuseIdentifier = identifier
                prepareDequeued(made, key: .cell(indexPath))
                return made
            } else {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.unregisteredCell.\(identifier)",
                                     "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a plain UICollectionViewCell is used")
                type = UICollectionViewCell.self
            }
            cell = type.init(collectionReuseFrame: .zero)
            cell.reuseIdentifier = identifier
        }
        prepareDequeued(cell, key: .cell(indexPath))
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: from the reuse pool of `identifier` or
    /// new of the registered class. An unregistered one is reported and gets a plain reusable view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1}" + identifier
        let view: UICollectionReusableView
        if let reused = reusePools["S:" + key]?.popLast() {
            view = reused
            AccessibilityChanges.mark(view)
            view.prepareForReuse()
        } else {
            let type: UICollectionReusableView.Type
            if let registered = supplementaryClasses[key] {
                type = registered
            } else {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.unregisteredSupplementary.\(key)",
                                     "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a plain UICollectionReusableView is used")
                type = UICollectionReusableView.self
            }
            view = type.init(collectionReuseFrame: .zero)
            view.reuseIdentifier = identifier
        }
        prepareDequeued(view, key: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
        return view
    }

    /// Gives a dequeued view its layout geometry, so its content lays out at its real size while the
    /// data source configures it.
    private func prepareDequeued(_ view: UICollectionReusableView, key: ElementKey) {
        let attributes = tilingAttributes[key] ?? visibleAttributes[key]
        if let attributes {
            view.bounds = CGRect(origin: .zero, size: attributes.size)
            view.center = attributes.center
        }
    }

    /// The reuse identifier a registration dequeues with.
    private func registrationIdentifier(_ id: String, _ register: () -> Void) -> String {
        if !registeredRegistrations.contains(id) {
            registeredRegistrations.insert(id)
            register()
        }
        return id
    }

    /// A cell configured by `registration` for `item` at `indexPath` (registering the registration's
    /// class the first time).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell where Cell: UICollectionViewCell {
        let identifier = registrationIdentifier(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? {
            let made = Cell(collectionReuseFrame: dequeued.frame)
            made.reuseIdentifier = identifier
            return made
        }()
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            TesseraLog.errorOnce("UIKit", key: "UICollectionView.nilRegistrationItem",
                                 "dequeueConfiguredReusableCell(using:for:item:) was given a nil item; the cell is not configured")
        }
        return cell
    }

    /// A supplementary view configured by `registration` at `indexPath` (registering it the first time).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let identifier = registrationIdentifier(registration.identifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath)
        let view = (dequeued as? Supplementary) ?? {
            let made = Supplementary(collectionReuseFrame: dequeued.frame)
            made.reuseIdentifier = identifier
            return made
        }()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
