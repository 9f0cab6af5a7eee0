import BenchmarkSupport
import UIKit

/// Card classes the appearance benchmark styles: forty kinds of container.
class BenchCard: UIView {
    required override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class BenchCard0: BenchCard {}; final class BenchCard1: BenchCard {}; final class BenchCard2: BenchCard {}
final class BenchCard3: BenchCard {}; final class BenchCard4: BenchCard {}; final class BenchCard5: BenchCard {}
final class BenchCard6: BenchCard {}; final class BenchCard7: BenchCard {}; final class BenchCard8: BenchCard {}
final class BenchCard9: BenchCard {}

/// A theme for the re-theme figure: text and card colours and the body font.
struct BenchTheme: UITheme {
    let text: UIColor
    let card: UIColor
    let font: UIFont

    func applyAppearance() {
        UILabel.appearance().textColor = text
        UILabel.appearance().font = font
        BenchCard.appearance().backgroundColor = card
    }
}

/// The appearance figures: views entering a window under 200 rules, and a theme switch against
/// a full layout of the same views.
@MainActor
enum AppearanceBenchmarks {
    static let cardTypes: [BenchCard.Type] = [BenchCard0.self, BenchCard1.self, BenchCard2.self, BenchCard3.self, BenchCard4.self,
                                              BenchCard5.self, BenchCard6.self, BenchCard7.self, BenchCard8.self, BenchCard9.self]

    /// 10,000 views: 100 cards of ten kinds, each holding 50 labels and 49 plain views.
    static func makeTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for i in 0..<100 {
            let card = cardTypes[i % cardTypes.count].init(frame: CGRect(x: 0, y: CGFloat(i) * 8, width: 390, height: 8))
            for j in 0..<99 {
                let child = j % 2 == 0 ? UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 8)) : UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 8))
                if let label = child as? UILabel { label.text = "Row" }
                card.addSubview(child)
            }
            root.addSubview(card)
        }
        return root
    }

    /// Records 200 rules: per card kind, plain, containment, trait and nested-containment rules, plus
    /// rules for classes the tree doesn't hold.
    static func registerRules() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        for (i, card) in cardTypes.enumerated() {
            let shade = UIColor(white: CGFloat(i) / 10, alpha: 1)
            card.appearance().backgroundColor = shade                                                   // 10
            card.appearance(for: dark).backgroundColor = .black                                          // 10
            UILabel.appearance(whenContainedInInstancesOf: [card]).textColor = shade                     // 10
            UILabel.appearance(for: dark, whenContainedInInstancesOf: [card]).textColor = .white         // 10
            UIView.appearance(whenContainedInInstancesOf: [card]).backgroundColor = .clear               // 10
            UILabel.appearance(whenContainedInInstancesOf: [card, UIWindow.self]).font = .systemFont(ofSize: 12)  // 10
            for k in 0..<14 {                                                                            // 140
                UIImageView.appearance(whenContainedInInstancesOf: [card, cardTypes[k % 10]]).backgroundColor = UIColor(white: CGFloat(k) / 14, alpha: 1)
            }
        }
    }

    /// (1) 10,000 views entering a window with 200 rules ÷ with none.
    static func enteringWindow() -> Figure {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        var tree: UIView?
        let result = Comparison.run("appearance entering", rounds: 11, warmup: 2, prepare: { withRules in
            tree?.removeFromSuperview()
            tree = makeTree()
            UIApplication.shared.resetAppearance()
            if withRules { registerRules() }
        }, ours: {
            enter(tree!, into: window)
        }, baseline: {
            enter(tree!, into: window)
        })
        tree?.removeFromSuperview()
        window.isHidden = true
        UIApplication.shared.resetAppearance()
        print("10,000 views entering a window: with 200 rules \(result.ours.milliseconds), without \(result.baseline.milliseconds)")
        return Figure(label: "10,000 views entering a window: 200 rules ÷ none", value: result.ratio, target: "≤ 1.5", met: result.ratio <= 1.5)
    }

    /// The two themes the re-theme figure alternates.
    static let themes = [BenchTheme(text: .black, card: .white, font: .systemFont(ofSize: 15)),
                         BenchTheme(text: .white, card: .black, font: .systemFont(ofSize: 16))]

    /// The re-theme figure's scene: the first theme in force, a tree laid out in `window`, and every view
    /// of the tree.
    static func themedTree(in window: UIWindow) -> (tree: UIView, views: [UIView]) {
        UIApplication.shared.setTheme(themes[0])
        let tree = makeTree()
        window.addSubview(tree)
        window.layoutIfNeeded()
        var views: [UIView] = []
        var stack = [tree]
        while let view = stack.popLast() { views.append(view); stack.append(contentsOf: view.subviews) }
        return (tree, views)
    }

    /// One full layout: every view marked, then the window's layout pass.
    static func layOut(_ views: [UIView], in window: UIWindow) {
        for view in views { view.setNeedsLayout() }
        window.layoutIfNeeded()
    }

    /// (2) Switching the theme of 10,000 live views ÷ one full layout of them.
    static func retheme() -> Figure {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let (tree, views) = themedTree(in: window)
        var next = 1
        let result = Comparison.run("retheme", rounds: 11, ours: {
            UIApplication.shared.setTheme(themes[next])
            next = 1 - next
        }, baseline: {
            layOut(views, in: window)
        })
        tree.removeFromSuperview()
        window.isHidden = true
        UIApplication.shared.resetAppearance()
        print("Theme switch on 10,000 live views \(result.ours.milliseconds); one full layout of them \(result.baseline.milliseconds)")
        return Figure(label: "re-theme 10,000 live views ÷ one full layout", value: result.ratio, target: "≤ 1", met: result.ratio <= 1)
    }

    /// For callgrind: one side of a figure ten times. `entering` and `entering-bare` (with 200 rules and
    /// with none) enter trees through `enter(_:into:)`; `retheme` switches themes and `layout` lays out, on
    /// the re-theme figure's views. Collect only the part measured with `--toggle-collect` on
    /// `enter(_:into:)`, `UIApplication.setTheme` or `UIView.layoutIfNeeded`.
    static func profile(_ side: String) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        switch side {
        case "entering", "entering-bare":
            // As the figure does: the rules are recorded again before each entry, so every entry
            // also pays for indexing them.
            for _ in 0..<10 {
                let tree = makeTree()
                UIApplication.shared.resetAppearance()
                if side == "entering" { registerRules() }
                enter(tree, into: window)
                tree.removeFromSuperview()
            }
        case "retheme", "layout":
            let views = themedTree(in: window).views
            for i in 0..<10 {
                if side == "retheme" { UIApplication.shared.setTheme(themes[(i + 1) % 2]) } else { layOut(views, in: window) }
            }
        default:
            print("--appearance-profile takes entering, entering-bare, retheme or layout")
        }
    }

    /// Adds a tree to a window (a function of its own, for callgrind's `--toggle-collect`).
    @inline(never) static func enter(_ tree: UIView, into window: UIWindow) { window.addSubview(tree) }
}
