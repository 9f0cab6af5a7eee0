import UIKit

/// The "Controls" page: every control in its states (normal, highlighted, selected, disabled), and a
/// row of customised controls (images, tints, a hand-drawn progress bar, a knob), in light and dark.
@MainActor
package enum ControlsPage {
    package static func make() -> ViewPage {
        _ = customisedRowAppearance
        var page = ViewPage(title: "Controls")
        page.section("Buttons: system, custom and built-in types", height: 150, buttons)
        page.section("Button configurations", height: 176, configurations)
        page.section("Switches, sliders and progress", height: 168, valueControls)
        page.section("Segmented controls and steppers", height: 222, segmentsAndSteppers)
        page.section("Activity and page indicators", height: 96, indicators)
        page.section("Customised controls", height: 180, customisations)
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

    private static func valueControls(_ content: UIView) {
        for (i, (name, apply)) in states.enumerated() {
            let x = column(i, in: content)
            let toggle = UISwitch()
            toggle.isOn = i != 0
            apply(toggle)
            toggle.center = CGPoint(x: x, y: 16)
            content.addSubview(toggle)
            caption(name, centeredAt: x, y: 34, in: content)
        }
        let sliderWidth = content.bounds.width / 2 - 8
        for (i, (name, apply)) in states.enumerated() {
            let slider = UISlider(frame: CGRect(x: CGFloat(i % 2) * (sliderWidth + 16), y: 48 + CGFloat(i / 2) * 44, width: sliderWidth, height: 31))
            slider.value = 0.25 + Float(i) * 0.2
            apply(slider)
            content.addSubview(slider)
            caption(name, centeredAt: slider.frame.midX, y: slider.frame.maxY - 2, in: content)
        }
        for (i, value) in [Float(0.3), 0.8].enumerated() {
            let progress = UIProgressView(progressViewStyle: i == 0 ? .default : .bar)
            progress.frame = CGRect(x: CGFloat(i) * (sliderWidth + 16), y: 140, width: sliderWidth, height: progress.frame.height)
            progress.progress = value
            content.addSubview(progress)
        }
    }

    private static func segmentsAndSteppers(_ content: UIView) {
        let half = content.bounds.width / 2 - 8
        for (i, (name, apply)) in states.enumerated() {
            let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
            segmented.selectedSegmentIndex = 1
            apply(segmented)
            segmented.frame = CGRect(x: CGFloat(i % 2) * (half + 16), y: CGFloat(i / 2) * 52, width: half, height: 32)
            content.addSubview(segmented)
            caption(name, centeredAt: segmented.frame.midX, y: segmented.frame.maxY + 2, in: content)
        }
        for (i, (name, apply)) in states.enumerated() {
            let stepper = UIStepper()
            stepper.value = i == 3 ? 0 : 5
            apply(stepper)
            stepper.frame.origin = CGPoint(x: CGFloat(i % 2) * (half + 16) + (half - stepper.bounds.width) / 2, y: 110 + CGFloat(i / 2) * 52)
            content.addSubview(stepper)
            caption(name, centeredAt: stepper.frame.midX, y: stepper.frame.maxY + 2, in: content)
        }
    }

    private static func indicators(_ content: UIView) {
        let styles: [(String, UIActivityIndicatorView.Style)] = [("medium", .medium), ("large", .large)]
        for (i, (name, style)) in styles.enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.startAnimating()
            spinner.center = CGPoint(x: column(i, in: content), y: 20)
            content.addSubview(spinner)
            caption(name, centeredAt: spinner.center.x, y: 42, in: content)
        }
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        pages.sizeToFit()
        pages.center = CGPoint(x: column(2, in: content) + content.bounds.width / 8, y: 20)
        content.addSubview(pages)
        caption("page control", centeredAt: pages.center.x, y: 42, in: content)
        let prominent = UIPageControl()
        prominent.numberOfPages = 4
        prominent.currentPage = 2
        prominent.backgroundStyle = .prominent
        prominent.sizeToFit()
        prominent.center = CGPoint(x: pages.center.x, y: 78)
        content.addSubview(prominent)
    }

    private static func customisations(_ content: UIView) {
        let row = CustomisedControlsRow(frame: content.bounds)
        content.addSubview(row)
        // A switch with a black "YES" image for the on state, and tints.
        let yes = UISwitch()
        yes.onImage = yesImage()
        yes.isOn = true
        yes.frame.origin = CGPoint(x: 0, y: 0)
        row.addSubview(yes)
        let tinted = UISwitch()
        tinted.onTintColor = .systemOrange
        tinted.thumbTintColor = .systemYellow
        tinted.isOn = true
        tinted.frame.origin = CGPoint(x: 60, y: 0)
        row.addSubview(tinted)
        // Resizable track and thumb images, set through the appearance proxy for this row only.
        let slider = UISlider(frame: CGRect(x: 124, y: 0, width: row.bounds.width - 124, height: 31))
        slider.value = 0.6
        row.addSubview(slider)
        // Progress images: 9 × 9 diamonds, stretched with 4-point caps.
        let progress = UIProgressView(progressViewStyle: .default)
        progress.trackImage = diamond(.black)
        progress.progressImage = diamond(.white)
        progress.frame = CGRect(x: 0, y: 50, width: row.bounds.width / 2 - 8, height: 9)
        progress.progress = 0.65
        row.addSubview(progress)
        // A progress bar of its own: a capsule drawn in draw(_:).
        let capsule = CapsuleProgressView(frame: CGRect(x: row.bounds.width / 2 + 8, y: 44, width: row.bounds.width / 2 - 8, height: 20))
        capsule.value = 0.4
        row.addSubview(capsule)
        // A segmented control with a stretched background, 30-point images, white 1-point dividers.
        let segmented = UISegmentedControl(items: [face(.systemRed), face(.systemGreen), face(.systemBlue)])
        segmented.setBackgroundImage(linen(), for: .normal, barMetrics: .default)
        segmented.setDividerImage(CustomControlDrawings.dividerImage(), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        segmented.selectedSegmentIndex = 0
        segmented.frame = CGRect(x: 0, y: 80, width: 200, height: 60)
        row.addSubview(segmented)
        // An activity indicator in yellow, on a rounded translucent square 10 points larger.
        let activity = UIActivityIndicatorView(style: .large)
        activity.color = .yellow
        activity.backgroundColor = UIColor(white: 0.2, alpha: 0.4)
        activity.layer.cornerRadius = 10
        activity.bounds.size = CGSize(width: activity.bounds.width + 10, height: activity.bounds.height + 10)
        activity.center = CGPoint(x: 240, y: 110)
        activity.startAnimating()
        row.addSubview(activity)
        // A knob: a UIControl subclass turned by its transform.
        let knob = KnobControl(frame: CGRect(x: 290, y: 86, width: 48, height: 48))
        knob.angle = 1.2
        row.addSubview(knob)
    }

    /// A 30-point round picture for a segment.
    static func face(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 8, y: 9, width: 4, height: 4)).fill()
            UIBezierPath(ovalIn: CGRect(x: 18, y: 9, width: 4, height: 4)).fill()
            UIBezierPath(roundedRect: CGRect(x: 9, y: 19, width: 12, height: 3), cornerRadius: 1.5).fill()
        }.withRenderingMode(.alwaysOriginal)
    }

    /// A segmented control's background: a textured 100 × 60 image, stretchable between 10-point caps.
    static func linen() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { _ in
            UIColor(red: 0.80, green: 0.76, blue: 0.68, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 8).fill()
            UIColor(white: 1, alpha: 0.25).setStroke()
            for y in stride(from: CGFloat(4), to: 60, by: 4) {
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: y))
                line.addLine(to: CGPoint(x: 100, y: y))
                line.stroke()
            }
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    /// Records the customised row's slider images through the appearance proxy (once per process).
    static let customisedRowAppearance: Void = {
        let slider = UISlider.appearance(whenContainedInInstancesOf: [CustomisedControlsRow.self])
        slider.setMinimumTrackImage(capsule(.systemPink), for: .normal)
        slider.setMaximumTrackImage(capsule(.systemGray3), for: .normal)
        slider.setThumbImage(knob(.systemPink), for: .normal)
        slider.setThumbImage(knob(.systemPurple), for: .highlighted)
    }()

    /// A switch image: "YES" in white bold on black, 79 × 27.
    static func yesImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 79, height: 27)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 79, height: 27)).fill()
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let text = NSAttributedString(string: "YES", attributes: [
                .font: UIFont.systemFont(ofSize: 16, weight: .bold), .foregroundColor: UIColor.white, .paragraphStyle: paragraph,
            ])
            text.draw(in: CGRect(x: 0, y: 5, width: 79, height: 22))
        }
    }

    /// A progress image: a 9 × 9 diamond, resizable with 4-point caps.
    static func diamond(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 4.5))
            path.addLine(to: CGPoint(x: 4.5, y: 9))
            path.addLine(to: CGPoint(x: 9, y: 4.5))
            path.addLine(to: CGPoint(x: 4.5, y: 0))
            path.close()
            color.setFill()
            path.fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
    }

    /// A 6-point-high rounded track piece, resizable.
    static func capsule(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 7, height: 6)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 7, height: 6), cornerRadius: 3).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .stretch)
    }

    /// A round thumb with a white ring.
    static func knob(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 22, height: 22)).fill()
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 16, height: 16)).fill()
        }
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

/// The container of the customised row: appearance rules for it reach only this page's controls.
final class CustomisedControlsRow: UIView {}

/// A progress bar drawn by hand: a white capsule outline filled up to `value`.
final class CapsuleProgressView: UIView {
    var value: CGFloat = 0 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .systemIndigo
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        CustomControlDrawings.drawCapsuleProgress(in: bounds, value: value)
    }
}

/// A knob: a UIControl subclass that draws a dial and turns with its transform.
final class KnobControl: UIControl {
    var angle: CGFloat = 0 { didSet { transform = CGAffineTransform(rotationAngle: angle) } }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1)).fill()
        UIColor.systemGray5.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 6, dy: 6)).fill()
        UIColor.systemRed.setFill()
        UIBezierPath(roundedRect: CGRect(x: bounds.midX - 2, y: 8, width: 4, height: bounds.height / 3), cornerRadius: 2).fill()
    }
}
