import Testing
import TesseraTesting
import UIKit

/// UISwitch, UISlider and UIProgressView driven through the window.
@MainActor @Suite struct ValueControlTests {
    init() { LogCapture.install() }

    private func window(_ view: UIView, at origin: CGPoint = CGPoint(x: 100, y: 100)) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        view.frame.origin = origin
        window.addSubview(view)
        return window
    }

    private var now: TimeInterval { CACurrentMediaTime() + 1 }

    // MARK: UISwitch

    @Test func switchHasIOSFixedSize() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test func tapTogglesAndSendsValueChangedOnce() {
        let toggle = UISwitch()
        let window = window(toggle)
        let log = ControlEventLog()
        log.watch(toggle)
        window.send(TouchInput.tap(at: CGPoint(x: 125, y: 115), timestamp: now))
        #expect(toggle.isOn)
        #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside"])
        window.send(TouchInput.tap(at: CGPoint(x: 125, y: 115), timestamp: now + 1))
        #expect(!toggle.isOn)
        #expect(toggle.accessibilityValue == "0")
    }

    @Test func dragDecidesBySideNotByToggling() {
        let toggle = UISwitch()
        let window = window(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // Dragging from the off thumb to the right turns it on.
        window.send(TouchInput.drag(from: CGPoint(x: 115, y: 115), to: CGPoint(x: 150, y: 115), steps: 4, timestamp: now))
        #expect(toggle.isOn && changes == 1)
        // Dragging right again keeps it on: no event.
        window.send(TouchInput.drag(from: CGPoint(x: 115, y: 115), to: CGPoint(x: 150, y: 115), steps: 4, timestamp: now + 1))
        #expect(toggle.isOn && changes == 1)
    }

    @Test func setOnAnimatesTheThumbAndSendsNothing() {
        let toggle = UISwitch()
        _ = window(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        func isWhite(_ x: Int) -> Bool { close(rgba(toggle.snapshotImage(scale: 1), x, 15), [255, 255, 255, 255], 6) }
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(isWhite(6) && !isWhite(44), "the thumb starts on the left")
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(!isWhite(6) && !isWhite(44), "part way")
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(!isWhite(6) && isWhite(44), "the thumb ends on the right")
        #expect(changes == 0)
    }

    @Test func switchDrawsOnTintAndWhiteThumb() {
        let toggle = UISwitch()
        toggle.onTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        toggle.isOn = true
        let image = toggle.snapshotImage(scale: 1)
        #expect(close(rgba(image, 6, 15), [255, 0, 0, 255], 4), "track on the left is the on tint")
        #expect(close(rgba(image, 36, 15), [255, 255, 255, 255], 4), "thumb on the right is white")
        toggle.isOn = false
        let off = toggle.snapshotImage(scale: 1)
        #expect(rgba(off, 44, 15)[0] < 250 && rgba(off, 44, 15)[3] > 0, "off track is grey")
        #expect(close(rgba(off, 15, 15), [255, 255, 255, 255], 4), "thumb on the left")
    }

    @Test func switchAppearanceReachesSwitches() {
        withCleanAppearance {
            UISwitch.appearance().onTintColor = .systemPurple
            UISwitch.appearance().thumbTintColor = .systemYellow
            let window = appearanceWindow()
            let styled = UISwitch()
            let explicit = UISwitch()
            explicit.onTintColor = .systemRed
            window.addSubview(styled)
            window.addSubview(explicit)
            #expect(styled.onTintColor == .systemPurple)
            #expect(styled.thumbTintColor == .systemYellow)
            #expect(explicit.onTintColor == .systemRed)
        }
    }

    // MARK: UISlider

    private func slider() -> UISlider {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.minimumValue = -10
        slider.maximumValue = 10
        return slider
    }

    @Test func sliderClampsValuesAndRanges() {
        let slider = slider()
        slider.value = 50
        #expect(slider.value == 10)
        slider.value = -50
        #expect(slider.value == -10)
        slider.value = .nan
        #expect(slider.value == -10)
        slider.value = 5
        slider.maximumValue = 2
        #expect(slider.value == 2)
        slider.minimumValue = 4
        #expect(slider.maximumValue == 4 && slider.value == 4)
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func draggingTheThumbMovesTheValueContinuously() {
        let slider = slider()
        slider.value = 0
        let window = window(slider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(close(thumb.midX, 114))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        // The track is 228 wide and the thumb 28: 200 points of travel for 20 units, so 50 points is 5.
        window.send(TouchInput.drag(from: CGPoint(x: 214, y: 115), to: CGPoint(x: 264, y: 115), steps: 5, timestamp: now))
        #expect(values.count == 5)
        #expect(abs(slider.value - 5) < 0.01)
        #expect(!slider.isHighlighted)
    }

    @Test func nonContinuousSliderSendsOnceAtTheEnd() {
        let slider = slider()
        slider.isContinuous = false
        let window = window(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        window.send(TouchInput.drag(from: CGPoint(x: 214, y: 115), to: CGPoint(x: 500, y: 115), steps: 5, timestamp: now))
        #expect(values == [10])
    }

    @Test func touchOffTheThumbDoesNotMoveIt() {
        let slider = slider()
        let window = window(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let t = now
        window.send([TouchInput(phase: .down, location: CGPoint(x: 310, y: 115), timestamp: t),
                     TouchInput(phase: .move, location: CGPoint(x: 320, y: 115), timestamp: t + 0.1)])
        #expect(!slider.isHighlighted && !slider.isTracking)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 320, y: 115), timestamp: t + 0.2))
        #expect(slider.value == 0 && changes == 0)
    }

    @Test func sliderAccessibilityIsAdjustableByTenths() {
        let slider = slider()
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 2 && slider.accessibilityValue == "60%" && changes == 1)
        slider.value = 10
        slider.accessibilityIncrement()
        #expect(changes == 1, "no change at the maximum, no event")
        slider.accessibilityDecrement()
        #expect(slider.value == 8)
    }

    @Test func sliderImagesFallBackToNormalAndComeThroughTheProxy() {
        let thumb = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 40)).image { _ in }
        let pressed = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 40)).image { _ in }
        withCleanAppearance {
            UISlider.appearance().setThumbImage(thumb, for: .normal)
            UISlider.appearance().setThumbImage(pressed, for: .highlighted)
            #expect(UISlider.appearance().thumbImage(for: .normal) === thumb)
            let window = appearanceWindow()
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(slider)
            #expect(slider.currentThumbImage === thumb)
            #expect(slider.thumbImage(for: .disabled) === thumb)
            slider.isHighlighted = true
            #expect(slider.currentThumbImage === pressed)
            #expect(slider.intrinsicContentSize.height == 40)
            let rect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
            #expect(rect.size == CGSize(width: 20, height: 40) && rect.maxX == 200)
        }
    }

    @Test func valueImagesShortenTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
        slider.maximumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 24 && track.maxX == 168)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 7.5, width: 16, height: 16))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds).minX == 176)
    }

    @Test func sliderDrawsTintUpToTheThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumTrackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        slider.maximumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        slider.value = 0.5
        let image = slider.snapshotImage(scale: 1)
        #expect(close(rgba(image, 40, 15), [0, 0, 255, 255], 4))
        #expect(close(rgba(image, 160, 15), [255, 0, 0, 255], 4))
        #expect(close(rgba(image, 100, 15), [255, 255, 255, 255], 4), "the white thumb in the middle")
    }

    // MARK: UIProgressView

    @Test func progressClampsAndAnimates() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize.height == 4)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        #expect(progress.accessibilityValue == "0%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
        _ = window(progress)
        progress.setProgress(0.5, animated: true)
        #expect(progress.progress == 0.5)
        #expect(progress.accessibilityValue == "50%")
    }

    @Test func progressFillsFromTheLeadingEnd() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        progress.progressTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        progress.trackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        progress.progress = 0.25
        let image = progress.snapshotImage(scale: 1)
        #expect(close(rgba(image, 12, 2), [0, 255, 0, 255], 4))
        #expect(close(rgba(image, 60, 2), [0, 0, 255, 255], 4))
        progress.semanticContentAttribute = .forceRightToLeft
        let rtl = progress.snapshotImage(scale: 1)
        #expect(close(rgba(rtl, 88, 2), [0, 255, 0, 255], 4))
    }

    @Test func progressSubclassDrawingReplacesTheBar() {
        final class Capsule: UIProgressView {
            override func draw(_ rect: CGRect) {
                UIColor(red: 1, green: 0, blue: 1, alpha: 1).setFill()
                UIBezierPath(rect: bounds).fill()
            }
        }
        let capsule = Capsule(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        capsule.progress = 0.9
        #expect(close(rgba(capsule.snapshotImage(scale: 1), 5, 5), [255, 0, 255, 255]))
    }

    @Test func progressImagesComeThroughTheProxy() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { _ in }
        withCleanAppearance {
            UIProgressView.appearance().trackImage = image
            UIProgressView.appearance().progressTintColor = .systemPink
            let window = appearanceWindow()
            let progress = UIProgressView(progressViewStyle: .default)
            window.addSubview(progress)
            #expect(progress.trackImage === image)
            #expect(progress.progressTintColor == .systemPink)
            #expect(progress.intrinsicContentSize.height == 9)
        }
    }
}
