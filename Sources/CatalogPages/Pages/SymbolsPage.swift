import UIKit

/// The "Symbols" page: common system symbols tinted, the nine weights, the three scales, point sizes,
/// and hierarchical and palette colours, as `UIImage(systemName:)` draws them.
@MainActor
package enum SymbolsPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Symbols")
        page.section("Common symbols", height: 236, common)
        page.section("Weights: ultraLight to black", height: 92, weights)
        page.section("Scales: small, medium, large", height: 70, scales)
        page.section("Point sizes 12, 17, 22, 28, 34", height: 64, pointSizes)
        page.section("Colours: tint, hierarchical, palette", height: 50, colours)
        return page
    }

    static let commonNames = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark",
        "gear", "gearshape.fill", "person", "person.fill", "trash", "trash.fill", "square.and.arrow.up", "magnifyingglass",
        "heart", "heart.fill", "star", "star.fill", "bell", "bell.fill", "house", "house.fill",
        "ellipsis", "info.circle", "exclamationmark.triangle", "plus.circle.fill", "xmark.circle.fill", "checkmark.circle", "folder", "paperplane",
        "envelope", "phone.fill", "camera", "photo", "lock", "eye", "bookmark", "calendar",
        "clock", "cloud.sun", "wifi", "play.fill", "pause.fill", "square.and.pencil", "line.3.horizontal", "arrow.clockwise",
    ]

    private static func symbolView(_ name: String, _ configuration: UIImage.SymbolConfiguration? = nil, center: CGPoint,
                                   tint: UIColor = .systemBlue, in content: UIView) {
        let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
        view.tintColor = tint
        view.sizeToFit()
        view.center = center
        view.frame.origin = CGPoint(x: view.frame.origin.x.rounded(), y: view.frame.origin.y.rounded())
        content.addSubview(view)
    }

    private static func common(_ content: UIView) {
        let columns = 8, step = content.bounds.width / CGFloat(columns)
        for (i, name) in commonNames.enumerated() {
            let center = CGPoint(x: (CGFloat(i % columns) + 0.5) * step, y: CGFloat(i / columns) * 36 + 16)
            symbolView(name, center: center, tint: i % columns == 0 ? .label : .systemBlue, in: content)
        }
    }

    private static func weights(_ content: UIView) {
        let all: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let step = content.bounds.width / CGFloat(all.count)
        for (row, name) in ["heart", "gear"].enumerated() {
            for (i, weight) in all.enumerated() {
                symbolView(name, UIImage.SymbolConfiguration(pointSize: 22, weight: weight),
                           center: CGPoint(x: (CGFloat(i) + 0.5) * step, y: CGFloat(row) * 36 + 16), tint: .label, in: content)
            }
        }
    }

    private static func scales(_ content: UIView) {
        let names = ["star.fill", "bell", "trash"]
        let scales: [UIImage.SymbolScale] = [.small, .medium, .large]
        let step = content.bounds.width / CGFloat(names.count * scales.count)
        for (n, name) in names.enumerated() {
            for (s, scale) in scales.enumerated() {
                let i = n * scales.count + s
                symbolView(name, UIImage.SymbolConfiguration(scale: scale), center: CGPoint(x: (CGFloat(i) + 0.5) * step, y: 18),
                           tint: .systemOrange, in: content)
                caption(["S", "M", "L"][s], centeredAt: (CGFloat(i) + 0.5) * step, y: 36, in: content, width: step)
            }
        }
    }

    private static func pointSizes(_ content: UIView) {
        let sizes: [CGFloat] = [12, 17, 22, 28, 34]
        let step = content.bounds.width / CGFloat(sizes.count)
        for (i, size) in sizes.enumerated() {
            symbolView("person.crop.circle", UIImage.SymbolConfiguration(pointSize: size),
                       center: CGPoint(x: (CGFloat(i) + 0.5) * step, y: 20), tint: .systemGreen, in: content)
        }
    }

    private static func colours(_ content: UIView) {
        let samples: [(String, UIImage.SymbolConfiguration?)] = [
            ("heart.fill", nil),
            ("heart.fill", UIImage.SymbolConfiguration(hierarchicalColor: .systemPink)),
            ("cloud.sun.fill", UIImage.SymbolConfiguration(paletteColors: [.systemTeal, .systemYellow])),
            ("star.fill", UIImage.SymbolConfiguration(hierarchicalColor: .systemYellow)),
            ("bell.fill", UIImage.SymbolConfiguration.preferringMulticolor()),
        ]
        let step = content.bounds.width / CGFloat(samples.count)
        for (i, sample) in samples.enumerated() {
            symbolView(sample.0, sample.1?.applying(UIImage.SymbolConfiguration(pointSize: 24)) ?? UIImage.SymbolConfiguration(pointSize: 24),
                       center: CGPoint(x: (CGFloat(i) + 0.5) * step, y: 13), in: content)
        }
    }
}
