import Testing
import TesseraTesting
import UIKit

/// Right-to-left layouts, ambiguous layouts and the cost of activation, with the frames UIKit gives on
/// iOS (as measured by layout libraries' test suites).
@MainActor @Suite struct LayoutDirectionAndAmbiguityTests {
    /// A 390×844 container (autoresizing: its frame holds it), forced right to left unless told.
    func container(_ attribute: UISemanticContentAttribute = .forceRightToLeft) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.semanticContentAttribute = attribute
        return root
    }

    /// A subview using constraints, 20 points tall at the top, with the given horizontal constraints.
    @discardableResult
    func child(of parent: UIView, _ horizontal: (UIView) -> [NSLayoutConstraint]) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate(horizontal(view) + [view.topAnchor.constraint(equalTo: parent.topAnchor),
                                                        view.heightAnchor.constraint(equalToConstant: 20)])
        return view
    }

    // MARK: Right to left

    @Test func unspecifiedChildInheritsTheDirection() {
        let root = container()
        let v = UIView()
        root.addSubview(v)
        #expect(v.semanticContentAttribute == .unspecified)
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(container(.unspecified).effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test func leadingConstantMovesInwardFromTheRight() {
        let root = container()
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 332, y: 0, width: 50, height: 20))
    }

    @Test func trailingConstantMovesInwardFromTheLeft() {
        let root = container()
        let v = child(of: root) { [$0.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 8)
    }

    @Test func siblingsChainFromTheRight() {
        let root = container()
        let a = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), $0.widthAnchor.constraint(equalToConstant: 100)] }
        let b = child(of: root) { [$0.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 280)
        #expect(b.frame.origin.x == 220)
    }

    @Test func centerXIsNotFlipped() {
        let root = container()
        let v = child(of: root) { [$0.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 20), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 190)
    }

    @Test func leftToRightChildInsideARightToLeftParent() {
        let root = container()
        let v = UIView()
        v.semanticContentAttribute = .forceLeftToRight
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), v.widthAnchor.constraint(equalToConstant: 50),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        // One direction for the whole constraint, its first item's: left to right.
        #expect(v.frame.origin.x == 8)
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func nestedUnspecifiedViewsInheritThroughTwoLevels() {
        let root = container()
        let middle = child(of: root) {
            [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), $0.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40)]
        }
        let leaf = child(of: middle) { [$0.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(middle.frame.origin.x == 40)
        #expect(middle.frame.width == 330)
        #expect(leaf.frame.origin.x == 272)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func visualFormatFollowsTheDirectionUnlessToldLeftToRight() {
        let root = container()
        let v = UIView(), w = UIView()
        for view in [v, w] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[v(50)]", metrics: nil, views: ["v": v])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[w(50)]", options: .directionLeftToRight, metrics: nil, views: ["w": w])
            + [v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
               w.topAnchor.constraint(equalTo: root.topAnchor), w.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 332)
        #expect(w.frame.origin.x == 8)
    }

    @Test func horizontalStackViewRunsFromTheRight() {
        let root = container()
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20)])
        }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 280, y: 0, width: 110, height: 20))
        #expect(first.frame.origin.x == 60)
        #expect(second.frame.origin.x == 0)
    }

    @Test func directionalMarginsGuideTheLeadingEdge() {
        let root = container()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(root.layoutMargins.right == 30)
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor), $0.widthAnchor.constraint(equalToConstant: 50)] }
        let w = child(of: root) { [$0.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 310)
        #expect(w.frame.origin.x == 5)
    }

    @Test func changingTheAttributeAfterLayoutFlipsTheConstraints() {
        let root = container(.unspecified)
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 8)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 332)
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 8)
    }

    // MARK: Ambiguous layouts

    @Test func widthWithOnlyAnUpperBoundIsZero() {
        let root = container(.unspecified)
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), $0.widthAnchor.constraint(lessThanOrEqualToConstant: 23)] }
        let w = child(of: root) {
            [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), $0.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -52)]
        }
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 8, y: 0, width: 0, height: 20))
        #expect(w.frame.width == 0)
        #expect(v.hasAmbiguousLayout)
    }

    @Test func positionWithOnlyABoundSitsAtTheBound() {
        let root = container(.unspecified)
        let v = child(of: root) { [$0.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        let w = child(of: root) { [$0.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8), $0.widthAnchor.constraint(equalToConstant: 50)] }
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 8)
        // A position sits at its bound, whichever side the bound is on (only sizes lean towards 0).
        #expect(w.frame.origin.x == 332)
    }

    @Test func topWithOnlyAnUpperBoundSitsAtTheBound() {
        let root = container(.unspecified)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 23),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 23, width: 100, height: 100))
    }

    @Test func aChainedUpperBoundPlacesTheViewAndLeavesItsWidthAtZero() {
        let root = container(.unspecified)
        let first = child(of: root) { [$0.leftAnchor.constraint(equalTo: root.leftAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] }
        let second = child(of: root) { [$0.leftAnchor.constraint(lessThanOrEqualTo: first.rightAnchor, constant: 25)] }
        root.layoutIfNeeded()
        #expect(second.frame.origin.x == 35)
        #expect(second.frame.width == 0)
    }

    @Test func anOptionalWishStillBeatsTheLeaningTowardsZero() {
        let root = container(.unspecified)
        let v = child(of: root) { view in
            let preferred = view.widthAnchor.constraint(equalToConstant: 40)
            preferred.priority = .defaultLow
            return [view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(lessThanOrEqualToConstant: 23), preferred]
        }
        let w = child(of: root) { view in
            let preferred = view.widthAnchor.constraint(equalToConstant: 15)
            preferred.priority = UILayoutPriority(1)
            return [view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(lessThanOrEqualToConstant: 23), preferred]
        }
        root.layoutIfNeeded()
        #expect(v.frame.width == 23)
        #expect(w.frame.width == 15)
    }

    @Test func removingTheBoundLeavesNoPullBehind() {
        let root = container(.unspecified)
        var upper: NSLayoutConstraint!
        let v = child(of: root) { view in
            upper = view.widthAnchor.constraint(lessThanOrEqualToConstant: 23)
            return [view.leadingAnchor.constraint(equalTo: root.leadingAnchor), upper]
        }
        root.layoutIfNeeded()
        #expect(v.frame.width == 0)
        upper.isActive = false
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 30)
    }

    // MARK: Activation

    @Test func constraintDeactivatedBeforeALayoutPassIsFreed() {
        let root = container(.unspecified)
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] }
        weak var released: NSLayoutConstraint?
        do {
            let constraint = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
            constraint.priority = .defaultLow
            constraint.isActive = true
            released = constraint
            constraint.isActive = false
        }
        #expect(released == nil)
        root.layoutIfNeeded()
        #expect(v.frame.origin.x == 0)
    }

    @Test func installedConstraintsKeepTheirOrderThroughRemovals() {
        let root = container(.unspecified)
        let v = child(of: root) { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] }
        let base = v.constraints
        let extra = (0..<100).map { index in
            let constraint = v.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(index % 7))
            constraint.isActive = true
            return constraint
        }
        #expect(v.constraints.count == base.count + 100)
        for (index, constraint) in extra.enumerated() where index % 3 != 0 { constraint.isActive = false }
        let kept = extra.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(v.constraints.map(ObjectIdentifier.init) == (base + kept).map(ObjectIdentifier.init))
        root.layoutIfNeeded()
        #expect(v.frame.width == 10)
        NSLayoutConstraint.deactivate(kept)
        #expect(v.constraints.map(ObjectIdentifier.init) == base.map(ObjectIdentifier.init))
        for constraint in kept { #expect(!constraint.isActive) }
    }
}
