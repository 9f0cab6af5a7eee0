/// The images of the built-in button types, drawn once per scale (Tessera has no SF Symbols, so
/// these are drawn to match "info.circle", "plus.circle" and the close button's "xmark").
extension UIButton {
    /// The built-in image of a button type, if it has one.
    static func systemImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: return SystemButtonImages.info
        case .contactAdd: return SystemButtonImages.add
        case .close: return SystemButtonImages.close
        case .custom, .system, .plain: return nil
        }
    }
}

@MainActor
private enum SystemButtonImages {
    /// A 22-point circle outline with an "i" (a template image).
    static let info: UIImage = circled { bounds in
        let dot = UIBezierPath(ovalIn: CGRect(x: bounds.midX - 1.25, y: 5.5, width: 2.5, height: 2.5))
        dot.fill()
        let stem = UIBezierPath(roundedRect: CGRect(x: bounds.midX - 1, y: 9.5, width: 2, height: 7.5), cornerRadius: 1)
        stem.fill()
    }

    /// A 22-point circle outline with a "+" (a template image).
    static let add: UIImage = circled { bounds in
        let bar = UIBezierPath(roundedRect: CGRect(x: 6, y: bounds.midY - 0.9, width: 10, height: 1.8), cornerRadius: 0.9)
        bar.fill()
        let stem = UIBezierPath(roundedRect: CGRect(x: bounds.midX - 0.9, y: 6, width: 1.8, height: 10), cornerRadius: 0.9)
        stem.fill()
    }

    /// A 30-point grey disc with a bold "×", in its own colours for light and dark (iOS's close button).
    static let close: UIImage = {
        let asset = UIImageAsset()
        var images: [UIImage] = []
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            var image = UIImage()
            traits.performAsCurrent { image = drawClose().withRenderingMode(.alwaysOriginal) }
            asset.register(image, with: traits)
            images.append(image)
        }
        return images[0]
    }()

    private static func drawClose() -> UIImage {
        let size = CGSize(width: 30, height: 30)
        return UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
            let cross = UIBezierPath()
            cross.move(to: CGPoint(x: 10.5, y: 10.5))
            cross.addLine(to: CGPoint(x: 19.5, y: 19.5))
            cross.move(to: CGPoint(x: 19.5, y: 10.5))
            cross.addLine(to: CGPoint(x: 10.5, y: 19.5))
            cross.lineWidth = 2.6
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.setStroke()
            cross.stroke()
        }
    }

    private static func circled(_ inner: (CGRect) -> Void) -> UIImage {
        let size = CGSize(width: 22, height: 22)
        return UIGraphicsImageRenderer(size: size).image { _ in
            let bounds = CGRect(origin: .zero, size: size)
            UIColor.black.set()
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
            ring.lineWidth = 1.6
            ring.stroke()
            inner(bounds)
        }.withRenderingMode(.alwaysTemplate)
    }
}
