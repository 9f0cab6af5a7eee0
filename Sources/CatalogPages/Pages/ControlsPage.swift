import UIKit

/// The "Controls" page: every control in its states (normal, highlighted, selected, disabled), and a
/// row customised as in the seeds, in light and dark.
@MainActor
package enum ControlsPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Controls")
        page.section("Buttons: system, custom and built-in types", height: 150, buttons)
        page.section("Button configurations", height: 176, configurations)
        return page
    }

    /// The four states, as columns.
    static let states: [(String, (UIControl) -> Void)] = [
        ("normal", { _ in }),
        ("highlighted", { $0.isHighlighted = true }),
        ("selected", { $0.isSelected = true }),
        ("disabled", { $0.isEnabled = false }),
    ]

    /// Column centres for the four states across a card's content.
    static func column(_ index: Int, in content: UIView) -> CGFloat {
        content.bounds.width / 8 * CGFloat(2 * index + 1)
    }

    private static func buttons(_ content: UIView) {
        for (i, (name, apply)) in states.enumerated() {
            let x = column(i, in: content)
            let system = UIButton(type: .system)
            system.setTitle("Button", for: .normal)
            system.setTitle("Selected", for: .selected)
            apply(system)
            system.sizeToFit()
            system.center = CGPoint(x: x, y: 15)
            content.addSubview(system)

            let custom = UIButton(type: .custom)
            custom.setTitle("Custom", for: .normal)
            custom.setTitleColor(.systemOrange, for: .selected)
            custom.setBackgroundImage(pill(.systemIndigo), for: .normal)
            custom.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
            custom.sizeToFit()
            custom.center = CGPoint(x: x, y: 55)
            apply(custom)
            content.addSubview(custom)
            caption(name, centeredAt: x, y: 78, in: content)
        }
        let types: [UIButton.ButtonType] = [.detailDisclosure, .infoDark, .contactAdd, .close]
        let names = ["detailDisclosure", "infoDark", "contactAdd", "close"]
        for (i, type) in types.enumerated() {
            let x = column(i, in: content)
            let button = UIButton(type: type)
            button.sizeToFit()
            button.center = CGPoint(x: x, y: 104)
            content.addSubview(button)
            caption(names[i], centeredAt: x, y: 120, in: content, width: 84)
        }
    }

    private static func configurations(_ content: UIView) {
        let styles: [(String, UIButton.Configuration)] = [("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled())]
        for (i, (name, base)) in styles.enumerated() {
            let x = column(i, in: content)
            var configuration = base
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            button.center = CGPoint(x: x, y: 18)
            content.addSubview(button)
            caption(name, centeredAt: x, y: 40, in: content)
        }
        var withSubtitle = UIButton.Configuration.filled()
        withSubtitle.title = "Download"
        withSubtitle.subtitle = "12 MB"
        withSubtitle.image = arrow()
        withSubtitle.imagePadding = 8
        withSubtitle.titleAlignment = .leading
        let download = UIButton(configuration: withSubtitle)
        download.sizeToFit()
        download.frame.origin = CGPoint(x: 0, y: 62)
        content.addSubview(download)

        var top = UIButton.Configuration.tinted()
        top.title = "Top"
        top.image = arrow()
        top.imagePlacement = .top
        top.imagePadding = 4
        top.cornerStyle = .large
        let topButton = UIButton(configuration: top)
        topButton.sizeToFit()
        topButton.frame.origin = CGPoint(x: download.frame.maxX + 12, y: 62)
        content.addSubview(topButton)

        var capsule = UIButton.Configuration.gray()
        capsule.title = "Trailing"
        capsule.image = arrow()
        capsule.imagePlacement = .trailing
        capsule.imagePadding = 6
        capsule.cornerStyle = .capsule
        let capsuleButton = UIButton(configuration: capsule)
        capsuleButton.sizeToFit()
        capsuleButton.frame.origin = CGPoint(x: topButton.frame.maxX + 12, y: 62)
        content.addSubview(capsuleButton)

        var disabled = UIButton.Configuration.filled()
        disabled.title = "Disabled"
        let disabledButton = UIButton(configuration: disabled)
        disabledButton.isEnabled = false
        disabledButton.sizeToFit()
        disabledButton.frame.origin = CGPoint(x: 0, y: 122)
        content.addSubview(disabledButton)

        var pressed = UIButton.Configuration.filled()
        pressed.title = "Highlighted"
        pressed.buttonSize = .small
        let pressedButton = UIButton(configuration: pressed)
        pressedButton.isHighlighted = true
        pressedButton.sizeToFit()
        pressedButton.frame.origin = CGPoint(x: disabledButton.frame.maxX + 12, y: 124)
        content.addSubview(pressedButton)

        var large = UIButton.Configuration.filled()
        large.title = "Large"
        large.buttonSize = .large
        large.cornerStyle = .capsule
        large.baseBackgroundColor = .systemGreen
        let largeButton = UIButton(configuration: large)
        largeButton.sizeToFit()
        largeButton.frame.origin = CGPoint(x: pressedButton.frame.maxX + 12, y: 108)
        content.addSubview(largeButton)
    }

    /// A rounded, stretchable background image in one colour.
    static func pill(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 21, height: 21)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 21, height: 21), cornerRadius: 8).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }

    /// A small downward arrow, as a template image.
    static func arrow() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 8, y: 2))
            path.addLine(to: CGPoint(x: 8, y: 13))
            path.move(to: CGPoint(x: 3, y: 8.5))
            path.addLine(to: CGPoint(x: 8, y: 13.5))
            path.addLine(to: CGPoint(x: 13, y: 8.5))
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}
