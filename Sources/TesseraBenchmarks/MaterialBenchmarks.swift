import BenchmarkSupport
import UIKit

/// The material figures: what blurred bars cost a full-screen list (a scroll step and the first frame,
/// against the same list under opaque bars), and what an alert's material costs a still screen once
/// it shows (its blur kept, not made again).
@MainActor
enum MaterialBenchmarks {
    /// A table controller of `count` plain text rows.
    final class ListController: UITableViewController {
        let count: Int
        init(count: Int) {
            self.count = count
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row): the quick brown fox"
            return cell
        }
    }

    /// A window on its own iPhone screen (390 × 844 points at 3×) showing a tab bar controller whose
    /// first tab is a navigation controller around a 1,000-row list: the bars blurred (iOS's default
    /// backgrounds, the chrome material) or opaque. Not yet laid out or shown.
    static func makeList(opaqueBars: Bool) -> (window: UIWindow, table: UITableView) {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 3
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        let list = ListController(count: 1_000)
        list.title = "Rows"
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(title: "Rows", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        if opaqueBars {
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
            let tab = UITabBarAppearance()
            tab.configureWithOpaqueBackground()
            tabs.tabBar.standardAppearance = tab
            tabs.tabBar.scrollEdgeAppearance = tab
        } else {
            // The bars' default material at all scroll positions (not transparent at the top edge).
            let bar = UINavigationBarAppearance()
            bar.configureWithDefaultBackground()
            navigation.navigationBar.scrollEdgeAppearance = bar
            let tab = UITabBarAppearance()
            tab.configureWithDefaultBackground()
            tabs.tabBar.scrollEdgeAppearance = tab
        }
        window.rootViewController = tabs
        return (window, list.tableView)
    }

    /// Shows a list's window and makes its first frame.
    static func showFirstFrame(_ window: UIWindow) {
        window.isHidden = false
        window.layoutAndDisplay()
        window.composite()
    }

    /// One 10-point scroll step of a shown list, and its frame.
    static func scrollStep(_ window: UIWindow, _ table: UITableView, down: inout Bool) {
        let top = -table.adjustedContentInset.top
        let limit = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
        if table.contentOffset.y + 10 > limit { down = false } else if table.contentOffset.y - 10 < top { down = true }
        table.contentOffset.y += down ? 10 : -10
        window.layoutAndDisplay()
        window.composite()
    }

    /// One side of figures 1 and 2 for callgrind: 40 scroll steps (`step-blurred`, `step-opaque`) or
    /// ten first frames (`first-blurred`, `first-opaque`) of the list under blurred or opaque bars.
    static func profile(_ side: String) {
        let opaque = side.hasSuffix("opaque")
        if side.hasPrefix("first") {
            for _ in 0..<10 {
                let scene = makeList(opaqueBars: opaque)
                showFirstFrame(scene.window)
                scene.window.isHidden = true
            }
            return
        }
        let scene = makeList(opaqueBars: opaque)
        showFirstFrame(scene.window)
        scene.table.contentOffset.y = 400
        var down = true
        for _ in 0..<40 { scrollStep(scene.window, scene.table, down: &down) }
        scene.window.isHidden = true
    }

    /// Figures 1 and 2: a scroll step and the first frame under blurred bars ÷ the same under opaque bars.
    static func listUnderBars() -> [Figure] {
        let blurred = makeList(opaqueBars: false), opaque = makeList(opaqueBars: true)
        showFirstFrame(blurred.window)
        showFirstFrame(opaque.window)
        // Away from the top, where iOS's bars show their material.
        blurred.table.contentOffset.y = 400
        opaque.table.contentOffset.y = 400
        var downBlurred = true, downOpaque = true
        var blurs = 0
        let step = Comparison.run("scroll under bars", rounds: 41, ours: {
            scrollStep(blurred.window, blurred.table, down: &downBlurred)
            blurs += blurred.window.compositor?.lastFrame.backdropsBlurred ?? 0
        }, baseline: {
            scrollStep(opaque.window, opaque.table, down: &downOpaque)
        })
        blurred.window.isHidden = true
        opaque.window.isHidden = true
        print("A 10-point scroll step of a full-screen list under a blurred navigation bar and tab bar: \(step.ours.milliseconds) against \(step.baseline.milliseconds) under opaque bars (\(blurs) blurs in \(41 + 3) steps)")

        var scene: (window: UIWindow, table: UITableView)?
        let first = Comparison.run("list first frame under bars", rounds: 15, prepare: { blurredSide in
            scene?.window.isHidden = true
            scene = makeList(opaqueBars: !blurredSide)
        }, ours: { showFirstFrame(scene!.window) }, baseline: { showFirstFrame(scene!.window) })
        scene?.window.isHidden = true
        print("The first frame of that list: \(first.ours.milliseconds) under blurred bars against \(first.baseline.milliseconds) under opaque ones")
        return [Figure(label: "materials: scroll step under blurred bars ÷ opaque bars", value: step.ratio, target: "≤ 1.3", met: step.ratio <= 1.3),
                Figure(label: "materials: first frame under blurred bars ÷ opaque bars", value: first.ratio, target: "≤ 1.15", met: first.ratio <= 1.15)]
    }

    /// Figure 3: frames after an alert has appeared over a still screen ÷ a frame of the same screen
    /// without it; met only if those frames blur nothing (the alert's material is kept).
    static func alertOverStillScreen() -> Figure {
        let withAlert = makeList(opaqueBars: false), still = makeList(opaqueBars: false)
        showFirstFrame(withAlert.window)
        showFirstFrame(still.window)
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        withAlert.window.rootViewController?.present(alert, animated: true)
        // The alert appears (its animation runs to the end); the figure times the frames after.
        for _ in 0..<40 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        guard alert.view.window === withAlert.window else {
            return Figure(label: "materials: frame under a shown alert ÷ a still frame (0 blurs)", value: .nan, target: "shown", met: false)
        }
        var blurs = 0
        // Ten frames a run: a still frame is short.
        let comparison = Comparison.run("alert over a still screen", rounds: 41, ours: {
            for _ in 0..<10 {
                withAlert.window.layoutAndDisplay()
                withAlert.window.composite()
                blurs += withAlert.window.compositor?.lastFrame.backdropsBlurred ?? 0
            }
        }, baseline: {
            for _ in 0..<10 {
                still.window.layoutAndDisplay()
                still.window.composite()
            }
        })
        alert.dismiss(animated: false)
        withAlert.window.isHidden = true
        still.window.isHidden = true
        print("A frame with an alert shown over a still screen: \(comparison.ours.milliseconds) against \(comparison.baseline.milliseconds) for a frame with nothing changing (\(blurs) blurs)")
        return Figure(label: "materials: frame under a shown alert ÷ a still frame (0 blurs)", value: comparison.ratio,
                      target: "≤ 1.5, no blur", met: comparison.ratio <= 1.5 && blurs == 0)
    }

    /// Every material figure.
    static func run() -> [Figure] {
        listUnderBars() + [alertOverStillScreen()]
    }
}
