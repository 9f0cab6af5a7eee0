/// UIKit's own outlets, set by the loader when the object's `connectOutlet(_:to:)` did not: a
/// controller's `view`, the delegates and data sources of tables, collections, scroll views, text
/// fields, text views, search bars, navigation and tab bar controllers. Delegates go through protocol
/// casts: an object that does not adopt the protocol leaves the outlet unset (and is reported).
@MainActor
enum IBBuiltInOutlets {
    /// Sets `name` of `source` to `value`; returns whether UIKit has that outlet and the value fits.
    static func connect(_ name: String, of source: AnyObject, to value: Any) -> Bool {
        switch (source, name) {
        case (let controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case (let table as UITableView, "dataSource"):
            guard let dataSource = value as? UITableViewDataSource else { return false }
            table.dataSource = dataSource
        case (let collection as UICollectionView, "dataSource"):
            guard let dataSource = value as? UICollectionViewDataSource else { return false }
            collection.dataSource = dataSource
        case (let scroll as UIScrollView, "delegate"):
            guard let delegate = value as? UIScrollViewDelegate else { return false }
            scroll.delegate = delegate
        case (let field as UITextField, "delegate"):
            guard let delegate = value as? UITextFieldDelegate else { return false }
            field.delegate = delegate
        case (let bar as UISearchBar, "delegate"):
            guard let delegate = value as? UISearchBarDelegate else { return false }
            bar.delegate = delegate
        case (let navigation as UINavigationController, "delegate"):
            guard let delegate = value as? UINavigationControllerDelegate else { return false }
            navigation.delegate = delegate
        case (let tabs as UITabBarController, "delegate"):
            guard let delegate = value as? UITabBarControllerDelegate else { return false }
            tabs.delegate = delegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            guard let delegate = value as? UIGestureRecognizerDelegate else { return false }
            recognizer.delegate = delegate
        case (let view as UIView, "gestureRecognizers"):
            guard let recognizers = value as? [AnyObject] else { return false }
            for case let recognizer as UIGestureRecognizer in recognizers { view.addGestureRecognizer(recognizer) }
        default:
            return false
        }
        return true
    }
}
