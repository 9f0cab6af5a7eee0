import Testing
import TesseraTesting
import UIKit

/// Anchors, activation, solving in the layout pass, and the numbers UIKit gives.
@MainActor @Suite struct ConstraintBasicsTests {
    /// A 390×844 container (autoresizing: its frame holds it) with one constrained subview.
    func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func pinnedEdgesGiveTheFrame() {
        let root = container()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 120))
        #expect(root.constraints.count == 3)
        #expect(card.constraints.count == 1)
    }

    @Test func siblingsChainAndTheContainerResizes() {
        let root = container()
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -15),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
        #expect(b.frame == CGRect(x: 200, y: 58, width: 180, height: 40))
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        root.layoutIfNeeded()
        #expect(a.frame.width == 285)
        #expect(b.frame == CGRect(x: 305, y: 58, width: 285, height: 40))
    }

    @Test func cousinsAreRelatedThroughTheirCommonAncestor() {
        let root = container()
        let left = UIView(frame: CGRect(x: 0, y: 50, width: 195, height: 400))
        let right = UIView(frame: CGRect(x: 195, y: 100, width: 195, height: 400))
        root.addSubview(left); root.addSubview(right)
        let a = UIView(), b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(a); right.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            // b's top lines up with a's bottom although they have different superviews.
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        #expect(root.constraints.count == 4)
        #expect(left.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        // In root's space a ends at (10, 110); b's superview is at (195, 100).
        #expect(b.frame == CGRect(x: -130, y: 10, width: 50, height: 50))
    }

    @Test func constantAndActivationChangesReSolve() {
        let root = container()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([top, width, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 10, width: 100, height: 30))
        top.constant = 70
        root.layoutIfNeeded()
        #expect(v.frame.minY == 70)
        width.isActive = false
        #expect(!width.isActive)
        let wide = v.widthAnchor.constraint(equalTo: root.widthAnchor)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 390)
    }

    @Test func prioritiesDecideBetweenOptionalConstraints() {
        let root = container()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let weak = v.widthAnchor.constraint(equalToConstant: 100)
        weak.priority = .defaultLow
        let strong = v.widthAnchor.constraint(equalToConstant: 200)
        strong.priority = .defaultHigh
        NSLayoutConstraint.activate([weak, strong, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
                                     v.widthAnchor.constraint(lessThanOrEqualToConstant: 150)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 150)
        strong.priority = UILayoutPriority(100)
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func intrinsicSizeWithHuggingAndCompression() {
        let root = container()
        let label = UILabel(), field = UILabel()
        label.text = "Name"
        field.text = "A much longer piece of text that wants the whole row to itself"
        for v in [label, field] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        let name = label.intrinsicContentSize
        #expect(label.frame.size == name)
        #expect(field.frame.minX == 16 + name.width + 8)
        #expect(field.frame.maxX == 374)
        #expect(field.frame.height == field.intrinsicContentSize.height)
        #expect(field.frame.minY == label.frame.minY)
    }

    @Test func multiLineLabelHeightFollowsItsWidth() {
        let root = container()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Auto Layout wraps this label at the width it is given. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor), width])
        root.layoutIfNeeded()
        let tall = label.frame.height
        #expect(tall == label.sizeThatFits(CGSize(width: 300, height: 0)).height)
        width.constant = 150
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 150, height: 0)).height)
        #expect(label.frame.height > tall * 1.5)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let root = container()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.semanticContentAttribute = .forceRightToLeft
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     v.widthAnchor.constraint(equalToConstant: 100),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame.minX == 270)
    }

    @Test func marginsAndSafeAreaGuidesInAWindow() {
        let window = UIWindow()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let safe = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: safe.topAnchor),
            v.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let insets = window.safeAreaInsets
        let margins = window.layoutMargins
        #expect(v.frame == CGRect(x: margins.left, y: insets.top, width: 390 - margins.left - margins.right,
                                  height: 844 - insets.top - insets.bottom))
        #expect(safe.layoutFrame == window.bounds.inset(by: insets))
    }

    @Test func malformedConstraintsAreLoggedAndStayInactive() {
        let root = container()
        let v = UIView()
        root.addSubview(v)
        let messages = LogCapture.messages(containing: "location equal to a constant") {
            let bad = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
            bad.isActive = true
            #expect(!bad.isActive)
        }
        #expect(!messages.isEmpty)
        let stranger = UIView()
        let orphan = LogCapture.messages(containing: "no common ancestor") {
            let c = v.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
            c.isActive = true
            #expect(!c.isActive)
        }
        #expect(orphan.count == 1)
        let mixed = LogCapture.messages(containing: "leading/trailing attribute and a right/left") {
            _ = NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(mixed.count == 1)
    }

    @Test func conflictsAreLoggedAndOneConstraintIsBroken() {
        let root = container()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let log = LogCapture.messages(containing: "Unable to simultaneously satisfy constraints") {
            second.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        #expect(log.first?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(log.first?.contains(".width == 100") == true)
        #expect(v.frame.width == 100)
        // When the constraint it conflicted with goes, the broken one holds again.
        first.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    @Test func autoresizingViewsConflictWithConstraintsOnTheirSize() {
        let root = container()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(v)
        let log = LogCapture.messages(containing: "NSAutoresizingMaskLayoutConstraint") {
            v.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        #expect(!log.isEmpty)
        #expect(v.frame.width == 50)
    }

    @Test func removingAViewRemovesConstraintsToItsOldSuperview() {
        let root = container()
        let box = UIView(), inner = UIView()
        for v in [box, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box); box.addSubview(inner)
        let outer = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let own = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([outer, own])
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
        #expect(root.constraints.isEmpty)
        // The subtree keeps its own constraints and solves on its own.
        box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        box.layoutIfNeeded()
        #expect(inner.frame.width == 40)
        // And joins a new tree with them.
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
                                     box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 9)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 7, y: 0, width: 80, height: 9))
        #expect(inner.frame.width == 40)
    }

    @Test func fittingSizeOfACell() {
        let cell = UIView()
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.numberOfLines = 0
        body.text = String(repeating: "Body text that wraps onto several lines. ", count: 5)
        for v in [title, body] { v.translatesAutoresizingMaskIntoConstraints = false; cell.addSubview(v) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let bodyHeight = body.sizeThatFits(CGSize(width: 288, height: 0)).height
        #expect(size.width == 320)
        #expect(abs(size.height - (12 + title.intrinsicContentSize.height + 4 + bodyHeight + 12)) < 0.01)
    }

    @Test func framesOnThirdsOfAPointDoNotRelayoutTheirSuperview() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = Counting(), other = UIView(), child = UIView()
        for v in [box, other] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        let otherWidth = other.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            // 52/3 and 10/3: edges on device pixels at scale 3 that no binary fraction holds exactly.
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 52.0 / 3), child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10.0 / 3),
            child.widthAnchor.constraint(equalToConstant: 31.0 / 3), child.heightAnchor.constraint(equalToConstant: 7.0 / 3),
            other.leadingAnchor.constraint(equalTo: box.trailingAnchor), other.topAnchor.constraint(equalTo: root.topAnchor),
            otherWidth, other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let before = box.layouts
        // A change elsewhere re-solves; the box and its child stay where they are.
        otherWidth.constant = 20
        root.layoutIfNeeded()
        #expect(other.frame.width == 20)
        #expect(box.layouts == before)
    }

    @Test func repeatedFittingSizesForgetTheirTargets() {
        let label = UILabel()
        label.text = "Hello"
        let box = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: box.leadingAnchor), label.topAnchor.constraint(equalTo: box.topAnchor),
                                     label.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor),
                                     label.bottomAnchor.constraint(equalTo: box.bottomAnchor)])
        var widths: [CGFloat] = []
        let log = LogCapture.messages(containing: "Unable to simultaneously") {
            for width in [300.0, 200, 300, 250] as [CGFloat] {
                widths.append(box.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).width)
            }
        }
        #expect(widths == [300, 200, 300, 250])
        #expect(log.isEmpty)
    }

    @Test func updateConstraintsRunsChildrenFirstBeforeLayout() {
        final class Probe: UIView {
            var log: [String]
            let name: String
            init(_ name: String, _ log: [String] = []) { self.name = name; self.log = log; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            static var events: [String] = []
            override func updateConstraints() { Probe.events.append("\(name).updateConstraints"); super.updateConstraints() }
            override func layoutSubviews() { Probe.events.append("\(name).layoutSubviews"); super.layoutSubviews() }
        }
        Probe.events = []
        let root = Probe("root"), child = Probe("child")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(Array(Probe.events.prefix(3)) == ["child.updateConstraints", "root.updateConstraints", "root.layoutSubviews"])
        Probe.events = []
        child.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(Probe.events.first == "child.updateConstraints")
        #expect(!child.needsUpdateConstraints())
    }

    @Test func descriptionsReadLikeUIKits() {
        let root = container()
        let v = UIView()
        root.addSubview(v)
        let c = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        c.identifier = "inset"
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains("'inset' UIView:0x"))
        #expect(c.description.contains(".leading == UIView:0x"))
        #expect(c.description.hasSuffix(".leading + 8   (inactive)>"))
        let half = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        half.priority = .defaultHigh
        half.isActive = true
        #expect(half.description.hasSuffix(".width*0.5 @750   (active)>"))
    }
}
