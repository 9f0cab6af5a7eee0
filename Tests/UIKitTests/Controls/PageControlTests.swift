import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UIPageControl: pages and clamping, taps and scrubbing, looks, accessibility and appearance.
@MainActor @Suite struct PageControlTests {
    init() { LogCapture.install() }

    /// A 240×26 control with five pages at (50, 50) in a shown window.
    private func makeControl(pages: Int = 5) -> (UIPageControl, TouchStage) {
        let stage = TouchStage()
        let control = UIPageControl(frame: CGRect(x: 50, y: 50, width: 240, height: 26))
        control.numberOfPages = pages
        stage.window.addSubview(control)
        return (control, stage)
    }

    /// The centre of a page's dot in window coordinates.
    private func dot(_ page: Int, of control: UIPageControl) -> CGPoint {
        let frame = control.indicatorFrames()[page]
        return CGPoint(x: 50 + frame.midX, y: 50 + frame.midY)
    }

    @Test func pagesAndTheCurrentPageAreClamped() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -4
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test func sizeFitsTheDots() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 5 * 7 + 4 * 9 + 20, height: 26))
        #expect(control.size(forNumberOfPages: 0).width == 0)
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
        control.preferredIndicatorImage = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 10)).image { _ in }
        #expect(close(control.size(forNumberOfPages: 2).width, 12 * 2 + 9 + 20))
    }

    @Test func tapsBeforeOrAfterTheCurrentDotMoveOnePage() {
        let (control, stage) = makeControl()
        control.currentPage = 2
        let tape = EventTape(control) { "\(control.currentPage)" }
        stage.tap(CGPoint(x: 280, y: 63))   // far right: one page forward, not to the end
        #expect(control.currentPage == 3)
        #expect(tape.entries == ["touchDown", "valueChanged", "touchUpInside"])
        stage.tap(CGPoint(x: 60, y: 63))
        stage.tap(CGPoint(x: 60, y: 63))
        #expect(control.currentPage == 1)
        stage.tap(dot(0, of: control))   // still before the current dot
        stage.tap(CGPoint(x: 60, y: 63))   // at the first page: no change
        #expect(tape.values == ["3", "2", "1", "0"])
    }

    @Test func scrubbingFollowsTheFinger() {
        let (control, stage) = makeControl()
        let tape = EventTape(control) { "\(control.currentPage)" }
        stage.down(dot(0, of: control))
        #expect(control.interactionState == .discrete)
        stage.move(dot(1, of: control))
        #expect(control.interactionState == .continuous)
        stage.move(dot(3, of: control))
        stage.move(CGPoint(x: 400, y: 63))
        #expect(control.currentPage == 4)
        stage.up(CGPoint(x: 400, y: 63))
        #expect(control.interactionState == .none)
        #expect(tape.values == ["1", "3", "4"])   // no extra step when the finger lifts
        control.allowsContinuousInteraction = false
        stage.drag(dot(4, of: control), dot(1, of: control))
        #expect(control.currentPage == 3)   // only the tap's step back
    }

    @Test func aHiddenSinglePageTakesNoTouches() {
        let (control, stage) = makeControl(pages: 1)
        control.hidesForSinglePage = true
        let tape = EventTape(control)
        stage.tap(CGPoint(x: 280, y: 63))
        #expect(tape.count("valueChanged") == 0)
        #expect(inkRows(control.snapshotImage(scale: 1)).isEmpty)
        control.hidesForSinglePage = false
        #expect(!inkRows(control.snapshotImage(scale: 1)).isEmpty)
    }

    @Test func dotsUseTheLabelColoursOrTheTints() {
        let (control, stage) = makeControl()
        control.currentPage = 1
        let c0 = control.indicatorFrames()[0], c1 = control.indicatorFrames()[1]
        var image = control.snapshotImage(scale: 2)
        #expect(close(rgba(image, Int(c1.midX * 2), Int(c1.midY * 2)), [0, 0, 0, 255], 3))
        #expect(close(rgba(image, Int(c0.midX * 2), Int(c0.midY * 2)), [60, 60, 67, 77], 3))
        #expect(rgba(image, Int(c0.maxX * 2 + 6), Int(c0.midY * 2))[3] == 0)   // no capsule
        control.currentPageIndicatorTintColor = .systemBlue
        control.pageIndicatorTintColor = .systemRed
        control.backgroundStyle = .prominent
        control.overrideUserInterfaceStyle = .dark
        image = control.snapshotImage(scale: 2)
        #expect(close(rgba(image, Int(c1.midX * 2), Int(c1.midY * 2)), [10, 132, 255, 255], 3))
        #expect(close(rgba(image, Int(c0.midX * 2), Int(c0.midY * 2)), [255, 69, 58, 255], 3))
        #expect(close(rgba(image, Int(c0.maxX * 2 + 6), Int(c0.midY * 2)), [120, 120, 128, 92], 3))   // the capsule
        stage.down(dot(3, of: control))
        control.backgroundStyle = .automatic
        #expect(control.showsCapsule)   // while touched
        stage.up(dot(3, of: control))
        #expect(!control.showsCapsule)
    }

    @Test func indicatorImagesReplaceTheDots() {
        let (control, _) = makeControl(pages: 3)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        }
        control.setIndicatorImage(square, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) === square)
        #expect(control.indicatorImage(forPage: 1) == nil)
        let frame = control.indicatorFrames()[2]
        #expect(frame.size == CGSize(width: 9, height: 9))
        let image = control.snapshotImage(scale: 1)
        #expect(rgba(image, Int(frame.minX) + 1, Int(frame.minY) + 1)[3] > 60)   // a square corner, not a dot's
        control.setCurrentPageIndicatorImage(square.withTintColor(.green), forPage: 0)
        #expect(control.currentPageIndicatorImage(forPage: 0) != nil)
    }

    @Test func rightToLeftMirrorsTheRowAndTheTaps() {
        let (control, stage) = makeControl()
        control.semanticContentAttribute = .forceRightToLeft
        let frames = control.indicatorFrames()
        #expect(frames[0].minX > frames[4].minX)
        stage.tap(CGPoint(x: 60, y: 63))   // the left is forward
        #expect(control.currentPage == 1)
    }

    @Test func accessibilityAdjustsThePage() {
        let (control, stage) = makeControl()
        control.currentPage = 1
        let tape = EventTape(control)
        #expect(control.accessibilityValue == "page 2 of 5")
        #expect(control.accessibilityTraits == .adjustable)
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        #expect(control.currentPage == 3)
        control.accessibilityDecrement()
        #expect(stage.window.accessibilityTreeDescription() == "[adjustable] value: \"page 3 of 5\" frame: (50, 50, 240, 26)")
        #expect(tape.count("valueChanged") == 3)
    }

    @Test func indicatorColourAppearanceReachesControlsUnlessSetInCode() {
        withCleanAppearance {
            UIPageControl.appearance().pageIndicatorTintColor = .systemGray2
            UIPageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
            let plain = UIPageControl(), explicit = UIPageControl()
            explicit.currentPageIndicatorTintColor = .systemMint
            let window = appearanceWindow()
            window.addSubview(plain)
            window.addSubview(explicit)
            #expect(plain.pageIndicatorTintColor == .systemGray2)
            #expect(plain.currentPageIndicatorTintColor == .systemIndigo)
            #expect(explicit.currentPageIndicatorTintColor == .systemMint)
            #expect(explicit.pageIndicatorTintColor == .systemGray2)
            #expect(AppearanceSchema.property(named: "currentPageIndicatorTintColor", of: UIPageControl.self) != nil)
        }
    }
}
