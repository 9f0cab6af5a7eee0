import UIKit

/// The "Auto Layout" page: a form built with anchors, a stack view in each distribution, margins and
/// the safe area, multi-line labels that grow with their width, priorities, and the visual format
/// language. Inside each card nothing has a hand-set frame: constraints place everything.
@MainActor
package enum AutoLayoutPage {
    package static func make() -> ViewPage {
        var page = ViewPage(title: "Auto Layout")
        page.section("A form built with anchors", height: 196, form)
        page.section("Stack view distributions", height: 162, distributions)
        page.section("Margins and safe area", height: 150, guides)
        page.section("Multi-line labels follow their width", height: 172, multiLine)
        page.section("Priorities", height: 92, priorities)
        page.section("Visual format language", height: 78, visualFormat)
        return page
    }

    /// Controllers of the views on the page: a view refers to its controller weakly, so something must
    /// keep it (in an app, its parent controller or window does).
    private static var controllers: [UIViewController] = []

    /// Views that constraints place.
    private static func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    private static func label(_ text: String, style: UIFont.TextStyle = .subheadline, color: UIColor = .label, in parent: UIView) -> UILabel {
        let label = constrained(UILabel(), in: parent)
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = color
        return label
    }

    /// A text field's look: a rounded box with placeholder text, its height from the text plus padding.
    private static func field(_ placeholder: String, in parent: UIView) -> (box: UIView, text: UILabel) {
        let box = constrained(UIView(), in: parent)
        box.backgroundColor = .tertiarySystemFill
        box.layer.cornerRadius = 7
        let text = label(placeholder, color: .placeholderText, in: box)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
            text.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -8),
        ])
        return (box, text)
    }

    // MARK: Sections

    /// Names in a column as wide as the longest, fields filling the rest, each row's baselines aligned,
    /// and a footnote wrapping under them.
    private static func form(_ content: UIView) {
        let column = UILayoutGuide()
        content.addLayoutGuide(column)
        var constraints = [column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                           column.topAnchor.constraint(equalTo: content.topAnchor),
                           column.heightAnchor.constraint(equalToConstant: 1)]
        let squeeze = column.widthAnchor.constraint(equalToConstant: 0)
        squeeze.priority = .fittingSizeLevel
        constraints.append(squeeze)
        var previous: UIView?
        for (name, placeholder) in [("Name", "Jane Appleseed"), ("Email", "jane@example.com"), ("Password", "Required")] {
            let title = label(name, style: .body, in: content)
            let (box, text) = field(placeholder, in: content)
            constraints += [
                title.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor),
                box.leadingAnchor.constraint(equalTo: column.trailingAnchor, constant: 12),
                box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                box.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: previous == nil ? 0 : 10),
                title.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
            ]
            previous = box
        }
        let note = label("Names share a column as wide as the longest one; fields take the rest. Each name sits on its field's baseline, and this note wraps at the card's width.",
                         style: .caption1, color: .secondaryLabel, in: content)
        note.numberOfLines = 0
        constraints += [note.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                        note.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                        note.topAnchor.constraint(equalTo: previous!.bottomAnchor, constant: 12)]
        NSLayoutConstraint.activate(constraints)
    }

    /// One horizontal stack per distribution, the same three labels in each.
    private static func distributions(_ content: UIView) {
        let rows: [(String, UIStackView.Distribution)] = [
            ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
            ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
        ]
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        _ = constrained(column, in: content)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                                     column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                                     column.topAnchor.constraint(equalTo: content.topAnchor)])
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
        for (name, distribution) in rows {
            let title = UILabel()
            title.text = name
            title.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
            title.textColor = .secondaryLabel
            title.widthAnchor.constraint(equalToConstant: 118).isActive = true
            let stack = UIStackView()
            stack.distribution = distribution
            stack.spacing = 4
            for (i, word) in ["One", "Two two", "Three"].enumerated() {
                let chip = ChipLabel()
                chip.text = word
                chip.backgroundColor = colors[i]
                stack.addArrangedSubview(chip)
            }
            let row = UIStackView(arrangedSubviews: [title, stack])
            row.alignment = .center
            column.addArrangedSubview(row)
        }
    }

    /// A container's layout margins as a guide, and a view controller's safe area (extra insets at its
    /// top and bottom, as bars would add) as a guide, each with a tinted view pinned to it.
    private static func guides(_ content: UIView) {
        let margins = constrained(UIView(), in: content)
        margins.backgroundColor = .systemOrange.withAlphaComponent(0.35)
        margins.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        let inMargins = constrained(UIView(), in: margins)
        inMargins.backgroundColor = .systemBlue
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 16, right: 0)
        controllers.append(controller)
        let screen = constrained(controller.view!, in: content)
        screen.backgroundColor = .systemRed.withAlphaComponent(0.3)
        screen.layer.cornerRadius = 14
        let inSafeArea = constrained(UIView(), in: screen)
        inSafeArea.backgroundColor = .systemGreen
        let marginsCaption = label("layoutMarginsGuide", style: .caption2, color: .secondaryLabel, in: content)
        let safeCaption = label("safeAreaLayoutGuide", style: .caption2, color: .secondaryLabel, in: content)
        NSLayoutConstraint.activate([
            margins.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            margins.topAnchor.constraint(equalTo: content.topAnchor),
            margins.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5, constant: -8),
            margins.heightAnchor.constraint(equalToConstant: 104),
            inMargins.leadingAnchor.constraint(equalTo: margins.layoutMarginsGuide.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.layoutMarginsGuide.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.layoutMarginsGuide.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: margins.layoutMarginsGuide.bottomAnchor),
            screen.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            screen.topAnchor.constraint(equalTo: content.topAnchor),
            screen.widthAnchor.constraint(equalTo: margins.widthAnchor),
            screen.heightAnchor.constraint(equalTo: margins.heightAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.leadingAnchor),
            inSafeArea.trailingAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.trailingAnchor),
            inSafeArea.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor),
            marginsCaption.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            marginsCaption.topAnchor.constraint(equalTo: margins.bottomAnchor, constant: 6),
            safeCaption.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
            safeCaption.topAnchor.constraint(equalTo: screen.bottomAnchor, constant: 6),
        ])
    }

    /// The same text at three widths: the engine measures each label's height at its solved width.
    private static func multiLine(_ content: UIView) {
        let text = "Auto Layout measures a multi-line label again at the width it solves for it."
        var previous: UILabel?
        var constraints: [NSLayoutConstraint] = []
        for fraction in [0.2, 0.3, 0.5] as [CGFloat] {
            let wrapped = label(text, style: .footnote, in: content)
            wrapped.numberOfLines = 0
            wrapped.backgroundColor = .systemYellow.withAlphaComponent(0.3)
            constraints += [
                wrapped.topAnchor.constraint(equalTo: content.topAnchor),
                wrapped.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: fraction, constant: -6),
                wrapped.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? content.leadingAnchor, constant: previous == nil ? 0 : 9),
            ]
            previous = wrapped
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Competing constraints: the higher priority wins; a required limit beats any wish.
    private static func priorities(_ content: UIView) {
        func bar(_ color: UIColor, wishes: [(CGFloat, UILayoutPriority)], limit: CGFloat?, caption text: String, below: UIView?) -> UIView {
            let bar = constrained(UIView(), in: content)
            bar.backgroundColor = color
            bar.layer.cornerRadius = 4
            var constraints = [bar.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                               bar.heightAnchor.constraint(equalToConstant: 14),
                               bar.topAnchor.constraint(equalTo: below?.bottomAnchor ?? content.topAnchor, constant: below == nil ? 0 : 10)]
            for (width, priority) in wishes {
                let wish = bar.widthAnchor.constraint(equalToConstant: width)
                wish.priority = priority
                constraints.append(wish)
            }
            if let limit { constraints.append(bar.widthAnchor.constraint(lessThanOrEqualToConstant: limit)) }
            let caption = label(text, style: .caption2, color: .secondaryLabel, in: content)
            constraints += [caption.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 2),
                            caption.leadingAnchor.constraint(equalTo: content.leadingAnchor)]
            NSLayoutConstraint.activate(constraints)
            return caption
        }
        let first = bar(.systemIndigo, wishes: [(300, .defaultLow), (120, .defaultHigh)], limit: nil,
                        caption: "width = 300 @250 and width = 120 @750: 120 wins", below: nil)
        _ = bar(.systemPink, wishes: [(320, UILayoutPriority(999))], limit: 200,
                caption: "width = 320 @999, width ≤ 200 required: 200", below: first)
    }

    /// `H:|-[a]-[b(==a)]-[c(==a)]-|` in a view with margins of 8.
    private static func visualFormat(_ content: UIView) {
        let colors: [UIColor] = [.systemTeal, .systemPurple, .systemBrown]
        var views: [String: UIView] = [:]
        for (name, color) in zip(["a", "b", "c"], colors) {
            let view = constrained(UIView(), in: content)
            view.backgroundColor = color
            view.layer.cornerRadius = 6
            views[name] = view
        }
        content.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let format = "H:|-[a]-[b(==a)]-[c(==a)]-|"
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: [.alignAllTop, .alignAllBottom],
                                                         metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(28)]", metrics: nil, views: views)
        let caption = label(format + ", aligned top and bottom", style: .caption2, color: .secondaryLabel, in: content)
        constraints += [caption.topAnchor.constraint(equalTo: views["a"]!.bottomAnchor, constant: 6),
                        caption.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8)]
        NSLayoutConstraint.activate(constraints)
    }
}

/// A small label with padding around its text (a chip), so stack distributions show its size.
@MainActor
final class ChipLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 12, weight: .semibold)
        textColor = .white
        textAlignment = .center
        layer.cornerRadius = 5
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 14, height: size.height + 6)
    }
}
