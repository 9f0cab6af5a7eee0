import BenchmarkSupport
import CMalloc
import UIKit

/// The list figures: a huge table against a small one, a scroll step against a full repaint, both
/// against Qt's QListView, and applying a diffable snapshot against reloading the same table.
@MainActor
enum TableBenchmarks {
    /// A data source of `count` plain text rows.
    final class Rows: UITableViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row): the quick brown fox"
            return cell
        }
    }

    /// The screen every figure uses: an iPhone's, 390 × 844 points at 3×.
    static let screenSize = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3

    /// A shown window on an iPhone screen that has made its first frame (so its bitmap exists, as an
    /// app's window does before a table appears in it).
    static func makeWindow() -> UIWindow {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = scale
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.isHidden = false
        window.layoutAndDisplay()
        window.composite()
        return window
    }

    /// A shown window filled by a plain table of `rows` rows (not yet reloaded or shown).
    static func makeTable(rows: Int, in window: UIWindow = makeWindow()) -> (window: UIWindow, table: UITableView, rows: Rows) {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Rows(count: rows)
        table.dataSource = source
        window.addSubview(table)
        return (window, table, source)
    }

    /// `reloadData` and the frame that shows it.
    static func reloadAndShow(_ window: UIWindow, _ table: UITableView) {
        table.reloadData()
        window.layoutAndDisplay()
        window.composite()
    }

    /// Figure 1: a 1,000,000-row table's `reloadData` and first frame against a 100-row table's, in time
    /// and in malloc'd bytes.
    static func hugeTable() -> [Figure] {
        var scenes: [(window: UIWindow, table: UITableView, rows: Rows)] = []
        let timing = Comparison.run("huge table", rounds: 15, prepare: { huge in
            scenes = [makeTable(rows: huge ? 1_000_000 : 100)]
        }, ours: { reloadAndShow(scenes[0].window, scenes[0].table) },
           baseline: { reloadAndShow(scenes[0].window, scenes[0].table) })
        scenes = []
        // The table's own memory: the window and its bitmap exist before the count starts.
        func bytes(rows: Int) -> Int {
            let window = makeWindow()
            let before = mallinfo2().uordblks
            let scene = makeTable(rows: rows, in: window)
            reloadAndShow(scene.window, scene.table)
            let used = mallinfo2().uordblks - before
            withExtendedLifetime(scene) {}
            return Int(used)
        }
        _ = bytes(rows: 100)
        let small = bytes(rows: 100), huge = bytes(rows: 1_000_000)
        let memory = Double(huge) / Double(max(1, small))
        print("A 1,000,000-row table: reloadData and first frame \(timing.ours.milliseconds) against \(timing.baseline.milliseconds) for 100 rows; \(huge / 1024) KiB against \(small / 1024) KiB malloc'd")
        return [Figure(label: "table: 1,000,000 rows ÷ 100 rows (reloadData + first frame)", value: timing.ratio, target: "≤ 1.5", met: timing.ratio <= 1.5),
                Figure(label: "table: 1,000,000 rows ÷ 100 rows (malloc'd bytes)", value: memory, target: "≤ 1.1", met: memory <= 1.1)]
    }

    /// One 10-point scroll step of a shown table, and its frame.
    static func scrollStep(_ window: UIWindow, _ table: UITableView, down: inout Bool) {
        let limit = table.contentSize.height - table.bounds.height
        if table.contentOffset.y + 10 > limit { down = false } else if table.contentOffset.y - 10 < 0 { down = true }
        table.contentOffset.y += down ? 10 : -10
        window.layoutAndDisplay()
        window.composite()
    }

    /// Figure 2: a 10-point scroll step of a full-screen table of text rows against a full repaint of it.
    static func scrollAgainstRepaint() -> Figure {
        let scene = makeTable(rows: 1_000)
        reloadAndShow(scene.window, scene.table)
        var down = true
        let comparison = Comparison.run("scroll step", rounds: 41, ours: {
            scrollStep(scene.window, scene.table, down: &down)
        }, baseline: {
            scene.window.layer.setNeedsComposite()
            scene.window.composite()
        })
        print("A 10-point scroll step of a full-screen table: \(comparison.ours.milliseconds) against \(comparison.baseline.milliseconds) for a full repaint")
        return Figure(label: "table: scroll step (10 pt) ÷ full repaint", value: comparison.ratio, target: "≤ 0.25", met: comparison.ratio <= 0.25)
    }

    /// Figure 3: the first frame of a full-screen table and a scroll step against Qt's QListView doing
    /// the same at the same size and scale.
    static func againstQt() -> [Figure] {
        guard let qt = QtListView(size: screenSize, scale: scale, rows: 1_000) else { return [] }
        var scene = makeTable(rows: 1_000)
        let first = Comparison.run("first frame against Qt", rounds: 15, prepare: { ours in
            if ours { scene = makeTable(rows: 1_000) }
        }, ours: { reloadAndShow(scene.window, scene.table) }, baseline: { _ = qt.fullFrames(1) })
        reloadAndShow(scene.window, scene.table)
        var down = true
        let paintedBefore = qt.paintedRows() ?? 0
        let step = Comparison.run("scroll step against Qt", rounds: 41, ours: {
            scrollStep(scene.window, scene.table, down: &down)
        }, baseline: { _ = qt.scrollSteps(1) })
        let painted = (qt.paintedRows() ?? 0) - paintedBefore
        print("Against Qt 6's QListView (\(Int(screenSize.width))×\(Int(screenSize.height)) at \(Int(scale))×): first frame \(first.ours.milliseconds) against Qt's full frame \(first.baseline.milliseconds); scroll step \(step.ours.milliseconds) against \(step.baseline.milliseconds) (Qt painted \(painted) rows in \(41 + 3) steps)")
        return [Figure(label: "table: first frame ÷ Qt QListView full frame", value: first.ratio, target: "≤ 1.0", met: first.ratio <= 1.0),
                Figure(label: "table: scroll step ÷ Qt QListView scroll step", value: step.ratio, target: "≤ 1.0", met: step.ratio <= 1.0)]
    }

    /// Figure 4: applying a snapshot of 10,000 items with 1,000 changes (and its frame) against
    /// `reloadData` of the same table (and its frame).
    static func diffableApply() -> Figure {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        var before = NSDiffableDataSourceSnapshot<Int, Int>()
        before.appendSections([0])
        before.appendItems(Array(0..<10_000))
        // 1,000 changes spread through the list: 400 deletes, 400 inserts, 200 moves.
        var items = Array(0..<10_000)
        for i in stride(from: 9_975, through: 0, by: -25) { items.remove(at: i) }
        for i in 0..<400 { items.insert(20_000 + i, at: min(items.count, i * 24 + 7)) }
        for i in 0..<200 {
            let moved = items.remove(at: i * 40 + 3)
            items.insert(moved, at: min(items.count, (i * 40 + 3 + 5_000) % items.count))
        }
        var after = NSDiffableDataSourceSnapshot<Int, Int>()
        after.appendSections([0])
        after.appendItems(items)
        func frame() {
            window.layoutAndDisplay()
            window.composite()
        }
        source.applySnapshotUsingReloadData(before)
        frame()
        let comparison = Comparison.run("diffable apply", rounds: 11, prepare: { ours in
            if ours {
                source.applySnapshotUsingReloadData(before)
                frame()
            }
        }, ours: {
            source.apply(after, animatingDifferences: true)
            frame()
        }, baseline: {
            table.reloadData()
            frame()
        })
        print("Applying 10,000 items with 1,000 changes: \(comparison.ours.milliseconds) against reloadData \(comparison.baseline.milliseconds)")
        return Figure(label: "diffable: apply 10,000 items, 1,000 changes ÷ reloadData", value: comparison.ratio, target: "≤ 3", met: comparison.ratio <= 3)
    }

    /// Repeats one side of a list figure for a profiler: `first` (a table's first frame), `step`
    /// (scroll steps), `repaint` (full repaints) or `apply` (diffable applies and reloads).
    static func profile(_ side: String) {
        switch side {
        case "first":
            for _ in 0..<200 {
                let scene = makeTable(rows: 1_000)
                reloadAndShow(scene.window, scene.table)
            }
        case "step", "repaint":
            let scene = makeTable(rows: 1_000)
            reloadAndShow(scene.window, scene.table)
            var down = true
            for _ in 0..<3_000 {
                if side == "step" {
                    scrollStep(scene.window, scene.table, down: &down)
                } else {
                    scene.window.layer.setNeedsComposite()
                    scene.window.composite()
                }
            }
        default:
            for _ in 0..<20 { _ = diffableApply() }
        }
    }

    /// Every list figure.
    static func run() -> [Figure] {
        var figures = hugeTable()
        figures.append(scrollAgainstRepaint())
        figures += againstQt()
        figures.append(diffableApply())
        return figures
    }
}
