import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// Layers that store content on reuse: redrawn content goes straight into the next frame, and into a
/// backing store only when a later frame composites it again unchanged.
@MainActor @Suite struct StoresContentOnReuseTests {
    /// A white window with a circle view that stores content on reuse; an opaque view's drawing is
    /// filled first (black: it has no background colour), as its backing store would be.
    private func shownWindow(opaque: Bool = false) -> (UIWindow, CircleView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let circle = CircleView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        circle.isOpaque = opaque
        circle.layer.storesContentOnReuse = true
        window.addSubview(circle)
        return (window, circle)
    }

    /// The compositor's frame against a full render of the same tree.
    private func expectFrameMatchesFullRender(_ window: UIWindow) throws {
        let frame = try #require(window.compositor?.image())
        let full = try #require(window.snapshotImage().cgImage)
        let difference = try #require(ImageDifference(frame, full))
        #expect(difference.maximumChannelDifference <= 2, "\(difference)")
    }

    @Test func redrawnContentGoesIntoTheFrameAndIsStoredWhenShownAgain() throws {
        let (window, circle) = shownWindow()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == 1)
        #expect(circle.layer.backingStore == nil, "the first frame draws the circle into itself")
        try expectFrameMatchesFullRender(window)
        let scale = window.screen.scale
        let centre = try #require(window.compositor?.image()?.pixel(x: Int(50 * scale), y: Int(50 * scale)))
        #expect(centre.red > 250 && centre.green < 5 && centre.alpha == 255)

        // Composited again, unchanged (it moved): drawn once more, into a backing store. (Each full
        // render the frames are compared with draws the circle too: counts are taken before them.)
        var drawn = circle.draws
        circle.center.x += 30
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == drawn + 1)
        let store = try #require(circle.layer.backingStore)
        #expect(store.size == CGSize(width: 60, height: 60))
        try expectFrameMatchesFullRender(window)

        // From then on the store is blended, nothing drawn.
        drawn = circle.draws
        circle.center.y += 30
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == drawn)
        #expect(circle.layer.backingStore === store)
        try expectFrameMatchesFullRender(window)
    }

    @Test func aRedrawSetsTheStoreAsideAndReusesItsMemory() throws {
        let (window, circle) = shownWindow(opaque: true)
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        circle.center.x += 10
        UIApplication.shared.advanceFrame()
        let memory = try #require(circle.layer.backingStore?.context)

        circle.color = .blue
        circle.setNeedsDisplay()
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == 3)
        #expect(circle.layer.backingStore == nil, "the new content went into the frame")
        #expect(circle.layer.contents == nil, "the old drawing is not the layer's contents any more")
        try expectFrameMatchesFullRender(window)
        let scale = window.screen.scale
        let centre = try #require(window.compositor?.image()?.pixel(x: Int(60 * scale), y: Int(50 * scale)))
        #expect(centre.blue > 250 && centre.red < 5, "the frame shows the new colour")
        let corner = try #require(window.compositor?.image()?.pixel(x: Int(32 * scale), y: Int(22 * scale)))
        #expect(corner.red < 5 && corner.blue < 5 && corner.alpha == 255, "an opaque view is filled under its drawing")

        let drawn = circle.draws
        circle.center.x += 10
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == drawn + 1)
        #expect(circle.layer.backingStore?.context === memory, "stored again in the same memory")
        try expectFrameMatchesFullRender(window)
    }

    @Test func snapshotsDoNotCountAsFrames() throws {
        let (window, circle) = shownWindow()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        _ = window.snapshotImage()
        _ = window.snapshotImage()
        #expect(circle.draws == 3, "each snapshot draws the content itself")
        #expect(circle.layer.backingStore == nil, "a snapshot does not store it")
        circle.center.x += 10
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == 4)
        #expect(circle.layer.backingStore != nil)
    }

    @Test func turningItOffRedrawsIntoABackingStore() throws {
        let (window, circle) = shownWindow()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        #expect(circle.layer.backingStore == nil)
        circle.layer.storesContentOnReuse = false
        UIApplication.shared.advanceFrame()
        #expect(circle.draws == 2)
        #expect(circle.layer.backingStore != nil)
        #expect(!circle.layer.drawsWhileCompositing)
        try expectFrameMatchesFullRender(window)
    }
}
