// A small Auto Layout DSL written the way third-party UIKit libraries are: in Swift 5 language mode,
// with nonisolated types, extensions and helper functions that call UIKit directly. It compiles against
// Tessera unchanged, as it would against Apple's SDK.
import UIKit

/// A constraint subclass that adds no initializer (it inherits UIKit's) and carries a label for logs.
final class LabeledConstraint: NSLayoutConstraint {
    var label: String?
}

/// What a `makeConstraints` block describes: one attribute of the view and its relation to a target.
final class ConstraintDescription {
    let attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation = .equal
    var target: UIView?
    var targetAttribute: NSLayoutConstraint.Attribute?
    var constant: CGFloat = 0
    var multiplier: CGFloat = 1
    var priority: UILayoutPriority = .required

    init(_ attributes: [NSLayoutConstraint.Attribute]) { self.attributes = attributes }

    @discardableResult func equalTo(_ view: UIView?) -> Self { target = view; return self }
    @discardableResult func equalToSuperview() -> Self { relation = .equal; return self }
    @discardableResult func greaterThanOrEqualTo(_ view: UIView?) -> Self { relation = .greaterThanOrEqual; target = view; return self }
    @discardableResult func offset(_ amount: CGFloat) -> Self { constant = amount; return self }
    @discardableResult func inset(_ amount: CGFloat) -> Self { constant = amount; return self }
    @discardableResult func multipliedBy(_ factor: CGFloat) -> Self { multiplier = factor; return self }
    @discardableResult func priority(_ value: Float) -> Self { priority = UILayoutPriority(value); return self }
}

/// Collects descriptions for one view, then turns them into constraints.
final class ConstraintMaker {
    let view: UIView
    private(set) var descriptions: [ConstraintDescription] = []

    init(view: UIView) { self.view = view }

    var top: ConstraintDescription { add([.top]) }
    var leading: ConstraintDescription { add([.leading]) }
    var trailing: ConstraintDescription { add([.trailing]) }
    var bottom: ConstraintDescription { add([.bottom]) }
    var width: ConstraintDescription { add([.width]) }
    var height: ConstraintDescription { add([.height]) }
    var centerX: ConstraintDescription { add([.centerX]) }
    var edges: ConstraintDescription { add([.top, .leading, .bottom, .trailing]) }
    var size: ConstraintDescription { add([.width, .height]) }

    private func add(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintDescription {
        let description = ConstraintDescription(attributes)
        descriptions.append(description)
        return description
    }

    /// The constraints, made with the item/attribute initializer on our subclass (as SnapKit does).
    func constraints() -> [LabeledConstraint] {
        descriptions.flatMap { description -> [LabeledConstraint] in
            description.attributes.map { attribute in
                let isDimension = attribute == .width || attribute == .height
                let target: UIView? = description.target ?? (isDimension ? nil : view.superview)
                // Insets on trailing and bottom edges point inwards.
                let sign: CGFloat = (attribute == .trailing || attribute == .bottom) && description.target == nil ? -1 : 1
                let constraint = LabeledConstraint(item: view, attribute: attribute, relatedBy: description.relation,
                                                   toItem: target, attribute: target == nil ? .notAnAttribute : (description.targetAttribute ?? attribute),
                                                   multiplier: description.multiplier, constant: sign * description.constant)
                constraint.priority = description.priority
                constraint.label = "\(type(of: view)).\(attribute.rawValue)"
                return constraint
            }
        }
    }
}

/// The DSL's entry point on views, reached as `view.dsl`.
struct ViewDSL {
    let view: UIView

    @discardableResult
    func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [LabeledConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        closure(maker)
        let made = maker.constraints()
        NSLayoutConstraint.activate(made)
        return made
    }
}

extension UIView {
    var dsl: ViewDSL { ViewDSL(view: self) }

    /// A nonisolated helper of the kind libraries add to views.
    func addSubviews(_ views: UIView...) {
        views.forEach(addSubview)
    }
}

/// A free function calling UIKit from a nonisolated context.
func makeCard(title: String) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    let label = UILabel()
    label.text = title
    card.addSubview(label)
    label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    return card
}
