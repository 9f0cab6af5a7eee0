import UIKit

/// The "Animation" page: the four view-animation curves side by side, springs with different bounce,
/// and a card whose corner radius and colour pulse, all repeating back and forth. Live in the app; the
/// PNG shows the page a quarter-second into its animations, mid-motion.
@MainActor
package enum AnimationPage {
    /// The page with its animations running.
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Animation")
        page.section("Curves: ease in-out, ease in, ease out, linear", height: 160, curves)
        page.section("Springs: bounce 0, 0.3, 0.6", height: 130, springs)
        page.section("Layer properties", height: 110, card)
        return page
    }

    /// The page 0.25 s into its animations.
    package static func render() -> UIImage {
        let page = make()
        return page.showing { window in
            startAnimations(in: page.root)
            UIApplication.shared.advanceFrame(by: 0.25)
            let image = window.screen.snapshotImage()
            stopAnimations(in: page.root)
            return image
        }
    }

    /// The views that move, and how: tagged so the page can start and stop them.
    private static let moving = 7001, springing = 7002, pulsing = 7003

    private static func dot(_ color: UIColor, at point: CGPoint, tag: Int, in content: UIView) -> UIView {
        let dot = UIView(frame: CGRect(x: point.x, y: point.y, width: 24, height: 24))
        dot.backgroundColor = color
        dot.layer.cornerRadius = 12
        dot.tag = tag
        content.addSubview(dot)
        return dot
    }

    private static func curves(_ content: UIView) {
        let names = ["in-out", "in", "out", "linear"]
        for (i, name) in names.enumerated() {
            let y = CGFloat(i) * 34 + 4
            caption(name, centeredAt: 30, y: y + 5, in: content, width: 60)
            let track = UIView(frame: CGRect(x: 64, y: y + 11, width: content.bounds.width - 64, height: 2))
            track.backgroundColor = .systemFill
            content.addSubview(track)
            let dot = dot(.systemBlue, at: CGPoint(x: 64, y: y), tag: moving + i * 10, in: content)
            dot.accessibilityLabel = name
        }
    }

    private static func springs(_ content: UIView) {
        for (i, bounce) in [0.0, 0.3, 0.6].enumerated() {
            let x = CGFloat(i) * 110 + 30
            caption("bounce \(bounce)", centeredAt: x + 12, y: 90, in: content)
            _ = dot(.systemOrange, at: CGPoint(x: x, y: 0), tag: springing + i * 10, in: content)
        }
    }

    private static func card(_ content: UIView) {
        let card = UIView(frame: CGRect(x: content.bounds.midX - 60, y: 8, width: 120, height: 70))
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 4
        card.tag = pulsing
        content.addSubview(card)
    }

    /// Starts every animation on the page (repeating, back and forth).
    package static func startAnimations(in root: UIView) {
        let curves: [UIView.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        for (i, curve) in curves.enumerated() {
            guard let dot = root.viewWithTag(moving + i * 10), let track = dot.superview else { continue }
            UIView.animate(withDuration: 1.2, delay: 0, options: [curve, .repeat, .autoreverse], animations: {
                dot.frame.origin.x = track.bounds.width - 24
            })
        }
        for (i, bounce) in [0.0, 0.3, 0.6].enumerated() {
            guard let dot = root.viewWithTag(springing + i * 10) else { continue }
            UIView.animate(springDuration: 0.8, bounce: bounce, delay: 0, options: [.repeat], animations: {
                dot.frame.origin.y = 60
            })
        }
        if let card = root.viewWithTag(pulsing) {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
                card.layer.cornerRadius = 35
                card.backgroundColor = .systemPink
                card.transform = CGAffineTransform(rotationAngle: .pi / 12)
            })
        }
    }

    /// Stops them (the views keep their end values).
    package static func stopAnimations(in root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            view.layer.removeAllAnimations()
            stack.append(contentsOf: view.subviews)
        }
    }
}
