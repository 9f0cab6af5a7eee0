import UIKit

/// The "Gestures" page: tap, double tap (with a single tap waiting for it to fail), a card dragged by
/// a pan, a photo pinched and rotated, and a long press, each with a label showing what happened.
/// The page is shown in its window and played with through the same input doors a window backend
/// uses (touches, a trackpad pinch and rotation), on the media clock, before it is rendered.
@MainActor
package enum GesturesPage {
    /// Keeps the page's recognizer targets alive while it is shown.
    private final class Handlers {
        var taps = 0
        var singles = 0
        var doubles = 0
        var longPressStates: [String] = []
    }

    /// The page and the views its gestures are on (the recognizers' closures keep the handlers alive).
    @MainActor private struct Built {
        var page = ViewPage(title: "Gestures")
        var tapPad = UIView(), singlePad = UIView(), card = UIView(), photo = UIView(), pressPad = UIView()
    }

    private static func build() -> Built {
        var built = Built()
        let handlers = Handlers()
        built.page.section("Tap", height: 64) { built.tapPad = tap($0, handlers) }
        built.page.section("Double tap · the single tap waits for it to fail", height: 64) { built.singlePad = doubleTap($0, handlers) }
        built.page.section("Pan", height: 120) { built.card = pan($0) }
        built.page.section("Pinch and rotate", height: 240) { built.photo = pinchAndRotate($0) }
        built.page.section("Long press", height: 64) { built.pressPad = longPress($0, handlers) }
        return built
    }

    /// The page, live, for the interactive catalog.
    package static func make() -> ViewPage { build().page }

    /// The page after a scripted play through the input doors, as a picture.
    package static func render() -> UIImage {
        let built = build()
        return built.page.showing { window in play(in: window, built) }
    }

    /// Plays the page through the input doors and draws it while a long press is held.
    private static func play(in window: UIWindow, _ built: Built) -> UIImage {
        let (tapPad, singlePad, card, photo, pressPad) = (built.tapPad, built.singlePad, built.card, built.photo, built.pressPad)
        var time = CACurrentMediaTime() + 0.1
        func point(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint { window.convert(CGPoint(x: x, y: y), from: view) }
        func next(_ step: TimeInterval = 0.6) -> TimeInterval { time = max(time, CACurrentMediaTime()) + step; return time }

        // Three taps, a second apart.
        for _ in 0..<3 { window.send(TouchInput.tap(at: point(tapPad, 60, 20), timestamp: next(1))) }
        // A single tap (fired once the double tap failed), then a double tap.
        window.send(TouchInput.tap(at: point(singlePad, 60, 20), timestamp: next(1)))
        UIApplication.shared.advanceFrame(by: 0.5)
        let t = next(1)
        window.send(TouchInput.tap(at: point(singlePad, 60, 20), timestamp: t))
        window.send(TouchInput.tap(at: point(singlePad, 62, 21), timestamp: t + 0.2))
        UIApplication.shared.advanceFrame(by: 0.5)
        // The card dragged 170 points right.
        window.send(TouchInput.drag(from: point(card, 40, 30), to: point(card, 210, 30), steps: 12, timestamp: next(1), duration: 0.3))
        // The photo pinched with two fingers, then turned on a trackpad.
        let centre = point(photo, photo.bounds.midX, photo.bounds.midY)
        var pinchTime = next(1)
        window.send(TouchInput(finger: 0, phase: .down, location: CGPoint(x: centre.x - 30, y: centre.y), timestamp: pinchTime))
        window.send(TouchInput(finger: 1, phase: .down, location: CGPoint(x: centre.x + 30, y: centre.y), timestamp: pinchTime + 0.02))
        for step in 1...6 {
            pinchTime += 0.03
            let half = 30 + CGFloat(step) * 2.5
            window.send(TouchInput(finger: 0, phase: .move, location: CGPoint(x: centre.x - half, y: centre.y), timestamp: pinchTime))
            window.send(TouchInput(finger: 1, phase: .move, location: CGPoint(x: centre.x + half, y: centre.y), timestamp: pinchTime))
        }
        window.send(TouchInput(finger: 1, phase: .up, location: CGPoint(x: centre.x + 45, y: centre.y), timestamp: pinchTime + 0.02))
        window.send(TouchInput(finger: 0, phase: .up, location: CGPoint(x: centre.x - 45, y: centre.y), timestamp: pinchTime + 0.03))
        let turn = next(1)
        window.send(TransformInput(location: centre, rotation: 0.15, phase: .began, timestamp: turn))
        window.send(TransformInput(location: centre, rotation: 0.2, phase: .changed, timestamp: turn + 0.05))
        window.send(TransformInput(location: centre, phase: .ended, timestamp: turn + 0.1))
        // A press held past half a second; it is still down when the page is drawn.
        window.send(TouchInput(finger: 0, phase: .down, location: point(pressPad, 60, 20), timestamp: next(1)))
        UIApplication.shared.advanceFrame(by: 0.7)
        let image = window.screen.snapshotImage()
        window.send(TouchInput(finger: 0, phase: .up, location: point(pressPad, 60, 20), timestamp: next(0.1)))
        return image
    }

    private static func pad(_ title: String, color: UIColor, in content: UIView) -> UIView {
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        pad.backgroundColor = color
        pad.layer.cornerRadius = 10
        let label = UILabel(frame: pad.bounds)
        label.text = title
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        pad.addSubview(label)
        content.addSubview(pad)
        return pad
    }

    private static func status(_ content: UIView, x: CGFloat = 136, _ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: 0, width: content.bounds.width - x, height: 40))
        label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        label.textColor = .label
        label.text = text
        content.addSubview(label)
        return label
    }

    private static func tap(_ content: UIView, _ handlers: Handlers) -> UIView {
        let target = pad("Tap me", color: .systemBlue, in: content)
        let label = status(content, "Taps: 0")
        target.addGestureRecognizer(UITapGestureRecognizer { [weak label] r in
            handlers.taps += 1
            label?.text = "Taps: \(handlers.taps) · last \(r.state)"
        })
        return target
    }

    private static func doubleTap(_ content: UIView, _ handlers: Handlers) -> UIView {
        let target = pad("Tap or double", color: .systemIndigo, in: content)
        let label = status(content, "single 0 · double 0")
        func show() { label.text = "single \(handlers.singles) · double \(handlers.doubles)" }
        let double = UITapGestureRecognizer { _ in handlers.doubles += 1; show() }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in handlers.singles += 1; show() }
        single.require(toFail: double)
        target.addGestureRecognizer(single)
        target.addGestureRecognizer(double)
        return target
    }

    private static func pan(_ content: UIView) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 64))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        let title = UILabel(frame: card.bounds)
        title.text = "Drag me"
        title.textAlignment = .center
        title.textColor = .white
        title.font = .systemFont(ofSize: 15, weight: .semibold)
        card.addSubview(title)
        content.addSubview(card)
        let label = UILabel(frame: CGRect(x: 0, y: content.bounds.height - 18, width: content.bounds.width, height: 18))
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        label.textColor = .secondaryLabel
        label.text = "pan: possible"
        content.addSubview(label)
        var moved = CGPoint.zero
        card.addGestureRecognizer(UIPanGestureRecognizer { [weak card, weak label] r in
            guard let card, let superview = card.superview else { return }
            let t = r.translation(in: superview)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            moved.x += t.x
            moved.y += t.y
            r.setTranslation(.zero, in: superview)
            let v = r.velocity(in: superview)
            label?.text = "pan: \(r.state) · moved \(Int(moved.x)), \(Int(moved.y)) · \(Int(v.x)) pt/s"
        })
        return card
    }

    /// A small landscape, drawn: sky, sun and hills.
    private final class PhotoView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
            UIBezierPath(rect: bounds).fill()
            UIColor(red: 1, green: 0.8, blue: 0.25, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: bounds.width * 0.65, y: 14, width: 30, height: 30)).fill()
            UIColor(red: 0.3, green: 0.62, blue: 0.3, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: bounds.height))
            hills.addLine(to: CGPoint(x: 0, y: bounds.height * 0.6))
            hills.addQuadCurve(to: CGPoint(x: bounds.width * 0.55, y: bounds.height * 0.65),
                               controlPoint: CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.35))
            hills.addQuadCurve(to: CGPoint(x: bounds.width, y: bounds.height * 0.55),
                               controlPoint: CGPoint(x: bounds.width * 0.8, y: bounds.height * 0.4))
            hills.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
            hills.close()
            hills.fill()
        }
    }

    /// Lets the photo's pinch and rotation work together.
    private final class Together: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }
    private static let together = Together()

    private static func pinchAndRotate(_ content: UIView) -> UIView {
        let photo = PhotoView(frame: CGRect(x: (content.bounds.width - 100) / 2, y: (content.bounds.height - 18 - 75) / 2,
                                            width: 100, height: 75))
        photo.layer.cornerRadius = 8
        photo.clipsToBounds = true
        content.addSubview(photo)
        let label = UILabel(frame: CGRect(x: 0, y: content.bounds.height - 18, width: content.bounds.width, height: 18))
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.text = "scale 1.00 · 0°"
        content.addSubview(label)
        var scale: CGFloat = 1, angle: CGFloat = 0
        func apply(_ state: UIGestureRecognizer.State, _ name: String) {
            photo.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            label.text = String(format: "scale %.2f · %.0f° · %@ %@", scale, angle * 180 / .pi, name, "\(state)")
        }
        let pinch = UIPinchGestureRecognizer { r in
            scale *= r.scale
            r.scale = 1
            apply(r.state, "pinch")
        }
        let rotation = UIRotationGestureRecognizer { r in
            angle += r.rotation
            r.rotation = 0
            apply(r.state, "rotation")
        }
        pinch.delegate = together
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        return photo
    }

    private static func longPress(_ content: UIView, _ handlers: Handlers) -> UIView {
        let target = pad("Hold me", color: .systemPink, in: content)
        let label = status(content, "long press: –")
        target.addGestureRecognizer(UILongPressGestureRecognizer { r in
            handlers.longPressStates.append("\(r.state)")
            label.text = "long press: " + handlers.longPressStates.joined(separator: ", ")
        })
        return target
    }
}
