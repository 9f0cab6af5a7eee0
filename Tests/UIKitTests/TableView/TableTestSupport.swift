import Testing
@testable import UIKit

/// A data source and delegate that records what the table asks and tells, for the table tests.
@MainActor
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var counts: [Int]
    var titles: [String?] = []
    var footers: [String?] = []
    var events: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var usesHeights = false
    var style: UITableViewCell.CellStyle = .default
    var cellsAsked = 0
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var redirect: IndexPath??
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moved: [(IndexPath, IndexPath)] = []
    var commits = false
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footers.count ? footers[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard usesHeights else { return tableView.rowHeight }
        return heights[indexPath] ?? 44
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        if let redirect { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard commits else { tableView.defaults.insert(.commit); return }
        guard editingStyle != .none else { return }
        committed.append((editingStyle, indexPath))
        if editingStyle == .delete {
            counts[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

/// A table of `counts` rows in a 390 × 844 window at scale 1, laid out.
@MainActor
func tableScene(_ counts: [Int], style: UITableView.Style = .plain, prepare: (UITableView, TableRecorder) -> Void = { _, _ in })
    -> (UIWindow, UITableView, TableRecorder) {
    let window = phoneWindowAtScale1()
    let table = UITableView(frame: window.bounds, style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let recorder = TableRecorder(counts)
    prepare(table, recorder)
    table.dataSource = recorder
    table.delegate = recorder
    window.addSubview(table)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, table, recorder)
}

/// Taps `point` (window coordinates), holding it past the scroll view's content-touch delay.
@MainActor
func tableTap(_ window: UIWindow, at point: CGPoint, hold: TimeInterval = 0.2) {
    let t = CACurrentMediaTime() + 0.01
    window.send(TouchInput(phase: .down, location: point, timestamp: t))
    UIApplication.shared.advanceFrame(by: hold)
    window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.001))
    UIApplication.shared.advanceFrame(by: 0)
}

/// Drags one finger from `start` by `distance` over `steps` moves, then lifts it after `hold` seconds.
@MainActor
func tableDrag(_ window: UIWindow, from start: CGPoint, by distance: CGPoint, steps: Int = 10, interval: TimeInterval = 0.016, hold: TimeInterval = 0.1) {
    var t = CACurrentMediaTime() + 0.01
    window.send(TouchInput(phase: .down, location: start, timestamp: t))
    var point = start
    for i in 1...steps {
        t += interval
        point = CGPoint(x: start.x + distance.x * CGFloat(i) / CGFloat(steps), y: start.y + distance.y * CGFloat(i) / CGFloat(steps))
        window.send(TouchInput(phase: .move, location: point, timestamp: t))
    }
    t += hold
    window.send(TouchInput(phase: .move, location: point, timestamp: t))
    window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.001))
}

@MainActor
func tableSettle(_ seconds: TimeInterval = 1) {
    for _ in 0..<Int(seconds * 60) { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
}
