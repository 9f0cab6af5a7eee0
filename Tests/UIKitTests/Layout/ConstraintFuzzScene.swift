import LayoutEngine
import Testing
import TesseraTesting
@testable import UIKit

/// The views, the constraints made so far and which are active, and how to set the same up afresh.
@MainActor final class ConstraintFuzzScene {
    /// A constraint as made: items by index (-1 is the root, nil no item) and its other values.
    struct Spec {
        var first: Int
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var second: Int?
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
    }

    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let views: [UIView]
    /// Every constraint made, with how it was made; `isActive` tells which are in force.
    var made: [(spec: Spec, constraint: NSLayoutConstraint)] = []

    static let xPositions: [NSLayoutConstraint.Attribute] = [.left, .right, .centerX]
    static let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing]
    static let yPositions: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
    static let dimensions: [NSLayoutConstraint.Attribute] = [.width, .height]

    init(viewCount: Int, random: inout SplitMix64) {
        views = (0..<viewCount).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // Every view starts placed and sized, softly.
        for i in views.indices {
            for (attribute, constant) in [(NSLayoutConstraint.Attribute.left, 10 + random.below(200)), (.top, 10 + random.below(200)),
                                          (.width, 10 + random.below(150)), (.height, 10 + random.below(150))] {
                let spec = Spec(first: i, firstAttribute: attribute, relation: .equal, second: attribute.isDimension ? nil : -1,
                                secondAttribute: attribute.isDimension ? .notAnAttribute : attribute, multiplier: 1)
                let constraint = make(spec, constant: CGFloat(constant), priority: UILayoutPriority(Float(100 + random.below(600))))
                made.append((spec, constraint))
                constraint.isActive = true
            }
        }
    }

    func item(_ index: Int?, in root: UIView, _ views: [UIView]) -> UIView? {
        index.map { $0 < 0 ? root : views[$0] }
    }

    func make(_ spec: Spec, constant: CGFloat, priority: UILayoutPriority, root: UIView? = nil, views: [UIView]? = nil) -> NSLayoutConstraint {
        let root = root ?? self.root, views = views ?? self.views
        let constraint = NSLayoutConstraint(item: item(spec.first, in: root, views)!, attribute: spec.firstAttribute, relatedBy: spec.relation,
                                            toItem: item(spec.second, in: root, views), attribute: spec.secondAttribute,
                                            multiplier: spec.multiplier, constant: constant)
        constraint.priority = priority
        return constraint
    }

    func randomPriority(_ random: inout SplitMix64) -> UILayoutPriority {
        switch random.below(5) {
        case 0, 1: .required
        case 2: UILayoutPriority(random.pick([0.5, 1, 250, 251, 749, 750, 999, 999.5] as [Float]))
        default: UILayoutPriority(Float(1 + random.below(999)))
        }
    }

    func randomSpec(_ random: inout SplitMix64) -> Spec {
        let first = random.below(views.count)
        let family = random.pick([Self.xPositions, Self.directional, Self.yPositions, Self.dimensions])
        let firstAttribute = random.pick(family)
        let isDimension = family == Self.dimensions
        let second: Int? = isDimension && random.chance(1, in: 3) ? nil : random.below(views.count + 1) - 1
        let secondAttribute = second == nil ? NSLayoutConstraint.Attribute.notAnAttribute : random.pick(family)
        let multiplier: CGFloat = second == nil ? 1 : random.pick([1, 1, 1, 0.5, 2, 1.5, 0.75])
        let relation = random.pick([NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Spec(first: first, firstAttribute: firstAttribute, relation: relation, second: second, secondAttribute: secondAttribute, multiplier: multiplier)
    }

    /// One random change.
    func step(_ random: inout SplitMix64) {
        let active = made.indices.filter { made[$0].constraint.isActive }
        switch random.below(10) {
        case 0, 1, 2, 3: // a new constraint, or an old one again
            if random.chance(1, in: 4), let old = made.indices.filter({ !made[$0].constraint.isActive }).randomElement(using: &random) {
                made[old].constraint.isActive = true
            } else {
                let spec = randomSpec(&random)
                let constraint = make(spec, constant: CGFloat(random.below(201) - 100), priority: randomPriority(&random))
                made.append((spec, constraint))
                constraint.isActive = true
            }
        case 4, 5: // deactivate
            guard let i = active.randomElement(using: &random) else { return }
            made[i].constraint.isActive = false
        case 6, 7: // a new constant
            guard let i = active.randomElement(using: &random) else { return }
            made[i].constraint.constant = CGFloat(random.below(401) - 200) / (random.chance(1, in: 4) ? 4 : 1)
        default: // a new priority (between required and optional UIKit refuses it on an active constraint)
            guard let i = made.indices.randomElement(using: &random) else { return }
            made[i].constraint.priority = randomPriority(&random)
        }
    }

    var hasBrokenConstraints: Bool { made.contains { $0.constraint.isActive && $0.constraint.isBroken } }

    func frames(_ views: [UIView]? = nil) -> [CGRect] { (views ?? self.views).map(\.frame) }

    /// The rectangles the engine solved, before frames round their edges to pixels and clamp negative
    /// sizes: the constraints hold exactly in these.
    func solved(_ views: [UIView]? = nil) -> [CGRect] {
        (views ?? self.views).map { view in
            guard let node = view.existingLayoutNode, let host = node.host, let variables = node.variables else { return .null }
            let engine = host.engine
            return CGRect(x: engine.value(of: variables.x), y: engine.value(of: variables.y),
                          width: engine.value(of: variables.width), height: engine.value(of: variables.height))
        }
    }

    /// Whether a frame is its solved rectangle with edges rounded to pixels and a negative size clamped.
    static func isRounded(_ frame: CGRect, of rect: CGRect, scale: CGFloat) -> Bool {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        let slack = 0.5 / scale + 1e-9 * (1 + abs(x) + abs(y) + abs(width) + abs(height))
        return abs(frame.origin.x - x) <= slack && abs(frame.origin.y - y) <= slack
            && abs(frame.size.width - max(0, width)) <= 2 * slack && abs(frame.size.height - max(0, height)) <= 2 * slack
    }

    /// An attribute's value in a solved rectangle (the root's: its bounds), read from origin and size as
    /// the engine holds them (a negative size stays negative).
    static func value(_ attribute: NSLayoutConstraint.Attribute, of rect: CGRect) -> Double {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        return switch attribute {
        case .left, .leading: x
        case .right, .trailing: x + width
        case .top: y
        case .bottom: y + height
        case .width: width
        case .height: height
        case .centerX: x + width / 2
        case .centerY: y + height / 2
        default: .nan
        }
    }

    /// `first - (multiplier × second + constant)` for a constraint in a layout. Positions are measured in
    /// the constraint's container, the items' nearest common ancestor: the root, or for a constraint
    /// between two attributes of one view that view itself (its own left edge is 0 there).
    func error(of spec: Spec, constant: CGFloat, frames: [CGRect]) -> Double {
        let ownSpace = spec.second == spec.first
        func rect(_ index: Int) -> CGRect {
            index < 0 ? root.bounds : ownSpace ? CGRect(origin: .zero, size: frames[index].size) : frames[index]
        }
        let second = spec.second.map { Double(spec.multiplier) * Self.value(spec.secondAttribute, of: rect($0)) } ?? 0
        return Self.value(spec.firstAttribute, of: rect(spec.first)) - second - Double(constant)
    }

    /// The weighted error of a layout, whether its required constraints hold, and the size of its numbers.
    func objective(_ frames: [CGRect]) -> (penalty: Double, weights: Double, magnitude: Double, failing: [String]) {
        var penalty = 0.0, weights = 0.0, magnitude = 1.0, failing: [String] = []
        for (spec, constraint) in made where constraint.isActive {
            let e = error(of: spec, constant: constraint.constant, frames: frames)
            magnitude = max(magnitude, abs(e) + abs(Double(constraint.constant)) + 400 * (1 + Double(spec.multiplier)))
            let violation = switch spec.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            @unknown default: 0.0
            }
            if constraint.priority == .required {
                if violation > 1e-6 * magnitude { failing.append("\(constraint) off by \(violation)") }
            } else {
                let weight = LayoutEngine.weight(for: min(999, max(1, constraint.priority.rawValue)))
                penalty += weight * violation
                weights += weight
            }
        }
        return (penalty, weights, magnitude, failing)
    }

    /// Sets the active constraints up again on new views and compares; returns how many axes were compared.
    func compareWithFreshSetUp(label: String) -> Int {
        let freshRoot = UIView(frame: root.frame)
        let freshViews = views.map { _ in UIView() }
        for view in freshViews {
            view.translatesAutoresizingMaskIntoConstraints = false
            freshRoot.addSubview(view)
        }
        let active = made.filter { $0.constraint.isActive }
        let fresh = active.map { make($0.spec, constant: $0.constraint.constant, priority: $0.constraint.priority, root: freshRoot, views: freshViews) }
        NSLayoutConstraint.activate(fresh)
        freshRoot.layoutIfNeeded()
        #expect(!fresh.contains { $0.isBroken }, "\(label): the fresh set-up broke a constraint the changed one holds")
        let mine = solved(), theirs = solved(freshViews)
        let scale = max(1, root.traitCollection.displayScale)
        for (frame, rect) in zip(frames() + frames(freshViews), mine + theirs) where !rect.isNull {
            #expect(Self.isRounded(frame, of: rect, scale: scale), "\(label): frame \(frame) for the solved \(rect)")
        }
        let a = objective(mine), b = objective(theirs)
        #expect(a.failing.isEmpty, "\(label): required constraints fail after the changes: \(a.failing)")
        #expect(b.failing.isEmpty, "\(label): required constraints fail in the fresh set-up: \(b.failing)")
        let magnitude = max(a.magnitude, b.magnitude)
        #expect(abs(a.penalty - b.penalty) <= 1e-7 * magnitude * max(1, a.weights),
                "\(label): weighted error \(a.penalty) after the changes, \(b.penalty) set up afresh\n\(mine)\n\(theirs)\n\(active.map(\.constraint))")
        var compared = 0
        // A view no active constraint mentions is not in the fresh engine at all (its frame is left alone).
        for (i, view) in freshViews.enumerated() where !theirs[i].isNull {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] where !AutoLayoutHost.isAmbiguous(view, axis: axis) {
                compared += 1
                let (p, q) = axis == .horizontal ? ((mine[i].origin.x, mine[i].size.width), (theirs[i].origin.x, theirs[i].size.width))
                                                 : ((mine[i].origin.y, mine[i].size.height), (theirs[i].origin.y, theirs[i].size.height))
                #expect(abs(p.0 - q.0) <= 1e-6 * magnitude && abs(p.1 - q.1) <= 1e-6 * magnitude,
                        "\(label): view \(i) is \(mine[i]) after the changes, \(theirs[i]) set up afresh (\(axis) not ambiguous)\n\(active.map(\.constraint))")
            }
        }
        return compared
    }
}
