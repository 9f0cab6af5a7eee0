import Testing
import TesseraTesting
import UIKit

/// Tint inheritance, dimming and change notifications.
@MainActor @Suite struct TintTests {
    @Test func tintIsInheritedAndDefaultsToSystemBlue() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(grandchild.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        #expect(grandchild.tintColor == .systemRed)
    }

    @Test func dimmedModeIsInheritedAndDesaturates() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        root.tintColor = .systemRed
        #expect(child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(close(r, g) && close(g, b))
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemRed)
    }

    @Test func changeNotificationsSkipViewsWithTheirOwnTint() {
        let log = EventLog()
        let root = ProbeView("root", log: log), a = ProbeView("a", log: log), b = ProbeView("b", log: log)
        let a1 = ProbeView("a1", log: log), b1 = ProbeView("b1", log: log)
        root.addSubview(a); root.addSubview(b); a.addSubview(a1); b.addSubview(b1)
        b.tintColor = .systemGreen
        log.take()
        root.tintColor = .systemRed
        #expect(log.take() == ["root.tintColorDidChange", "a.tintColorDidChange", "a1.tintColorDidChange"])
    }

    @Test func movingUnderADifferentTintNotifies() {
        let log = EventLog()
        let red = UIView(), blue = UIView()
        red.tintColor = .systemRed
        let moving = ProbeView("moving", log: log)
        blue.addSubview(moving)
        log.take()
        red.addSubview(moving)
        #expect(log.take().contains("moving.tintColorDidChange"))
        let alsoRed = UIView()
        alsoRed.tintColor = .systemRed
        alsoRed.addSubview(moving)
        #expect(!log.take().contains("moving.tintColorDidChange"))
    }

    @Test func settingTintInsideTheCallbackDoesNotRecurse() {
        final class Stubborn: UIView {
            var calls = 0
            override func tintColorDidChange() {
                calls += 1
                tintColor = .systemOrange
            }
        }
        let view = Stubborn()
        view.tintColor = .systemRed
        #expect(view.calls == 1)
        #expect(view.tintColor == .systemOrange)
    }

    @Test func aMovedSubtreeReadsItsNewInheritedTintAndDimming() {
        let red = UIView(), green = UIView(), plain = UIView(), dimmed = UIView()
        red.tintColor = .red
        green.tintColor = .green
        dimmed.tintAdjustmentMode = .dimmed
        let branch = UIView(), leaf = UIView()
        branch.addSubview(leaf)
        red.addSubview(branch)
        #expect(leaf.tintColor == .red)
        green.addSubview(branch)
        #expect(leaf.tintColor == .green && branch.tintColor == .green)
        plain.addSubview(branch)
        #expect(leaf.tintColor == .systemBlue)
        dimmed.addSubview(branch)
        #expect(leaf.tintAdjustmentMode == .dimmed)
        plain.addSubview(branch)
        #expect(leaf.tintAdjustmentMode == .normal && leaf.tintColor == .systemBlue)
        branch.removeFromSuperview()
        red.addSubview(branch)
        #expect(leaf.tintColor == .red)
    }
}
