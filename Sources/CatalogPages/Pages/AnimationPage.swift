import UIKit

/// The "Animation" page: the four view-animation curves side by side, springs with different bounce,
/// keyframes (a dot around a path, turning with it, and a square stepping through keyframes), a card
/// pushed from page to page by transitions, a card a paused property animator moves as its slider
/// scrubs, and a card whose corner radius, colour and turn pulse. Live in the app; the PNG shows the
/// page mid-motion, and the animated PNG shows two seconds of it.
@MainActor
package enum AnimationPage {
    /// The page with its animations running.
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Animation")
        page.section("Curves: ease in-out, ease in, ease out, linear", height: 160, curves)
        page.section("Springs: bounce 0, 0.3, 0.6", height: 130, springs)
        page.section("Keyframes: a path with rotation, steps", height: 120, keyframes)
        page.section("Transition: push", height: 90, transition)
        page.section("Property animator: drag to scrub", height: 110, scrubbing)
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

    /// Two seconds of the page at 15 frames a second, at 1× (for the animated PNG).
    package static func motion() -> (frames: [UIImage], interval: TimeInterval) {
        let page = make()
        let interval = 1.0 / 15
        let frames = page.showing(scale: 1) { window in
            UIApplication.shared.advanceFrame(by: 0)
            startAnimations(in: page.root)
            var frames: [UIImage] = []
            for _ in 0..<30 {
                UIApplication.shared.advanceFrame(by: interval)
                frames.append(window.screen.snapshotImage())
            }
            stopAnimations(in: page.root)
            return frames
        }
        return (frames, interval)
    }

    /// The views that move, and how: tagged so the page can start and stop them.
    private static let moving = 7001, springing = 7002, pulsing = 7003, orbiting = 7004, stepping = 7005,
                       paging = 7006, scrubbed = 7007, scrubber = 7008

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

    /// The loop the orbiting marker follows, in its section's coordinates.
    private static func orbit(in content: UIView) -> CGPath {
        CGPath(roundedRect: CGRect(x: 20, y: 14, width: 150, height: 70), cornerWidth: 35, cornerHeight: 35, transform: nil)
    }

    private static func keyframes(_ content: UIView) {
        let track = CAShapeLayer()
        track.path = orbit(in: content)
        track.fillColor = nil
        track.strokeColor = UIColor.systemFill.cgColor
        track.lineWidth = 2
        content.layer.addSublayer(track)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 26, height: 14))
        marker.backgroundColor = .systemGreen
        marker.layer.cornerRadius = 4
        marker.center = CGPoint(x: 55, y: 14)
        marker.tag = orbiting
        content.addSubview(marker)
        let square = UIView(frame: CGRect(x: 230, y: 60, width: 24, height: 24))
        square.backgroundColor = .systemTeal
        square.layer.cornerRadius = 5
        square.tag = stepping
        content.addSubview(square)
    }

    private static func transition(_ content: UIView) {
        let card = UILabel(frame: CGRect(x: content.bounds.midX - 70, y: 6, width: 140, height: 56))
        card.textAlignment = .center
        card.font = .preferredFont(forTextStyle: .title2)
        card.text = "Page 1"
        card.textColor = .white
        card.backgroundColor = .systemPurple
        card.tag = paging
        // A push does not clip: the card sits in a frame of its own size that does.
        let frame = UIView(frame: card.frame)
        frame.layer.cornerRadius = 10
        frame.layer.masksToBounds = true
        content.addSubview(frame)
        card.frame.origin = .zero
        frame.addSubview(card)
    }

    private static func scrubbing(_ content: UIView) {
        let square = UIView(frame: CGRect(x: 10, y: 4, width: 36, height: 36))
        square.backgroundColor = .systemRed
        square.layer.cornerRadius = 6
        square.tag = scrubbed
        content.addSubview(square)
        let slider = UISlider(frame: CGRect(x: 10, y: 56, width: content.bounds.width - 20, height: 30))
        slider.value = 0.5
        slider.tag = scrubber
        content.addSubview(slider)
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
        startKeyframes(in: root)
        if let card = root.viewWithTag(paging) as? UILabel { turnPage(card, to: 2, after: 0.1) }
        startScrubbing(in: root)
        if let card = root.viewWithTag(pulsing) {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
                card.layer.cornerRadius = 35
                card.backgroundColor = .systemPink
                card.transform = CGAffineTransform(rotationAngle: .pi / 12)
            })
        }
    }

    private static func startKeyframes(in root: UIView) {
        if let marker = root.viewWithTag(orbiting), let content = marker.superview {
            let around = CAKeyframeAnimation(keyPath: "position")
            around.path = orbit(in: content)
            around.calculationMode = .paced
            around.rotationMode = .rotateAuto
            around.duration = 3
            around.repeatCount = .infinity
            marker.layer.add(around, forKey: "orbit")
        }
        if let square = root.viewWithTag(stepping) {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.repeat, .calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { square.center.y -= 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { square.center.x += 80 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { square.center.y += 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { square.center.x -= 80 }
            })
        }
    }

    /// Pushes the card to page `number` after `delay` seconds (showing the old page until then), then on
    /// to the next page, for as long as the pushes run to their end.
    private static func turnPage(_ card: UILabel, to number: Int, after delay: TimeInterval = 0) {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.6
        push.beginTime = card.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        push.fillMode = .backwards
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        push.delegate = PageTurner(card: card, next: number % 3 + 1)
        card.layer.add(push, forKey: kCATransition)
        card.text = "Page \(number)"
    }

    /// Turns to the next page when a push ends (not when it was removed).
    private final class PageTurner: CAAnimationDelegate {
        weak var card: UILabel?
        let next: Int
        init(card: UILabel, next: Int) {
            self.card = card
            self.next = next
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            guard flag, let card else { return }
            AnimationPage.turnPage(card, to: next, after: 0.6)
        }
    }

    /// A paused animator moves and turns the square; the slider sets how far.
    private static func startScrubbing(in root: UIView) {
        guard let square = root.viewWithTag(scrubbed), let slider = root.viewWithTag(scrubber) as? UISlider,
              let content = square.superview else { return }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            square.center.x = content.bounds.width - 28
            square.transform = CGAffineTransform(rotationAngle: .pi)
            square.backgroundColor = .systemYellow
        }
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(slider.value)
        slider.addAction(UIAction { _ in animator.fractionComplete = CGFloat(slider.value) }, for: .valueChanged)
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
