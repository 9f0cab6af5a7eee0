import Testing
import TesseraTesting
import UIKit

/// The rest of the constraint API: guides, anchor variants, alignment rectangles, baselines, view
/// controllers, switching translation on and off, debugging output.
@MainActor @Suite struct ConstraintAPITests {
    func container(_ width: CGFloat = 390, _ height: CGFloat = 844) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func constrained(_ views: UIView..., in root: UIView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    @Test func marginAttributesFollowTheMargins() {
        let root = container(200, 200)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = UIView()
        constrained(v, in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 10, width: 140, height: 160))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func centersWithinMarginsAndMultipliers() {
        let root = container(300, 300)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
        let v = UIView()
        constrained(v, in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 0.5, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 190, y: 55, width: 20, height: 40))
    }

    @Test func offsetAnchorsMakeEqualGaps() {
        let root = container(300, 100)
        let a = UIView(), b = UIView(), c = UIView()
        constrained(a, b, c, in: root)
        var constraints: [NSLayoutConstraint] = []
        for v in [a, b, c] {
            constraints += [v.widthAnchor.constraint(equalToConstant: 60), v.heightAnchor.constraint(equalToConstant: 10),
                            v.topAnchor.constraint(equalTo: root.topAnchor)]
        }
        constraints += [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 120)
    }

    @Test func systemSpacingIsEightPointsBetweenViews() {
        let root = container()
        let a = UIView(), b = UIView()
        constrained(a, b, in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 26, y: 18))
    }

    @Test func alignmentRectInsetsMoveTheFrameAroundTheAlignedContent() {
        final class Badge: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let root = container()
        let badge = Badge()
        constrained(badge, in: root)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100), badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 16, y: 18, width: 112, height: 58))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 20, width: 100, height: 50))
    }

    @Test func baselinesOfLabelsWithDifferentFonts() {
        let root = container()
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"; small.text = "small"
        constrained(big, small, in: root)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.maxY + big.font.descender
        let smallBaseline = small.frame.maxY + small.font.descender
        #expect(abs(bigBaseline - smallBaseline) < 0.34)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func readableContentGuideIsCappedAndCentredInTheMargins() {
        let wide = container(1200, 400)
        let narrow = container(390, 400)
        for root in [wide, narrow] {
            let v = UIView()
            constrained(v, in: root)
            let guide = root.readableContentGuide
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                         v.topAnchor.constraint(equalTo: guide.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
        }
        let w = wide.subviews[0].frame, n = narrow.subviews[0].frame
        #expect(w.width == 672)
        #expect(w.midX == 600)
        #expect(n == CGRect(x: 8, y: 8, width: 374, height: 10))
        #expect(wide.layoutGuides.count == 2)
    }

    @Test func ownLayoutGuidesSpaceViews() {
        let root = container(300, 100)
        let a = UIView(), b = UIView()
        constrained(a, b, in: root)
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 150, height: 1))
        #expect(b.frame.minX == 200 && b.frame.width == 100)
        let mentions = root.constraints.filter { $0.firstItem === gap || $0.secondItem === gap }
        root.removeLayoutGuide(gap)
        #expect(mentions.allSatisfy { !$0.isActive })
        #expect(gap.owningView == nil)
    }

    @Test func turningTranslationOffHandsTheFrameToConstraints() {
        let root = container()
        let v = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        root.addSubview(v)
        let other = UIView()
        constrained(other, in: root)
        // `other` hangs off the autoresizing view, whose frame holds.
        NSLayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: v.trailingAnchor), other.topAnchor.constraint(equalTo: v.bottomAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(other.frame.origin == CGPoint(x: 35, y: 35))
        v.frame = CGRect(x: 50, y: 60, width: 30, height: 30)
        root.layoutIfNeeded()
        #expect(other.frame.origin == CGPoint(x: 80, y: 90))
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(other.frame.origin == CGPoint(x: 20, y: 20))
    }

    @Test func viewControllersUpdateTheirViewsConstraints() {
        final class Controller: UIViewController {
            var updates = 0
            let content = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                ])
            }
            override func updateViewConstraints() {
                updates += 1
                super.updateViewConstraints()
            }
        }
        let window = UIWindow()
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advanceFrame()
        #expect(controller.updates == 1)
        let safe = window.safeAreaInsets
        let margins = controller.view.layoutMargins
        #expect(controller.content.frame == CGRect(x: margins.left, y: safe.top, width: 390 - margins.left - margins.right,
                                                   height: 844 - safe.top - safe.bottom))
        controller.view.setNeedsUpdateConstraints()
        UIApplication.shared.advanceFrame()
        #expect(controller.updates == 2)
        window.isHidden = true
    }

    @Test func viewsThatRequireConstraintsAddThemInUpdateConstraints() {
        final class Header: UIView {
            override class var requiresConstraintBasedLayout: Bool { true }
            var installed = false
            override func updateConstraints() {
                if !installed, let superview {
                    installed = true
                    NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                                                 trailingAnchor.constraint(equalTo: superview.trailingAnchor),
                                                 topAnchor.constraint(equalTo: superview.topAnchor), heightAnchor.constraint(equalToConstant: 44)])
                }
                super.updateConstraints()
            }
        }
        let root = container(320, 480)
        let header = Header()
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func requiredToOptionalOnAnActiveConstraintIsRefused() {
        let root = container()
        let v = UIView()
        constrained(v, in: root)
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        let log = LogCapture.messages(containing: "Mutating a priority from required to not") { c.priority = .defaultHigh }
        #expect(log.count == 1)
        #expect(c.priority == .required)
        c.isActive = false
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh)
    }

    @Test func traceMarksAmbiguousViewsAndListsConstraints() {
        let root = container(100, 100)
        let fixed = UIView(), loose = UIView()
        constrained(fixed, loose, in: root)
        NSLayoutConstraint.activate([fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor), fixed.topAnchor.constraint(equalTo: root.topAnchor),
                                     fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
                                     loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
                                     loose.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        #expect(loose.leadingAnchor.hasAmbiguousLayout)
        #expect(!loose.topAnchor.hasAmbiguousLayout)
        let trace = root.autolayoutTrace()
        #expect(trace.split(separator: "\n").filter { $0.contains("AMBIGUOUS LAYOUT for minX, width") }.count == 1)
        #expect(trace.contains("*UIView:0x"))
        #expect(fixed.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(fixed.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test func deallocatedTreesReleaseTheirEngines() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let root = container()
            let child = UIView()
            constrained(child, in: root)
            child.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        // A root that constraints size (as a cell's content view measured with systemLayoutSizeFitting).
        weak var weakCell: UIView?
        do {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.text = "Cell"
            constrained(label, in: cell)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: cell.leadingAnchor), label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
                                         label.topAnchor.constraint(equalTo: cell.topAnchor), label.bottomAnchor.constraint(equalTo: cell.bottomAnchor)])
            #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.intrinsicContentSize)
            weakCell = cell
        }
        #expect(weakCell == nil)
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func anchorsOfATypeThatIsNeitherViewNorGuideConstrainNothing() {
        final class Impostor: UILayoutAnchoring {}
        let root = container(200, 100)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(view)
        var constraint: NSLayoutConstraint?
        let messages = LogCapture.messages(containing: "Impostor") {
            constraint = view.leadingAnchor.constraint(equalTo: Impostor().leadingAnchor)
            _ = Impostor().widthAnchor.constraint(equalToConstant: 10)
        }
        #expect(messages.count == 1)
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    /// `activate(_:)` and `addConstraints(_:)` take a batch in one pass; each constraint must still come
    /// out as if activated alone, in the array's order: listed in that order, the later of two required
    /// constraints that conflict broken (the engine adds them in activation order), priorities and
    /// identifiers kept, and one that cannot be added left out without losing the rest.
    @Test func aBatchActivatesEachConstraintInItsOrder() throws {
        for addedToTheView in [false, true] {
            let root = container(200, 200)
            let view = UIView()
            constrained(view, in: root)
            let outsider = UIView()
            let narrow = view.widthAnchor.constraint(equalToConstant: 100)
            narrow.identifier = "narrow"
            let wide = view.widthAnchor.constraint(equalToConstant: 150)
            wide.identifier = "wide"
            let low = view.heightAnchor.constraint(equalToConstant: 40)
            low.priority = .defaultLow
            let high = view.heightAnchor.constraint(equalToConstant: 30)
            high.priority = .defaultHigh
            let stray = view.topAnchor.constraint(equalTo: outsider.topAnchor)
            let batch = [narrow, wide, low, stray, high,
                         view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                         view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)]
            let refused = LogCapture.messages(containing: "Unable to activate constraint with anchors") {
                if addedToTheView { root.addConstraints(batch) } else { NSLayoutConstraint.activate(batch) }
            }
            #expect(refused.count == 1)
            #expect(!stray.isActive)
            #expect(batch.filter { $0.isActive }.count == 6)
            let listed = (addedToTheView ? root.constraints : view.constraints).filter { constraint in batch.contains { $0 === constraint } }
            let expected = addedToTheView ? batch.filter { $0 !== stray }
                                          : [narrow, wide, low, high]
            #expect(listed.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
            let conflicts = LogCapture.messages(containing: "Unable to simultaneously satisfy constraints") { root.layoutIfNeeded() }
            #expect(conflicts.count == 1)
            #expect(conflicts.first?.contains("breaking constraint\n<NSLayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(wide)), radix: 16)) 'wide'") == true)
            #expect(view.frame == CGRect(x: 4, y: 8, width: 100, height: 30))
            #expect(low.priority == .defaultLow && high.priority == .defaultHigh)
            #expect(narrow.identifier == "narrow" && wide.identifier == "wide")
        }
    }
}

