import Testing
@testable import UIKit

/// UIPickerView: 216 points tall, 32-point rows centred on the band, the data source and delegate
/// asked as UIKit asks them, `selectRow` without delegate calls, drags and flings that land on a row
/// and report it once, views only for rows in sight (reused), and the band's pixels.
@MainActor @Suite struct PickerViewTests {
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows: [Int] = [50]
        var widths: [CGFloat]? = nil
        var rowHeight: CGFloat? = nil
        var selections: [String] = []
        var titleRequests = 0
        var givesViews = false
        var reusedViews = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths?[component] ?? 0 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight ?? 0 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleRequests += 1
            return "Row \(row)"
        }
        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? {
            guard givesViews else { return nil }
            if view != nil { reusedViews += 1 }
            let label = (view as? UILabel) ?? UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            label.text = "V\(row)"
            label.tag = row
            return label
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    private func scene(_ model: Model, width: CGFloat = 320) -> (UIWindow, UIPickerView) {
        let window = phoneWindowAtScale1()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: width, height: 216))
        picker.dataSource = model
        picker.delegate = model
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, picker)
    }

    /// Drags one finger from `start` by `dy` in `steps` moves, then lifts it (after `hold` still).
    private func drag(_ window: UIWindow, from start: CGPoint, by dy: CGFloat, steps: Int = 10,
                      interval: TimeInterval = 0.016, hold: TimeInterval = 0) {
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: start, timestamp: t))
        var point = start
        for i in 1...steps {
            t += interval
            point = CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps))
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        if hold > 0 {
            t += hold
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.001))
    }

    private func settle(_ frames: Int = 400) {
        for _ in 0..<frames { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    @Test func aPickerIs216PointsTallWith32PointRowsCentredOnTheBand() {
        let model = Model()
        model.rows = [10, 20]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(UIPickerView(frame: .zero).bounds.size == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 20)
        // Two components share 320 − 2 · 8 − 5 points.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.selectionBand.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        #expect(picker.wheels[1].frame.minX == 8 + 149.5 + 5)
        // Row 0 is centred on the band: its view's centre is the picker's middle, full height.
        let view = picker.view(forRow: 0, forComponent: 0)!
        #expect(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: picker) == CGPoint(x: 8 + 149.5 / 2, y: 108))
        #expect(view.frame.height == 32)
        // The row below sits r · sin(32 / r) lower, foreshortened by cos(32 / r), r = 108.
        let below = picker.view(forRow: 1, forComponent: 0)!
        let centre = below.convert(CGPoint(x: below.bounds.midX, y: below.bounds.midY), to: picker)
        #expect(close(centre.y, 108 + 108 * sin(32 / 108.0), 0.01))
        #expect(close(below.frame.height, 32 * cos(32 / 108.0) * below.transform.a, 0.01))
        #expect(below.alpha < 0.6 && below.alpha > 0.4)
    }

    @Test func delegateWidthsAndRowHeightsAreHonoured() {
        let model = Model()
        model.rows = [10, 10]
        model.widths = [100, 60]
        model.rowHeight = 44
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 44))
        // 100 + 5 + 60 = 165 points, centred in 320.
        #expect(picker.wheels[0].frame.minX == 77.5)
        #expect(picker.wheels[1].frame.minX == 182.5)
        #expect(picker.selectionBand.frame.height == 44)
        #expect(picker.selectionBand.frame.minY == 86)
    }

    @Test func onlyRowsInSightHaveViewsAndTheyAreReused() {
        let model = Model()
        model.rows = [1000]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        let wheel = picker.wheels[0]
        // A quarter turn is 108 · π / 2 ≈ 170 points of arc: rows 0…5 below the centre.
        #expect(wheel.rowViews.keys.sorted() == Array(0...5))
        #expect(picker.view(forRow: 7, forComponent: 0) == nil)
        let made = wheel.viewsCreated
        for row in stride(from: 10, through: 900, by: 10) {
            picker.selectRow(row, inComponent: 0, animated: false)
            UIApplication.shared.advanceFrame(by: 0)
        }
        #expect(wheel.rowViews.count == 11)
        #expect(wheel.viewsCreated <= 11)
        #expect(wheel.viewsCreated >= made)
        #expect(model.titleRequests < 1000)
        #expect((picker.view(forRow: 900, forComponent: 0) as? UILabel)?.text == "Row 900")
        #expect(model.selections.isEmpty)
    }

    @Test func delegateViewsAreHandedBackForReuse() {
        let model = Model()
        model.rows = [200]
        model.givesViews = true
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "V2")
        picker.selectRow(100, inComponent: 0, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(model.reusedViews >= 6)
        let view = picker.view(forRow: 100, forComponent: 0)
        #expect(view?.tag == 100)
        // A delegate's view keeps its size, centred in the row.
        #expect(view?.bounds.size == CGSize(width: 60, height: 20))
        #expect(close(view?.center.x ?? 0, 152))
    }

    @Test func selectRowMovesTheWheelWithoutTellingTheDelegate() {
        let model = Model()
        model.rows = [30, 30]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        picker.selectRow(7, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 7)
        #expect(close(picker.wheels[1].contentOffset.y, 7 * 32 - 92))
        picker.selectRow(20, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 20)
        settle(30)
        #expect(close(picker.wheels[0].contentOffset.y, 20 * 32 - 92))
        // Out of range rows and components are refused.
        picker.selectRow(30, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 5, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 20)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        #expect(model.selections.isEmpty)
    }

    @Test func reloadingAsksTheDataSourceAgainAndKeepsTheSelectionInRange() {
        let model = Model()
        model.rows = [30]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        picker.selectRow(25, inComponent: 0, animated: false)
        model.rows = [10]
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        model.rows = [0, 4]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func aFlingGlidesAndLandsOnARowThenReportsItOnce() {
        let model = Model()
        model.rows = [100]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        let wheel = picker.wheels[0]
        // Fling upwards: the content moves on and comes to rest with a row exactly centred.
        drag(window, from: CGPoint(x: 160, y: 250), by: -120, steps: 6)
        #expect(model.selections.isEmpty)
        #expect(wheel.isDecelerating)
        settle()
        #expect(!wheel.isDecelerating)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 4)
        #expect(close(wheel.contentOffset.y, CGFloat(row) * 32 - 92))
        #expect(model.selections == ["0:\(row)"])
    }

    @Test func aSlowDragSnapsToTheNearestRow() {
        let model = Model()
        model.rows = [100]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        // 10 points of slop, then 70 points: 2.19 rows → rests on row 2.
        drag(window, from: CGPoint(x: 160, y: 250), by: -80, hold: 0.3)
        settle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(close(picker.wheels[0].contentOffset.y, 2 * 32 - 92))
        #expect(model.selections == ["0:2"])
        // Dragging past the first row springs back to it.
        drag(window, from: CGPoint(x: 160, y: 150), by: 200, hold: 0.3)
        settle()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(model.selections == ["0:2", "0:0"])
    }

    @Test func tappingARowTurnsItToTheCentre() {
        let model = Model()
        model.rows = [20]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        // Row 2 (64 points of arc below the centre) shows at 108 + 108 · sin(64 / 108) ≈ 168 in the picker.
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 160, y: 100 + 168), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: 160, y: 100 + 168), timestamp: t + 0.05))
        settle(60)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["0:2"])
    }

    @Test func theBandIsGreyAndRoundedAndTheSelectedTitleIsDark() throws {
        let model = Model()
        model.rows = [20]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        picker.selectRow(3, inComponent: 0, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        // Inside the band near its left end (no text there): tertiarySystemFill over white ≈ 239.
        let band = rgba(image, 14, 100 + 108)
        #expect(close(band, [239, 239, 240, 255], 3))
        // Its corner is rounded: the very corner pixel is white.
        #expect(rgba(image, 8, 100 + 92) == [255, 255, 255, 255])
        // Above the band, white.
        #expect(rgba(image, 14, 100 + 80) == [255, 255, 255, 255])
        // The centred title is drawn dark inside the band; the ones above are lighter.
        func darkest(_ y0: Int, _ y1: Int) -> Int {
            var lowest = 255
            for y in y0..<y1 { for x in 100..<220 { lowest = min(lowest, rgba(image, x, y)[0]) } }
            return lowest
        }
        #expect(darkest(100 + 94, 100 + 122) < 60)
        #expect(darkest(100 + 55, 100 + 85) > 90)
        writeDebugImage(image, named: "picker-test")
    }

    @Test func badSizesAndCountsFromTheDelegateFallBackToTheDefaults() {
        let model = Model()
        model.rows = [10, 10]
        model.widths = [.nan, -4]
        model.rowHeight = .infinity
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
        model.rows = [-3]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test func eachWheelIsAnAdjustableElementForVoiceOver() {
        let model = Model()
        model.rows = [10, 10]
        let (window, picker) = scene(model)
        defer { window.isHidden = true }
        picker.selectRow(4, inComponent: 1, animated: false)
        let wheel = picker.wheels[1]
        #expect(wheel.isAccessibilityElement)
        #expect(wheel.accessibilityTraits.contains(.adjustable))
        #expect(wheel.accessibilityValue == "Row 4")
        wheel.accessibilityIncrement()
        settle(30)
        #expect(picker.selectedRow(inComponent: 1) == 5)
        #expect(wheel.accessibilityValue == "Row 5")
        #expect(model.selections == ["1:5"])
        wheel.accessibilityDecrement()
        settle(30)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        #expect(model.selections == ["1:5", "1:4"])
    }
}
