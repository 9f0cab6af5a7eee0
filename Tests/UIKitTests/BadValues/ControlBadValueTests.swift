import Testing
import TesseraTesting
import UIKit

/// Bad values given to controls: reported once per API, ignored or clamped, and the control still
/// draws and tracks touches.
@MainActor @Suite struct ControlBadValueTests {
    @Test func sliderIgnoresNaNAndClampsInfinities() {
        let stage = TouchStage()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stage.window.addSubview(slider)
        slider.value = 0.25
        let value = reports(of: "UISlider.value") { slider.value = .nan }
        let minimum = reports(of: "UISlider.minimumValue") { slider.minimumValue = .nan }
        let maximum = reports(of: "UISlider.maximumValue") { slider.maximumValue = .infinity }
        #expect(value.count == 1 && minimum.count == 1 && maximum.count == 1)
        #expect(slider.value == 0.25 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = .infinity
        #expect(slider.value == 1)
        // It still tracks: a drag to the left end sets the minimum.
        stage.drag(CGPoint(x: 190, y: 20), CGPoint(x: -50, y: 20))
        #expect(slider.value == 0)
        _ = slider.snapshotImage(scale: 1)
    }

    @Test func progressIgnoresNaN() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        bar.progress = 0.5
        let logged = reports(of: "UIProgressView.progress") { bar.setProgress(.nan, animated: true) }
        #expect(logged.first?.contains("UIProgressView.progress: NaN ignored") == true)
        #expect(bar.progress == 0.5)
        bar.progress = -.infinity
        #expect(bar.progress == 0)
        _ = bar.snapshotImage(scale: 1)
    }

    @Test func stepperRejectsNonFiniteLimitsAndSteps() {
        let stepper = UIStepper()
        let minimum = reports(of: "UIStepper.minimumValue") { stepper.minimumValue = -.infinity }
        let maximum = reports(of: "UIStepper.maximumValue") { stepper.maximumValue = .nan }
        let step = reports(of: "UIStepper.stepValue") { stepper.stepValue = .nan }
        let value = reports(of: "UIStepper.value") { stepper.value = .nan }
        #expect([minimum, maximum, step, value].map(\.count) == [1, 1, 1, 1])
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1 && stepper.value == 0)
        stepper.wraps = true
        stepper.value = 100
        #expect(stepper.value == 100)
    }

    @Test func segmentedControlIndexesAreReportedOnce() {
        let stage = TouchStage()
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        stage.window.addSubview(control)
        let insert = reports(of: "UISegmentedControl.insertSegment") { control.insertSegment(withTitle: "C", at: 9, animated: false) }
        #expect(insert.first?.contains("segment 9 is out of range (the control has 2 segments); inserted at 2") == true)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "C")
        let remove = reports(of: "UISegmentedControl.removeSegment(at:animated:)") { control.removeSegment(at: -1, animated: false) }
        let select = reports(of: "UISegmentedControl.selectedSegmentIndex") { control.selectedSegmentIndex = 40 }
        let width = reports(of: "UISegmentedControl.setWidth(_:forSegmentAt:)") { control.setWidth(.nan, forSegmentAt: 0) }
        #expect(remove.count == 1 && select.count == 1 && width.count == 1)
        #expect(control.numberOfSegments == 4 && control.widthForSegment(at: 0) == 0)
        stage.tap(CGPoint(x: 10, y: 16))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func pageControlClampsPages() {
        let control = UIPageControl()
        let pages = reports(of: "UIPageControl.numberOfPages") { control.numberOfPages = -3 }
        #expect(pages.first?.contains("UIPageControl.numberOfPages: -3 is negative; clamped to 0") == true)
        #expect(control.numberOfPages == 0)
        control.numberOfPages = 5
        let page = reports(of: "UIPageControl.currentPage") { control.currentPage = 12 }
        #expect(page.first?.contains("page 12 is out of range (5 pages); clamped to 4") == true)
        #expect(control.currentPage == 4)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        _ = control.snapshotImage(scale: 1)
    }
}
