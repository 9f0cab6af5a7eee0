import Testing
import TesseraTesting
import UIKit

/// Scenes compared pixel by pixel with the references checked in under References/.
@Suite struct ReferenceImageTests {
    init() { LogCapture.install() }

    @Test func shapesGradientsShadowsAndBlending() throws {
        let image = render(CGSize(width: 240, height: 160), scale: 2) { ctx in
            let c = ctx.cgContext
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 240, height: 160))
            c.saveGState()
            c.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor.black.withAlphaComponent(0.4).cgColor)
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 12, y: 12, width: 100, height: 60), cornerRadius: 14).fill()
            c.restoreGState()
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor] as CFArray, locations: nil)!
            c.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 128, y: 12, width: 100, height: 60)).addClip()
            c.drawLinearGradient(gradient, start: CGPoint(x: 128, y: 12), end: CGPoint(x: 228, y: 72), options: [])
            c.restoreGState()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 60, y: 116), radius: 30, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
            arc.lineWidth = 8
            arc.lineCapStyle = .round
            UIColor.systemGreen.setStroke()
            arc.stroke()
            UIColor.systemOrange.setFill()
            UIRectFill(CGRect(x: 120, y: 90, width: 100, height: 56))
            c.setBlendMode(.multiply)
            UIColor.systemTeal.setFill()
            UIBezierPath(ovalIn: CGRect(x: 140, y: 96, width: 60, height: 44)).fill()
        }
        try SnapshotReference("shapes").verify(image)
    }

    @Test func textInScriptsAndModes() throws {
        let image = render(CGSize(width: 260, height: 170), scale: 2) { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 260, height: 170))
            let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label]
            "Hello 你好 مرحبا 😀".draw(at: CGPoint(x: 8, y: 6), withAttributes: body)
            let sentence = "The quick brown fox jumps over the lazy dog."
            for (i, mode) in [NSLineBreakMode.byWordWrapping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].enumerated() {
                let style = NSMutableParagraphStyle()
                style.lineBreakMode = mode
                sentence.draw(with: CGRect(x: 8, y: 34 + CGFloat(i) * 24, width: 160, height: 22),
                              options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                              attributes: body.merging([.paragraphStyle: style]) { $1 }, context: nil)
            }
            let centered = NSMutableParagraphStyle()
            centered.alignment = .center
            NSAttributedString(string: "Centred, underlined", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.systemRed,
                .underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: centered,
            ]).draw(in: CGRect(x: 0, y: 140, width: 260, height: 24))
        }
        try SnapshotReference("text").verify(image)
    }

    @Test func resizableTemplateAndOrientedImages() throws {
        let frame = try #require(UIImage(named: "Fixtures/frame", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        let glyph = try #require(UIImage(named: "Fixtures/glyph", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        let pill = try #require(UIImage(named: "Pill", in: .module, compatibleWith: nil))
        let image = render(CGSize(width: 200, height: 120), scale: 2) { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
            let insets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
            frame.resizableImage(withCapInsets: insets, resizingMode: .stretch).draw(in: CGRect(x: 8, y: 8, width: 80, height: 40))
            frame.resizableImage(withCapInsets: insets, resizingMode: .tile).draw(in: CGRect(x: 100, y: 8, width: 80, height: 40))
            glyph.withTintColor(.systemPurple).draw(in: CGRect(x: 8, y: 60, width: 48, height: 48))
            pill.draw(in: CGRect(x: 64, y: 70, width: 120, height: 28))
        }
        try SnapshotReference("images").verify(image)
    }
}
