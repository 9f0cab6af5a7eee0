import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UISegmentedControl: segments, selection by touch, momentary mode, widths, looks, accessibility and
/// appearance.
@MainActor @Suite struct SegmentedControlTests {
    init() { LogCapture.install() }

    /// A 300×32 control with three titles at (50, 50) in a shown window.
    private func makeControl(_ titles: [String] = ["One", "Two", "Three"]) -> (UISegmentedControl, TouchStage) {
        let stage = TouchStage()
        let control = UISegmentedControl(items: titles)
        control.frame = CGRect(x: 50, y: 50, width: 300, height: 32)
        stage.window.addSubview(control)
        return (control, stage)
    }

    /// The centre of a segment of a 300-wide control at (50, 50), in window coordinates.
    private func segmentCenter(_ index: Int, of count: Int = 3) -> CGPoint {
        CGPoint(x: 50 + (CGFloat(index) + 0.5) * 300 / CGFloat(count), y: 66)
    }

    private func dot(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).fill()
        }
    }

    // MARK: Segments

    @Test func itemsMakeTitleAndImageSegmentsSizedToFit() {
        let image = dot(.red)
        let control = UISegmentedControl(items: ["Title", image, 42])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "Title")
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test func insertingPinsTheIndexAndKeepsTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 99, animated: false)
        control.insertSegment(withTitle: "First", at: -4, animated: true)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["First", "A", "B", "Z"])
        #expect(control.selectedSegmentIndex == 2)   // still "B"
        control.insertSegment(with: dot(.blue), at: 1, animated: false)
        #expect(control.imageForSegment(at: 1) != nil)
        #expect(control.selectedSegmentIndex == 3)
    }

    @Test func removingSegmentsMovesOrClearsTheSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C", "D"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 1, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 2)
        control.selectedSegmentIndex = 0
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func titleAndImageReplaceEachOther() {
        let control = UISegmentedControl(items: ["A"])
        control.setImage(dot(.red), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil)
        control.setTitle("Back", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 0) == "Back")
    }

    @Test func outOfRangeSelectionIsReportedAndIgnored() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        let messages = LogCapture.badValueReports(of: "UISegmentedControl.selectedSegmentIndex") {
            control.selectedSegmentIndex = 2
            control.selectedSegmentIndex = -3   // not reported again: once per API
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("out of range") == true)
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test func anEmptyControlHandlesEveryCallWithoutCrashing() {
        let (control, stage) = makeControl([])
        let tape = EventTape(control)
        for api in ["selectedSegmentIndex", "setTitle(_:forSegmentAt:)", "setWidth(_:forSegmentAt:)",
                    "setEnabled(_:forSegmentAt:)", "removeSegment(at:animated:)"] {
            BadValue.forgetReport(api: "UISegmentedControl.\(api)")
        }
        let messages = LogCapture.messages(containing: "UISegmentedControl") {
            control.selectedSegmentIndex = 0
            control.setTitle("X", forSegmentAt: 0)
            control.setWidth(20, forSegmentAt: 0)
            control.setEnabled(false, forSegmentAt: 0)
            control.removeSegment(at: 0, animated: false)
        }
        #expect(messages.count == 5)
        #expect(control.titleForSegment(at: 0) == nil)
        #expect(control.widthForSegment(at: 3) == 0)
        #expect(!control.isEnabledForSegment(at: 0))
        stage.tap(CGPoint(x: 100, y: 66))
        #expect(tape.count("valueChanged") == 0)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
        _ = control.snapshotImage(scale: 1)
    }

    // MARK: Touch

    @Test func aTapSelectsOnTouchUpAndSendsValueChangedOnce() {
        let (control, stage) = makeControl()
        let tape = EventTape(control) { "\(control.selectedSegmentIndex)" }
        stage.down(segmentCenter(1))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)   // not on touch down
        stage.up(segmentCenter(1))
        #expect(control.selectedSegmentIndex == 1)
        #expect(tape.entries == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(tape.values == ["1"])
        tape.clear()
        stage.tap(segmentCenter(1))   // the selected segment again: no change
        #expect(tape.entries == ["touchDown", "touchUpInside"])
        stage.tap(segmentCenter(2))
        #expect(control.selectedSegmentIndex == 2)
        #expect(tape.values == ["2"])
    }

    @Test func draggingThePillMovesTheSelection() {
        let (control, stage) = makeControl()
        control.selectedSegmentIndex = 0
        let tape = EventTape(control) { "\(control.selectedSegmentIndex)" }
        stage.down(segmentCenter(0))
        stage.move(segmentCenter(1))
        #expect(control.selectedSegmentIndex == 0)   // the pill moves; the selection waits for the lift
        stage.move(segmentCenter(2))
        stage.up(segmentCenter(2))
        #expect(control.selectedSegmentIndex == 2)
        #expect(tape.withoutDrags == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(tape.values == ["2"])
    }

    @Test func aTouchThatLeavesTheControlSelectsNothing() {
        let (control, stage) = makeControl()
        control.selectedSegmentIndex = 0
        let tape = EventTape(control)
        stage.drag(segmentCenter(1), CGPoint(x: 200, y: 250))
        #expect(control.selectedSegmentIndex == 0)
        #expect(tape.withoutDrags == ["touchDown", "touchUpOutside"])
        stage.down(segmentCenter(2))
        stage.cancel(segmentCenter(2))
        #expect(control.selectedSegmentIndex == 0)
        #expect(tape.count("valueChanged") == 0)
    }

    @Test func disabledSegmentsAndControlsIgnoreTouches() {
        let (control, stage) = makeControl()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        let tape = EventTape(control)
        stage.tap(segmentCenter(1))
        #expect(control.selectedSegmentIndex == 0)
        control.isEnabled = false
        stage.tap(segmentCenter(2))
        #expect(control.selectedSegmentIndex == 0)
        #expect(tape.count("valueChanged") == 0)
    }

    @Test func momentarySegmentsSendEveryTapAndDeselect() {
        let (control, stage) = makeControl()
        control.isMomentary = true
        let tape = EventTape(control) { "\(control.selectedSegmentIndex)" }
        stage.tap(segmentCenter(1))
        stage.tap(segmentCenter(1))
        #expect(tape.values == ["1", "1"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        // Highlighted while touched: the pill shows under the finger, then goes.
        stage.down(segmentCenter(2))
        UIApplication.shared.advanceFrame(by: 0.5)
        let held = control.snapshotImage(scale: 1)
        stage.up(segmentCenter(2))
        UIApplication.shared.advanceFrame(by: 0.5)
        let after = control.snapshotImage(scale: 1)
        #expect(close(rgba(held, 205, 6), [255, 255, 255, 255], 3))
        #expect(!close(rgba(after, 205, 6), [255, 255, 255, 255], 20))
    }

    @Test func segmentActionsRunWhenTheirSegmentIsSelected() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 50, y: 50, width: 300, height: 32), actions: [
            UIAction(title: "List") { _ in ran.append("List") },
            UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { action in ran.append("Grid \(action.sender != nil)") },
        ])
        let stage = TouchStage()
        stage.window.addSubview(control)
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        stage.tap(segmentCenter(1, of: 2))
        #expect(ran == ["Grid true"])
        #expect(control.actionForSegment(at: 0)?.title == "List")
    }

    // MARK: Widths and size

    @Test func segmentsShareTheWidthOrFollowTheirContent() {
        let (control, _) = makeControl(["A", "A much longer title", "B"])
        var frames = control.segmentFrames()
        #expect(frames.map(\.width) == [100, 100, 100])
        control.apportionsSegmentWidthsByContent = true
        frames = control.segmentFrames()
        #expect(frames[1].width > frames[0].width + 60)
        #expect(close(frames[0].width, frames[2].width, 1))
        #expect(close(frames.reduce(0) { $0 + $1.width }, 300))
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(40, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 40)
        #expect(control.segmentFrames().map(\.width) == [40, 130, 130])
        let messages = LogCapture.badValueReports(of: "UISegmentedControl.setWidth(_:forSegmentAt:)") { control.setWidth(-5, forSegmentAt: 1) }
        #expect(messages.count == 1)
        #expect(control.widthForSegment(at: 1) == 0)
    }

    @Test func intrinsicWidthComesFromTheTitles() {
        let equal = UISegmentedControl(items: ["A", "A much longer title"])
        let apportioned = UISegmentedControl(items: ["A", "A much longer title"])
        apportioned.apportionsSegmentWidthsByContent = true
        let long = equal.intrinsicContentSize.width / 2
        #expect(long > 100)
        #expect(apportioned.intrinsicContentSize.width < equal.intrinsicContentSize.width - 60)
        equal.setWidth(50, forSegmentAt: 0)
        #expect(close(equal.intrinsicContentSize.width, long + 50, 1))
        #expect(equal.sizeThatFits(.zero) == equal.intrinsicContentSize)
    }

    @Test func rightToLeftLayoutMirrorsTheSegments() {
        let (control, _) = makeControl()
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.segmentFrames().map(\.minX) == [200, 100, 0])
    }

    // MARK: Drawing

    @Test func theSelectedPillIsWhiteInLightAndGreyInDark() {
        let (control, _) = makeControl()
        control.selectedSegmentIndex = 1
        let light = control.snapshotImage(scale: 1)
        #expect(close(rgba(light, 105, 6), [255, 255, 255, 255], 3))   // the pill, above the title
        #expect(close(rgba(light, 20, 6), [118, 118, 128, 31], 3))     // the bare track
        #expect(rgba(light, 1, 1)[3] < 40)                             // rounded corner
        control.overrideUserInterfaceStyle = .dark
        let dark = control.snapshotImage(scale: 1)
        #expect(close(rgba(dark, 105, 6), [99, 99, 102, 255], 3))
        control.selectedSegmentTintColor = .systemRed
        #expect(close(rgba(control.snapshotImage(scale: 1), 105, 6), [255, 69, 58, 255], 3))
    }

    @Test func thePillSlidesToATappedSegment() {
        let (control, stage) = makeControl()
        control.selectedSegmentIndex = 0
        stage.tap(segmentCenter(2))
        let start = control.snapshotImage(scale: 1)
        #expect(close(rgba(start, 10, 6), [255, 255, 255, 255], 3))   // still at the first segment
        UIApplication.shared.advanceFrame(by: 0.5)
        let end = control.snapshotImage(scale: 1)
        #expect(!close(rgba(end, 10, 6), [255, 255, 255, 255], 20))
        #expect(close(rgba(end, 290, 6), [255, 255, 255, 255], 3))
    }

    @Test func contentOffsetAndPositionAdjustmentMoveTheTitle() {
        let (control, _) = makeControl(["Solo"])
        let before = inkColumns(control.snapshotImage(scale: 1)).filter { $0 > 10 && $0 < 290 }
        control.setContentOffset(CGSize(width: 20, height: 0), forSegmentAt: 0)
        control.setContentPositionAdjustment(UIOffset(horizontal: 10, vertical: 0), forSegmentType: .alone, barMetrics: .default)
        control.setContentPositionAdjustment(UIOffset(horizontal: 500, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 20, height: 0))
        #expect(control.contentPositionAdjustment(forSegmentType: .alone, barMetrics: .default).horizontal == 10)
        let after = inkColumns(control.snapshotImage(scale: 1)).filter { $0 > 10 && $0 < 290 }
        #expect(after.first == before.first.map { $0 + 30 })
    }

    @Test func backgroundImagesSwitchToTheClassicLookWithDividers() {
        let (control, _) = makeControl()
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 21, height: 44)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 21, height: 44))
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let selected = UIGraphicsImageRenderer(size: CGSize(width: 21, height: 44)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 21, height: 44))
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let divider = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 10))
        }
        control.setBackgroundImage(normal, for: .normal, barMetrics: .default)
        control.setBackgroundImage(selected, for: .selected, barMetrics: .default)
        control.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        control.selectedSegmentIndex = 0
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === selected)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == nil)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(control.intrinsicContentSize.height == 44)
        let third: CGFloat = 292 / 3
        #expect(control.segmentFrames().map(\.width) == [third, third, third])
        let image = control.snapshotImage(scale: 1)
        #expect(close(rgba(image, 50, 2), [0, 255, 0, 255]))    // selected segment
        #expect(close(rgba(image, 150, 2), [0, 0, 255, 255]))   // normal segment
        #expect(close(rgba(image, 99, 16), [255, 0, 0, 255]))   // divider after the first segment (selected | normal falls back)
        #expect(close(rgba(image, 1, 1), [0, 255, 0, 255]))     // square corners: no track
    }

    @Test func titleAttributesPerStateBuildOnTheNormalOnes() {
        let control = UISegmentedControl(items: ["A"])
        let font = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?.count == 1)
        let selected = control.titleAttributes(for: .selected)
        #expect(selected[.font] as? UIFont == font)
        #expect(selected[.foregroundColor] as? UIColor == .white)
        #expect(control.titleAttributes(for: .normal)[.foregroundColor] as? UIColor == .red)
    }

    // MARK: Accessibility

    @Test func eachSegmentIsAButtonWithItsPosition() {
        let (control, stage) = makeControl()
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        stage.window.layoutIfNeeded()
        #expect(stage.window.accessibilityTreeDescription() == """
        [button] "One" value: "1 of 3" frame: (50, 50, 100, 32)
        [button, selected] "Two" value: "2 of 3" frame: (150, 50, 100, 32)
        [button, notEnabled] "Three" value: "3 of 3" frame: (250, 50, 100, 32)
        """)
        #expect(control.accessibilityValue == "Two")
        #expect(!control.isAccessibilityElement)
    }

    @Test func activatingASegmentSelectsIt() {
        let (control, stage) = makeControl()
        stage.window.layoutIfNeeded()
        let tape = EventTape(control) { "\(control.selectedSegmentIndex)" }
        let elements = stage.window.accessibilityElementsInTree
        #expect(elements[2].accessibilityActivate())
        #expect(control.selectedSegmentIndex == 2)
        #expect(tape.values == ["2"])
        control.insertSegment(withTitle: "Four", at: 3, animated: false)
        stage.window.layoutIfNeeded()
        #expect(stage.window.accessibilityElementsInTree.map(\.accessibilityValue) == ["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
    }

    // MARK: Appearance

    @Test func appearanceRulesReachAControlEnteringAWindow() {
        withCleanAppearance {
            let image = dot(.green)
            UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
            UISegmentedControl.appearance().setBackgroundImage(image, for: .selected, barMetrics: .default)
            UISegmentedControl.appearance().setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .selected,
                                                            barMetrics: .compact)
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .highlighted)
            UISegmentedControl.appearance().setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: 1), forSegmentType: .right,
                                                                         barMetrics: .default)
            #expect(UISegmentedControl.appearance().backgroundImage(for: .selected, barMetrics: .default) === image)
            #expect(UISegmentedControl.appearance().contentPositionAdjustment(forSegmentType: .right, barMetrics: .default)?.vertical == 1)
            let control = UISegmentedControl(items: ["A", "B"])
            let explicit = UISegmentedControl(items: ["A", "B"])
            explicit.selectedSegmentTintColor = .systemTeal
            explicit.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .highlighted)
            #expect(control.selectedSegmentTintColor == nil)
            let window = appearanceWindow()
            window.addSubview(control)
            window.addSubview(explicit)
            #expect(control.selectedSegmentTintColor == .systemPink)
            #expect(control.backgroundImage(for: .selected, barMetrics: .default) === image)
            #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .compact) === image)
            #expect(control.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor == .orange)
            #expect(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default) == UIOffset(horizontal: 3, vertical: 1))
            #expect(explicit.selectedSegmentTintColor == .systemTeal)
            #expect(explicit.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor == .blue)
            #expect(explicit.backgroundImage(for: .selected, barMetrics: .default) === image)   // not set explicitly
        }
    }

    @Test func styleSheetsNameThePropertiesWithTheirAxes() {
        let divider = AppearanceSchema.property(named: "dividerImage", of: UISegmentedControl.self)
        #expect(divider?.axes.map(\.name) == ["leftSegmentState", "rightSegmentState", "barMetrics"])
        #expect(AppearanceSchema.property(named: "contentPositionAdjustment", of: UISegmentedControl.self)?.axes.map(\.name)
                == ["segmentType", "barMetrics"])
        #expect(AppearanceAxis.barMetrics.rawValue(named: "compactPrompt") == 102)
        #expect(AppearanceAxis.segmentType.rawValue(named: "alone") == 4)
        #expect(AppearanceSchema.classEntry(named: "UISegmentedControl") != nil)
        for name in ["selectedSegmentTintColor", "backgroundImage", "titleTextAttributes"] {
            #expect(AppearanceSchema.property(named: name, of: UISegmentedControl.self) != nil)
        }
    }
}
