import StyleSheets
import UIKit

/// Views of every styled class, in containers the samples name, in a window.
@MainActor final class StyleSheetFuzzScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views: [UIView]

    init() {
        let controller = SettingsController()
        let label = UILabel(), fuzz = FuzzLabel(), pill = PillLabel()
        let card = CardView(), cardLabel = UILabel(), badge = BadgeView(), badgeLabel = UILabel()
        let sheetCard = SheetCard(), sheetLabel = UILabel(), sheetBadge = SheetBadge()
        let settingsCard = CardView(), settingsLabel = UILabel()
        let button = UIButton(type: .system), toggle = UISwitch(), slider = UISlider(), progress = UIProgressView()
        let segmented = UISegmentedControl(items: ["A", "B"]), stepper = UIStepper(), spinner = UIActivityIndicatorView()
        let pages = UIPageControl(), image = UIImageView(), stack = UIStackView()
        card.addSubview(cardLabel); card.addSubview(badge); badge.addSubview(badgeLabel)
        sheetCard.addSubview(sheetLabel); sheetCard.addSubview(sheetBadge)
        settingsCard.addSubview(settingsLabel)
        controller.view.addSubview(settingsCard)
        for view in [label, fuzz, pill, card, sheetCard, button, toggle, slider, progress, segmented, stepper, spinner, pages, image, stack] as [UIView] {
            controller.view.addSubview(view)
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        views = [label, fuzz, pill, card, cardLabel, badge, badgeLabel, sheetCard, sheetLabel, sheetBadge, settingsCard, settingsLabel,
                 button, toggle, slider, progress, segmented, stepper, spinner, pages, image, stack]
    }

    /// The rules reaching each view and the values the views show, as text.
    func fingerprint() -> [String] {
        var lines: [String] = []
        for (i, view) in views.enumerated() {
            for rule in AppearanceSchema.rules(reaching: view) {
                let values = rule.values.map { "\($0.name)=\(String(describing: $0.value))" }.joined(separator: ",")
                lines.append("\(i) \(rule.selector) \(rule.matches) \(rule.reason) \(values)")
            }
            lines.append("\(i) background \(String(describing: view.backgroundColor))")
            if let label = view as? UILabel {
                lines.append("\(i) label \(String(describing: label.textColor)) \(String(describing: label.font))")
            }
            if let fuzz = view as? FuzzLabel {
                lines.append("\(i) fuzz \(fuzz.lineCount) \(fuzz.shape) \(fuzz.glows) \(String(describing: fuzz.caption)) \(fuzz.spacing) \(fuzz.ratio) "
                             + "\(fuzz.padding) \(fuzz.anchor) \(fuzz.margins) \(fuzz.shadow) \(String(describing: fuzz.accent)) "
                             + "\(String(describing: fuzz.badgeFont)) \(String(describing: fuzz.badgeAttributes?.count))")
            }
            if let pill = view as? PillLabel { lines.append("\(i) pill \(pill.cornerRadius) \(pill.inset)") }
            if let button = view as? UIButton {
                for state: UIControl.State in [.normal, .highlighted, .disabled, .selected] {
                    lines.append("\(i) button \(state.rawValue) \(String(describing: button.titleColor(for: state))) "
                                 + "\(String(describing: button.backgroundImage(for: state)))")
                }
                lines.append("\(i) insets \(button.contentEdgeInsets)")
            }
            if let toggle = view as? UISwitch { lines.append("\(i) switch \(String(describing: toggle.onTintColor)) \(String(describing: toggle.thumbTintColor))") }
            if let slider = view as? UISlider { lines.append("\(i) slider \(String(describing: slider.minimumTrackTintColor)) \(String(describing: slider.thumbTintColor))") }
            if let progress = view as? UIProgressView { lines.append("\(i) progress \(String(describing: progress.progressTintColor)) \(String(describing: progress.trackTintColor))") }
            if let segmented = view as? UISegmentedControl { lines.append("\(i) segmented \(String(describing: segmented.selectedSegmentTintColor))") }
            if let spinner = view as? UIActivityIndicatorView { lines.append("\(i) spinner \(String(describing: spinner.color))") }
            if let pages = view as? UIPageControl { lines.append("\(i) pages \(String(describing: pages.currentPageIndicatorTintColor))") }
        }
        return lines
    }
}
