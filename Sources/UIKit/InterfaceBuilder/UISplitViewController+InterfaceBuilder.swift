/// Split view controllers from storyboards: the style (`style="doubleColumn"`, `"tripleColumn"`, or
/// `allowDoubleColumnStyle="YES"`; none is the classic style) and the relationship segues that fill the
/// columns.
extension UISplitViewController {
    /// The style a split view controller element names, read before the controller is made.
    static func interfaceBuilderStyle(_ coder: NSCoder) -> Style? {
        guard let coder = coder.interfaceBuilder else { return nil }
        if let style = coder.enumeration("style", ["unspecified": Style.unspecified, "doubleColumn": .doubleColumn,
                                                   "tripleColumn": .tripleColumn]) {
            return style
        }
        return coder.bool("allowDoubleColumnStyle") == true ? .doubleColumn : nil
    }

    /// The column each relationship Interface Builder writes fills.
    static let interfaceBuilderColumns: [String: Column] = [
        "masterViewController": .primary, "primaryViewController": .primary,
        "supplementaryViewController": .supplementary,
        "detailViewController": .secondary, "secondaryViewController": .secondary,
        "compactViewController": .compact,
    ]

    /// Puts a relationship's destination in `column`: a column style's `setViewController(_:for:)`; the
    /// classic style's `viewControllers`, primary first (the order the relationships come in does not
    /// matter).
    func setInterfaceBuilderChild(_ controller: UIViewController, for column: Column) {
        if style != .unspecified {
            setViewController(controller, for: column)
            return
        }
        switch column {
        case .primary:
            let secondary = viewControllers.count > 1 ? viewControllers[1] : pendingInterfaceBuilderSecondary
            pendingInterfaceBuilderSecondary = nil
            viewControllers = [controller] + (secondary.map { [$0] } ?? [])
        case .secondary:
            if let primary = viewControllers.first {
                viewControllers = [primary, controller]
            } else {
                pendingInterfaceBuilderSecondary = controller
            }
        default:
            TesseraLog.warning("UIKit", "a classic split view controller has no \(column) column; the relationship is ignored")
        }
    }

    private static let pendingSecondaryKey: UnsafeRawPointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// A classic split view's detail that came before its master, until the master comes.
    private var pendingInterfaceBuilderSecondary: UIViewController? {
        get { objc_getAssociatedObject(self, Self.pendingSecondaryKey) as? UIViewController }
        set { objc_setAssociatedObject(self, Self.pendingSecondaryKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
