import UIKit

/// Drawing code for customised controls (a hand-drawn progress bar, switch and segment images, a knob), in
/// modern Swift, as an app would write it.
enum CustomControlDrawings {
    /// A custom progress view's `draw(_:)`: a white capsule outline filled to `value`.
    static func drawCapsuleProgress(in bounds: CGRect, value: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        UIColor.white.set()
        let ins: CGFloat = 2
        let r = bounds.insetBy(dx: ins, dy: ins)
        let radius = r.size.height / 2
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.maxX - radius, y: ins + bounds.minY))
        path.addArc(center: CGPoint(x: radius + ins + bounds.minX, y: radius + ins + bounds.minY), radius: radius,
                    startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        path.addArc(center: CGPoint(x: r.maxX - radius, y: radius + ins + bounds.minY), radius: radius,
                    startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
        path.closeSubpath()
        c.addPath(path)
        c.setLineWidth(2)
        c.strokePath()
        c.addPath(path)
        c.clip()
        c.fill(CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width * value, height: r.size.height))
    }

    /// 9×9 diamond images for a progress view's track (black) and progress (white), resizable.
    static func diamondImages() -> (track: UIImage, progress: UIImage) {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 9, height: 9), false, 0)
        let con = UIGraphicsGetCurrentContext()!
        con.setFillColor(UIColor.black.cgColor)
        con.move(to: CGPoint(x: 0, y: 4.5))
        con.addLine(to: CGPoint(x: 4.5, y: 9))
        con.addLine(to: CGPoint(x: 9, y: 4.5))
        con.addLine(to: CGPoint(x: 4.5, y: 0))
        con.closePath()
        let p = con.path!
        con.fillPath()
        let im = UIGraphicsGetImageFromCurrentImageContext()!
        con.setFillColor(UIColor.white.cgColor)
        con.addPath(p)
        con.fillPath()
        let im2 = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        let insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        return (im.resizableImage(withCapInsets: insets, resizingMode: .stretch),
                im2.resizableImage(withCapInsets: insets, resizingMode: .stretch))
    }

    /// A 79×27 switch "on" image: "YES" centred on black. GillSans-Bold is not installed on
    /// Linux, so, as careful iOS code does, it falls back to the bold system font.
    static func yesSwitchImage() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 79, height: 27), false, 0)
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 79, height: 27)).fill()
        let para = NSMutableParagraphStyle()
        para.alignment = .center
        let att = NSAttributedString(string: "YES", attributes: [
            .font: UIFont(name: "GillSans-Bold", size: 16) ?? UIFont.boldSystemFont(ofSize: 16),
            .foregroundColor: UIColor.white,
            .paragraphStyle: para,
        ])
        att.draw(in: CGRect(x: 0, y: 5, width: 79, height: 22))
        let im = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return im
    }

    /// A knob face: a shaded dial with a pointer at angle zero (to the right).
    static func knobImage(diameter: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter)).image { ctx in
            let c = ctx.cgContext
            let rect = CGRect(x: 2, y: 2, width: diameter - 4, height: diameter - 4)
            c.saveGState()
            c.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor.black.withAlphaComponent(0.4).cgColor)
            UIColor(white: 0.85, alpha: 1).setFill()
            UIBezierPath(ovalIn: rect).fill()
            c.restoreGState()
            UIBezierPath(ovalIn: rect).addClip()
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor(white: 0.98, alpha: 1).cgColor,
                                                                 UIColor(white: 0.7, alpha: 1).cgColor] as CFArray, locations: nil)!
            c.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: diameter), options: [])
            let pointer = UIBezierPath(roundedRect: CGRect(x: diameter / 2 + 4, y: diameter / 2 - 2, width: diameter / 2 - 10, height: 4),
                                       cornerRadius: 2)
            UIColor.systemRed.setFill()
            pointer.fill()
        }
    }

    /// A segmented-control divider: 1×10 points of white.
    static func dividerImage() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 10), false, 0)
        UIColor.white.set()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 1, height: 10))
        let div = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return div
    }

    /// A woven "linen" texture for a segmented control's background, 100×60, resizable between 10-point
    /// side caps.
    static func linenBackground() -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { ctx in
            UIColor(red: 0.55, green: 0.5, blue: 0.42, alpha: 1).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 60))
            UIColor(white: 1, alpha: 0.12).setFill()
            for i in stride(from: 0, to: 100, by: 3) { ctx.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 60)) }
            UIColor(white: 0, alpha: 0.12).setFill()
            for j in stride(from: 0, to: 60, by: 3) { ctx.fill(CGRect(x: 0, y: CGFloat(j), width: 100, height: 1)) }
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    /// A 30×30 drawn portrait for a segment.
    static func portrait(_ initial: String, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
            let p = NSMutableParagraphStyle()
            p.alignment = .center
            initial.draw(in: CGRect(x: 0, y: 6, width: 30, height: 20), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white, .paragraphStyle: p])
        }
    }
}
