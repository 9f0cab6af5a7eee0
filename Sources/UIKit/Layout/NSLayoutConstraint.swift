import LayoutEngine

/// A linear relation between two layout attributes, `first  relation  second × multiplier + constant`,
/// that the Auto Layout engine keeps true (or as nearly true as its priority allows).
///
/// Where UIKit raises an exception for a malformed constraint (a size related to a location, a location
/// equal to a constant, leading mixed with left, items without a common ancestor), Tessera logs UIKit's
/// message and the constraint never becomes active: the app keeps running.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first side's terms and the second side's.
    private(set) var first: [AnchorTerm] = []
    private(set) var second: [AnchorTerm] = []
    /// Why the constraint can never be active, if it is malformed.
    private(set) var invalidReason: String? = "the constraint has no items"

    /// Where the constraint came from, for logs.
    var kind = Kind.user
    /// For system constraints: the constant, recomputed whenever the item's geometry inputs change.
    var dynamicConstant: (@MainActor () -> CGFloat)?

    // Engine registration (see AutoLayoutHost).
    /// The view the constraint is installed on (its items' nearest common ancestor); nil when inactive.
    weak var container: UIView?
    weak var host: AutoLayoutHost?
    var handle: ConstraintHandle?
    /// The constant the engine holds, offsets of margins and baselines included.
    var engineConstant = 0.0
    /// Whether the engine broke the constraint (it holds at priority 999 until the conflict goes away).
    var isBroken = false
    /// Where the constraint sits in the lists that hold it (installed, referencing, pending), so it
    /// leaves each in constant time.
    var slots = ConstraintSlots()

    /// How the first attribute relates to the second.
    public private(set) var relation: Relation = .equal
    /// The factor applied to the second attribute.
    public private(set) var multiplier: CGFloat = 1

    /// The number added to the second side; changing it re-solves the layout in the next pass. NaN,
    /// infinities and numbers beyond ±10¹² points are reported and ignored (UIKit would hand them to
    /// its engine and lay out garbage).
    open var constant: CGFloat = 0 {
        didSet {
            guard constant != oldValue else { return }
            guard BadValue.usable(constant) else {
                BadValue.report("UIKit", api: "NSLayoutConstraint.constant", "\(BadValue.problem(constant)!) (\(BadValue.number(constant))) in \(self); kept \(BadValue.number(oldValue))")
                constant = oldValue
                return
            }
            host?.constantChanged(self)
        }
    }

    /// How much the constraint matters (1000, required, by default). An active constraint cannot change
    /// between required and optional, as in UIKit (logged and ignored). A NaN priority is reported and
    /// ignored; one outside 1…1000 is reported and clamped into it (UIKit raises an exception).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard !priority.rawValue.isNaN else {
                BadValue.report("UIKit", api: "NSLayoutConstraint.priority", "NaN in \(self); kept \(oldValue.rawValue)")
                priority = oldValue
                return
            }
            if priority.rawValue < 1 || priority.rawValue > 1000 {
                let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
                BadValue.report("UIKit", api: "NSLayoutConstraint.priority", "\(priority.rawValue) is outside 1…1000; clamped to \(clamped.rawValue)")
                priority = clamped   // (an observer's own write does not run the observer again)
                guard priority != oldValue else { return }
            }
            if isActive, (priority == .required) != (oldValue == .required) {
                TesseraLog.error("UIKit", "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            host?.priorityChanged(self)
        }
    }

    /// A name shown in logs.
    open var identifier: String?

    /// Whether the constraint is archived with its view; kept for source compatibility (no archives).
    open var shouldBeArchived = false

    /// Creates an empty constraint, as `NSObject`'s `init()` does on iOS: it has no items and cannot be
    /// activated. It is the designated initializer, so a subclass that adds none inherits every other one,
    /// as subclasses of Apple's `NSLayoutConstraint` do.
    public override init() {
        super.init()
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Creates `view1.attr1  relation  view2.attr2 × multiplier + c` (inactive until activated).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        var problems: [String] = []
        let item1 = Self.layoutItem(view1)
        let item2 = view2.flatMap(Self.layoutItem)
        // A view controller's top or bottom layout guide adds up its attributes from the safe area's
        // (asked only of what is not a view or guide: an item's own terms win).
        let support1 = item1 != nil ? nil : (view1 as? any AnchorTermsProviding)?.anchorTerms(for: attr1)
        let support2 = item2 != nil || attr2 == .notAnAttribute ? nil : (view2 as? any AnchorTermsProviding)?.anchorTerms(for: attr2)
        if item1 == nil, support1 == nil { problems.append("the first item (\(type(of: view1))) is not a view or layout guide") }
        if let view2, item2 == nil, !(view2 is any AnchorTermsProviding) {
            problems.append("the second item (\(type(of: view2))) is not a view or layout guide")
        }
        let first = item1.map { [AnchorTerm(item: $0, attribute: attr1, coefficient: 1)] } ?? support1 ?? []
        let second = item2.flatMap { Self.terms($0, attr2) } ?? support2 ?? []
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c, problems: problems)
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` for items known to be views
    /// or layout guides (an Interface Builder document's constraints): nothing to cast from `Any`.
    convenience init(layoutItem item1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
                     toLayoutItem item2: (any LayoutItem)?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        // (No closure for the second item: one formed here checks at run time that it runs on the main actor.)
        var second: [AnchorTerm] = []
        if let item2, let terms = Self.terms(item2, attr2) { second = terms }
        self.init(first: [AnchorTerm(item: item1, attribute: attr1, coefficient: 1)], relation: relation,
                  second: second, multiplier: multiplier, constant: c)
    }

    /// The second side's term for `item`; nil without an attribute.
    private static func terms(_ item: any LayoutItem, _ attribute: Attribute) -> [AnchorTerm]? {
        attribute == .notAnAttribute ? nil : [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
    }

    /// The layout item `value` is: a view or a layout guide through class casts, anything else through
    /// the protocol.
    private static func layoutItem(_ value: Any) -> (any LayoutItem)? {
        viewOrGuide(value as AnyObject) ?? value as? (any LayoutItem)
    }

    /// `object` as a layout item when it is a view or a layout guide, through class casts: a cast to the
    /// protocol looks the conformance up, several times the cost (Interface Builder documents make
    /// their constraints from objects this way).
    static func viewOrGuide(_ object: AnyObject?) -> (any LayoutItem)? {
        if let view = object as? UIView { return view }
        return object as? UILayoutGuide
    }

    convenience init(first: [AnchorTerm], relation: Relation, second: [AnchorTerm], multiplier: CGFloat, constant: CGFloat,
                     problems: [String] = [], validate: Bool = true) {
        self.init()
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant.isFinite ? constant : 0
        var problems = problems
        if !constant.isFinite { problems.append("the constant \(constant) is not finite") }
        if !multiplier.isFinite { problems.append("the multiplier \(multiplier) is not finite") }
        if validate, let problem = Self.pairingProblem(first, second, multiplier: multiplier) { problems.append(problem) }
        invalidReason = problems.isEmpty ? nil : problems.joined(separator: "; ")
        if let invalidReason { TesseraLog.error("UIKit", "Invalid constraint \(Self.formula(first, relation, second, multiplier, constant)): \(invalidReason)") }
    }

    /// Why two sides cannot be related, in UIKit's words, or nil when they can.
    private static func pairingProblem(_ first: [AnchorTerm], _ second: [AnchorTerm], multiplier: CGFloat) -> String? {
        guard let a = first.first?.attribute, a != .notAnAttribute else { return "the first attribute must be a layout attribute" }
        let firstIsDimension = first.count > 1 || a.isDimension
        if second.isEmpty || multiplier == 0 {
            return firstIsDimension ? nil : "A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs."
        }
        let b = second[0].attribute
        let secondIsDimension = second.count > 1 || b.isDimension
        if firstIsDimension != secondIsDimension {
            return "Invalid pairing of layout attributes: a size attribute (\(firstIsDimension ? a : b)) cannot be related to a location (\(firstIsDimension ? b : a))."
        }
        // Locations on different axes (`left == top`) may be related, as UIKit's item/attribute initializer
        // allows (only the typed anchors keep axes apart, at compile time).
        if !firstIsDimension, (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// UIKit's standard spacing between sibling views: 8 points.
    static let systemSpacing: CGFloat = 8

    // MARK: Items

    /// The first item (a view or layout guide).
    public var firstItem: AnyObject? { first.first?.item }
    /// The first item's attribute.
    public var firstAttribute: Attribute { first.count == 1 ? first[0].attribute : .notAnAttribute }
    /// The second item, nil for a constant.
    public var secondItem: AnyObject? { second.first?.item }
    /// The second item's attribute (`notAnAttribute` for a constant).
    public var secondAttribute: Attribute { second.count == 1 ? second[0].attribute : .notAnAttribute }

    /// The first side as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(terms: first) }
    /// The second side as an anchor, nil for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { second.isEmpty ? nil : NSLayoutAnchor(terms: second) }

    // MARK: Activation

    /// Whether the engine uses the constraint. Activating installs it on its items' nearest common
    /// ancestor; items in different view trees cannot be related (logged, stays inactive).
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { AutoLayoutHost.activate(self, on: nil) } else { AutoLayoutHost.deactivate(self) }
        }
    }

    /// Activates each constraint (faster than one by one, as in UIKit).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        AutoLayoutHost.activate(constraints, on: nil)
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { AutoLayoutHost.deactivate(constraint) }
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leading + 8   (active)>`.
    open override var description: String {
        mainActorDescription(of: self) { self.formattedDescription }
    }

    private var formattedDescription: String {
        var state = isActive || handle != nil ? "active" : "inactive"
        if isBroken { state += ", broken" }
        let name = identifier.map { "'\($0)' " } ?? ""
        let formula = Self.formula(first, relation, second, multiplier, dynamicConstant?() ?? constant)
        let priorityText = priority == .required ? "" : " @\(Self.number(priority.rawValue))"
        let className = type(of: self) == NSLayoutConstraint.self ? kind.className : Self.className
        return "<\(className):0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)) \(name)\(kind.prefix)\(formula)\(priorityText)   (\(state))>"
    }

    /// The same as `description`.
    open override var debugDescription: String { description }

    static func formula(_ first: [AnchorTerm], _ relation: Relation, _ second: [AnchorTerm], _ multiplier: CGFloat,
                        _ constant: CGFloat) -> String {
        func side(_ terms: [AnchorTerm]) -> String {
            terms.map { term in
                let owner = term.item?.layoutDescription ?? "nil"
                return (term.coefficient < 0 ? "-" : "") + "\(owner).\(term.attribute)"
            }.joined(separator: " + ")
        }
        var text = "\(side(first)) \(relation)"
        if second.isEmpty || multiplier == 0 {
            return "\(text) \(number(constant))"
        }
        text += " " + (second.count > 1 ? "(\(side(second)))" : side(second))
        if multiplier != 1 { text += "*\(number(multiplier))" }
        if constant > 0 { text += " + \(number(constant))" } else if constant < 0 { text += " - \(number(-constant))" }
        return text
    }

    static func number<T: BinaryFloatingPoint>(_ value: T) -> String {
        let v = Double(value)
        return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", v)
    }

    /// Who made a constraint, for logs.
    enum Kind {
        case user
        /// From a view's autoresizing mask and frame (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizingMask(String)
        /// From a view's intrinsic content size.
        case contentSize
        /// Made by UIKit (layout guides, stack views).
        case system

        var className: String {
            switch self {
            case .user, .system: "NSLayoutConstraint"
            case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
            case .contentSize: "NSContentSizeLayoutConstraint"
            }
        }

        var prefix: String {
            if case .autoresizingMask(let mask) = self { return mask + " " }
            return ""
        }
    }
}
