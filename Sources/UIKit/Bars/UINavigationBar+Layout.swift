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
        let rowTop = promptHeight
        let rowHeight = currentRowHeight

        // Prompt.
        if let prompt = topItem?.prompt {
            promptLabel.isHidden = false
            if promptLabel.text != prompt { promptLabel.text = prompt }
            promptLabel.font = .systemFont(ofSize: 13)
            promptLabel.textColor = titleLabel.textColor
            promptLabel.frame = CGRect(x: safe.minX + BarItemLayout.edgeMargin, y: 0,
                                       width: max(0, safe.width - 2 * BarItemLayout.edgeMargin), height: Self.promptHeight)
        } else {
            promptLabel.isHidden = true
        }

        // Right buttons: the first at the trailing edge.
        let rightOrdered = Array(rightViews.views.reversed())
        let rightWidth = BarItemLayout.width(of: rightOrdered, height: rowHeight)
        let rightX = safe.maxX - BarItemLayout.edgeMargin - rightWidth
        BarItemLayout.layoutRow(rightOrdered, in: CGRect(x: rightX, y: rowTop, width: rightWidth, height: rowHeight))
        let trailingLimit = rightWidth > 0 ? rightX - BarItemLayout.spacing : safe.maxX - BarItemLayout.edgeMargin

        // Back button, then left buttons.
        var leading = safe.minX + BarItemLayout.edgeMargin
        if showsBackButton {
            let budget = max(0, (safe.width) * 0.35)
            let title = backButtonTitle(budget: budget)
            if backButton.title != title { backButton.title = title }
            let width = backButton.width(for: title)
            backButton.frame = CGRect(x: safe.minX + 8, y: rowTop, width: width, height: rowHeight)
            leading = backButton.frame.maxX + BarItemLayout.spacing
        }
        let showsLeft = !leadingItems.isEmpty && (topItem?.leftItemsSupplementBackButton ?? false || !showsBackButton
            || topItem?.hidesBackButton == true)
        if showsLeft {
            let width = BarItemLayout.width(of: leftViews.views, height: rowHeight)
            let used = BarItemLayout.layoutRow(leftViews.views, in: CGRect(x: leading, y: rowTop, width: min(width, max(0, trailingLimit - leading)), height: rowHeight))
            leading += used + (used > 0 ? BarItemLayout.spacing : 0)
        } else {
            for view in leftViews.views { view.frame = .zero }
        }

        // Title (centred on the bar, kept between the buttons).
        let large = showsLargeTitle
        let titleView = topItem?.titleView
        let verticalShift = titleVerticalAdjustments[metrics.rawValue] ?? titleVerticalAdjustments[UIBarMetrics.default.rawValue] ?? 0
        let appearanceShift = resolvedAppearance.titlePositionAdjustment
        if let titleView {
            titleLabel.isHidden = true
            var size = titleView.frame.size
            if size == .zero {
                let intrinsic = titleView.intrinsicContentSize
                size = intrinsic.width > 0 ? intrinsic : titleView.sizeThatFits(CGSize(width: trailingLimit - leading, height: rowHeight))
            }
            size.width = min(size.width, max(0, trailingLimit - leading))
            size.height = min(size.height, rowHeight)
            let x = min(max(bounds.midX - size.width / 2, leading), trailingLimit - size.width)
            titleView.frame = CGRect(x: x.rounded(), y: (rowTop + (rowHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
        } else {
            // A large title collapsing (the bar shorter than its full height) shows the inline title
            // once it has collapsed.
            titleLabel.isHidden = (large && largeTitleCollapse < Self.largeTitleHeight) || (topItem?.title ?? "").isEmpty
            if titleLabel.text != topItem?.title { titleLabel.text = topItem?.title }
            let natural = ceil(titleLabel.sizeThatFits(CGSize(width: 10_000, height: rowHeight)).width)
            let available = max(0, trailingLimit - leading)
            let width = min(natural, available)
            let x = min(max(bounds.midX - width / 2, leading), trailingLimit - width)
            let height = ceil(titleLabel.sizeThatFits(CGSize(width: width, height: rowHeight)).height)
            titleLabel.frame = CGRect(x: (x + appearanceShift.horizontal).rounded(),
                                      y: (rowTop + (rowHeight - height) / 2 + verticalShift + appearanceShift.vertical).rounded(),
                                      width: width, height: height)
        }

        // Large title: 16 points from the leading edge, in the 52 points under the row.
        if large, let title = topItem?.title, !title.isEmpty {
            largeTitleLabel.isHidden = false
            if largeTitleLabel.text != title { largeTitleLabel.text = title }
            let height = ceil(largeTitleLabel.sizeThatFits(CGSize(width: safe.width, height: 100)).height)
            largeTitleLabel.alpha = 1 - largeTitleCollapse / Self.largeTitleHeight
            largeTitleLabel.frame = CGRect(x: safe.minX + BarItemLayout.edgeMargin, y: rowTop + rowHeight + Self.largeTitleHeight - 8 - height - largeTitleCollapse,
                                           width: max(0, safe.width - 2 * BarItemLayout.edgeMargin), height: height)
        } else {
            largeTitleLabel.isHidden = true
        }
    }
}
