import BenchmarkSupport
import UIKit

/// The controls figures: a screen of 200 controls' first frame against drawing the same shapes
/// straight into one context, and one control's state change against a full repaint.
@MainActor
enum ControlsBenchmarks {
    /// The screen's size: 200 controls in 5 columns and 40 rows of 35 points.
    static let size = CGSize(width: 390, height: 1400)

    /// A window (390 × 1400 at @3x), shown, with nothing in it yet.
    static func makeWindow() -> UIWindow {
        let screen = UIScreen(profile: UIScreen.DeviceProfile(name: "Controls bench", size: size, scale: 3, idiom: .phone))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        return window
    }

    /// A screen of 200 controls in a grid, not yet laid out or drawn.
    static func makeScreen() -> UIView {
        let screen = UIView(frame: CGRect(origin: .zero, size: size))
        let makers = ControlsBenchmarks.makers
        for i in 0..<200 {
            let control = makers[i % makers.count](i)
            let column = i % 5, row = i / 5
            let cell = CGRect(x: 3 + CGFloat(column) * 77, y: 2 + CGFloat(row) * 35, width: 74, height: 33)
            control.sizeToFit()
            control.frame.size.width = min(control.frame.width, cell.width)
            control.center = CGPoint(x: cell.midX, y: cell.midY)
            screen.addSubview(control)
        }
        return screen
    }

    /// One maker per kind of control in the grid.
    static let makers: [(Int) -> UIControl] = [
        { i in
            let button = UIButton(type: .system)
            button.setTitle("Button \(i)", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 11)
            return button
        },
        { _ in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Filled"
            configuration.buttonSize = .mini
            return UIButton(configuration: configuration)
        },
        { _ in UIButton(type: .contactAdd) },
        { i in
            let toggle = UISwitch()
            toggle.isOn = i % 3 == 0
            return toggle
        },
        { i in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 74, height: 31))
            slider.value = Float(i % 10) / 10
            return slider
        },
        { _ in
            let segmented = UISegmentedControl(items: ["A", "B", "C"])
            segmented.selectedSegmentIndex = 1
            return segmented
        },
        { _ in UIStepper() },
        { i in
            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = i % 4
            return pages
        },
        { i in
            let button = UIButton(type: .custom)
            button.setTitle("Custom", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 11)
            button.backgroundColor = i % 8 == 3 ? .systemIndigo : .systemTeal
            button.layer.cornerRadius = 4
            return button
        },
    ]

    /// (1) The first frame of a new screen of 200 controls in a window (layout, drawing, compositing)
    /// against drawing the same shapes with no views, layers or backing stores.
    static func firstFrame() -> Figure {
        let window = makeWindow()
        defer { window.isHidden = true }
        window.addSubview(makeScreen())
        window.layoutAndDisplay()
        window.composite()
        let direct = DirectDrawReplay(window: window)
        let result = Comparison.run("200 controls", rounds: 15, prepare: {
            window.subviews.first?.removeFromSuperview()
            window.addSubview(makeScreen())
        }, ours: {
            window.layoutAndDisplay()
            window.composite()
        }, baseline: { direct.draw() })
        print("200 controls, a new screen's first frame (390×1400 pt @3x): Tessera \(result.ours.milliseconds), the same shapes drawn directly \(result.baseline.milliseconds)")
        return Figure(label: "200 controls first frame ÷ direct drawing", value: result.ratio, target: "≤ 1.20", met: result.ratio <= 1.2)
    }

    /// (2) The frame after one control is highlighted (or un-highlighted), against repainting the window.
    static func stateChange() -> Figure {
        let window = makeWindow()
        defer { window.isHidden = true }
        window.addSubview(makeScreen())
        window.layoutAndDisplay()
        window.composite()
        let target = window.subviews[0].subviews[40] as! UIControl   // a system button
        let result = Comparison.run("one state change", rounds: 31, ours: {
            target.isHighlighted.toggle()
            window.layoutAndDisplay()
            window.composite()
        }, baseline: {
            window.layer.setNeedsComposite()
            window.layoutAndDisplay()
            window.composite()
        })
        print("One control's state change: \(result.ours.milliseconds); full repaint \(result.baseline.milliseconds)")
        return Figure(label: "one control's state change ÷ full frame", value: result.ratio, target: "≤ 0.05", met: result.ratio <= 0.05)
    }
}
