/// The view a tab bar shows an item with: the icon (25-point box) over a 10-point medium title when
/// stacked, or beside a 13-point title inline; the tint when selected, gray otherwise; and the badge,
/// a red capsule with white 13-point text at the icon's top trailing corner. A title with too little
/// room ends in an ellipsis, never cut off.
@MainActor
final class TabBarButtonView: UIControl {
    let item: UITabBarItem
    /// Whether the icon sits beside the title (regular width or compact height).
    var inline = false { didSet { setNeedsDisplay() } }
    /// The bar's item appearance for the current layout.
    var itemAppearance: UITabBarItemAppearance? { didSet { setNeedsDisplay() } }
    /// The colour of unselected items (nil: system gray).
    var unselectedTint: UIColor? { didSet { setNeedsDisplay() } }
    static let iconBox: CGFloat = 25
    /// Between an inline icon and its title.
    static let inlineGap: CGFloat = 6
    /// Kept clear at each side of an inline item's content (chosen to look like iPadOS's items).
    static let inlinePadding: CGFloat = 10
    /// Kept clear at each side of a stacked title.
    static let stackedPadding: CGFloat = 2
    /// The item appearance rules the bar resolved for the item.
    var resolved: [BarItemAppearanceKey: Any] = [:] { didSet { setNeedsDisplay() } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        item = UITabBarItem()
        super.init(coder: coder)
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private var stateAppearance: UITabBarItemStateAppearance? {
        guard let itemAppearance else { return nil }
        if !isEnabled { return itemAppearance.disabled }
        return isSelected ? itemAppearance.selected : itemAppearance.normal
    }

    /// The colour of the icon and title.
    var contentColor: UIColor {
        if let icon = stateAppearance?.iconColor { return icon }
        if !isEnabled { return UIColor.tertiaryLabel }
        return isSelected ? (tintColor ?? .systemBlue) : (unselectedTint ?? .systemGray)
    }

    var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: inline ? 13 : 10, weight: .medium)]
        attributes.merge(stateAppearance?.titleTextAttributes ?? [:]) { $1 }
        attributes.merge(item.effectiveTitleTextAttributes(for: isSelected ? .selected : (isEnabled ? .normal : .disabled), resolved)) { $1 }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = contentColor }
        return attributes
    }

    /// The icon's size as drawn (at most 30 points a side).
    private var iconSize: CGSize {
        item.displayedImage(selected: isSelected).map { CGSize(width: min($0.size.width, 30), height: min($0.size.height, 30)) } ?? .zero
    }

    /// The title's width on one line, in whole points (0 without a title).
    private var naturalTitleWidth: CGFloat {
        item.displayedTitle.map { ceil($0.size(withAttributes: titleAttributes).width) } ?? 0
    }

    /// The width the item's content asks for: icon, gap and title side by side (inline) or the wider of
    /// icon and title (stacked), with the padding at each side. The bar sizes centred items by it.
    var fittingWidth: CGFloat {
        let icon = iconSize.width, title = naturalTitleWidth
        if inline { return icon + (icon > 0 && title > 0 ? Self.inlineGap : 0) + title + 2 * Self.inlinePadding }
        return max(icon, title) + 2 * Self.stackedPadding
    }

    /// The width the title is drawn in: all of it, or the room the bounds leave (then it ends in an ellipsis).
    var titleWidth: CGFloat {
        let title = naturalTitleWidth
        guard title > 0 else { return 0 }
        let room: CGFloat
        if inline {
            let icon = iconSize.width
            room = bounds.width - 2 * Self.inlinePadding - (icon > 0 ? icon + Self.inlineGap : 0)
        } else {
            room = bounds.width - 2 * Self.stackedPadding
        }
        return max(0, min(title, room))
    }

    /// Whether the title has too little room and is drawn with an ellipsis.
    var truncatesTitle: Bool { titleWidth < naturalTitleWidth }

    /// Where the icon is drawn.
    var iconRect: CGRect {
        let size = iconSize
        if inline {
            let titleWidth = self.titleWidth
            let total = size.width + (titleWidth > 0 && size.width > 0 ? Self.inlineGap : 0) + titleWidth
            return CGRect(x: ((bounds.width - total) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: (4 + (Self.iconBox - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// Where the badge is drawn (nil: no badge).
    var badgeRect: CGRect? {
        guard let value = item.badgeValue else { return nil }
        let icon = iconRect
        let adjust = stateAppearance?.badgePositionAdjustment ?? .zero
        if value.isEmpty {
            return CGRect(x: icon.maxX - 3 + adjust.horizontal, y: icon.minY - 1 + adjust.vertical, width: 10, height: 10)
        }
        let width = max(18, ceil(value.size(withAttributes: badgeAttributes).width) + 10)
        return CGRect(x: (icon.midX + 5 + adjust.horizontal).rounded(), y: icon.minY - 3 + adjust.vertical, width: width, height: 18)
    }

    var badgeAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white]
        attributes.merge(stateAppearance?.badgeTextAttributes ?? [:]) { $1 }
        attributes.merge(item.badgeTextAttributes(for: isSelected ? .selected : .normal) ?? [:]) { $1 }
        return attributes
    }

    override func draw(_ rect: CGRect) {
        let color = contentColor
        if let image = item.displayedImage(selected: isSelected) {
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
            drawn.draw(in: iconRect.inset(by: item.imageInsets))
        }
        if let title = item.displayedTitle {
            drawTitle(title)
        }
        if let badge = badgeRect, let value = item.badgeValue {
            (item.badgeColor ?? stateAppearance?.badgeBackgroundColor ?? .systemRed).resolvedColor(with: traitCollection).setFill()
            UIBezierPath(roundedRect: badge, cornerRadius: badge.height / 2).fill()
            if !value.isEmpty {
                let attributes = badgeAttributes
                let size = value.size(withAttributes: attributes)
                let adjust = stateAppearance?.badgeTitlePositionAdjustment ?? .zero
                value.draw(at: CGPoint(x: (badge.midX - size.width / 2).rounded() + adjust.horizontal,
                                       y: (badge.midY - size.height / 2).rounded() + adjust.vertical), withAttributes: attributes)
            }
        }
    }

    /// Draws the title beside or below the icon, in the width it has: with an ellipsis at its end when
    /// that is less than the title needs.
    private func drawTitle(_ title: String) {
        let attributes = titleAttributes
        let size = title.size(withAttributes: attributes)
        let width = titleWidth
        let adjust = (stateAppearance?.titlePositionAdjustment ?? .zero)
        let offset = UIOffset(horizontal: adjust.horizontal + item.titlePositionAdjustment.horizontal,
                              vertical: adjust.vertical + item.titlePositionAdjustment.vertical)
        var origin: CGPoint
        if inline {
            origin = CGPoint(x: iconRect.maxX + (iconRect.width > 0 ? Self.inlineGap : 0), y: ((bounds.height - size.height) / 2).rounded())
        } else {
            origin = CGPoint(x: ((bounds.width - min(size.width, width)) / 2).rounded(), y: 4 + Self.iconBox + 3)
        }
        origin = CGPoint(x: origin.x + offset.horizontal, y: origin.y + offset.vertical)
        guard truncatesTitle else { return title.draw(at: origin, withAttributes: attributes) }
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byTruncatingTail
        var truncating = attributes
        truncating[.paragraphStyle] = paragraph
        NSAttributedString(string: title, attributes: truncating)
            .draw(with: CGRect(x: origin.x, y: origin.y, width: width, height: ceil(size.height)),
                  options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }
}
