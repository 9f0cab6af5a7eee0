import Testing
@testable import UIKit

/// Controls' animated setters run on the animation system's clock and curve, and follow its switches.
@MainActor @Suite struct ControlAnimationTests {
    @Test func aSwitchThumbEasesInAndOutOverAQuarterSecond() {
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        UIApplication.shared.advanceFrame(by: 0.05)
        let expected = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.2)
        #expect(abs(Double(toggle.thumbPosition) - expected) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(toggle.thumbPosition == 1)
    }

    @Test func withoutAnimationControlsJumpToTheirValues() {
        let toggle = UISwitch()
        UIView.performWithoutAnimation { toggle.setOn(true, animated: true) }
        #expect(toggle.thumbPosition == 1)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        toggle.setOn(false, animated: true)
        #expect(toggle.thumbPosition == 0)
    }
}
