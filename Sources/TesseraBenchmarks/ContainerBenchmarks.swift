import BenchmarkSupport
import UIKit

/// The container figures: a frame of a navigation controller's push transition (two full-screen views
/// moving, the dimming overlay, the bar cross-fading) against compositing the same two views still.
@MainActor
enum ContainerBenchmarks {
    /// A full-screen controller's content: 30 rows of labels on a coloured background.
    private final class Screen: UIViewController {
        let tint: UIColor
        init(tint: UIColor, title: String) {
            self.tint = tint
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            fill(view, tint: tint)
        }
    }

    private static func fill(_ view: UIView, tint: UIColor) {
        for row in 0..<30 {
            let label = UILabel(frame: CGRect(x: 16, y: 100 + CGFloat(row) * 24, width: 358, height: 20))
            label.text = "Row \(row): a line of text in a full-screen view"
            label.textColor = row % 3 == 0 ? tint : .label
            view.addSubview(label)
        }
    }

    private static func makeWindow(shown: Bool) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        if shown { window.makeKeyAndVisible() } else { window.isHidden = false }
        return window
    }

    /// (1) A frame of a push transition (the standard slide, mid-way) against a frame that composites
    /// the same two views standing still where the transition shows them, repainted whole.
    static func pushTransition() -> Figure {
        let moving = makeWindow(shown: true)
        let first = Screen(tint: .systemBlue, title: "First"), second = Screen(tint: .systemRed, title: "Second")
        let navigation = UINavigationController(rootViewController: first)
        moving.rootViewController = navigation
        UIApplication.shared.advanceFrame(by: 0)

        // The still side: two copies of the views, placed as the transition shows them a third of the way.
        let still = makeWindow(shown: false)
        let under = UIView(frame: CGRect(x: -40, y: 0, width: 390, height: 844))
        under.backgroundColor = .systemBackground
        fill(under, tint: .systemBlue)
        let over = UIView(frame: CGRect(x: 130, y: 0, width: 390, height: 844))
        over.backgroundColor = .systemBackground
        fill(over, tint: .systemRed)
        still.addSubview(under)
        still.addSubview(over)
        still.layoutAndDisplay()
        still.composite()

        /// Starts a push when none runs (not timed), one frame in so the views are drawn.
        func restartIfNeeded(_ ours: Bool) {
            guard ours, navigation.transitionCoordinator == nil else { return }
            navigation.setViewControllers([first], animated: false)
            UIApplication.shared.advanceFrame(by: 0)
            navigation.pushViewController(second, animated: true)
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
        }
        let result = Comparison.run("push transition", rounds: 25, prepare: restartIfNeeded, ours: {
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
        }, baseline: {
            still.layer.setNeedsComposite()
            still.layoutAndDisplay()
            still.composite()
        })
        moving.isHidden = true
        still.isHidden = true
        print("Push transition: a frame \(result.ours.milliseconds); the same two views still, composited \(result.baseline.milliseconds)")
        return Figure(label: "push transition frame ÷ compositing still", value: result.ratio, target: "≤ 1.20", met: result.ratio <= 1.2)
    }
}
