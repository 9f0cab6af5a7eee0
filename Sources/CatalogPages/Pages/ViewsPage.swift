import UIKit

/// The "Views" page: alpha and hidden, clipping, corners and borders, shadows, tint inheritance,
/// transforms and content modes, all plain views and layers.
@MainActor
package enum ViewsPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Views")
        page.section("Alpha and hidden", height: 100, alpha)
        page.section("Clipping", height: 110, clipping)
        page.section("Corners and borders", height: 100, corners)
        page.section("Shadows", height: 110, shadows)
        page.section("Tint inheritance", height: 100, tint)
        page.section("Transforms", height: 120, transforms)
        page.section("Content modes", height: 190, contentModes)
        return page
    }

    private static func square(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    private static func alpha(_ content: UIView) {
        let values: [(String, CGFloat, Bool)] = [("alpha 1", 1, false), ("alpha 0.6", 0.6, false),
                                                  ("alpha 0.3", 0.3, false), ("isHidden", 1, true)]
        for (i, (name, alpha, hidden)) in values.enumerated() {
            let x = CGFloat(i) * 84 + 14
            // A striped backdrop shows what shines through.
            let backdrop = square(CGRect(x: x, y: 4, width: 56, height: 56), .clear)
            for stripe in 0..<4 {
                backdrop.addSubview(square(CGRect(x: CGFloat(stripe) * 14, y: 0, width: 7, height: 56), .systemGray4))
            }
            content.addSubview(backdrop)
            let view = square(CGRect(x: x + 8, y: 12, width: 40, height: 40), .systemBlue)
            view.alpha = alpha
            view.isHidden = hidden
            // A group: the inner square composites with its parent, not on its own.
            view.addSubview(square(CGRect(x: 10, y: 10, width: 20, height: 20), .systemYellow))
            content.addSubview(view)
            caption(name, centeredAt: x + 28, y: 64, in: content)
        }
    }

    private static func clipping(_ content: UIView) {
        for (i, clips) in [false, true].enumerated() {
            let x = CGFloat(i) * 168 + 30
            let parent = square(CGRect(x: x, y: 14, width: 100, height: 56), .systemTeal)
            parent.layer.cornerRadius = 12
            parent.clipsToBounds = clips
            let child = square(CGRect(x: 50, y: -10, width: 70, height: 40), .systemOrange)
            child.layer.cornerRadius = 6
            parent.addSubview(child)
            content.addSubview(parent)
            caption(clips ? "clipsToBounds = true" : "clipsToBounds = false", centeredAt: x + 50, y: 74, in: content, width: 150)
        }
    }

    private static func corners(_ content: UIView) {
        let samples: [(String, (UIView) -> Void)] = [
            ("radius 12", { $0.layer.cornerRadius = 12 }),
            ("border 3", { $0.layer.borderWidth = 3; $0.layer.borderColor = UIColor.systemIndigo.cgColor }),
            ("top corners", {
                $0.layer.cornerRadius = 18
                $0.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            }),
            ("circle + border", {
                $0.layer.cornerRadius = 28
                $0.layer.borderWidth = 2
                $0.layer.borderColor = UIColor.white.cgColor
            }),
        ]
        for (i, (name, style)) in samples.enumerated() {
            let x = CGFloat(i) * 84 + 14
            let view = square(CGRect(x: x, y: 4, width: 56, height: 56), i == 1 ? .systemGray6 : .systemPink)
            style(view)
            content.addSubview(view)
            caption(name, centeredAt: x + 28, y: 64, in: content)
        }
    }

    private static func shadows(_ content: UIView) {
        let samples: [(String, (CALayer) -> Void)] = [
            ("soft", { $0.shadowOpacity = 0.25; $0.shadowRadius = 8; $0.shadowOffset = CGSize(width: 0, height: 4) }),
            ("hard", { $0.shadowOpacity = 0.6; $0.shadowRadius = 0; $0.shadowOffset = CGSize(width: 4, height: 4) }),
            ("coloured", {
                $0.shadowColor = UIColor.systemPurple.cgColor
                $0.shadowOpacity = 0.8
                $0.shadowRadius = 6
                $0.shadowOffset = .zero
            }),
            ("shadowPath", {
                $0.shadowOpacity = 0.35
                $0.shadowRadius = 3
                $0.shadowPath = CGPath(ellipseIn: CGRect(x: 4, y: 50, width: 48, height: 10), transform: nil)
            }),
        ]
        for (i, (name, style)) in samples.enumerated() {
            let x = CGFloat(i) * 84 + 14
            let view = square(CGRect(x: x, y: 10, width: 56, height: 50), .systemGray5)
            view.layer.cornerRadius = 10
            style(view.layer)
            content.addSubview(view)
            caption(name, centeredAt: x + 28, y: 74, in: content)
        }
    }

    /// A view that draws a ring and a dot in its tint colour and redraws when the tint changes.
    private final class TintSwatch: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            isOpaque = false
        }

        override func draw(_ rect: CGRect) {
            tintColor.setStroke()
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3))
            ring.lineWidth = 4
            ring.stroke()
            tintColor.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 16, dy: 16)).fill()
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            setNeedsDisplay()
        }
    }

    private static func tint(_ content: UIView) {
        let group = UIView(frame: CGRect(x: 0, y: 0, width: content.bounds.width, height: 76))
        group.tintColor = .systemGreen
        content.addSubview(group)
        let samples: [(String, (UIView) -> Void)] = [
            ("inherited", { _ in }),
            ("inherited", { _ in }),
            ("own: orange", { $0.tintColor = .systemOrange }),
            ("dimmed", { $0.tintAdjustmentMode = .dimmed }),
        ]
        for (i, (name, style)) in samples.enumerated() {
            let x = CGFloat(i) * 84 + 14
            let swatch = TintSwatch(frame: CGRect(x: x + 4, y: 4, width: 48, height: 48))
            style(swatch)
            group.addSubview(swatch)
            caption(name, centeredAt: x + 28, y: 60, in: group)
        }
    }

    private static func transforms(_ content: UIView) {
        let samples: [(String, (UIView) -> Void)] = [
            ("rotated 20°", { $0.transform = CGAffineTransform(rotationAngle: .pi / 9) }),
            ("scaled 0.7", { $0.transform = CGAffineTransform(scaleX: 0.7, y: 0.7) }),
            ("sheared", { $0.transform = CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0) }),
            ("anchor 0,0; 30°", {
                let origin = $0.frame.origin
                $0.layer.anchorPoint = .zero
                $0.center = origin
                $0.transform = CGAffineTransform(rotationAngle: .pi / 6)
            }),
        ]
        for (i, (name, transform)) in samples.enumerated() {
            let x = CGFloat(i) * 84 + 14
            let ghost = square(CGRect(x: x, y: 14, width: 56, height: 56), .clear)
            ghost.layer.borderWidth = 1
            ghost.layer.borderColor = UIColor.systemGray3.cgColor
            content.addSubview(ghost)
            let view = square(CGRect(x: x, y: 14, width: 56, height: 56), UIColor.systemBlue.withAlphaComponent(0.85))
            view.layer.cornerRadius = 6
            let bar = square(CGRect(x: 8, y: 8, width: 40, height: 8), .white)
            view.addSubview(bar)
            transform(view)
            content.addSubview(view)
            caption(name, centeredAt: x + 28, y: 84, in: content)
        }
    }

    /// A 40×24 picture: sky, sun and hill, so placement and stretching are easy to see.
    private static func picture() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 24)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 24))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 26, y: 3, width: 9, height: 9)).fill()
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: -10, y: 14, width: 44, height: 24)).fill()
        }
    }

    private static func contentModes(_ content: UIView) {
        let modes: [(String, UIView.ContentMode)] = [
            ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
            ("center", .center), ("topLeft", .topLeft), ("top", .top), ("bottomRight", .bottomRight), ("left", .left),
        ]
        let image = picture()
        for (i, (name, mode)) in modes.enumerated() {
            let x = CGFloat(i % 4) * 84 + 14, y = CGFloat(i / 4) * 84
            let view = UIImageView(image: image)
            view.frame = CGRect(x: x, y: y, width: 56, height: 56)
            view.contentMode = mode
            view.clipsToBounds = true
            view.backgroundColor = .tertiarySystemFill
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.separator.cgColor
            content.addSubview(view)
            caption(name, centeredAt: x + 28, y: y + 60, in: content)
        }
    }
}
