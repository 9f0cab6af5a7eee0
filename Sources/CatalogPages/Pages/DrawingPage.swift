import UIKit

/// The "Drawing" page: drawing code of customised controls, gradients, shadows, blend modes, resizable and
/// template images, and text in several scripts with every line-break mode.
enum DrawingPage {
    static func render() -> UIImage {
        var page = PageCanvas()
        page.section("Custom progress drawn in draw(_:)", height: 92, customProgress)
        page.section("Custom switch image, knob, segment dividers", height: 132, customControls)
        page.section("Gradients", height: 90, gradients)
        page.section("Shadows and transparency layers", height: 96, shadows)
        page.section("Blend modes", height: 90, blendModes)
        page.section("Nine-slice images at @1x, @2x, @3x", height: 132, nineSlice)
        page.section("Template images tinted", height: 56, templates)
        page.section("Paths", height: 86, paths)
        page.section("Text in four scripts", height: 150, scripts)
        page.section("Line-break modes", height: 280, lineBreakModes)
        page.section("Attributes", height: 112, attributes)
        return page.render(title: "Drawing")
    }

    private static var context: CGContext { UIGraphicsGetCurrentContext()! }

    private static func caption(_ text: String, at point: CGPoint, width: CGFloat = 110) {
        let p = NSMutableParagraphStyle()
        p.alignment = .center
        text.draw(in: CGRect(x: point.x, y: point.y, width: width, height: 16), withAttributes: [
            .font: UIFont.preferredFont(forTextStyle: .caption2), .foregroundColor: UIColor.secondaryLabel, .paragraphStyle: p])
    }

    private static func customProgress(_ r: CGRect) {
        UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(roundedRect: CGRect(x: r.minX, y: r.minY, width: r.width, height: 36), cornerRadius: 8).fill()
        context.saveGState()
        CustomControlDrawings.drawCapsuleProgress(in: CGRect(x: r.minX + 12, y: r.minY + 8, width: r.width - 24, height: 20), value: 0.65)
        context.restoreGState()
        // Diamond track and progress images, stretched like a progress view would.
        let (track, progress) = CustomControlDrawings.diamondImages()
        UIColor(white: 0.75, alpha: 1).setFill()
        UIBezierPath(roundedRect: CGRect(x: r.minX, y: r.minY + 44, width: r.width, height: 24), cornerRadius: 8).fill()
        track.draw(in: CGRect(x: r.minX + 12, y: r.minY + 52, width: r.width - 24, height: 9))
        progress.draw(in: CGRect(x: r.minX + 12, y: r.minY + 52, width: (r.width - 24) * 0.4, height: 9))
    }

    private static func customControls(_ r: CGRect) {
        CustomControlDrawings.yesSwitchImage().draw(at: CGPoint(x: r.minX, y: r.minY + 16))
        caption("onImage 79×27", at: CGPoint(x: r.minX - 16, y: r.minY + 50))
        let knob = CustomControlDrawings.knobImage(diameter: 40)
        for (i, angle) in [0, 1.5, 3, 5].enumerated() {
            let center = CGPoint(x: r.minX + 118 + CGFloat(i) * 46, y: r.minY + 32)
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: angle)
            knob.draw(at: CGPoint(x: -20, y: -20))
            context.restoreGState()
        }
        caption("knob rotated 0, 1.5, 3, 5 rad", at: CGPoint(x: r.minX + 96, y: r.minY + 58), width: 184)
        // Segments on the linen background, separated by the 1×10 divider.
        let background = CustomControlDrawings.linenBackground(), divider = CustomControlDrawings.dividerImage()
        let strip = CGRect(x: r.minX, y: r.minY + 78, width: r.width, height: 40)
        background.draw(in: strip)
        let people = [("M", UIColor.systemIndigo), ("J", UIColor.systemTeal), ("Mo", UIColor.systemOrange)]
        let segment = strip.width / 3
        for (i, person) in people.enumerated() {
            CustomControlDrawings.portrait(person.0, person.1).draw(at: CGPoint(x: strip.minX + segment * (CGFloat(i) + 0.5) - 15, y: strip.minY + 5))
            if i > 0 { divider.draw(in: CGRect(x: strip.minX + segment * CGFloat(i), y: strip.midY - 5, width: 1, height: 10)) }
        }
    }

    private static func gradients(_ r: CGRect) {
        let colors = [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor, UIColor.systemTeal.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1])!
        let w = (r.width - 24) / 4
        let boxes = (0..<4).map { CGRect(x: r.minX + CGFloat($0) * (w + 8), y: r.minY, width: w, height: 50) }
        for (i, box) in boxes.enumerated() {
            context.saveGState()
            UIBezierPath(roundedRect: box, cornerRadius: 8).addClip()
            UIColor.tertiarySystemFill.setFill()
            UIRectFill(box)
            switch i {
            case 0:
                context.drawLinearGradient(gradient, start: CGPoint(x: box.minX, y: box.minY), end: CGPoint(x: box.maxX, y: box.maxY), options: [])
            case 1:
                context.drawLinearGradient(gradient, start: CGPoint(x: box.midX - 15, y: 0), end: CGPoint(x: box.midX + 15, y: 0),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            case 2:
                context.drawRadialGradient(gradient, startCenter: CGPoint(x: box.midX, y: box.midY), startRadius: 0,
                                           endCenter: CGPoint(x: box.midX, y: box.midY), endRadius: 30, options: [.drawsAfterEndLocation])
            default:
                context.drawRadialGradient(gradient, startCenter: CGPoint(x: box.minX + 20, y: box.minY + 15), startRadius: 4,
                                           endCenter: CGPoint(x: box.midX, y: box.midY), endRadius: 40, options: [])
            }
            context.restoreGState()
        }
        for (i, name) in ["linear", "extended", "radial", "two circles"].enumerated() {
            caption(name, at: CGPoint(x: boxes[i].minX, y: r.minY + 52), width: w)
        }
    }

    private static func shadows(_ r: CGRect) {
        let specs: [(CGSize, CGFloat, UIColor)] = [(CGSize(width: 0, height: 2), 4, .black), (CGSize(width: 4, height: 6), 0, .systemBlue),
                                                   (CGSize(width: 0, height: 8), 16, .black)]
        for (i, spec) in specs.enumerated() {
            let box = CGRect(x: r.minX + 8 + CGFloat(i) * 78, y: r.minY + 6, width: 56, height: 48)
            context.saveGState()
            context.setShadow(offset: spec.0, blur: spec.1, color: spec.2.withAlphaComponent(0.45).cgColor)
            UIColor.white.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: 10).fill()
            context.restoreGState()
        }
        // A transparency layer: overlapping circles composited once at 60 %, with one shadow.
        let origin = CGPoint(x: r.maxX - 96, y: r.minY + 4)
        context.saveGState()
        context.setAlpha(0.6)
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 6, color: UIColor.black.withAlphaComponent(0.5).cgColor)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: CGRect(x: origin.x, y: origin.y, width: 52, height: 52)).fill()
        UIColor.systemBlue.setFill()
        UIBezierPath(ovalIn: CGRect(x: origin.x + 30, y: origin.y, width: 52, height: 52)).fill()
        context.endTransparencyLayer()
        context.restoreGState()
        caption("one layer, 60 %", at: CGPoint(x: origin.x - 14, y: r.minY + 60))
    }

    private static func blendModes(_ r: CGRect) {
        let modes: [(CGBlendMode, String)] = [(.multiply, "multiply"), (.screen, "screen"), (.overlay, "overlay"),
                                              (.difference, "difference"), (.plusDarker, "plusDarker"), (.luminosity, "luminosity")]
        let w = (r.width - 5 * 6) / 6
        for (i, (mode, name)) in modes.enumerated() {
            let box = CGRect(x: r.minX + CGFloat(i) * (w + 6), y: r.minY, width: w, height: 50)
            context.saveGState()
            UIBezierPath(roundedRect: box, cornerRadius: 6).addClip()
            UIColor.systemOrange.setFill()
            UIRectFill(CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height / 2))
            UIColor.systemTeal.setFill()
            UIRectFill(CGRect(x: box.minX, y: box.midY, width: box.width, height: box.height / 2))
            context.setBlendMode(mode)
            UIColor.systemPurple.setFill()
            UIBezierPath(ovalIn: box.insetBy(dx: 6, dy: 8)).fill()
            context.restoreGState()
            caption(name, at: CGPoint(x: box.minX - 4, y: r.minY + 52), width: w + 8)
        }
    }

    private static func nineSlice(_ r: CGRect) {
        // The same 24-point image with 10-point caps, loaded at each scale (the main screen asks for @3x).
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        for (row, name) in ["button", "button@2x", "button@3x"].enumerated() {
            // Each file on its own (UIImage(named:) would pick @3x for the 3x screen every time).
            guard let path = Bundle.module.path(forResource: name, ofType: "png"),
                  let image = UIImage(contentsOfFile: path) else { continue }
            let y = r.minY + CGFloat(row) * 36
            let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
            stretched.draw(in: CGRect(x: r.minX + 56, y: y, width: 120, height: 30))
            let tiled = image.resizableImage(withCapInsets: insets, resizingMode: .tile)
            tiled.draw(in: CGRect(x: r.minX + 186, y: y, width: 150, height: 30))
            "@\(Int(image.scale))x".draw(at: CGPoint(x: r.minX, y: y + 6), withAttributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.label])
        }
        caption("stretch", at: CGPoint(x: r.minX + 61, y: r.minY + 106))
        caption("tile", at: CGPoint(x: r.minX + 211, y: r.minY + 106))
    }

    private static func glyph() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { _ in
            let star = UIBezierPath()
            for k in 0..<10 {
                let radius: CGFloat = k % 2 == 0 ? 15 : 6.5
                let angle = CGFloat(k) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 16 + radius * cos(angle), y: 17 + radius * sin(angle))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            UIColor.black.setFill()
            star.fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    private static func templates(_ r: CGRect) {
        let star = glyph()
        star.draw(at: CGPoint(x: r.minX, y: r.minY))
        caption("original", at: CGPoint(x: r.minX - 39, y: r.minY + 34))
        for (i, color) in [UIColor.systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple, .systemPink].enumerated() {
            star.withTintColor(color).draw(at: CGPoint(x: r.minX + 60 + CGFloat(i) * 46, y: r.minY))
        }
        caption("withTintColor(_:)", at: CGPoint(x: r.minX + 60, y: r.minY + 34), width: 270)
    }

    private static func paths(_ r: CGRect) {
        let shapes: [UIBezierPath] = [
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 56, height: 44), cornerRadius: 12),
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 56, height: 44), byRoundingCorners: [.topLeft, .bottomRight],
                         cornerRadii: CGSize(width: 16, height: 16)),
            UIBezierPath(arcCenter: CGPoint(x: 28, y: 26), radius: 20, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true),
            {
                let p = UIBezierPath()
                p.move(to: CGPoint(x: 2, y: 40))
                p.addCurve(to: CGPoint(x: 54, y: 40), controlPoint1: CGPoint(x: 10, y: -20), controlPoint2: CGPoint(x: 46, y: 70))
                return p
            }(),
            {
                let p = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 56, height: 44))
                p.append(UIBezierPath(ovalIn: CGRect(x: 14, y: 11, width: 28, height: 22)))
                p.usesEvenOddFillRule = true
                return p
            }(),
        ]
        for (i, shape) in shapes.enumerated() {
            shape.apply(CGAffineTransform(translationX: r.minX + CGFloat(i) * 70, y: r.minY))
            if i == 2 || i == 3 {
                shape.lineWidth = 5
                shape.lineCapStyle = .round
                if i == 3 { shape.setLineDash([8, 6], count: 2, phase: 0) }
                UIColor.systemIndigo.setStroke()
                shape.stroke()
            } else {
                UIColor.systemMint.setFill()
                shape.fill()
                UIColor.systemGreen.setStroke()
                shape.lineWidth = 2
                shape.stroke()
            }
        }
        for (i, name) in ["continuous", "two corners", "arc", "dashed curve", "even-odd"].enumerated() {
            caption(name, at: CGPoint(x: r.minX + CGFloat(i) * 70 - 27, y: r.minY + 48))
        }
    }

    private static func scripts(_ r: CGRect) {
        let lines = ["Tessera draws UIKit text with Pango.", "你好，世界！日本語もかな漢字も。", "مرحبا بالعالم — النص من اليمين إلى اليسار",
                     "Emoji 🎉🚀🌍👩🏽‍💻 and ✔︎ symbols"]
        for (i, line) in lines.enumerated() {
            let p = NSMutableParagraphStyle()
            p.alignment = .natural
            line.draw(in: CGRect(x: r.minX, y: r.minY + CGFloat(i) * 32, width: r.width, height: 30), withAttributes: [
                .font: UIFont.systemFont(ofSize: 19), .foregroundColor: UIColor.label, .paragraphStyle: p])
        }
    }

    private static func lineBreakModes(_ r: CGRect) {
        let modes: [(NSLineBreakMode, String)] = [(.byWordWrapping, "byWordWrapping"), (.byCharWrapping, "byCharWrapping"),
                                                  (.byClipping, "byClipping"), (.byTruncatingHead, "byTruncatingHead"),
                                                  (.byTruncatingTail, "byTruncatingTail"), (.byTruncatingMiddle, "byTruncatingMiddle")]
        let text = "The quick brown fox jumps over the lazy dog while 敏捷的狐狸 watches."
        let box = CGSize(width: 200, height: 40)
        for (i, (mode, name)) in modes.enumerated() {
            let y = r.minY + CGFloat(i) * 44
            name.draw(at: CGPoint(x: r.minX, y: y + 10), withAttributes: [
                .font: UIFont.monospacedSystemFont(ofSize: 10, weight: .regular), .foregroundColor: UIColor.secondaryLabel])
            let frame = CGRect(x: r.maxX - box.width, y: y, width: box.width, height: box.height)
            UIColor.systemYellow.withAlphaComponent(0.18).setFill()
            UIRectFill(frame)
            let p = NSMutableParagraphStyle()
            p.lineBreakMode = mode
            context.saveGState()
            UIRectClip(frame)
            text.draw(with: frame, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [
                .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label, .paragraphStyle: p], context: nil)
            context.restoreGState()
        }
    }

    private static func attributes(_ r: CGRect) {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.systemBlue.withAlphaComponent(0.6)
        let text = NSMutableAttributedString(string: "")
        let base: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label]
        func add(_ s: String, _ extra: [NSAttributedString.Key: Any]) {
            text.append(NSAttributedString(string: s, attributes: base.merging(extra) { $1 }))
        }
        add("Bold ", [.font: UIFont.boldSystemFont(ofSize: 17)])
        add("italic ", [.font: UIFont.italicSystemFont(ofSize: 17)])
        add("underlined ", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        add("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.systemRed])
        add(" highlighted ", [.backgroundColor: UIColor.systemYellow.withAlphaComponent(0.5)])
        add("S P A C E D ", [.kern: 2])
        add("shadowed ", [.shadow: shadow, .foregroundColor: UIColor.systemBlue])
        add("H", [:])
        add("2", [.baselineOffset: -4, .font: UIFont.systemFont(ofSize: 11)])
        add("O and x", [:])
        add("2", [.baselineOffset: 7, .font: UIFont.systemFont(ofSize: 11)])
        text.append(NSAttributedString(string: " · a link", attributes: [.font: UIFont.systemFont(ofSize: 17),
                                                                          .link: URL(string: "https://example.com")!]))
        text.draw(in: r)
    }
}
