import Foundation

/// The view of an alert controller: the header (title and message) and the buttons, on iOS 17's
/// material, laid out as UIKit does.
///
/// Alert (270 points wide, 14-point corners): the title (semibold 17) 20 points from the top, the
/// message (13) 2 points under it, 20 points below the header, then 44-point buttons with hairline
/// separators: two side by side when both titles fit in half the width (the cancel action on the
/// left), otherwise stacked (the cancel action at the bottom). Buttons are 17-point, in the tint
/// colour, red when destructive, semibold for the preferred action (else the cancel action).
/// Text fields (alerts only) go in a rounded box (7-point corners, hairline border, the grouped
/// background) 16 points from the sides, 16 points under the header, one 30-point row each with
/// hairlines between, and 16 points above the buttons; their text is 13-point.
/// Action sheet: the header in 13-point secondary text (title semibold), 57-point buttons with
/// 20-point titles, 13-point corners, and the cancel action in its own button 8 points below.
@MainActor
final class AlertContentView: UIView {
    static let alertWidth: CGFloat = 270
    private weak var alert: UIAlertController?
    private let mainGroup = UIView()
    /// The main group's material: iOS's alerts and action sheets blur what is behind them.
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    /// The rounded box holding the alert's text fields.
    let fieldGroup = UIView()
    private var fieldSeparators: [UIView] = []
    static let fieldRowHeight: CGFloat = 30
    static let fieldInset: CGFloat = 16
    private(set) var buttons: [AlertButtonView] = []
    private var separators: [UIView] = []

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        backgroundColor = .clear
        isOpaque = false
        for group in [mainGroup, cancelGroup] {
            group.layer.masksToBounds = true
            addSubview(group)
        }
        material.frame = mainGroup.bounds
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.isUserInteractionEnabled = false
        mainGroup.addSubview(material)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        mainGroup.addSubview(titleLabel)
        mainGroup.addSubview(messageLabel)
        fieldGroup.layer.cornerRadius = 7
        fieldGroup.layer.masksToBounds = true
        fieldGroup.layer.borderWidth = 0.5
        fieldGroup.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0.06, alpha: 1) : .white })
        mainGroup.addSubview(fieldGroup)
        rebuild()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private var isSheet: Bool { alert?.preferredStyle == .actionSheet }
    private var isPopover: Bool { alert?.isInPopover ?? false }
    private var showsCancelSeparately: Bool { isSheet && !isPopover }

    /// The actions in the order shown, and the cancel action shown on its own (action sheets).
    private var arrangedActions: (main: [UIAlertAction], cancel: UIAlertAction?) {
        guard let alert else { return ([], nil) }
        let cancel = alert.actions.first { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        if isSheet { return (others, isPopover ? nil : cancel) }
        guard let cancel else { return (others, nil) }
        return sideBySide ? ([cancel] + others, nil) : (others + [cancel], nil)
    }

    /// Whether an alert shows its two buttons side by side.
    private var sideBySide: Bool {
        guard let alert, !isSheet, alert.actions.count == 2 else { return false }
        let half = (Self.alertWidth - hairline) / 2 - 16
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        return alert.actions.allSatisfy { action in
            let label = UILabel()
            label.font = font
            label.text = action.title
            return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width <= half
        }
    }

    private var hairline: CGFloat { 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1) }

    /// Makes the labels and buttons again from the alert's title, message and actions.
    func rebuild() {
        guard let alert else { return }
        let sheet = isSheet
        titleLabel.text = alert.title
        titleLabel.isHidden = (alert.title ?? "").isEmpty
        messageLabel.text = alert.message
        messageLabel.isHidden = (alert.message ?? "").isEmpty
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        let fields = sheet ? [] : (alert.textFields ?? [])
        for field in fieldGroup.subviews where !fields.contains(where: { $0 === field }) { field.removeFromSuperview() }
        for field in fields where field.superview !== fieldGroup { fieldGroup.addSubview(field) }
        for separator in fieldSeparators { separator.removeFromSuperview() }
        fieldSeparators = fields.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            fieldGroup.addSubview(line)
            return line
        }
        fieldGroup.isHidden = fields.isEmpty
        fieldGroup.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        for button in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        separators.removeAll()
        let arranged = arrangedActions
        let bold = alert.preferredAction ?? alert.actions.first { $0.style == .cancel }
        buttons = arranged.main.map { AlertButtonView(action: $0, alert: alert, bold: $0 === bold, fontSize: sheet ? 20 : 17) }
        for button in buttons { mainGroup.addSubview(button) }
        if let cancel = arranged.cancel {
            let button = AlertButtonView(action: cancel, alert: alert, bold: true, fontSize: 20)
            buttons.append(button)
            cancelGroup.addSubview(button)
        }
        mainGroup.backgroundColor = .clear
        material.isHidden = isPopover
        cancelGroup.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : .white })
        cancelGroup.isHidden = arranged.cancel == nil
        mainGroup.layer.cornerRadius = isPopover ? 0 : (sheet ? 13 : 14)
        cancelGroup.layer.cornerRadius = 13
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The size the content needs at `width`.
    func fittingSize(width: CGFloat) -> CGSize {
        CGSize(width: width, height: arrange(width: width, apply: false))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        fieldGroup.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    /// Lays the content out at `width` (moving the views when `apply`); returns the height: the title
    /// and message, the text fields, the buttons (with their separators), then the separate cancel button.
    private func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        let rowHeight: CGFloat = isSheet ? 57 : 44
        var y = arrangeHeader(width: width, apply: apply)
        y = arrangeFields(from: y, width: width, apply: apply)
        y = arrangeMainButtons(from: y, width: width, rowHeight: rowHeight, apply: apply)
        if let cancelButton = buttons.first(where: { $0.superview === cancelGroup }), showsCancelSeparately {
            let top = y + 8
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: rowHeight)
                cancelButton.frame = cancelGroup.bounds
            }
            y = top + rowHeight
        }
        return y
    }

    /// The title and message, inset 16 points, with their margins; returns where they end (0 without them).
    private func arrangeHeader(width: CGFloat, apply: Bool) -> CGFloat {
        let hasTitle = !titleLabel.isHidden, hasMessage = !messageLabel.isHidden
        guard hasTitle || hasMessage else { return 0 }
        let inset: CGFloat = 16
        let textWidth = width - 2 * inset
        var y: CGFloat = isSheet ? 14 : 20
        if hasTitle {
            let h = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            if apply { titleLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
            y += h
        }
        if hasMessage {
            if hasTitle { y += 2 }
            let h = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            if apply { messageLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
            y += h
        }
        return y + (isSheet ? 14 : 20)
    }

    /// The text fields in their bordered box below the header (whose bottom margin shrinks to 16 above
    /// them; 16 from the top without a header); returns where the box's margin ends.
    private func arrangeFields(from top: CGFloat, width: CGFloat, apply: Bool) -> CGFloat {
        let fields = fieldGroup.isHidden ? [] : fieldGroup.subviews.compactMap { $0 as? UITextField }
        guard !fields.isEmpty else { return top }
        let y = top > 0 ? top - 4 : 16
        let line = hairline
        let rowHeight = Self.fieldRowHeight
        let boxWidth = width - 2 * Self.fieldInset
        let boxHeight = CGFloat(fields.count) * rowHeight + CGFloat(fields.count - 1) * line
        if apply {
            fieldGroup.frame = CGRect(x: Self.fieldInset, y: y, width: boxWidth, height: boxHeight)
            fieldGroup.layer.borderWidth = line
            var rowY: CGFloat = 0
            for (index, field) in fields.enumerated() {
                if index > 0 {
                    fieldSeparators[index - 1].frame = CGRect(x: 0, y: rowY, width: boxWidth, height: line)
                    rowY += line
                }
                field.frame = CGRect(x: 6, y: rowY, width: boxWidth - 12, height: rowHeight)
                rowY += rowHeight
            }
        }
        return y + boxHeight + 16
    }

    /// The buttons of the main group from `top`: two side by side, else stacked, each with a hairline
    /// above it (none above the first when nothing is over it). Sizes the main group; returns its height.
    private func arrangeMainButtons(from top: CGFloat, width: CGFloat, rowHeight: CGFloat, apply: Bool) -> CGFloat {
        let line = hairline
        let mainButtons = buttons.filter { $0.superview === mainGroup }
        var y = top
        var separatorIndex = 0
        func separator(_ frame: CGRect) {
            guard apply else { return }
            if separatorIndex == separators.count {
                let view = UIView()
                view.backgroundColor = .separator
                view.isUserInteractionEnabled = false
                mainGroup.addSubview(view)
                separators.append(view)
            }
            separators[separatorIndex].frame = frame
            separatorIndex += 1
        }
        if sideBySide, mainButtons.count == 2 {
            if y > 0 {
                separator(CGRect(x: 0, y: y, width: width, height: line))
                y += line
            }
            let half = (width - line) / 2
            if apply {
                mainButtons[0].frame = CGRect(x: 0, y: y, width: half, height: rowHeight)
                mainButtons[1].frame = CGRect(x: half + line, y: y, width: width - half - line, height: rowHeight)
            }
            separator(CGRect(x: half, y: y, width: line, height: rowHeight))
            y += rowHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                if y > 0 || index > 0 {
                    separator(CGRect(x: 0, y: y, width: width, height: line))
                    y += line
                }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight) }
                y += rowHeight
            }
        }
        if apply {
            for extra in separators[separatorIndex...] { extra.frame = .zero }
            mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: y)
        }
        return y
    }
}

/// One button of an alert: highlights while pressed and chooses its action when the finger lifts
/// inside it.
@MainActor
final class AlertButtonView: UIView {
    let action: UIAlertAction
    private weak var alert: UIAlertController?
    let label = UILabel()
    private let bold: Bool

    init(action: UIAlertAction, alert: UIAlertController, bold: Bool, fontSize: CGFloat) {
        self.action = action
        self.alert = alert
        self.bold = bold
        super.init(frame: .zero)
        label.text = action.title
        label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.7
        addSubview(label)
        action.onChange = { [weak self] in self?.updateColor() }
        updateColor()
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColor()
    }

    func updateColor() {
        if !action.isEnabled {
            label.textColor = .tertiaryLabel
        } else if action.style == .destructive {
            label.textColor = .systemRed
        } else {
            label.textColor = tintColor
        }
    }

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1) }) : nil }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = action.isEnabled
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isHighlighted = action.isEnabled && bounds.insetBy(dx: -20, dy: -20).contains(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.insetBy(dx: -20, dy: -20).contains($0.location(in: self)) } ?? false
        isHighlighted = false
        if inside, action.isEnabled { alert?.choose(action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }
}
