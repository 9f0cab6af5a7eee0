import Testing
@testable import UIKit
@testable import QuartzCore

/// The compositor leaves uncleared the pixels of a damaged area that an opaque layer near the top of
/// the tree (a root view, a full-screen list) will paint. Every frame must be byte for byte what
/// clearing everything gives.
@MainActor @Suite struct CoveredPaintTests {
    /// The screen's bytes after the frame the app makes now.
    private func frameBytes(_ window: UIWindow) -> [UInt8] {
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage().cgImage!
        return image.withNativePixels { base, stride in Array(UnsafeBufferPointer(start: base, count: stride * image.height)) }
    }

    /// Nil when the frames are the same, else where the first differing pixel is and what it holds.
    private func difference(_ shown: [UInt8], _ full: [UInt8]) -> String? {
        guard shown.count == full.count else { return "sizes differ" }
        if shown == full { return nil }
        guard let index = shown.indices.first(where: { shown[$0] != full[$0] }) else { return nil }
        let pixel = index / 4 * 4
        return "byte \(pixel): \(Array(shown[pixel..<pixel + 4])) shown, \(Array(full[pixel..<pixel + 4])) clearing everything"
    }

    /// The frames `play` makes (it returns each frame's bytes), once leaving covered pixels uncleared
    /// and once clearing everything; each pair must be equal.
    private func compare(_ play: () -> [[UInt8]]) {
        let saved = LayerRenderer.skipsCoveredPaint
        defer { LayerRenderer.skipsCoveredPaint = saved }
        LayerRenderer.skipsCoveredPaint = true
        let skipping = play()
        LayerRenderer.skipsCoveredPaint = false
        let everything = play()
        #expect(skipping.count == everything.count)
        for (index, (shown, full)) in zip(skipping, everything).enumerated() {
            let found = difference(shown, full)
            #expect(found == nil, "frame \(index)")
        }
    }

    /// A random colour: opaque, translucent or none.
    private func color(_ random: inout SeededGenerator) -> UIColor? {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return nil
        case 1: return UIColor(red: .random(in: 0...1, using: &random), green: 0.3, blue: 0.8, alpha: 0.5)
        default: return UIColor(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                                blue: .random(in: 0...1, using: &random), alpha: 1)
        }
    }

    /// A random value in points on a 1/8-point grid (so edges fall between device pixels too).
    private func points(_ range: ClosedRange<Int>, _ random: inout SeededGenerator) -> CGFloat {
        CGFloat(Int.random(in: range.lowerBound * 8...range.upperBound * 8, using: &random)) / 8
    }

    /// Adds random views to `parent`, `depth` levels deep: opaque and translucent backgrounds, rounded
    /// corners, opacity, clipping, rotation and label text, at fractional positions.
    private func populate(_ parent: UIView, depth: Int, _ random: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let width = max(4, parent.bounds.width * .random(in: 0.2...1.1, using: &random))
            let height = max(4, parent.bounds.height * .random(in: 0.1...0.6, using: &random))
            let view: UIView
            if Int.random(in: 0..<6, using: &random) == 0 {
                let label = UILabel()
                label.text = "Covered"
                view = label
            } else {
                view = UIView()
            }
            view.frame = CGRect(x: points(-10...Int(parent.bounds.width), &random) - width / 3,
                                y: points(-10...Int(parent.bounds.height), &random) - height / 3,
                                width: width, height: height)
            view.backgroundColor = color(&random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: view.layer.cornerRadius = 8
            case 1: view.alpha = 0.7
            case 2: view.clipsToBounds = true
            case 3:
                view.clipsToBounds = true
                view.layer.cornerRadius = 12
            case 4: view.transform = CGAffineTransform(rotationAngle: 0.2)
            case 5: view.transform = CGAffineTransform(scaleX: 1.3, y: 0.9)
            case 6:
                view.layer.shadowOpacity = 0.5
                view.layer.shadowRadius = 3
            default: break
            }
            parent.addSubview(view)
            if depth > 0 { populate(view, depth: depth - 1, &random) }
        }
    }

    @Test(arguments: 1...12)
    func randomTreesShowWhatClearingEverythingShows(seed: Int) {
        compare {
            var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37)
            let window = keyWindow(.iPhone, scale: [1, 2, 3][seed % 3])
            defer { window.isHidden = true }
            window.backgroundColor = seed % 2 == 0 ? .white : nil
            let inset = seed % 4 == 0 ? CGSize.zero : CGSize(width: 10.3, height: 20.6)
            let root = UIView(frame: window.bounds.insetBy(dx: inset.width, dy: inset.height))
            root.backgroundColor = color(&random) ?? .systemBackground
            window.addSubview(root)
            populate(root, depth: 2, &random)
            var frames = [frameBytes(window)]
            // Frames that repaint only what changed: colours, places, visibility.
            for _ in 0..<6 {
                var views: [UIView] = []
                var stack = [root]
                while let view = stack.popLast() {
                    views.append(view)
                    stack.append(contentsOf: view.subviews)
                }
                for _ in 0..<3 {
                    let view = views[Int.random(in: 0..<views.count, using: &random)]
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: view.backgroundColor = color(&random)
                    case 1: view.frame.origin.x += points(-20...20, &random)
                    case 2: view.isHidden.toggle()
                    default: view.alpha = view.alpha < 1 ? 1 : 0.5
                    }
                }
                frames.append(frameBytes(window))
            }
            return frames
        }
    }

    @Test func aFullScreenTableShowsWhatClearingEverythingShows() {
        compare {
            let window = keyWindow(.iPhone, scale: 3)
            defer { window.isHidden = true }
            let table = UITableView(frame: window.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = Rows()
            table.dataSource = source
            window.addSubview(table)
            var frames = [frameBytes(window)]
            // A scroll step (a ring turn and a strip) and a selection.
            table.contentOffset.y = 37.5
            frames.append(frameBytes(window))
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            frames.append(frameBytes(window))
            return frames
        }
    }

    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }
}
