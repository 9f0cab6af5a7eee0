import UIKit

/// The "Labels" page: every line-break mode, multi-line wrapping, shrink-to-fit, shadows and states,
/// alignment, and text in Chinese, Japanese, Korean, Arabic and Hebrew.
@MainActor
package enum LabelsPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Labels")
        page.section("Line-break modes, one line", height: 196, lineBreakModes)
        page.section("Several lines", height: 200, multiLine)
        page.section("Shrink to fit", height: 84, shrink)
        page.section("Shadows, highlight, disabled", height: 100, states)
        page.section("Alignment", height: 104, alignment)
        page.section("CJK and right-to-left", height: 150, scripts)
        return page
    }

    private static let sentence = "The quick brown fox jumps over the lazy dog near the riverbank"

    private static func label(_ text: String, _ frame: CGRect, in view: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        view.addSubview(label)
        return label
    }

    private static func name(_ text: String, y: CGFloat, in view: UIView) {
        let label = label(text, CGRect(x: 0, y: y, width: 104, height: 20), in: view)
        label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        label.textColor = .secondaryLabel
    }

    private static func lineBreakModes(_ content: UIView) {
        let modes: [(String, NSLineBreakMode)] = [
            ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
            ("…Head", .byTruncatingHead), ("Middle…", .byTruncatingMiddle), ("Tail…", .byTruncatingTail),
        ]
        for (i, (title, mode)) in modes.enumerated() {
            let y = CGFloat(i) * 29
            name(title, y: y, in: content)
            let sample = label(sentence, CGRect(x: 108, y: y, width: content.bounds.width - 108, height: 20), in: content)
            sample.lineBreakMode = mode
            if i < modes.count - 1 {
                let rule = UIView(frame: CGRect(x: 0, y: y + 24.5, width: content.bounds.width, height: 0.5))
                rule.backgroundColor = .separator
                content.addSubview(rule)
            }
        }
    }

    private static func multiLine(_ content: UIView) {
        let wrapped = label(sentence + ", twice over: " + sentence.lowercased(),
                            CGRect(x: 0, y: 0, width: 160, height: 0), in: content)
        wrapped.numberOfLines = 0
        wrapped.font = .preferredFont(forTextStyle: .subheadline)
        wrapped.sizeToFit()
        let limited = label(sentence + ", twice over: " + sentence.lowercased(),
                            CGRect(x: 174, y: 0, width: content.bounds.width - 174, height: 0), in: content)
        limited.numberOfLines = 3
        limited.font = .preferredFont(forTextStyle: .subheadline)
        limited.sizeToFit()
        caption("numberOfLines = 0", centeredAt: 80, y: 162, in: content, width: 160)
        caption("numberOfLines = 3, tail", centeredAt: 174 + limited.bounds.width / 2, y: 162, in: content, width: 160)
    }

    private static func shrink(_ content: UIView) {
        for (i, width) in [CGFloat(300), 150, 120].enumerated() {
            let y = CGFloat(i) * 20
            let shrinking = label("Shrinks to fit its width", CGRect(x: 0, y: y, width: width, height: 20), in: content)
            shrinking.adjustsFontSizeToFitWidth = true
            shrinking.minimumScaleFactor = 0.5
            shrinking.backgroundColor = .systemYellow.withAlphaComponent(0.25)
        }
    }

    private static func states(_ content: UIView) {
        let shadowed = label("Shadowed title", CGRect(x: 0, y: 0, width: 200, height: 26), in: content)
        shadowed.font = .systemFont(ofSize: 22, weight: .bold)
        shadowed.textColor = .white
        shadowed.shadowColor = UIColor.black.withAlphaComponent(0.6)
        shadowed.shadowOffset = CGSize(width: 1, height: 2)
        let backdrop = UIView(frame: CGRect(x: -4, y: -2, width: 190, height: 30))
        backdrop.backgroundColor = .systemIndigo
        backdrop.layer.cornerRadius = 6
        content.insertSubview(backdrop, belowSubview: shadowed)
        let highlighted = label("Highlighted", CGRect(x: 0, y: 40, width: 150, height: 20), in: content)
        highlighted.highlightedTextColor = .systemRed
        highlighted.isHighlighted = true
        let disabled = label("Disabled", CGRect(x: 170, y: 40, width: 150, height: 20), in: content)
        disabled.isEnabled = false
        caption("highlightedTextColor", centeredAt: 60, y: 62, in: content, width: 120)
        caption("isEnabled = false", centeredAt: 210, y: 62, in: content, width: 120)
    }

    private static func alignment(_ content: UIView) {
        let alignments: [(String, NSTextAlignment)] = [("Left", .left), ("Center", .center), ("Right", .right)]
        for (i, (title, alignment)) in alignments.enumerated() {
            let sample = label(title + " aligned", CGRect(x: 0, y: CGFloat(i) * 26, width: content.bounds.width, height: 22), in: content)
            sample.textAlignment = alignment
            sample.backgroundColor = .tertiarySystemFill
        }
    }

    private static func scripts(_ content: UIView) {
        let samples: [(String, NSTextAlignment)] = [
            ("中文：快速的棕色狐狸跳过懒狗", .natural),
            ("日本語：いろはにほへと ちりぬるを", .natural),
            ("한국어: 다람쥐 헌 쳇바퀴에 타고파", .natural),
            ("العربية: نص يبدأ من اليمين", .natural),
            ("עברית: טקסט מימין לשמאל", .natural),
        ]
        for (i, (text, alignment)) in samples.enumerated() {
            let sample = label(text, CGRect(x: 0, y: CGFloat(i) * 25, width: content.bounds.width, height: 22), in: content)
            sample.textAlignment = alignment
        }
    }
}
