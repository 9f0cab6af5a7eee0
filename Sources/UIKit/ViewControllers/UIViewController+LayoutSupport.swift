import Foundation

/// The layout guides that preceded the safe area (`topLayoutGuide`, `bottomLayoutGuide`).
///
/// Where Tessera differs: Apple marks them `@available(iOS, deprecated: 11.0)`, which has no effect on
/// Linux, so they are marked deprecated on every platform (`@available(*, deprecated)`) to give the same
/// warning. They are declared in an extension, so a subclass cannot override them (Apple's are
/// overridable Objective-C properties, which nobody overrides in practice). They work with anchors,
/// `length` and as items of `NSLayoutConstraint(item:…)` (whose `firstItem`/`secondItem` then name the
/// view or its safe area guide, not the guide object); the visual format language does not know them:
/// use their anchors there.
extension UIViewController {
    /// The band from the top of the view down to the top of its safe area (the status and navigation
    /// bars): `bottomAnchor` is the safe area's top, `length` the safe area's top inset.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupport(edge: .top) }

    /// The band from the bottom of the safe area (above the tab bar, toolbar or home indicator) down to
    /// the bottom of the view: `topAnchor` is the safe area's bottom, `length` its bottom inset.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupport(edge: .bottom) }

    /// The controller's guide for `edge`, made on first use and kept (the same object on every call, as
    /// on iOS) as an associated object of the controller.
    private func layoutSupport(edge: ViewControllerLayoutSupport.Edge) -> ViewControllerLayoutSupport {
        let key = edge == .top ? ViewControllerLayoutSupport.topKey : ViewControllerLayoutSupport.bottomKey
        if let guide = objc_getAssociatedObject(self, key) as? ViewControllerLayoutSupport { return guide }
        let guide = ViewControllerLayoutSupport(controller: self, edge: edge)
        objc_setAssociatedObject(self, key, guide, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return guide
    }
}

/// A `UILayoutSupport` that follows its view controller's safe area. It holds the controller weakly
/// (the controller holds it): once the controller is gone, its anchors refer to nothing and its length
/// is zero.
@MainActor
final class ViewControllerLayoutSupport: NSObject, UILayoutSupport, AnchorTermsProviding {
    enum Edge { case top, bottom }

    /// The addresses used as association keys (one byte each, compared by address).
    nonisolated(unsafe) static let topKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let bottomKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    private weak var controller: UIViewController?
    private let edge: Edge

    init(controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
        super.init()
    }

    /// The controller's view, loaded if needed (its anchors need it, as on iOS).
    private var view: UIView? { controller?.view }

    var length: CGFloat {
        guard let view = controller?.viewIfLoaded else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor {
        guard let view else { return NSLayoutYAxisAnchor(terms: []) }
        return edge == .top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        guard let view else { return NSLayoutYAxisAnchor(terms: []) }
        return edge == .top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }

    var heightAnchor: NSLayoutDimension { topAnchor.anchorWithOffset(to: bottomAnchor) }

    /// What `attribute` of the guide adds up to, so that `NSLayoutConstraint(item:attribute:…)` takes the
    /// guides as items, as on iOS (SnapKit's `topLayoutGuide.snp.bottom` makes its constraints so).
    /// The guides have the attributes of their anchors (top, bottom, height); any other is reported and
    /// constrains nothing.
    func anchorTerms(for attribute: NSLayoutConstraint.Attribute) -> [AnchorTerm] {
        switch attribute {
        case .top, .topMargin: return topAnchor.terms
        case .bottom, .bottomMargin: return bottomAnchor.terms
        case .height: return heightAnchor.terms
        default:
            BadValue.report("UIKit", api: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                            "\(self) has no attribute \(attribute): a layout support guide has only top, bottom and height")
            return []
        }
    }

    nonisolated override var description: String {
        mainActorDescription(of: self) {
            let name = edge == .top ? "topLayoutGuide" : "bottomLayoutGuide"
            return "<_UILayoutSupport: \(name) length = \(length)>"
        }
    }
}
