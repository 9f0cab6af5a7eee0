import BenchmarkSupport
import UIKit

/// Container classes the bar-item rules name, as an app's screens would.
class BenchScreen: UIView {
    required override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class BenchScreen0: BenchScreen {}; final class BenchScreen1: BenchScreen {}
final class BenchScreen2: BenchScreen {}; final class BenchScreen3: BenchScreen {}
final class BenchScreen4: BenchScreen {}

/// The bar figure: a window of 50 bars (20 navigation bars, 20 toolbars, 10 tab bars) entering and
/// laying out under 200 bar-item appearance rules, against the same with none.
@MainActor
enum BarBenchmarks {
    static let screens: [BenchScreen.Type] = [BenchScreen0.self, BenchScreen1.self, BenchScreen2.self,
                                              BenchScreen3.self, BenchScreen4.self]

    /// 50 bars in five screen containers, each bar with its items.
    static func makeTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for index in 0..<50 {
            let screen = screens[index % screens.count].init(frame: CGRect(x: 0, y: CGFloat(index) * 16, width: 390, height: 50))
            let bar: UIView
            switch index % 5 {
            case 0, 1:
                let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                let item = UINavigationItem(title: "Screen \(index)")
                item.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                item.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                                            UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
                navigationBar.items = [item]
                bar = navigationBar
            case 2, 3:
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                toolbar.items = [UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil),
                                 UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                                 UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
                                 UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                                 UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)]
                bar = toolbar
            default:
                let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
                tabBar.items = (0..<4).map { UITabBarItem(title: "Tab \($0)", image: nil, tag: $0) }
                tabBar.selectedItem = tabBar.items?.first
                bar = tabBar
            }
            screen.addSubview(bar)
            root.addSubview(screen)
        }
        return root
    }

    /// 200 rules: per screen kind, rules for items in each bar kind, with traits and nested containment,
    /// plus class-wide rules.
    static func registerRules() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        for (i, screen) in screens.enumerated() {
            let shade = UIColor(white: CGFloat(i) / 5, alpha: 1)
            let font = UIFont.systemFont(ofSize: 15 + CGFloat(i))
            for k in 0..<8 {                                                                                      // 5 × 8 × 5 = 200
                let tone = UIColor(hue: CGFloat(k) / 8, saturation: 0.6, brightness: 0.8, alpha: 1)
                UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self, screen]).tintColor = k == 0 ? shade : tone
                UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self, screen])
                    .setTitleTextAttributes([.foregroundColor: tone, .font: font], for: .normal)
                UIBarButtonItem.appearance(for: dark, whenContainedInInstancesOf: [UIToolbar.self, screen])
                    .setTitleTextAttributes([.foregroundColor: shade], for: .highlighted)
                UITabBarItem.appearance(whenContainedInInstancesOf: [screen])
                    .setTitleTextAttributes([.foregroundColor: tone], for: .selected)
                UIBarButtonItem.appearance(whenContainedInInstancesOf: [screen, screens[(i + k) % screens.count]])
                    .setTitlePositionAdjustment(UIOffset(horizontal: CGFloat(k), vertical: 0), for: .default)
            }
        }
    }

    /// A window of 50 bars entering and laying out: 200 rules ÷ none.
    static func run() -> Figure {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        var tree: UIView?
        let result = Comparison.run("bar item rules", rounds: 21, warmup: 2, prepare: { withRules in
            tree?.removeFromSuperview()
            tree = makeTree()
            UIApplication.shared.resetAppearance()
            if withRules { registerRules() }
        }, ours: {
            enterAndLayOut(tree!, into: window)
        }, baseline: {
            enterAndLayOut(tree!, into: window)
        })
        tree?.removeFromSuperview()
        window.isHidden = true
        UIApplication.shared.resetAppearance()
        print("50 bars entering a window and laying out: with 200 bar-item rules \(result.ours.milliseconds), without \(result.baseline.milliseconds)")
        return Figure(label: "50 bars: 200 bar-item rules ÷ none", value: result.ratio, target: "≤ 2", met: result.ratio <= 2)
    }

    @inline(never) static func enterAndLayOut(_ tree: UIView, into window: UIWindow) {
        window.addSubview(tree)
        window.layoutIfNeeded()
    }
}
