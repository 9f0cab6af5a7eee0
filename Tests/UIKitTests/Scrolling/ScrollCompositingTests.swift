import Testing
@testable import UIKit
@testable import QuartzCore

/// Scrolling by moving pixels: a scroll step repaints only the strip that came into view (and what
/// changed), and what the screen shows is always exactly, byte for byte, what a full repaint would show.
@MainActor @Suite struct ScrollCompositingTests {
    /// A window at scale `scale` with an opaque scroll view of text rows, and an overlay bar above it.
    private func scene(scale: CGFloat = 2) -> (UIWindow, UIScrollView, overlay: UIView) {
        let window = keyWindow(.iPhone, scale: scale)
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        scroll.backgroundColor = .white
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: window.bounds.width, height: 4000)
        // Indicators fade on the clock, which these frames do not move: the model would not match the screen.
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        for row in 0..<90 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 44 + 12, width: 300, height: 20))
            label.text = "Row \(row): the quick brown fox"
            scroll.addSubview(label)
            let swatch = UIView(frame: CGRect(x: 330, y: CGFloat(row) * 44 + 8, width: 28, height: 28))
            swatch.backgroundColor = UIColor(hue: CGFloat(row % 12) / 12, saturation: 0.7, brightness: 0.9, alpha: 1)
            swatch.layer.cornerRadius = 6
            scroll.addSubview(swatch)
        }
        window.addSubview(scroll)
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 90))
        overlay.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        window.addSubview(overlay)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scroll, overlay)
    }

    /// Whether the window's bitmap after the frame the app makes now equals, byte for byte, a full
    /// repaint of its tree by a new compositor (the same renderer, nothing kept from earlier frames).
    /// The window's own compositor then carries on, so its ring and samples stay as the frames left them.
    private func screenMatchesFullRepaint(_ window: UIWindow) -> Bool {
        UIApplication.shared.advanceFrame(by: 0)
        guard let kept = window.compositor, let shown = kept.image() else { return false }
        window.compositor = nil
        window.layer.setNeedsComposite()
        UIApplication.shared.advanceFrame(by: 0)
        let full = window.compositor?.image()
        window.compositor = kept
        guard let full, shown.width == full.width, shown.height == full.height else { return false }
        let mismatch = shown.withNativePixels { a, strideA in
            full.withNativePixels { b, strideB -> (Int, Int)? in
                for y in 0..<shown.height {
                    for x in 0..<shown.width * 4 where a[y * strideA + x] != b[y * strideB + x] {
                        return (x / 4, y)
                    }
                }
                return nil
            }
        }
        if let (x, y) = mismatch {
            Issue.record("pixel (\(x), \(y)) is \(shown.pixel(x: x, y: y)!) on screen but \(full.pixel(x: x, y: y)!) repainted")
        }
        return mismatch == nil
    }

    private func area(_ rects: [CGRect]) -> CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test func aScrollStepRepaintsOnlyTheStripThatCameIntoView() throws {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.isHidden = true
        UIApplication.shared.advanceFrame(by: 0)
        scroll.contentOffset.y = 10
        UIApplication.shared.advanceFrame(by: 0)
        let frame = try #require(window.compositor?.lastFrame)
        #expect(frame.moved == [window.bounds], "the whole scroll view's pixels move")
        // The 10-point strip at the bottom.
        #expect(frame.damage.contains { $0.minY == window.bounds.height - 10 && $0.height == 10 && $0.width == window.bounds.width })
        #expect(area(frame.damage) < area([window.bounds]) * 0.1)
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func layersAboveTheScrolledOneAreRepaintedWhereTheyAreAndWhereTheirPixelsWent() throws {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        scroll.contentOffset.y = 30
        UIApplication.shared.advanceFrame(by: 0)
        let frame = try #require(window.compositor?.lastFrame)
        #expect(!frame.moved.isEmpty)
        // The translucent bar is repainted over the content that moved under it, and where its tint was carried.
        #expect(frame.damage.contains { $0.contains(CGRect(x: 0, y: 0, width: window.bounds.width, height: 90)) })
        #expect(screenMatchesFullRepaint(window))
        overlay.frame.origin.y = 200
        scroll.contentOffset.y = 70
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func aVerticalScrollAsWideAsTheWindowTurnsTheRingInsteadOfMovingPixels() throws {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.isHidden = true
        UIApplication.shared.advanceFrame(by: 0)
        let ring = try #require(window.compositor?.ring, "the window's bitmap is a ring on Linux")
        let before = ring.firstRow
        scroll.contentOffset.y = 10
        UIApplication.shared.advanceFrame(by: 0)
        #expect((ring.firstRow - before + ring.ringRows) % ring.ringRows == 20, "10 points at 2× turn the ring by 20 rows")
        #expect(window.compositor?.lastFrame.moved == [window.bounds])
        #expect(screenMatchesFullRepaint(window))
        scroll.contentOffset.y = 4
        UIApplication.shared.advanceFrame(by: 0)
        #expect((ring.firstRow - before + ring.ringRows) % ring.ringRows == 8, "back up by 6 points: 12 rows")
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func underAFixedHeaderTheRingTurnsAndTheHeaderIsRepainted() throws {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.backgroundColor = .systemBlue
        scroll.frame = CGRect(x: 0, y: 90, width: window.bounds.width, height: window.bounds.height - 90)
        UIApplication.shared.advanceFrame(by: 0)
        let ring = try #require(window.compositor?.ring)
        let before = ring.firstRow
        scroll.contentOffset.y = 25
        UIApplication.shared.advanceFrame(by: 0)
        #expect(ring.firstRow != before)
        let frame = try #require(window.compositor?.lastFrame)
        #expect(frame.damage.contains { $0.contains(CGRect(x: 0, y: 0, width: window.bounds.width, height: 90)) }, "the header turned with the ring")
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func aScrollNarrowerThanTheWindowOrBetweenTwoBarsCopiesPixels() throws {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.isHidden = true
        scroll.frame = CGRect(x: 20, y: 0, width: window.bounds.width - 40, height: window.bounds.height)
        UIApplication.shared.advanceFrame(by: 0)
        let ring = try #require(window.compositor?.ring)
        let before = ring.firstRow
        scroll.contentOffset.y = 30
        UIApplication.shared.advanceFrame(by: 0)
        #expect(ring.firstRow == before)
        #expect(window.compositor?.lastFrame.moved == [scroll.frame])
        #expect(screenMatchesFullRepaint(window))
        // As wide as the window, between a navigation bar and a tab bar: too many rows would need
        // repainting after a turn, so the pixels are copied.
        scroll.frame = CGRect(x: 0, y: 90, width: window.bounds.width, height: window.bounds.height - 90 - 83)
        UIApplication.shared.advanceFrame(by: 0)
        scroll.contentOffset.y = 60
        UIApplication.shared.advanceFrame(by: 0)
        #expect(ring.firstRow == before)
        #expect(window.compositor?.lastFrame.moved == [scroll.frame])
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func fractionalScrollsAndTranslucentScrollViewsRepaint() throws {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        scroll.contentOffset.y = 10.25
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.moved == [], "a quarter point is half a pixel at 2×: repainted")
        #expect(screenMatchesFullRepaint(window))
        scroll.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        UIApplication.shared.advanceFrame(by: 0)
        scroll.contentOffset.y = 40
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.moved == [], "what shows through a translucent scroll view stays put")
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func aHiddenScrollViewMovesNothing() {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.isHidden = true
        let below = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 80))
        below.backgroundColor = .systemPurple
        window.insertSubview(below, at: 0)
        scroll.isHidden = true
        UIApplication.shared.advanceFrame(by: 0)
        scroll.contentOffset.y = 20
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.moved == [])
        #expect(screenMatchesFullRepaint(window))
    }

    @Test func aScaledSublayerSpaceRepaints() {
        let (window, scroll, overlay) = scene()
        defer { window.isHidden = true }
        overlay.isHidden = true
        scroll.layer.sublayerTransform = CATransform3DMakeScale(1.5, 1.5, 1)
        UIApplication.shared.advanceFrame(by: 0)
        scroll.contentOffset.y = 20
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.moved == [], "content moves 1.5 points per point scrolled")
        #expect(screenMatchesFullRepaint(window))
    }

    /// Seeded random frames mixing scrolls (whole and fractional, both axes) with changes inside the
    /// content, above it and around it, and the scroll view hidden and shown; after each frame the
    /// screen must equal a full repaint.
    /// With `header`, the scroll view starts 60 points down, so ring turns repaint the rows above it.
    @Test(arguments: [(1.0, false), (2.0, false), (2.0, true), (3.0, false)])
    func randomFramesAlwaysMatchAFullRepaint(scale: CGFloat, header: Bool) {
        let (window, scroll, overlay) = scene(scale: scale)
        defer { window.isHidden = true }
        scroll.contentSize.width = 900
        if header { scroll.frame = CGRect(x: 0, y: 60, width: window.bounds.width, height: window.bounds.height - 60) }
        var generator = SeededGenerator(seed: UInt64(scale * 1000) + (header ? 7 : 0))
        let content = scroll.subviews.filter { !($0 is UIRefreshControl) }
        var added: [UIView] = []
        var moves = 0, turns = 0
        for step in 0..<24 {
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                switch generator.next() % 10 {
                case 0, 1, 2, 3:
                    let dy = CGFloat(Int(generator.next() % 81) - 40)
                    let dx = generator.next() % 4 == 0 ? CGFloat(Int(generator.next() % 21) - 10) : 0
                    var offset = scroll.contentOffset
                    offset.x = min(max(0, offset.x + dx), 900 - scroll.bounds.width)
                    offset.y = min(max(0, offset.y + dy + (generator.next() % 5 == 0 ? 0.5 : 0)), 4000 - scroll.bounds.height)
                    scroll.contentOffset = offset
                case 4:
                    let view = content[Int(generator.next() % UInt64(content.count))]
                    view.backgroundColor = UIColor(white: CGFloat(generator.next() % 100) / 100, alpha: 1)
                case 5:
                    let view = content[Int(generator.next() % UInt64(content.count))]
                    view.frame.origin.y += CGFloat(Int(generator.next() % 41) - 20)
                case 6:
                    let view = UIView(frame: CGRect(x: CGFloat(generator.next() % 300), y: scroll.contentOffset.y + CGFloat(generator.next() % 700),
                                                    width: 40, height: 30))
                    view.backgroundColor = .systemRed
                    scroll.addSubview(view)
                    added.append(view)
                case 7:
                    if let view = added.popLast() { view.removeFromSuperview() }
                case 8:
                    scroll.isHidden = generator.next() % 3 == 0
                default:
                    overlay.frame.origin.y = CGFloat(generator.next() % 600)
                }
            }
            let firstRow = window.compositor?.ring?.firstRow
            UIApplication.shared.advanceFrame(by: 0)
            if window.compositor?.lastFrame.moved.isEmpty == false { moves += 1 }
            if let firstRow, window.compositor?.ring?.firstRow != firstRow { turns += 1 }
            guard screenMatchesFullRepaint(window) else {
                Issue.record("frame \(step) at scale \(scale) differs from a full repaint")
                return
            }
        }
        #expect(moves >= 5, "enough frames moved pixels to test the moves")
        #expect(turns >= 2, "some of those turned the ring")
    }
}
