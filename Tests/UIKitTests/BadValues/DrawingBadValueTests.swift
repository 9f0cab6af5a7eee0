import Testing
import TesseraTesting
import UIKit

/// Bad numbers in drawing, text and images: colours, paths, renderers, fonts, labels and image
/// variants. Reported once per API; nothing crashes Cairo, and drawing after them is right.
@MainActor @Suite struct DrawingBadValueTests {
    @Test func colourComponentsClamp() {
        let logged = reports(of: "UIColor(red:green:blue:alpha:)") { _ = UIColor(red: .nan, green: 1, blue: .infinity, alpha: 1) }
        #expect(logged.first?.contains("NaN in (nan, 1, inf, 1); clamped to (0, 1, 1, 1)") == true)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
        #expect(UIColor(red: .nan, green: 1, blue: .infinity, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0, 1, 1, 1])
        let gray = reports(of: "UIColor(white:alpha:)") { _ = UIColor(white: 0.5, alpha: .nan) }
        #expect(gray.count == 1)
        let image = render(CGSize(width: 4, height: 4)) { ctx in
            UIColor(red: 1, green: .nan, blue: 0, alpha: 1).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
    }

    @Test func pathsWithNaNDropTheBadElementsAndStillDraw() {
        let image = render(CGSize(width: 20, height: 20)) { ctx in
            let logged = reports(of: "CGContext path") {
                let bad = UIBezierPath()
                bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
                bad.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
                bad.addArc(withCenter: CGPoint(x: 10, y: 10), radius: .nan, startAngle: 0, endAngle: .pi, clockwise: true)
                bad.lineWidth = .nan
                UIColor.blue.setStroke()
                bad.stroke()
                bad.fill()
                ctx.cgContext.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
                ctx.cgContext.fillPath()
            }
            #expect(logged.count == 1)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        }
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
    }

    @Test func bezierPathsBuiltFromBadNumbersDoNotCrash() {
        let image = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.green.setFill()
            for v in [CGFloat.nan, .infinity, .greatestFiniteMagnitude, 1e300] {
                let paths = [
                    UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: v),
                    UIBezierPath(ovalIn: CGRect(x: v, y: 0, width: 1, height: 1)),
                    UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: v, startAngle: 0, endAngle: v, clockwise: true),
                    UIBezierPath(roundedRect: CGRect(x: 30, y: 30, width: 4, height: 4), byRoundingCorners: .allCorners,
                                 cornerRadii: CGSize(width: v, height: v)),
                ]
                for path in paths {
                    path.apply(CGAffineTransform(scaleX: v, y: 1))
                    _ = path.bounds
                    _ = path.contains(CGPoint(x: v, y: 1))
                    path.lineWidth = v
                    path.fill()
                    path.stroke()
                }
            }
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
    }

    @Test func renderersWithBadSizesGiveEmptyImagesOnce() {
        for size in [CGSize(width: -1, height: -1), CGSize(width: CGFloat.nan, height: CGFloat.nan), CGSize(width: 1e300, height: 1)] {
            var ran = false
            let logged = reports(of: "image context size") {
                let image = UIGraphicsImageRenderer(size: size).image { _ in ran = true }
                #expect(image.size == .zero)
            }
            #expect(logged.count == 1, "\(size)")
            #expect(!ran)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = .nan
        let logged = reports(of: "image context size") {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        }
        #expect(logged.count == 1)
        // A good renderer afterwards works.
        let image = render(CGSize(width: 2, height: 2)) { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(rgba(image, 1, 1) == [255, 0, 0, 255])
    }

    @Test func badFontSizesBecomeTwelvePoints() {
        let logged = reports(of: "UIFont size") { _ = UIFont.systemFont(ofSize: .infinity) }
        #expect(logged.first?.contains("UIFont size: font size inf is not usable; using 12 pt") == true)
        #expect(UIFont.boldSystemFont(ofSize: .nan).pointSize == 12)
        #expect(UIFont(name: "DejaVu Sans", size: -1)?.pointSize ?? 12 == 12)
    }

    @Test func labelNumbersAreIgnoredOrClamped() {
        let scene = BadValueScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
        label.text = "One two three four five six"
        label.font = .systemFont(ofSize: .nan)
        scene.root.addSubview(label)
        let lines = reports(of: "UILabel.numberOfLines") { label.numberOfLines = -2 }
        #expect(lines.first?.contains("UILabel.numberOfLines: -2 is negative; clamped to 0 (no limit)") == true)
        #expect(label.numberOfLines == 0)
        label.preferredMaxLayoutWidth = 50
        let width = reports(of: "UILabel.preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = .nan }
        #expect(width.count == 1 && label.preferredMaxLayoutWidth == 50)
        label.minimumScaleFactor = 0.5
        let scale = reports(of: "UILabel.minimumScaleFactor") { label.minimumScaleFactor = .nan }
        #expect(scale.count == 1 && label.minimumScaleFactor == 0.5)
        let size = label.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite && size.width > 0 && size.width <= 50)
        label.removeFromSuperview()
        scene.expectHealthy()
    }

    @Test func imageScalesAndCapInsetsAreChecked() {
        let cg = render(CGSize(width: 4, height: 4)) { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }.cgImage!
        let scale = reports(of: "UIImage scale") { _ = UIImage(cgImage: cg, scale: .nan, orientation: .up) }
        #expect(scale.count == 1)
        let image = UIImage(cgImage: cg, scale: -2, orientation: .up)
        #expect(image.scale == 1 && image.size == CGSize(width: 4, height: 4))
        let insets = reports(of: "UIImage.resizableImage(withCapInsets:)") {
            _ = image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: 0, bottom: -1, right: 0))
        }
        #expect(insets.count == 1)
        #expect(image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)).capInsets == .zero)
    }
}
