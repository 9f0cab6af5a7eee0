import Foundation

/// Which class an Interface Builder element makes: the app's class its `customModule.customClass`
/// names, else UIKit's class for the element (`label`: `UILabel`).
///
/// Swift finds a class by its module-qualified name with `_typeByName` (what Foundation's
/// `NSClassFromString` uses on Linux); it finds classes declared at the top level of a module (or
/// nested in one), not `private` or local ones.
@MainActor
enum IBClassTable {
    /// UIKit's class for each object element Interface Builder writes.
    static let classes: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "pageControl": UIPageControl.self, "stepper": UIStepper.self, "navigationBar": UINavigationBar.self,
        "toolbar": UIToolbar.self, "tabBar": UITabBar.self, "searchBar": UISearchBar.self,
        "containerView": UIView.self,
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "navigationItem": UINavigationItem.self, "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
        "splitViewController": UISplitViewController.self,
        "customObject": NSObject.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "panGestureRecognizer": UIPanGestureRecognizer.self, "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self, "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    /// The class for `element`, or nil when the element is not an object Tessera makes. A custom class
    /// that cannot be found, or is not a subclass of the element's class, is reported (in UIKit's words
    /// for the first) and the element's class used.
    /// Found once per element (the document keeps it: a registered nib makes its cell's objects from the
    /// same elements for every cell); an element whose class was reported is looked up, and reported,
    /// each time.
    static func type(for element: IBElement, in pass: IBDecodingPass) -> AnyClass? {
        if let known = pass.document.plans.classes.existingValue(for: element) { return known }
        guard let base = classes[element.name] else { return nil }
        guard let custom = element["customClass"] else {
            pass.document.plans.classes.store(base, for: element)
            return base
        }
        let module = element["customModule"]
        guard let found = customClass(custom, module: module) else {
            pass.report(element.line, "Unknown class \(custom) in Interface Builder file; Tessera uses \(base) instead (Swift finds classes by module-qualified name: check customModule, and that the class is not private or local)")
            return base
        }
        guard isSubclass(found, of: base) else {
            pass.report(element.line, "the custom class \(custom) of <\(element.name)> is not a subclass of \(base); \(base) is used")
            return base
        }
        pass.document.plans.classes.store(found, for: element)
        return found
    }

    /// Custom classes found so far, by module and name: a registered nib looks its cell's class up for
    /// every cell, and `_typeByName` demangles the name each time.
    private static var foundClasses: [String: AnyClass] = [:]

    /// The class `custom` names in `module` (or, without a module, at the top level or in UIKit).
    private static func customClass(_ custom: String, module: String?) -> AnyClass? {
        let cacheKey = module.map { "\($0).\(custom)" } ?? custom
        if let found = foundClasses[cacheKey] { return found }
        let names = module.map { ["\($0).\(custom)", custom] } ?? [custom, "UIKit.\(custom)"]
        guard let found = names.lazy.compactMap({ _typeByName($0) as? AnyClass }).first else { return nil }
        foundClasses[cacheKey] = found
        return found
    }

    /// Whether `type` is `base` or inherits from it.
    private static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == base { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Makes an instance of `type` with `init?(coder:)` (views, controllers, items, layouts); nil when
    /// the class's `init?(coder:)` fails. Gesture recognizers and custom objects are made with `init()`
    /// (an app's class through the factory its generated glue registers) and then decoded.
    static func make(_ type: AnyClass, coder: InterfaceBuilderCoder) -> AnyObject? {
        let name = coder.element.name
        // A recognizer element's class is always a recognizer (`type(for:in:)` keeps a custom class only
        // when it inherits from the element's), and no other element's is: asking the class spares a
        // table lookup by name for every view made.
        if name == "customObject" || type is UIGestureRecognizer.Type {
            let isOwnClass = classes[name].map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false
            let object = InterfaceBuilderGlue.makeObject(of: type)
                ?? (isOwnClass ? (name == "customObject" ? NSObject() : UIGestureRecognizer.interfaceBuilderRecognizers[name]?()) : nil)
            guard let object else {
                coder.pass.report(coder.element.line, "\(type) has no factory: the InterfaceBuilderGlue plugin registers one for each class the target's documents place as objects (or call InterfaceBuilderGlue.object { \(type)() })")
                return nil
            }
            (object as? UIGestureRecognizer)?.decodeInterfaceBuilderRecognizer(coder)
            return object
        }
        switch type {
        case let view as UIView.Type: return view.init(coder: coder)
        case let controller as UIViewController.Type: return controller.init(coder: coder)
        case let item as UINavigationItem.Type: return item.init(coder: coder)
        case let item as UIBarButtonItem.Type: return item.init(coder: coder)
        case let item as UITabBarItem.Type: return item.init(coder: coder)
        case let layout as UICollectionViewLayout.Type: return layout.init(coder: coder)
        default: return nil
        }
    }
}
