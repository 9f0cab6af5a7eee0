/// The navigation bar's size and the placement of its back button, buttons, title, large title and prompt.
extension UINavigationBar {
    /// Whether the bar is compact (a phone in landscape): a 32-point row and no large title.
    var isCompactBar: Bool { traitCollection.verticalSizeClass == .compact }

    /// Whether the top item's title shows large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompactBar, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    var promptHeight: CGFloat { topItem?.prompt == nil ? 0 : Self.promptHeight }
    var currentRowHeight: CGFloat { isCompactBar ? Self.compactRowHeight : Self.rowHeight }

    /// The bar's height: 44 points (32 compact), 52 more with a large title, 30 more with a prompt.
    var barHeight: CGFloat { promptHeight + currentRowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) }


    /// How far a large title has collapsed: the points the bar is shorter than its full height (a
    /// navigation controller shortens it as its content scrolls up).
    var largeTitleCollapse: CGFloat {
        guard showsLargeTitle else { return 0 }
        return min(max(barHeight - bounds.height, 0), Self.largeTitleHeight)
    }

    /// Which title the back button shows for a width budget.
    func backButtonTitle(budget: CGFloat) -> String? {
        guard let top = topItem, let back = backItem else { return nil }
        let full = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        let candidates: [String?]
        switch back.backButtonDisplayMode {
        case .default: candidates = full.isEmpty ? [nil] : [full, "Back", nil]
        case .generic: candidates = ["Back", nil]
        case .minimal: candidates = [nil]
        }
        _ = top
        for candidate in candidates where backButton.width(for: candidate) <= budget { return candidate }
        return nil
    }

    /// Whether the back button shows for the top item.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    func updateBackButton() {
        backButton.isHidden = !showsBackButton
        let backItem = self.backItem
        backButton.item = backItem?.backBarButtonItem ?? Self.plainBackItem
        backButton.resolved = window == nil ? [:] : BarItemAppearanceRegistry.shared.apply(to: backButton.item, in: self)
        setNeedsLayout()
    }

    private static let plainBackItem = UIBarButtonItem()

    /// Places the background, buttons, title, large title and prompt.
    func layoutBar() {
        let extendsUp = barPosition == .topAttached ? max(0, frame.minY) : 0
        backgroundView.frame = CGRect(x: 0, y: -extendsUp, width: bounds.width, height: bounds.height + extendsUp)
        sendSubviewToBack(backgroundView)
        leftViews.resolve(in: self)
        rightViews.resolve(in: self)

        let safe = bounds.inset(by: UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
        let metrics: UIBarMetrics = isCompactBar ? (promptHeight > 0 ? .compactPrompt : .compact) : (promptHeight > 0 ? .defaultPrompt : .default)
        for view in leftViews.views + rightViews.views { view.barMetrics = metrics }
        backButton.barMetrics = metrics
        let row = CGRect(x: safe.minX, y: promptHeight, width: safe.width, height: currentRowHeight)
        layoutPrompt(in: safe)
        let room = layoutButtons(in: row)
        layoutTitle(between: room.leading, and: room.trailing, row: row, metrics: metrics)
        layoutLargeTitle(in: safe, below: row)
    }

    /// The prompt, over the button row, when the top item has one.
    private func layoutPrompt(in safe: CGRect) {
        guard let prompt = topItem?.prompt else {
            promptLabel.isHidden = true
            return
        }
        promptLabel.isHidden = false
        if promptLabel.text != prompt { promptLabel.text = prompt }
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = titleLabel.textColor
        promptLabel.frame = CGRect(x: safe.minX + BarItemLayout.edgeMargin, y: 0,
                                   width: max(0, safe.width - 2 * BarItemLayout.edgeMargin), height: Self.promptHeight)
    }

    /// The right buttons (the first at the trailing edge), the back button and the left buttons in the
    /// button row; returns the room left between them for the title.
    private func layoutButtons(in row: CGRect) -> (leading: CGFloat, trailing: CGFloat) {
        let rightOrdered = Array(rightViews.views.reversed())
        let rightWidth = BarItemLayout.width(of: rightOrdered, height: row.height)
        let rightX = row.maxX - BarItemLayout.edgeMargin - rightWidth
        BarItemLayout.layoutRow(rightOrdered, in: CGRect(x: rightX, y: row.minY, width: rightWidth, height: row.height))
        let trailingLimit = rightWidth > 0 ? rightX - BarItemLayout.spacing : row.maxX - BarItemLayout.edgeMargin

        var leading = row.minX + BarItemLayout.edgeMargin
        if showsBackButton {
            let title = backButtonTitle(budget: max(0, row.width * 0.35))
            if backButton.title != title { backButton.title = title }
            let width = backButton.width(for: title)
            backButton.frame = CGRect(x: row.minX + 8, y: row.minY, width: width, height: row.height)
            leading = backButton.frame.maxX + BarItemLayout.spacing
        }
        let showsLeft = !leadingItems.isEmpty && (topItem?.leftItemsSupplementBackButton ?? false || !showsBackButton
            || topItem?.hidesBackButton == true)
        if showsLeft {
            let width = BarItemLayout.width(of: leftViews.views, height: row.height)
            let used = BarItemLayout.layoutRow(leftViews.views, in: CGRect(x: leading, y: row.minY, width: min(width, max(0, trailingLimit - leading)), height: row.height))
            leading += used + (used > 0 ? BarItemLayout.spacing : 0)
        } else {
            for view in leftViews.views { view.frame = .zero }
        }
        return (leading, trailingLimit)
    }

    /// The title view or the title, centred on the bar and kept between the buttons.
    private func layoutTitle(between leading: CGFloat, and trailingLimit: CGFloat, row: CGRect, metrics: UIBarMetrics) {
        if let titleView = topItem?.titleView {
            titleLabel.isHidden = true
            var size = titleView.frame.size
            if size == .zero {
                let intrinsic = titleView.intrinsicContentSize
                size = intrinsic.width > 0 ? intrinsic : titleView.sizeThatFits(CGSize(width: trailingLimit - leading, height: row.height))
            }
            size.width = min(size.width, max(0, trailingLimit - leading))
            size.height = min(size.height, row.height)
            let x = min(max(bounds.midX - size.width / 2, leading), trailingLimit - size.width)
            titleView.frame = CGRect(x: x.rounded(), y: (row.minY + (row.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            return
        }
        let verticalShift = titleVerticalAdjustments[metrics.rawValue] ?? titleVerticalAdjustments[UIBarMetrics.default.rawValue] ?? 0
        let appearanceShift = resolvedAppearance.titlePositionAdjustment
        // A large title collapsing (the bar shorter than its full height) shows the inline title once
        // it has collapsed.
        titleLabel.isHidden = (showsLargeTitle && largeTitleCollapse < Self.largeTitleHeight) || (topItem?.title ?? "").isEmpty
        if titleLabel.text != topItem?.title { titleLabel.text = topItem?.title }
        let natural = ceil(titleLabel.sizeThatFits(CGSize(width: 10_000, height: row.height)).width)
        let width = min(natural, max(0, trailingLimit - leading))
        let x = min(max(bounds.midX - width / 2, leading), trailingLimit - width)
        let height = ceil(titleLabel.sizeThatFits(CGSize(width: width, height: row.height)).height)
        titleLabel.frame = CGRect(x: (x + appearanceShift.horizontal).rounded(),
                                  y: (row.minY + (row.height - height) / 2 + verticalShift + appearanceShift.vertical).rounded(),
                                  width: width, height: height)
    }

    /// The large title: 16 points from the leading edge, in the 52 points under the row.
    private func layoutLargeTitle(in safe: CGRect, below row: CGRect) {
        guard showsLargeTitle, let title = topItem?.title, !title.isEmpty else {
            largeTitleLabel.isHidden = true
            return
        }
        largeTitleLabel.isHidden = false
        if largeTitleLabel.text != title { largeTitleLabel.text = title }
        let height = ceil(largeTitleLabel.sizeThatFits(CGSize(width: safe.width, height: 100)).height)
        largeTitleLabel.alpha = 1 - largeTitleCollapse / Self.largeTitleHeight
        largeTitleLabel.frame = CGRect(x: safe.minX + BarItemLayout.edgeMargin, y: row.maxY + Self.largeTitleHeight - 8 - height - largeTitleCollapse,
                                       width: max(0, safe.width - 2 * BarItemLayout.edgeMargin), height: height)
    }
}
