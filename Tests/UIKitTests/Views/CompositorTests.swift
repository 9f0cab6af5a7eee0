import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// A view that draws a filled circle and counts its draws.
@MainActor
final class CircleView: UIView {
    var draws = 0
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// Retained rendering: backing stores only for views that draw, redraws only when marked, and frames
/// that repaint only the damaged region.
@MainActor @Suite struct CompositorTests {
    private func shownWindow(_ size: CGSize = CGSize(width: 200, height: 200)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return window
    }

    @Test func onlyViewsThatDrawGetABackingStore() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = .blue
        let circle = CircleView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(plain)
        window.addSubview(circle)
        UIApplication.shared.advanceFrame()
        #expect(plain.layer.backingStore == nil)
        #expect(window.layer.backingStore == nil)
        let store = try! #require(circle.layer.backingStore)
        #expect(store.scale == window.screen.scale && store.size == CGSize(width: 50, height: 50))
        #expect(circle.draws == 1)
    }

    @Test func redrawsHappenOnlyWhenMarked() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let a = CircleView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = CircleView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        UIApplication.shared.advanceFrame()
        UIApplication.shared.advanceFrame()
        #expect(a.draws == 1 && b.draws == 1)
        a.setNeedsDisplay()
        a.setNeedsDisplay()
        UIApplication.shared.advanceFrame()
        #expect(a.draws == 2 && b.draws == 1)
        // Moving does not redraw; resizing redraws only with .redraw.
        b.center.x += 10
        b.bounds.size = CGSize(width: 60, height: 60)
        UIApplication.shared.advanceFrame()
        #expect(b.draws == 1)
        b.contentMode = .redraw
        b.bounds.size = CGSize(width: 40, height: 40)
        UIApplication.shared.advanceFrame()
        #expect(b.draws == 2)
    }

    @Test func aBackgroundChangeDamagesOnlyThatView() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let tile = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        tile.backgroundColor = .red
        window.addSubview(tile)
        window.addSubview(UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)))
        UIApplication.shared.advanceFrame()
        #expect(window.compositor?.lastFrame.damage == [window.bounds])
        UIApplication.shared.advanceFrame()
        #expect(window.compositor?.lastFrame.damage == [])
        tile.backgroundColor = .blue
        UIApplication.shared.advanceFrame()
        #expect(window.compositor?.lastFrame.damage == [CGRect(x: 20, y: 30, width: 40, height: 50)])
        let shot = UIScreen.main.snapshotImage()
        let scale = Int(UIScreen.main.scale)
        #expect(close(rgba(shot, 30 * scale, 40 * scale), [0, 0, 255, 255]))
        #expect(close(rgba(shot, 10 * scale, 10 * scale), [255, 255, 255, 255]))
    }

    @Test func movingAndRemovingDamageOldAndNewPlaces() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tile.backgroundColor = .red
        window.addSubview(tile)
        UIApplication.shared.advanceFrame()
        tile.center = CGPoint(x: 105, y: 5)
        UIApplication.shared.advanceFrame()
        let damage = window.compositor!.lastFrame.damage
        #expect(damage.contains(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(damage.contains(CGRect(x: 100, y: 0, width: 10, height: 10)))
        tile.removeFromSuperview()
        UIApplication.shared.advanceFrame()
        #expect(window.compositor!.lastFrame.damage == [CGRect(x: 100, y: 0, width: 10, height: 10)])
        let shot = window.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 105, 5), [255, 255, 255, 255]))
    }

    @Test func groupsAndTheirShadowsMatchAFullRender() throws {
        // Groups are bounded by the layer's measured area while compositing: faded subtrees and shadows
        // without a path (drawn from the group) must come out as a full render draws them.
        let window = shownWindow()
        defer { window.isHidden = true }
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 50))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        card.layer.shadowOpacity = 0.8
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 6, height: 12)
        let inner = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 40))
        inner.backgroundColor = .systemOrange
        card.addSubview(inner)
        window.addSubview(card)
        let faded = UIView(frame: CGRect(x: 120, y: 120, width: 50, height: 50))
        faded.backgroundColor = .systemGreen
        faded.alpha = 0.5
        faded.addSubview(UIView(frame: CGRect(x: 25, y: 25, width: 40, height: 40)))
        faded.subviews[0].backgroundColor = .systemRed
        window.addSubview(faded)
        UIApplication.shared.advanceFrame()
        let composited = window.compositor!.image()!
        let full = window.snapshotImage().cgImage!
        let difference = try #require(ImageDifference(composited, full))
        #expect(difference.maximumChannelDifference <= 2, "\(difference)")
        // The shadow falls below the card.
        let shadow = composited.pixel(x: Int(60 * window.screen.scale), y: Int(100 * window.screen.scale))!
        #expect(shadow.red < 200)
    }

    @Test func incrementalFramesMatchAFullRender() throws {
        let window = shownWindow()
        defer { window.isHidden = true }
        var tiles: [UIView] = []
        for i in 0..<20 {
            let tile = CircleView(frame: CGRect(x: CGFloat(i % 5) * 40, y: CGFloat(i / 5) * 40, width: 36, height: 36))
            tile.backgroundColor = .systemGray5
            window.addSubview(tile)
            tiles.append(tile)
        }
        UIApplication.shared.advanceFrame()
        tiles[3].backgroundColor = .systemYellow
        tiles[7].alpha = 0.5
        tiles[11].center.x += 7
        (tiles[12] as! CircleView).color = .blue
        tiles[12].setNeedsDisplay()
        tiles[15].removeFromSuperview()
        tiles[16].layer.cornerRadius = 8
        UIApplication.shared.advanceFrame()
        let incremental = window.compositor!.image()!
        let full = window.snapshotImage().cgImage!
        let difference = try #require(ImageDifference(incremental, full))
        #expect(difference.maximumChannelDifference <= 2, "\(difference)")
    }

    @Test func hiddenWindowsAreNotComposited() {
        let window = shownWindow()
        window.isHidden = true
        UIApplication.shared.advanceFrame()
        #expect(!UIApplication.shared.windows.contains { $0 === window })
    }

    @Test func traitChangesReresolveDynamicBackgrounds() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        #expect(view.layer.backgroundColor?.components == [1, 1, 1, 1])
        screen.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.layer.backgroundColor?.components == [0, 0, 0, 1])
    }
}
