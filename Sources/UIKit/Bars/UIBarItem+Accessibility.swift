/// The accessibility properties apps set on bar items; the view a bar draws the item with reads them.
///
/// Where Tessera differs: iOS inherits these from `NSObject`'s category and lets subclasses override
/// them; here they are stored properties of an extension (kept in an associated object, made when the
/// first is set), so a subclass of a bar item cannot override them.
extension UIBarItem {
    private var accessibilityStorageIfMade: AccessibilityStorage? {
        objc_getAssociatedObject(self, AccessibilityStorage.associationKey) as? AccessibilityStorage
    }

    private var accessibilityStorage: AccessibilityStorage {
        if let made = accessibilityStorageIfMade { return made }
        let made = AccessibilityStorage()
        objc_setAssociatedObject(self, AccessibilityStorage.associationKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// Whether the item's view is an accessibility element (true unless set; a custom view speaks for
    /// itself).
    public var isAccessibilityElement: Bool {
        get { accessibilityStorageIfMade?.isElement ?? true }
        set { accessibilityStorage.isElement = newValue; itemDidChange() }
    }

    /// The item's spoken name; nil: its title, or its system item's name ("Share" for `.action`).
    public var accessibilityLabel: String? {
        get { accessibilityStorageIfMade?.label }
        set { accessibilityStorage.label = newValue; itemDidChange() }
    }

    /// What activating the item does.
    public var accessibilityHint: String? {
        get { accessibilityStorageIfMade?.hint }
        set { accessibilityStorage.hint = newValue; itemDidChange() }
    }

    /// The item's value (a tab bar item: its badge unless set).
    public var accessibilityValue: String? {
        get { accessibilityStorageIfMade?.value }
        set { accessibilityStorage.value = newValue; itemDidChange() }
    }

    /// The item's traits; nil: the bar's (`.button`, with `.selected` and `.notEnabled` for its state).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorageIfMade?.traits ?? .button }
        set { accessibilityStorage.traits = newValue; itemDidChange() }
    }

    /// The traits set on the item, nil when none was set.
    var explicitAccessibilityTraits: UIAccessibilityTraits? { accessibilityStorageIfMade?.traits }

    /// A string identifying the item's view in UI tests.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorageIfMade?.identifier }
        set { accessibilityStorage.identifier = newValue }
    }
}
