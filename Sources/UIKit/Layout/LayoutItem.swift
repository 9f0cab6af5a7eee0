/// Something constraints position: a view or a layout guide. Its alignment rectangle is four engine
/// variables in the coordinate space of its parent view (superview, or owning view for a guide).
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's Auto Layout state, made on first use.
    var layoutNode: LayoutNode { get }
    /// The item's Auto Layout state if it has any.
    var existingLayoutNode: LayoutNode? { get }
    /// The view whose coordinate space the item's variables live in.
    var layoutParent: UIView? { get }
    /// The item as UIKit names it in logs: `UILabel:0x…'Hello'`.
    var layoutDescription: String { get }
}

extension LayoutItem {
    /// The view the item is, or belongs to (a guide's owning view): whose coordinate space and layout
    /// direction it takes when it is a constraint's container or reads leading and trailing.
    var layoutView: UIView? { (self as? UIView) ?? layoutParent }
}

/// One side's term: `coefficient × attribute(item)`.
struct AnchorTerm {
    weak var item: (any LayoutItem)?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double
}

/// `ClassName:0x…` for logs, as UIKit prints objects.
@MainActor
func layoutAddress(_ object: AnyObject) -> String {
    "\(type(of: object)):0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
