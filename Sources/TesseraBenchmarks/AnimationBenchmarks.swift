import BenchmarkSupport
import CatalogPages
import UIKit

/// The animation figures: the bookkeeping of many running animations against compositing the same
/// views standing still, and one small animation against a full frame.
@MainActor
enum AnimationBenchmarks {
    /// 1,000 rounded 10-point squares filling a 390 × 844 window (30 to a row, 13 points apart), in each
    /// of `windows`. The windows' squares are made in turn (the first square of each window, then the
    /// second…), so that no window's views lie in memory better than another's: made one window after
    /// the other, where each lands depends on what ran before, and that alone moved the figure by more
    /// than its margin between a run of this figure and a run of them all.
    private static func squares(in windows: [UIWindow]) -> [[UIView]] {
        var made: [[UIView]] = windows.map { _ in [] }
        for i in 0..<1_000 {
            for (w, window) in windows.enumerated() {
                let square = UIView(frame: CGRect(x: CGFloat(i % 30) * 13, y: CGFloat(i / 30) * 25, width: 10, height: 10))
                square.backgroundColor = i % 2 == 0 ? .systemBlue : .systemGreen
                square.layer.cornerRadius = 3
                window.addSubview(square)
                made[w].append(square)
            }
        }
        return made
    }

    private static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        return window
    }

    /// The scene of figure 1: a shown window of 1,000 squares animating position and opacity (slowly
    /// enough to keep moving through every round, every frame moving every square), and a window of the
    /// same squares standing still where the animations show them now.
    private static func manyAnimationsScene() -> (moving: UIWindow, still: UIWindow, views: [UIView]) {
        let moving = makeWindow()
        let still = makeWindow()
        moving.makeKeyAndVisible()
        let made = squares(in: [moving, still])
        let views = made[0]
        UIApplication.shared.advanceFrame(by: 0)
        UIView.animate(withDuration: 1_000, delay: 0, options: [.curveLinear], animations: {
            for view in views {
                view.center.y += 12
                view.alpha = 0.4
            }
        })
        UIApplication.shared.advanceFrame(by: 100)
        still.isHidden = false
        for (view, copy) in zip(views, made[1]) {
            let shown = view.layer.presentation()!
            copy.center = shown.position
            copy.alpha = CGFloat(shown.opacity)
        }
        still.layoutAndDisplay()
        still.composite()
        return (moving, still, views)
    }

    /// One frame of the moving window: both sides make a window's frame the same way; the moving side
    /// adds what animations cost (stepping them, showing their values, the damage they cause, and putting
    /// the model back).
    @inline(never) private static func movingFrame(_ moving: UIWindow) {
        MediaClock.advance(by: 1.0 / 60)
        LayerAnimations.step(at: MediaClock.now)
        moving.layoutAndDisplay()
        LayerAnimations.showPresentation(at: MediaClock.now)
        moving.composite()
        LayerAnimations.restoreModel()
    }

    /// One frame of the still window, repainted whole.
    @inline(never) private static func stillFrame(_ still: UIWindow) {
        still.layer.setNeedsComposite()
        still.layoutAndDisplay()
        still.composite()
    }

    /// (1) A frame of 1,000 views animating position and opacity at once against compositing the same
    /// 1,000 views standing still where the animations show them.
    static func manyAnimations() -> Figure {
        let (moving, still, views) = manyAnimationsScene()
        let result = Comparison.run("1,000 animating", rounds: 25, ours: { movingFrame(moving) }, baseline: { stillFrame(still) })
        for view in views { view.layer.removeAllAnimations() }
        moving.isHidden = true
        still.isHidden = true
        print("1,000 views animating position and opacity: a frame \(result.ours.milliseconds); the same views still, composited \(result.baseline.milliseconds)")
        return Figure(label: "1,000 animating views: frame ÷ compositing them still", value: result.ratio, target: "≤ 1.10", met: result.ratio <= 1.1)
    }

    /// Thirty frames of one side of figure 1 ("moving" or "still"), for callgrind (collect with
    /// `--toggle-collect` on `movingFrame` or `stillFrame`, kept out of line for that).
    static func profile(_ side: String) {
        let (moving, still, _) = manyAnimationsScene()
        for _ in 0..<30 { side == "still" ? stillFrame(still) : movingFrame(moving) }
    }

    /// (2) A frame of one small view animating across the "Views" page against a full frame of the page.
    static func smallAnimation() -> Figure {
        let window = ViewsPage.make().makeWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        // A square of the "Alpha and hidden" section.
        let target = window.subviews[0].subviews[2].subviews[0].subviews[1]
        UIView.animate(withDuration: 1_000, delay: 0, options: [.curveLinear], animations: {
            target.center.x += 200
        })
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        let result = Comparison.run("one small animation", rounds: 31, ours: {
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
        }, baseline: {
            window.layer.setNeedsComposite()
            window.layoutAndDisplay()
            window.composite()
        })
        target.layer.removeAllAnimations()
        print("One small view animating: a frame \(result.ours.milliseconds); a full frame \(result.baseline.milliseconds)")
        return Figure(label: "frame of one small animation ÷ full frame", value: result.ratio, target: "≤ 0.10", met: result.ratio <= 0.1)
    }
}
