/// Where a text field puts its parts: the standard rectangles behind the overridable rect methods.
extension UITextField {
    /// The horizontal inset of the text from the border, per style (iOS 17: 7 pt in the rounded rectangle).
    var borderTextInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line: 2
        case .bezel: 3
        case .roundedRect: 7
        }
    }

    /// Whether an overlay with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
    /// The clear button shows with text, per its mode (and instead of the right view when both want to).
    var showsClearButton: Bool { storage.length > 0 && shows(clearButtonMode) }

    /// The size an overlay view takes (its frame's size, or its fitting size when it has none).
    func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let fitting = view.intrinsicContentSize
        return CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
    }

    /// The border's rectangle: the bounds.
    func standardBorderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: inside the border's inset, beside the
    /// overlay views and the clear button.
    func standardTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderTextInset, dy: 0)
        if showsLeftView { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX); rect.size.width = bounds.maxX - borderTextInset - rect.minX }
        var right = bounds.maxX - borderTextInset
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX - 2) }
        else if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    /// The rectangle the text is edited in: the text rectangle by default.
    func standardEditingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in: the text (or editing) rectangle.
    func standardPlaceholderRect(forBounds bounds: CGRect) -> CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The clear button's rectangle: 19 pt square at the right, vertically centred (left of the right
    /// view when that shows too).
    func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        var maxX = bounds.maxX - (borderStyle == .roundedRect ? 6 : borderTextInset)
        if showsRightView, rightViewMode != .whileEditing || !showsClearButton {
            maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
        }
        return CGRect(x: (maxX - side).rounded(), y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The left view's rectangle: at the left edge, vertically centred, at its own size.
    func standardLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right view's rectangle: at the right edge, vertically centred, at its own size.
    func standardRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the text and placeholder go now.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    // MARK: Size

    /// 34 points tall with the rounded rectangle and the default font (the font's line height plus 7 pt
    /// above and below); as wide as the text (or placeholder) and the overlays.
    var standardIntrinsicContentSize: CGSize {
        let lineHeight = ceil((font ?? Self.defaultFont).lineHeight)
        let vertical: CGFloat
        switch borderStyle {
        case .none: vertical = 0
        case .line: vertical = 4
        case .bezel: vertical = 6
        case .roundedRect: vertical = 13
        }
        var height = max(lineHeight + vertical, borderStyle == .roundedRect ? 34 : 0)
        let text = storage.length > 0 ? displayLayout().usedSize.width : placeholderLayout()?.usedSize.width ?? 0
        var width = ceil(text) + 2 * borderTextInset
        for view in [showsLeftView ? leftView : nil, showsRightView ? rightView : nil].compactMap({ $0 }) {
            let size = overlaySize(view)
            width += size.width
            height = max(height, size.height)
        }
        if showsClearButton { width += Self.clearButtonSide + 2 }
        return CGSize(width: width, height: height)
    }

    /// Places the overlay views, the clear button and the text's view.
    func layOutParts() {
        if let leftView {
            if showsLeftView {
                if leftView.superview !== self { addSubview(leftView) }
                leftView.frame = leftViewRect(forBounds: bounds)
                leftView.isHidden = false
            } else if leftView.superview === self {
                leftView.isHidden = true
            }
        }
        if let rightView {
            let clearTakesPlace = showsClearButton && rightViewMode == .whileEditing
            if showsRightView, !clearTakesPlace {
                if rightView.superview !== self { addSubview(rightView) }
                rightView.frame = rightViewRect(forBounds: bounds)
                rightView.isHidden = false
            } else if rightView.superview === self {
                rightView.isHidden = true
            }
        }
        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
        let rect = currentTextRect
        if contentView.frame != rect {
            contentView.frame = rect
            updateScroll()
        }
        if isEditing { editor.decorations.update() }
    }
}
