import UIKit

/// The baseline of the controls benchmark: every visible view's shapes drawn straight into one
/// bitmap context each frame (background fills, each view's `draw(_:)`, images), with no views'
/// layers, backing stores, compositing or damage tracking.
@MainActor
final class DirectDrawReplay {
    private let context: CGContext
    private let size: CGSize
    private var steps: [(CGContext) -> Void] = []

    init(window: UIWindow) {
        let scale = window.screen.scale
        size = window.bounds.size
        context = CGContext(data: nil, width: Int(window.bounds.width * scale), height: Int(window.bounds.height * scale),
                            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: window.bounds.height * scale)
        context.scaleBy(x: scale, y: -scale)
        // Shadows are measured in the base space, as in every context UIKit draws into.
        context.baseTransform = context.ctm
        record(window, in: window)
    }

    /// One frame: clears the context and draws every step.
    func draw() {
        context.clear(CGRect(origin: .zero, size: size))
        for step in steps { step(context) }
    }

    private func record(_ view: UIView, in window: UIWindow) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.convert(view.bounds, to: window)
        let bounds = view.bounds
        let alpha = view.alpha
        if let color = view.backgroundColor?.resolvedColor(with: view.traitCollection).cgColor {
            let radius = view.layer.cornerRadius
            steps.append { context in
                context.setFillColor(color)
                context.addPath(CGPath(roundedRect: frame, cornerWidth: radius, cornerHeight: radius, transform: nil))
                context.fillPath()
            }
        }
        if let imageView = view as? UIImageView, let image = imageView.image {
            // The bitmap the image view shows (its image, tinted when a template), drawn where it shows.
            let bitmap = imageView.layer.contents as? CGImage
            let rect = CGRect(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2,
                              width: image.size.width, height: image.size.height)
            steps.append { context in
                guard let bitmap else { return image.draw(in: frame, blendMode: .normal, alpha: alpha) }
                context.saveGState()
                context.setAlpha(alpha)
                context.translateBy(x: 0, y: rect.minY + rect.maxY)
                context.scaleBy(x: 1, y: -1)
                context.draw(bitmap, in: rect)
                context.restoreGState()
            }
        } else if view.layer.contents != nil || view.layer.drawsWhileCompositing {
            let traits = view.traitCollection
            steps.append { context in
                context.saveGState()
                context.translateBy(x: frame.minX, y: frame.minY)
                context.clip(to: bounds)
                if alpha < 1 { context.setAlpha(alpha) }
                UIGraphicsPushContext(context)
                traits.performAsCurrent { view.draw(bounds) }
                UIGraphicsPopContext()
                context.restoreGState()
            }
        }
        for subview in view.subviews { record(subview, in: window) }
    }
}

