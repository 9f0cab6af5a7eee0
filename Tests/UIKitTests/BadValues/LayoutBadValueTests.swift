import Testing
import TesseraTesting
import UIKit

/// Bad numbers given to Auto Layout and stack views: reported (once per API) and kept out of the
/// solver, so the rest of the layout still holds.
@MainActor @Suite struct LayoutBadValueTests {
    @Test func aNaNConstantIsIgnoredAndTheLayoutHolds() {
        let scene = BadValueScene()
        let width = scene.blue.constraints.first { $0.firstAttribute == .width }
            ?? scene.root.constraints.first { $0.firstItem === scene.blue && $0.firstAttribute == .width }
        let constraint = try! #require(width)
        let logged = reports(of: "NSLayoutConstraint.constant") { constraint.constant = .nan }
        #expect(logged.count == 1)
        #expect(constraint.constant == 30)
        _ = reports(of: "NSLayoutConstraint.constant") { constraint.constant = 1e300 }
        #expect(constraint.constant == 30)
        scene.expectHealthy()
    }

    @Test func constraintsMadeWithBadNumbersAreNeverInstalled() {
        let scene = BadValueScene()
        let extra = UIView()
        extra.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(extra)
        let bad = LogCapture.messages(containing: "Invalid constraint") {
            NSLayoutConstraint.activate([
                extra.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: .nan),
                extra.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: .infinity),
                extra.heightAnchor.constraint(equalToConstant: -.infinity),
            ])
        }
        #expect(bad.count == 3)
        NSLayoutConstraint.activate([
            extra.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 1),
            extra.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 2),
            extra.widthAnchor.constraint(equalToConstant: 3), extra.heightAnchor.constraint(equalToConstant: 4),
        ])
        scene.window.layoutIfNeeded()
        #expect(extra.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        scene.expectHealthy()
    }

    @Test func prioritiesOutsideTheRangeClampAndNaNIsIgnored() {
        let scene = BadValueScene()
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = .defaultLow
        let nan = reports(of: "NSLayoutConstraint.priority") { constraint.priority = UILayoutPriority(.nan) }
        #expect(nan.count == 1)
        #expect(constraint.priority == .defaultLow)
        let low = reports(of: "NSLayoutConstraint.priority") { constraint.priority = UILayoutPriority(0.25) }
        #expect(low.first?.contains("0.25 is outside 1…1000; clamped to 1.0") == true)
        #expect(constraint.priority.rawValue == 1)
        constraint.priority = UILayoutPriority(5000)
        #expect(constraint.priority == .required)
        // A clamped priority still lays out: a view whose low-priority width loses to a required one.
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
        let weak = view.widthAnchor.constraint(equalToConstant: 50)
        weak.priority = UILayoutPriority(-7)
        NSLayoutConstraint.activate([weak, view.widthAnchor.constraint(equalToConstant: 20),
                                     view.heightAnchor.constraint(equalToConstant: 1),
                                     view.topAnchor.constraint(equalTo: scene.root.topAnchor),
                                     view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)])
        scene.window.layoutIfNeeded()
        #expect(weak.priority.rawValue == 1)
        #expect(view.frame.width == 20)
        scene.expectHealthy()
    }

    @Test func layoutGuidesIgnoreBadConstants() {
        let scene = BadValueScene()
        let guide = UILayoutGuide()
        scene.root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([leading, guide.topAnchor.constraint(equalTo: scene.root.topAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 7), guide.heightAnchor.constraint(equalToConstant: 8)])
        _ = reports(of: "NSLayoutConstraint.constant") { leading.constant = -.infinity }
        scene.window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 5, y: 0, width: 7, height: 8))
        scene.expectHealthy()
    }

    @Test func stackSpacingRejectsNaNAndInfinity() {
        let scene = BadValueScene()
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 2
        let nan = reports(of: "UIStackView.spacing") { stack.spacing = .nan }
        let huge = reports(of: "UIStackView.spacing") { stack.spacing = .greatestFiniteMagnitude }
        let custom = reports(of: "UIStackView.setCustomSpacing(_:after:)") { stack.setCustomSpacing(-.infinity, after: a) }
        #expect(nan.count == 1 && huge.count == 1 && custom.count == 1)
        #expect(stack.spacing == 2 && stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.spacing = UIStackView.spacingUseSystem
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        scene.expectHealthy()
    }

    @Test func fittingANaNTargetGivesAFiniteSize() {
        let scene = BadValueScene()
        let label = UILabel()
        label.text = "Hello"
        let cell = UIView()
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -4),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
        ])
        let good = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let logged = reports(of: "UIView.systemLayoutSizeFitting") {
            let size = cell.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: .infinity))
            #expect(size == good)
        }
        #expect(logged.count == 1)
        let pinned = cell.systemLayoutSizeFitting(CGSize(width: 200, height: CGFloat.nan),
                                                  withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(pinned.width == 200 && pinned.height == good.height)
        scene.expectHealthy()
    }
}
