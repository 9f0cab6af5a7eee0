/// The cell's layout: the editing control and reorder grip, the accessory, the content view between
/// them, the classic labels and image inside it, the separator and the backgrounds.
extension UITableViewCell {
    /// How far the content moves right for the editing control (38 points, iOS's).
    static let editingIndent: CGFloat = 38
    /// The width the reorder grip takes on the trailing side (iOS's is about 40 points).
    static let reorderWidth: CGFloat = 40
    /// The space between the accessory and the content view.
    static let accessoryGap: CGFloat = 4

    /// The width of a hairline at the cell's scale.
    var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    /// The accessory shown now: the view, or the standard one for the type (editing ones while editing).
    var currentAccessory: UIView? {
        if editingFlag {
            if let editingAccessoryView { return editingAccessoryView }
            return editingAccessoryType == .none ? nil : standardAccessory
        }
        if let accessoryView { return accessoryView }
        return accessoryType == .none ? nil : standardAccessory
    }

    /// The accessory type drawn now.
    private var currentAccessoryType: AccessoryType {
        if editingFlag { return editingAccessoryView == nil ? editingAccessoryType : .none }
        return accessoryView == nil ? accessoryType : .none
    }

    /// Brings the accessory, editing control and reorder grip in line with the properties.
    func accessoryChanged() {
        let type = currentAccessoryType
        if type != .none {
            if standardAccessory == nil {
                let accessory = TableAccessoryView()
                standardAccessory = accessory
            }
            standardAccessory?.kind = type
        }
        for view in [accessoryView, editingAccessoryView, standardAccessory] {
            guard let view else { continue }
            if view === currentAccessory {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        let showsEditingControl = editingFlag && (editingStyle != .none || selectsMultipleWhileEditing)
        if showsEditingControl {
            if editingControl == nil {
                let control = TableEditingControl()
                editingControl = control
                addSubview(control)
            }
            editingControl?.style = editingStyle
            editingControl?.selectionCircle = selectsMultipleWhileEditing
            editingControl?.isChecked = selectedFlag
            editingControl?.isHidden = false
        } else {
            editingControl?.isHidden = true
        }
        let showsGrip = editingFlag && showsReorderControl && canReorder
        if showsGrip {
            if reorderControl == nil {
                let grip = TableReorderControl()
                reorderControl = grip
                addSubview(grip)
            }
            reorderControl?.isHidden = false
        } else {
            reorderControl?.isHidden = true
        }
        setNeedsLayout()
    }

    /// Whether the table lets this row move (set by the table with the editing state).
    var canReorder: Bool {
        get { reorderAllowed }
        set { reorderAllowed = newValue }
    }

    func layoutCell() {
        let b = CGRect(origin: .zero, size: bounds.size)
        let editingIndented = editingFlag && shouldIndentWhileEditing && (editingStyle != .none || selectsMultipleWhileEditing)
        let leadingIndent = editingIndented ? Self.editingIndent : 0
        var trailingEdge = b.width
        let contentHeight = max(0, b.height - (separatorView.isHidden ? 0 : hairline))

        if let editingControl, !editingControl.isHidden {
            editingControl.frame = CGRect(x: 16 - (editingIndented ? 0 : Self.editingIndent),
                                          y: ((contentHeight - 22) / 2).rounded(), width: 22, height: 22)
        }
        if let reorderControl, !reorderControl.isHidden {
            reorderControl.frame = CGRect(x: b.width - Self.reorderWidth, y: 0, width: Self.reorderWidth, height: contentHeight)
            trailingEdge -= Self.reorderWidth
        }
        if let accessory = currentAccessory {
            var size = accessory === standardAccessory ? (standardAccessory?.glyphSize ?? .zero) : accessory.frame.size
            if size == .zero { size = accessory.sizeThatFits(CGSize(width: b.width, height: contentHeight)) }
            let trailingMargin: CGFloat = reorderControl?.isHidden == false ? 0 : layoutMargins.right
            let x = trailingEdge - trailingMargin - size.width
            accessory.frame = CGRect(x: x, y: ((contentHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            trailingEdge = x - Self.accessoryGap
        }
        contentView.frame = CGRect(x: leadingIndent, y: 0, width: max(0, trailingEdge - leadingIndent), height: contentHeight)
        // The content view's margins are the cell's where they reach into it, else 8 points (as
        // preserving the superview's margins gives, computed here so a swiped cell's moved bounds do
        // not count).
        let cellMargins = directionalLayoutMargins
        let margins = NSDirectionalEdgeInsets(top: cellMargins.top, leading: max(8, cellMargins.leading - leadingIndent),
                                              bottom: cellMargins.bottom, trailing: max(8, cellMargins.trailing - (b.width - trailingEdge)))
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
        if contentConfiguration == nil { layoutClassicContent() } else { contentSlot.view?.frame = contentView.bounds }
        layoutChrome()
    }

    /// Lays the classic labels and image out in the content view, as iOS 17 does for each style.
    func layoutClassicContent() {
        let area = contentView.bounds
        let margins = contentView.layoutMargins
        var left = margins.left + CGFloat(indentationLevel) * indentationWidth
        let right = area.width - margins.right
        if let imageView = storedImageView, let image = imageView.image {
            var size = image.size
            let maxHeight = max(0, area.height)
            if size.height > maxHeight, size.height > 0 {
                size = CGSize(width: size.width * maxHeight / size.height, height: maxHeight)
            }
            imageView.isHidden = false
            imageView.frame = CGRect(x: left, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            left = imageView.frame.maxX + 16
        } else {
            storedImageView?.isHidden = true
        }
        textStart = contentView.frame.minX + left
        let width = max(0, right - left)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        func fit(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        switch cellStyle {
        case .default:
            let size = fit(text, width)
            text?.frame = CGRect(x: left, y: ((area.height - size.height) / 2).rounded(), width: width, height: size.height)
        case .value1:
            let detailSize = fit(detail, width)
            let textSize = fit(text, max(0, width - (detailSize.width > 0 ? detailSize.width + 8 : 0)))
            text?.frame = CGRect(x: left, y: ((area.height - textSize.height) / 2).rounded(), width: textSize.width, height: textSize.height)
            let detailWidth = min(detailSize.width, max(0, width - textSize.width - 8))
            detail?.frame = CGRect(x: right - detailWidth, y: ((area.height - detailSize.height) / 2).rounded(), width: detailWidth, height: detailSize.height)
        case .value2:
            // A fixed column for the small label (a quarter of the width, at least 67 points).
            let column = max(67, (area.width * 0.25).rounded())
            let textSize = fit(text, column - left)
            text?.frame = CGRect(x: left, y: ((area.height - textSize.height) / 2).rounded(), width: max(0, column - left), height: textSize.height)
            let detailX = column + 6
            let detailSize = fit(detail, max(0, right - detailX))
            detail?.frame = CGRect(x: detailX, y: ((area.height - detailSize.height) / 2).rounded(), width: max(0, right - detailX), height: detailSize.height)
        case .subtitle:
            let textSize = fit(text, width)
            let detailSize = fit(detail, width)
            let gap: CGFloat = textSize.height > 0 && detailSize.height > 0 ? 1 : 0
            let total = textSize.height + gap + detailSize.height
            let top = ((area.height - total) / 2).rounded()
            text?.frame = CGRect(x: left, y: top, width: width, height: textSize.height)
            detail?.frame = CGRect(x: left, y: top + textSize.height + gap, width: width, height: detailSize.height)
        }
    }

    /// The cell's height for `size.width`: the classic content plus 11 points above and below (at
    /// least 44 points, iOS's default row), including the separator's hairline.
    func classicFittingSize(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        var content: CGFloat = 0
        let textWidth = max(1, width - 32)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return 0 }
            return label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        switch cellStyle {
        case .subtitle: content = height(storedTextLabel) + 1 + height(storedDetailTextLabel)
        default: content = max(height(storedTextLabel), height(storedDetailTextLabel))
        }
        if let image = storedImageView?.image { content = max(content, image.size.height) }
        let margins = directionalLayoutMargins
        return CGSize(width: width, height: max(44, (content + margins.top + margins.bottom + hairline).rounded(.up)))
    }

    /// The default separator inset: the table's, or from the text's start when the cell has an image.
    var automaticSeparatorInset: UIEdgeInsets {
        var inset = chrome.tableSeparatorInset
        if storedImageView?.image != nil { inset.left = max(inset.left, textStart) }
        return inset
    }

    /// The separator, the style background, the corners and the selected background.
    func layoutChrome() {
        let b = CGRect(origin: .zero, size: bounds.size)
        backgroundView?.frame = b
        if chrome.showsSeparator {
            let inset = separatorInset
            var left = inset.left, right = inset.right
            if editingFlag && shouldIndentWhileEditing && (editingStyle != .none || selectsMultipleWhileEditing) { left += Self.editingIndent }
            if chrome.insetReference == .fromAutomaticInsets && explicitSeparatorInset != nil {
                left += chrome.tableSeparatorInset.left
                right += chrome.tableSeparatorInset.right
            }
            separatorView.isHidden = false
            separatorView.backgroundColor = chrome.separatorColor ?? .separator
            separatorView.frame = CGRect(x: left, y: b.height - hairline, width: max(0, b.width - left - right), height: hairline)
            bringSubviewToFront(separatorView)
        } else {
            separatorView.isHidden = true
        }
        backgroundConfigurationView?.frame = b
        if backgroundConfiguration != nil {
            if !hasOwnBackgroundColor { setStyleBackground(.clear) }
        } else if !hasOwnBackgroundColor {
            setStyleBackground(chrome.tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        }
        if chrome.tableStyle == .insetGrouped {
            var corners: CACornerMask = []
            if chrome.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if chrome.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
            layer.maskedCorners = corners
            clipsToBounds = true
        } else if layer.cornerRadius != 0 {
            layer.cornerRadius = 0
        }
        if let selected = storedSelectedBackgroundView, selected.superview === self { selected.frame = b }
        if let multiple = multipleSelectionBackgroundView, multiple.superview === self { multiple.frame = b }
    }

    /// Shows or hides the selected background and highlights the labels.
    func updateSelectionAppearance(animated: Bool = false) {
        let on = (selectedFlag || highlightedFlag) && selectionStyle != .none && backgroundConfiguration == nil
        let useMultiple = selectedFlag && !highlightedFlag && chrome.multipleSelection && multipleSelectionBackgroundView != nil
        let shown: UIView? = on ? (useMultiple ? multipleSelectionBackgroundView : selectedBackgroundView) : nil
        for view in [storedSelectedBackgroundView, multipleSelectionBackgroundView] {
            guard let view, view !== shown, view.superview === self else { continue }
            if animated {
                UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { [weak self, weak view] _ in
                    guard let self, let view, view.alpha == 0 else { return }
                    let stillShown = (self.selectedFlag || self.highlightedFlag) && self.selectionStyle != .none
                    if !stillShown || (view !== self.storedSelectedBackgroundView && view !== self.multipleSelectionBackgroundView) {
                        view.removeFromSuperview()
                    }
                    view.alpha = 1
                })
            } else {
                view.removeFromSuperview()
            }
        }
        if let shown {
            shown.frame = CGRect(origin: .zero, size: bounds.size)
            if shown.superview !== self { insertSubview(shown, belowSubview: contentView) }
            if animated && shown.alpha < 1 {
                UIView.animate(withDuration: 0.3) { shown.alpha = 1 }
            } else {
                shown.alpha = 1
            }
        }
        editingControl?.isChecked = selectedFlag
        let lit = on
        storedTextLabel?.isHighlighted = lit
        storedDetailTextLabel?.isHighlighted = lit
        storedImageView?.isHighlighted = lit
    }

    /// Takes the table's chrome for its row.
    func applyTableChrome(_ chrome: CellChrome) {
        guard chrome != self.chrome else { return }
        self.chrome = chrome
        separatorView.isHidden = !chrome.showsSeparator
        setNeedsLayout()
    }

    /// The table's editing state for the row.
    func setTableEditing(_ editing: Bool, style: EditingStyle, canMove: Bool, indents: Bool, animated: Bool, multipleSelection: Bool = false) {
        reorderAllowed = canMove
        selectsMultipleWhileEditing = editing && multipleSelection
        editingStyle = editing ? style : .none
        shouldIndentWhileEditing = indents
        if editing != editingFlag {
            setEditing(editing, animated: animated)
        } else {
            accessoryChanged()
        }
    }

    /// Closes swipe actions without animation.
    func resetSwipe() {
        guard swipeOffset != 0 || bounds.origin.x != 0 else { return }
        swipeOffset = 0
        bounds.origin.x = 0
        setNeedsLayout()
    }
}
