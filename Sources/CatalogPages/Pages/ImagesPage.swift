import UIKit

/// The "Images" page: every decoded format, the same image at @1x/@2x/@3x, cap insets stretched and
/// tiled, template images taking their tint, and an image view animating.
@MainActor
package enum ImagesPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Images")
        page.section("Formats", height: 96, formats)
        page.section("@1x, @2x, @3x at one point size", height: 96, scales)
        page.section("Cap insets", height: 150, capInsets)
        page.section("Template images", height: 90, templates)
        return page
    }

    private static func resource(_ name: String, _ type: String, subdirectory: String? = nil) -> UIImage? {
        guard let path = Bundle.module.path(forResource: name, ofType: type, inDirectory: subdirectory) else { return nil }
        return UIImage(contentsOfFile: path)
    }

    private static func formats(_ content: UIView) {
        let types = ["png", "jpg", "gif", "bmp", "tiff", "webp", "ico"]
        let side: CGFloat = 40, step = content.bounds.width / CGFloat(types.count)
        for (i, type) in types.enumerated() {
            let x = CGFloat(i) * step + (step - side) / 2
            let view = UIImageView(image: resource("sample", type, subdirectory: "Formats"))
            view.frame = CGRect(x: x, y: 8, width: side, height: side)
            view.contentMode = .scaleAspectFit
            view.layer.magnificationFilter = .nearest
            content.addSubview(view)
            caption(type.uppercased(), centeredAt: x + side / 2, y: 56, in: content, width: step)
        }
    }

    private static func scales(_ content: UIView) {
        for (i, name) in ["button", "button@2x", "button@3x"].enumerated() {
            // Each file on its own: UIImage(named:) would pick @3x on a 3x screen every time.
            let x = CGFloat(i) * 110 + 20
            let view = UIImageView(image: resource(name, "png"))
            view.frame.origin = CGPoint(x: x + 35 - view.bounds.width / 2, y: 14)
            content.addSubview(view)
            let image = view.image
            caption("@\(Int(image?.scale ?? 0))x: \(Int(image?.size.width ?? 0)) pt", centeredAt: x + 35, y: 56, in: content)
        }
    }

    private static func capInsets(_ content: UIView) {
        guard let button = resource("button@3x", "png") else { return }
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let rows: [(String, UIImage.ResizingMode)] = [("stretch", .stretch), ("tile", .tile)]
        for (row, (name, mode)) in rows.enumerated() {
            let y = CGFloat(row) * 60
            let widths: [CGFloat] = [40, 100, 170]
            var x: CGFloat = 0
            for width in widths {
                let view = UIImageView(image: button.resizableImage(withCapInsets: insets, resizingMode: mode))
                view.frame = CGRect(x: x, y: y + 4, width: width, height: row == 0 ? 36 : 44)
                content.addSubview(view)
                x += width + 12
            }
            caption(name, centeredAt: 20, y: y + 48, in: content, width: 40)
        }
    }

    /// A star in black on clear: a shape to tint.
    private static func star() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { _ in
            let path = UIBezierPath()
            for k in 0..<10 {
                let radius: CGFloat = k % 2 == 0 ? 17 : 7.5
                let angle = CGFloat(k) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 18 + radius * cos(angle), y: 19 + radius * sin(angle))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
    }

    private static func templates(_ content: UIView) {
        let template = star().withRenderingMode(.alwaysTemplate)
        let samples: [(String, (UIImageView) -> Void)] = [
            ("original", { $0.image = star() }),
            ("default tint", { _ in }),
            ("pink", { $0.tintColor = .systemPink }),
            ("green", { $0.tintColor = .systemGreen }),
            ("dimmed", { $0.tintAdjustmentMode = .dimmed }),
        ]
        let step = content.bounds.width / CGFloat(samples.count)
        for (i, (name, style)) in samples.enumerated() {
            let view = UIImageView(image: template)
            view.center = CGPoint(x: CGFloat(i) * step + step / 2, y: 22)
            style(view)
            content.addSubview(view)
            caption(name, centeredAt: view.center.x, y: 50, in: content, width: step)
        }
    }
}
