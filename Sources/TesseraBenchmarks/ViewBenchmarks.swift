import BenchmarkSupport
import CMalloc
import CatalogPages
import UIKit

/// The view figures: the catalog's "Views" page against raw cairo, damage-limited frames,
/// memory and time per plain view, and very deep trees.
@MainActor
enum ViewBenchmarks {
    /// A window showing a fresh "Views" page, laid out and drawn once.
    private static func viewsWindow() -> UIWindow {
        let window = ViewsPage.make().makeWindow()
        window.makeKeyAndVisible()
        return window
    }

    /// (1) The first frame of the "Views" page (layout, drawing every view, compositing) against the same
    /// primitives replayed with raw cairo and Pango.
    static func firstFrame() -> Figure {
        let sample = viewsWindow()
        sample.layoutAndDisplay()
        sample.composite()
        let raw = RawLayerReplay(window: sample)
        sample.isHidden = true
        var window: UIWindow?
        let result = Comparison.run("views page", rounds: 15, prepare: {
            window?.isHidden = true
            window = viewsWindow()
        }, ours: {
            window!.layoutAndDisplay()
            window!.composite()
        }, baseline: { raw.draw() })
        window?.isHidden = true
        let size = sample.bounds.size
        print("Views page first frame (\(Int(size.width))×\(Int(size.height)) pt @3x): Tessera \(result.ours.milliseconds), raw cairo/Pango replay \(result.baseline.milliseconds)")
        return Figure(label: "views page first frame ÷ raw cairo replay", value: result.ratio, target: "≤ 1.10", met: result.ratio <= 1.1)
    }

    /// Twenty first frames of one side of figure 1 ("tessera" or "raw"), for callgrind.
    static func profileFirstFrame(_ side: String) {
        if side == "raw" {
            let sample = viewsWindow()
            sample.layoutAndDisplay()
            sample.composite()
            let raw = RawLayerReplay(window: sample)
            sample.isHidden = true
            for _ in 0..<20 { raw.draw() }
        } else {
            for _ in 0..<20 {
                let window = viewsWindow()
                window.layoutAndDisplay()
                window.composite()
                window.isHidden = true
            }
        }
    }

    /// (2) The frame after one view's background colour changes, against repainting the whole window.
    static func smallChange() -> Figure {
        let window = viewsWindow()
        defer { window.isHidden = true }
        window.layoutAndDisplay()
        window.composite()
        // A square of the "Alpha and hidden" section.
        let target = window.subviews[0].subviews[2].subviews[0].subviews[1]
        var flip = false
        let result = Comparison.run("one background", rounds: 31, ours: {
            flip.toggle()
            target.backgroundColor = flip ? .systemRed : .systemBlue
            window.layoutAndDisplay()
            window.composite()
        }, baseline: {
            window.layer.setNeedsComposite()
            window.layoutAndDisplay()
            window.composite()
        })
        print("One background change: \(result.ours.milliseconds); full repaint \(result.baseline.milliseconds)")
        return Figure(label: "frame after one background change ÷ full repaint", value: result.ratio, target: "≤ 0.10", met: result.ratio <= 0.1)
    }

    /// A container of `count` plain 4×4-point views with backgrounds, in rows filling a 390-point width.
    private static func grid(_ count: Int) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let perRow = 97
        for i in 0..<count {
            let view = UIView(frame: CGRect(x: CGFloat(i % perRow) * 4, y: CGFloat(i / perRow) * 4, width: 4, height: 4))
            view.backgroundColor = i % 2 == 0 ? .systemBlue : .systemOrange
            container.addSubview(view)
        }
        return container
    }

    /// (3) Bytes per plain view (tree, layers, one frame), and the time to lay out and render 10,000
    /// against 1,000.
    static func plainViews() -> [Figure] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutAndDisplay()
        window.composite()
        let before = mallinfo2().uordblks
        let big = grid(10_000)
        window.addSubview(big)
        window.layoutAndDisplay()
        window.composite()
        let after = mallinfo2().uordblks
        let perView = Double(after - before) / 10_000
        big.removeFromSuperview()
        print("10,000 plain views: \(Int(perView)) bytes per view (malloc'd bytes in use, one frame rendered)")

        var small: UIView?, large: UIView?
        let result = Comparison.run("10k vs 1k", rounds: 7, warmup: 1, prepare: {
            small?.removeFromSuperview()
            large?.removeFromSuperview()
            small = grid(1_000)
            large = grid(10_000)
        }, ours: {
            window.addSubview(large!)
            window.layoutAndDisplay()
            window.composite()
        }, baseline: {
            window.addSubview(small!)
            window.layoutAndDisplay()
            window.composite()
        })
        small?.removeFromSuperview()
        large?.removeFromSuperview()
        print("Layout and first frame: 10,000 views \(result.ours.milliseconds), 1,000 views \(result.baseline.milliseconds)")
        return [
            Figure(label: "memory per plain view (bytes)", value: perView, target: "≤ 1024", met: perView <= 1024),
            Figure(label: "10,000 views ÷ 1,000 views: layout and render", value: result.ratio, target: "≤ 12", met: result.ratio <= 12),
        ]
    }

    /// (4) A chain of views nested 10,000 deep against one 1,000 deep: added, converted across, hit-tested,
    /// rendered, removed and freed. Every tree walk is linear, so the deeper chain costs at most ten times
    /// the shallower (the window's fixed costs make it a little less).
    static func deepNesting() -> [Figure] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var ok = true
        let result = Comparison.run("deep nesting", rounds: 11, warmup: 2,
                                    ours: { ok = nest(10_000, in: window) && ok },
                                    baseline: { ok = nest(1_000, in: window) && ok })
        print("Nesting: 10,000 deep \(result.ours.milliseconds), 1,000 deep \(result.baseline.milliseconds)")
        return [
            Figure(label: "10,000-deep nesting works (1 = yes)", value: ok ? 1 : 0, target: "= 1", met: ok),
            Figure(label: "10,000-deep ÷ 1,000-deep nesting", value: result.ratio, target: "≤ 10", met: result.ratio <= 10),
        ]
    }

    /// Builds a chain `depth` views deep in `window`, checks conversion, hit testing and rendering through
    /// it, then removes and frees it; returns whether every check held.
    static func nest(_ depth: Int, in window: UIWindow) -> Bool {
        var ok = true
        do {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(top)
            var deepest = top
            for i in 0..<depth {
                let child = UIView(frame: CGRect(x: i % 2 == 0 ? 0.01 : 0, y: 0, width: 200, height: 200))
                deepest.addSubview(child)
                deepest = child
            }
            deepest.backgroundColor = .systemGreen
            let point = deepest.convert(CGPoint(x: 10, y: 10), to: window)
            ok = ok && abs(point.x - (10 + 0.01 * CGFloat(depth / 2))) < 0.01 && abs(point.y - 10) < 1e-9
            ok = ok && window.hitTest(CGPoint(x: 100, y: 20), with: nil) === deepest
            window.layoutAndDisplay()
            window.composite()
            ok = ok && window.snapshotImage(scale: 1).size == CGSize(width: 390, height: 844)
            top.removeFromSuperview()
            ok = ok && deepest.window == nil
        }
        return ok
    }
}
