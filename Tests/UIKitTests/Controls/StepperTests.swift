import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UIStepper: values and limits, stepping by touch, autorepeat on the frame clock, looks, accessibility
/// and appearance.
@MainActor @Suite struct StepperTests {
    init() { LogCapture.install() }

    /// A stepper at (50, 50) in a shown window.
    private func makeStepper() -> (UIStepper, TouchStage) {
        let stage = TouchStage()
        let stepper = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.window.addSubview(stepper)
        return (stepper, stage)
    }

    private let minus = CGPoint(x: 73, y: 66)
    private let plus = CGPoint(x: 120, y: 66)

    private func square(_ color: UIColor, _ size: CGFloat = 10) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    // MARK: Values

    @Test func defaultsAreUIKits() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 94, height: 32))
    }

    @Test func theValueIsClampedToTheLimits() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.value = 40
        stepper.maximumValue = 30
        #expect(stepper.value == 30)
        stepper.minimumValue = 35 - 10
        stepper.value = 10
        #expect(stepper.value == 25)
    }

    @Test func invalidLimitsAndStepsAreReportedAndIgnored() {
        let stepper = UIStepper()
        for api in ["minimumValue", "maximumValue", "stepValue"] { BadValue.forgetReport(api: "UIStepper.\(api)") }
        let messages = LogCapture.messages(containing: "UIStepper") {
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.stepValue = 0
            stepper.stepValue = -2   // not reported again: once per API
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("must be finite and less than maximumValue"))
        #expect(messages[2].contains("must be finite and greater than 0"))
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
    }

    // MARK: Touch

    @Test func tappingAHalfStepsOnTouchDown() {
        let (stepper, stage) = makeStepper()
        let tape = EventTape(stepper) { UIStepper.spoken(stepper.value) }
        stepper.stepValue = 2.5
        stage.down(plus)
        #expect(stepper.value == 2.5)   // at once
        stage.up(plus)
        #expect(tape.entries == ["touchDown", "valueChanged", "touchUpInside"])
        stage.tap(minus)
        stage.tap(minus)   // at the minimum: the minus half does nothing
        #expect(stepper.value == 0)
        #expect(tape.values == ["2.5", "0"])
    }

    @Test func stepsStopAtTheLimitsOrWrap() {
        let (stepper, stage) = makeStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        stage.tap(plus)
        #expect(stepper.value == 10)
        stage.tap(plus)
        #expect(stepper.value == 10)
        stepper.wraps = true
        stage.tap(plus)
        #expect(stepper.value == 0)
        stage.tap(minus)
        #expect(stepper.value == 10)
    }

    @Test func holdingRepeatsFasterAndFaster() {
        let (stepper, stage) = makeStepper()
        let tape = EventTape(stepper)
        stage.down(plus)
        #expect(stepper.value == 1)
        UIApplication.shared.advanceFrame(by: 0.45)
        #expect(stepper.value == 1)   // nothing before 0.5 s
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(stepper.value == 2)
        UIApplication.shared.advanceFrame(by: 0.45)   // 1.0 s: repeats at 0.5, 0.7, 0.9
        #expect(stepper.value == 4)
        let before = stepper.value
        for _ in 0..<60 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }   // 1.0…2.0 s: 1.1, 1.3, then every 0.1 s
        let secondRate = stepper.value - before
        #expect(secondRate >= 8 && secondRate <= 10)
        for _ in 0..<60 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }   // 2.0…3.0 s: every 0.1 s, then 0.05 s
        #expect(stepper.value - before - secondRate > secondRate)
        stage.up(plus)
        let held = stepper.value
        UIApplication.shared.advanceFrame(by: 1)
        #expect(stepper.value == held)
        #expect(tape.count("valueChanged") == Int(held))
    }

    @Test func aNonContinuousStepperAnnouncesOnceAtTheEnd() {
        let (stepper, stage) = makeStepper()
        stepper.isContinuous = false
        let tape = EventTape(stepper) { UIStepper.spoken(stepper.value) }
        stage.down(plus)
        UIApplication.shared.advanceFrame(by: 1.0)
        #expect(tape.count("valueChanged") == 0)
        stage.up(plus)
        #expect(tape.entries == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(tape.values == ["4"])
    }

    @Test func withoutAutorepeatOrOutsideTheFingerStepsOnce() {
        let (stepper, stage) = makeStepper()
        stepper.autorepeat = false
        stage.down(plus)
        UIApplication.shared.advanceFrame(by: 2)
        stage.up(plus)
        #expect(stepper.value == 1)
        stepper.autorepeat = true
        stage.down(plus)
        stage.move(CGPoint(x: 120, y: 250))   // far outside: repeats pause
        UIApplication.shared.advanceFrame(by: 2)
        #expect(stepper.value == 2)
        stage.up(CGPoint(x: 120, y: 250))
    }

    // MARK: Drawing

    @Test func drawsTheTrackGlyphsAndDimmedHalves() {
        let (stepper, stage) = makeStepper()
        let image = stepper.snapshotImage(scale: 1)
        #expect(close(rgba(image, 10, 26), [118, 118, 128, 31], 3))   // track
        #expect(rgba(image, 0, 0)[3] < 40)                            // rounded corner
        let plusInk = rgba(image, 70, 16), minusInk = rgba(image, 23, 16)
        #expect(plusInk[0] < 20 && plusInk[3] > 200)                  // "+" in the label colour
        #expect(minusInk[3] < 140)                                    // "−" dimmed at the minimum
        stepper.overrideUserInterfaceStyle = .dark
        #expect(rgba(stepper.snapshotImage(scale: 1), 70, 16)[0] > 235)   // white glyphs in dark mode
        stepper.overrideUserInterfaceStyle = .unspecified
        stage.down(plus)
        let pressed = stepper.snapshotImage(scale: 1)
        #expect(rgba(pressed, 84, 26)[3] > rgba(pressed, 10, 26)[3] + 15)   // the held half darkens
        stage.up(plus)
    }

    @Test func imagesPerStateReplaceTheStandardLook() {
        let (stepper, stage) = makeStepper()
        let background = square(.blue, 21).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        stepper.setBackgroundImage(background, for: .normal)
        stepper.setBackgroundImage(square(.green, 21).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
                                   for: .highlighted)
        stepper.setDividerImage(square(.red, 4), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(square(.white).withRenderingMode(.alwaysOriginal), for: .normal)
        stepper.setDecrementImage(square(.black), for: .normal)
        #expect(stepper.backgroundImage(for: .normal) === background)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) != nil)
        #expect(stepper.incrementImage(for: .highlighted) == nil)
        let image = stepper.snapshotImage(scale: 1)
        #expect(close(rgba(image, 5, 3), [0, 0, 255, 255]))      // background
        #expect(close(rgba(image, 47, 3), [255, 0, 0, 255]))     // divider
        #expect(close(rgba(image, 70, 16), [255, 255, 255, 255])) // original increment image
        #expect(close(rgba(image, 23, 16), [18, 18, 199, 255], 4)) // template decrement image in tertiary label (at the minimum) over blue
        stage.down(plus)
        #expect(close(rgba(stepper.snapshotImage(scale: 1), 85, 3), [0, 255, 0, 255]))   // highlighted background
        stage.up(plus)
    }

    // MARK: Accessibility

    @Test func theHalvesAreIncrementAndDecrementButtons() {
        let (stepper, stage) = makeStepper()
        stage.window.layoutIfNeeded()
        #expect(stage.window.accessibilityTreeDescription() == """
        [button, notEnabled] "Decrement" value: "0" frame: (50, 50, 47, 32)
        [button] "Increment" value: "0" frame: (97, 50, 47, 32)
        """)
        let tape = EventTape(stepper)
        let increment = stage.window.accessibilityElementsInTree[1]
        #expect(increment.accessibilityActivate())
        stepper.stepValue = 0.5
        #expect(increment.accessibilityActivate())
        #expect(stepper.accessibilityValue == "1.5")
        #expect(tape.count("valueChanged") == 2)
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1)
        #expect(!stepper.isAccessibilityElement)
        stepper.isAccessibilityElement = true
        #expect(stepper.accessibilityTraits == .adjustable)
    }

    // MARK: Appearance

    @Test func appearanceImagesReachASteppersUnlessSetInCode() {
        withCleanAppearance {
            let rule = square(.orange), mine = square(.purple)
            UIStepper.appearance().setIncrementImage(rule, for: .highlighted)
            UIStepper.appearance().setDecrementImage(rule, for: .normal)
            UIStepper.appearance().setBackgroundImage(rule, for: .disabled)
            UIStepper.appearance().setDividerImage(rule, forLeftSegmentState: .highlighted, rightSegmentState: .normal)
            #expect(UIStepper.appearance().incrementImage(for: .highlighted) === rule)
            let stepper = UIStepper(), explicit = UIStepper()
            explicit.setDecrementImage(mine, for: .normal)
            let window = appearanceWindow()
            window.addSubview(stepper)
            window.addSubview(explicit)
            #expect(stepper.incrementImage(for: .highlighted) === rule)
            #expect(stepper.decrementImage(for: .normal) === rule)
            #expect(stepper.backgroundImage(for: .disabled) === rule)
            #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === rule)
            #expect(explicit.decrementImage(for: .normal) === mine)
            #expect(explicit.incrementImage(for: .highlighted) === rule)
            #expect(AppearanceSchema.property(named: "dividerImage", of: UIStepper.self)?.axes.count == 2)
        }
    }
}
