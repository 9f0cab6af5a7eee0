/// The edge, centre and size anchors that views and layout guides share, written once for both.
///
/// Where Tessera differs: UIKit declares these anchors on `UIView` and `UILayoutGuide` separately;
/// Tessera gives them to both through this protocol, which only those two classes adopt. Another type
/// adopting it gets anchors that refer to nothing: constraints made from them are reported as invalid
/// and never installed.
@preconcurrency @MainActor
public protocol UILayoutAnchoring: AnyObject {}

extension UILayoutAnchoring {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(terms: terms(.leading)) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(terms: terms(.trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(terms: terms(.left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(terms: terms(.right)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(terms: terms(.top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(terms: terms(.bottom)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(terms: terms(.width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(terms: terms(.height)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(terms: terms(.centerX)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(terms: terms(.centerY)) }

    /// One attribute of the view or guide as Auto Layout sees it; none for a type that is neither.
    private func terms(_ attribute: NSLayoutConstraint.Attribute) -> [AnchorTerm] {
        guard let item = self as? any LayoutItem else {
            TesseraLog.errorOnce("LayoutConstraints", key: "anchoring-\(Self.self)",
                                 "\(Self.self) adopts UILayoutAnchoring, which only UIView and UILayoutGuide can: its anchors constrain nothing")
            return []
        }
        return [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
    }
}
