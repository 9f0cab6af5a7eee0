/// The edge, centre and size anchors that views and layout guides share, written once for both.
///
/// Where Tessera differs: UIKit declares these anchors on `UIView` and `UILayoutGuide` separately;
/// Tessera gives them to both through this protocol, which only those two classes adopt.
@MainActor
public protocol UILayoutAnchoring: AnyObject {}

extension UILayoutAnchoring {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: layoutItem, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: layoutItem, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: layoutItem, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: layoutItem, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: layoutItem, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: layoutItem, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: layoutItem, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: layoutItem, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: layoutItem, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: layoutItem, attribute: .centerY) }

    /// The view or guide as Auto Layout sees it (both adopters are layout items).
    private var layoutItem: any LayoutItem { self as! any LayoutItem }
}
