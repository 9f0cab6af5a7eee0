import BenchmarkSupport
import UIKit

/// The Auto Layout feed figure: 100 cells of five stacked parts (a top bar with a label; an avatar
/// with four labels; a 350×200 image with title and domain labels; an action row; a 50×50 image with a
/// comment) laid out with constraints, against the same cells laid out with hand-written frames.
@MainActor
enum FeedBenchmark {
    static let cellCount = 100
    static let width: CGFloat = 390

    /// The subviews of one cell, made alike for both versions.
    @MainActor struct Parts {
        let bar = UILabel(), avatar = UIImageView(image: FeedBenchmark.avatarImage)
        let name = UILabel(), handle = UILabel(), time = UILabel(), body = UILabel()
        let photo = UIImageView(image: FeedBenchmark.photoImage), title = UILabel(), domain = UILabel()
        let actions = (0..<4).map { _ in UILabel() }
        let thumb = UIImageView(image: FeedBenchmark.avatarImage), comment = UILabel()

        init(_ index: Int, in cell: UIView) {
            bar.text = "Suggested for you"
            bar.font = .preferredFont(forTextStyle: .footnote)
            name.text = "Person \(index)"
            name.font = .boldSystemFont(ofSize: 15)
            handle.text = "@person\(index)"
            handle.textColor = .secondaryLabel
            time.text = "\(index % 59 + 1)m"
            time.textColor = .secondaryLabel
            body.text = String(repeating: "Post number \(index) says something worth wrapping onto a few lines. ", count: 1 + index % 3)
            body.numberOfLines = 0
            title.text = "A link preview title for item \(index)"
            title.font = .boldSystemFont(ofSize: 15)
            domain.text = "example\(index % 7).com"
            domain.font = .preferredFont(forTextStyle: .caption1)
            for (label, text) in zip(actions, ["Like", "Comment", "Share", "Save"]) { label.text = text }
            comment.text = "A comment on post \(index)"
            for view in [bar, avatar, name, handle, time, body, photo, title, domain, thumb, comment] as [UIView] + actions {
                cell.addSubview(view)
            }
        }
    }

    static let avatarImage = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    static let photoImage = UIGraphicsImageRenderer(size: CGSize(width: 35, height: 20)).image { context in
        UIColor.systemTeal.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 35, height: 20))
    }

    // MARK: With constraints

    /// A 390-wide feed whose cells and their parts are placed by constraints.
    static func constrainedFeed() -> (root: UIView, cells: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 60_000))
        var cells: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<cellCount {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            let p = Parts(index, in: cell)
            for view in cell.subviews { view.translatesAutoresizingMaskIntoConstraints = false }
            constraints += [
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                cell.topAnchor.constraint(equalTo: cells.last?.bottomAnchor ?? root.topAnchor),
                // Top bar.
                p.bar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                p.bar.centerYAnchor.constraint(equalTo: cell.topAnchor, constant: 22),
                // Avatar and four labels.
                p.avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                p.avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 52),
                p.avatar.widthAnchor.constraint(equalToConstant: 40), p.avatar.heightAnchor.constraint(equalToConstant: 40),
                p.name.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 60),
                p.name.topAnchor.constraint(equalTo: p.avatar.topAnchor),
                p.handle.leadingAnchor.constraint(equalTo: p.name.trailingAnchor, constant: 4),
                p.handle.topAnchor.constraint(equalTo: p.name.topAnchor),
                p.time.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                p.time.topAnchor.constraint(equalTo: p.name.topAnchor),
                p.body.leadingAnchor.constraint(equalTo: p.name.leadingAnchor),
                p.body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                p.body.topAnchor.constraint(equalTo: p.name.bottomAnchor, constant: 2),
                // Link preview.
                p.photo.topAnchor.constraint(equalTo: p.body.bottomAnchor, constant: 8),
                p.photo.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
                p.photo.widthAnchor.constraint(equalToConstant: 350), p.photo.heightAnchor.constraint(equalToConstant: 200),
                p.title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 20),
                p.title.topAnchor.constraint(equalTo: p.photo.bottomAnchor, constant: 6),
                p.domain.leadingAnchor.constraint(equalTo: p.title.leadingAnchor),
                p.domain.topAnchor.constraint(equalTo: p.title.bottomAnchor, constant: 2),
                // Comment.
                p.thumb.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                p.thumb.topAnchor.constraint(equalTo: p.domain.bottomAnchor, constant: 44),
                p.thumb.widthAnchor.constraint(equalToConstant: 50), p.thumb.heightAnchor.constraint(equalToConstant: 50),
                p.comment.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 70),
                p.comment.centerYAnchor.constraint(equalTo: p.thumb.centerYAnchor),
                cell.bottomAnchor.constraint(equalTo: p.thumb.bottomAnchor, constant: 12),
            ]
            // The action row: four labels centred at 1/8, 3/8, 5/8 and 7/8 of the width.
            for (i, action) in p.actions.enumerated() {
                constraints.append(NSLayoutConstraint(item: action, attribute: .centerX, relatedBy: .equal, toItem: cell,
                                                      attribute: .trailing, multiplier: CGFloat(2 * i + 1) / 8, constant: 0))
                constraints.append(action.centerYAnchor.constraint(equalTo: p.domain.bottomAnchor, constant: 26))
            }
            cells.append(cell)
        }
        NSLayoutConstraint.activate(constraints)
        return (root, cells)
    }

    // MARK: With frames

    /// A cell that lays out its parts by hand in `layoutSubviews()`.
    final class FrameCell: UIView {
        var parts: Parts!

        /// Places every part for `width` and returns the cell's height.
        @discardableResult
        func place(width: CGFloat) -> CGFloat {
            let p = parts!
            func fit(_ label: UILabel, width: CGFloat = .greatestFiniteMagnitude) -> CGSize {
                label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            }
            let bar = fit(p.bar)
            p.bar.frame = CGRect(x: 12, y: 22 - bar.height / 2, width: bar.width, height: bar.height)
            p.avatar.frame = CGRect(x: 12, y: 52, width: 40, height: 40)
            let name = fit(p.name), handle = fit(p.handle), time = fit(p.time)
            p.name.frame = CGRect(x: 60, y: 52, width: name.width, height: name.height)
            p.handle.frame = CGRect(x: 64 + name.width, y: 52, width: handle.width, height: handle.height)
            p.time.frame = CGRect(x: width - 12 - time.width, y: 52, width: time.width, height: time.height)
            let body = fit(p.body, width: width - 72)
            p.body.frame = CGRect(x: 60, y: 54 + name.height, width: width - 72, height: body.height)
            let photoTop = p.body.frame.maxY + 8
            p.photo.frame = CGRect(x: (width - 350) / 2, y: photoTop, width: 350, height: 200)
            let title = fit(p.title), domain = fit(p.domain)
            p.title.frame = CGRect(x: 20, y: photoTop + 206, width: title.width, height: title.height)
            p.domain.frame = CGRect(x: 20, y: p.title.frame.maxY + 2, width: domain.width, height: domain.height)
            for (i, action) in p.actions.enumerated() {
                let size = fit(action)
                action.frame = CGRect(x: width * CGFloat(2 * i + 1) / 8 - size.width / 2, y: p.domain.frame.maxY + 26 - size.height / 2,
                                      width: size.width, height: size.height)
            }
            let thumbTop = p.domain.frame.maxY + 44
            p.thumb.frame = CGRect(x: 12, y: thumbTop, width: 50, height: 50)
            let comment = fit(p.comment)
            p.comment.frame = CGRect(x: 70, y: thumbTop + 25 - comment.height / 2, width: comment.width, height: comment.height)
            return thumbTop + 62
        }

        override func layoutSubviews() { place(width: bounds.width) }
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: place(width: size.width)) }
    }

    /// A root that stacks its cells by their fitting heights.
    final class FrameFeed: UIView {
        override func layoutSubviews() {
            var y: CGFloat = 0
            for cell in subviews {
                let height = cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                y += height
            }
        }
    }

    /// The same feed placed by hand-written frames.
    static func frameFeed() -> (root: UIView, cells: [UIView]) {
        let root = FrameFeed(frame: CGRect(x: 0, y: 0, width: width, height: 60_000))
        var cells: [UIView] = []
        for index in 0..<cellCount {
            let cell = FrameCell()
            cell.parts = Parts(index, in: cell)
            root.addSubview(cell)
            cells.append(cell)
        }
        return (root, cells)
    }

    // MARK: Figures

    /// The largest difference between the two versions' frames, in root coordinates.
    static func largestDifference(_ a: [UIView], _ b: [UIView]) -> CGFloat {
        var worst: CGFloat = 0
        for (x, y) in zip(a, b) {
            let frames = [x.frame] + x.subviews.map { x.convert($0.frame, to: x.superview) }
            let others = [y.frame] + y.subviews.map { y.convert($0.frame, to: y.superview) }
            for (f, g) in zip(frames, others) {
                worst = max(worst, abs(f.minX - g.minX), abs(f.minY - g.minY), abs(f.width - g.width), abs(f.height - g.height))
            }
        }
        return worst
    }

    /// Builds, lays out and frees one version of the feed ten times (`--feed-profile constraints|frames`),
    /// for instruction counts under callgrind, which a busy machine does not disturb.
    /// `resize-constraints|resize-frames` lays one version out at alternating widths 100 times instead.
    static func profile(_ version: String) {
        if version.hasPrefix("resize-") {
            let feed = version == "resize-frames" ? frameFeed() : constrainedFeed()
            feed.root.layoutIfNeeded()
            for index in 0..<100 { relayout(feed.root, width: index % 2 == 0 ? 360 : 390) }
            return
        }
        for _ in 0..<10 {
            let feed = version == "frames" ? frameFeed() : constrainedFeed()
            feed.root.layoutIfNeeded()
        }
    }

    /// Lays a feed out at a new width (a function of its own, for callgrind's `--toggle-collect`).
    @inline(never) static func relayout(_ root: UIView, width: CGFloat) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: 60_000)
        root.layoutIfNeeded()
    }

    static func run() -> [Figure] {
        let check = (constrainedFeed(), frameFeed())
        check.0.root.layoutIfNeeded()
        check.1.root.layoutIfNeeded()
        let difference = largestDifference(check.0.cells, check.1.cells)
        let build = Comparison.run("feed", rounds: 9, warmup: 2, ours: {
            constrainedFeed().root.layoutIfNeeded()
        }, baseline: {
            frameFeed().root.layoutIfNeeded()
        })
        var widths: [CGFloat] = [360, 390]
        func resize(_ root: UIView) {
            widths.swapAt(0, 1)
            root.frame = CGRect(x: 0, y: 0, width: widths[0], height: 60_000)
            root.layoutIfNeeded()
        }
        // Four width changes per sample and many rounds: one change takes about a millisecond, which a
        // noisy machine disturbs more than longer runs.
        let resizeRatio = Comparison.run("feed resize", rounds: 41, ours: { for _ in 0..<4 { resize(check.0.root) } },
                                         baseline: { for _ in 0..<4 { resize(check.1.root) } })
        print("Feed of \(cellCount) cells, build and lay out: constraints \(build.ours.milliseconds), frames \(build.baseline.milliseconds); "
              + "after a width change: \((resizeRatio.ours / 4).milliseconds) vs \((resizeRatio.baseline / 4).milliseconds); largest frame difference \(difference) pt")
        return [
            Figure(label: "feed, constraints ÷ frames: build and lay out", value: build.ratio, target: "≤ 2", met: build.ratio <= 2),
            Figure(label: "feed, constraints ÷ frames: lay out after a width change", value: resizeRatio.ratio, target: "≤ 2", met: resizeRatio.ratio <= 2),
            Figure(label: "feed, largest frame difference between versions (pt)", value: Double(difference), target: "≤ 0.34 (a pixel)", met: difference <= 0.34),
        ]
    }
}
