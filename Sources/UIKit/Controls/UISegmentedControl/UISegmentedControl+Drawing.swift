/// Drawing: iOS 13+'s track, pill and dividers, or the classic background and divider images; then
/// each segment's title or image.
extension UISegmentedControl {
    /// The selected pill's inset from its segment.
    static let pillInset: CGFloat = 2
    /// The pill's corner radius.
    static let pillCornerRadius: CGFloat = 7
    /// The pill's scale while the finger holds it.
    static let pressedPillScale: CGFloat = 0.95

    /// The default pill colour: white, or a light grey in dark mode.
    private static let defaultPillColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }

    // MARK: States, attributes and images

    /// The segment that shows as selected: the one the pill is on while dragged, the touched one in
    /// momentary mode, else the selected one.
    var displayedSelectedIndex: Int? {
        if isMomentary { return touchedIndex }
        if isDraggingPill { return touchedIndex ?? selectedIndexIfValid }
        return selectedIndexIfValid
    }

    var selectedIndexIfValid: Int? { items.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil }

    /// A segment's state as drawn.
    func segmentState(_ index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if displayedSelectedIndex == index { state.insert(.selected) }
        if touchedIndex == index && isHighlighted && !isDraggingPill { state.insert(.highlighted) }
        if !isEnabled || !items[index].isEnabled { state.insert(.disabled) }
        return state
    }

    /// The title attributes for a state: the defaults (13-point medium, semibold when selected, in the
    /// label colour), then the normal attributes set, then those set for the state's flags.
    func titleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .semibold : .medium),
            .foregroundColor: UIColor.label,
        ]
        var layers: [UIControl.State] = [.normal]
        for flag in [UIControl.State.selected, .highlighted, .disabled] where state.contains(flag) { layers.append(flag) }
        if state != .normal && !layers.contains(state) { layers.append(state) }
        for layer in layers {
            if let set = titleAttributesByState[layer.rawValue] { attributes.merge(set) { $1 } }
        }
        return attributes
    }

    /// The background image for a segment state (default bar metrics), falling back to simpler states.
    func resolvedBackgroundImage(for state: UIControl.State) -> UIImage? {
        for candidate in state.imageLookupOrder {
            if let image = backgroundImages[[Int(candidate.rawValue), UIBarMetrics.default.rawValue]] { return image }
        }
        return nil
    }

    /// The divider image between segments in two states, falling back to simpler states.
    func resolvedDividerImage(left: UIControl.State, right: UIControl.State) -> UIImage? {
        for (l, r) in UIControl.State.dividerLookupOrder(left: left, right: right) {
            if let image = dividerImages[[Int(l.rawValue), Int(r.rawValue), UIBarMetrics.default.rawValue]] { return image }
        }
        return nil
    }

    /// The content position adjustment for a segment's position (its own, else `.any`'s).
    private func positionAdjustment(for index: Int) -> UIOffset {
        let type = Self.segmentType(at: index, of: items.count)
        let metrics = UIBarMetrics.default.rawValue
        return positionAdjustments[[type.rawValue, metrics]] ?? positionAdjustments[[Segment.any.rawValue, metrics]] ?? .zero
    }

    // MARK: Drawing

    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let frames = segmentFrames()
        if usesClassicLook {
            drawClassicBackground(frames, in: context)
        } else {
            drawModernBackground(frames, in: context)
        }
        for index in items.indices { drawContent(of: index, in: frames[index], context: context) }
    }

    /// Where the pill is headed: on the displayed segment, smaller while the finger holds it.
    private func pillTargetFrame(_ frames: [CGRect]) -> CGRect? {
        guard let index = displayedSelectedIndex, frames.indices.contains(index) else { return nil }
        let frame = frames[index].insetBy(dx: Self.pillInset, dy: Self.pillInset)
        guard isDraggingPill else { return frame }
        let s = Self.pressedPillScale
        return frame.insetBy(dx: frame.width * (1 - s) / 2, dy: frame.height * (1 - s) / 2)
    }

    /// The pill's frame now: its target, or part way there during a slide.
    func currentPillFrame(_ frames: [CGRect]) -> CGRect? {
        guard let target = pillTargetFrame(frames) else { return nil }
        guard let start = pillStart, pillProgress < 1 else { return target }
        let t = pillProgress
        return CGRect(x: start.minX + (target.minX - start.minX) * t, y: start.minY + (target.minY - start.minY) * t,
                      width: start.width + (target.width - start.width) * t, height: start.height + (target.height - start.height) * t)
    }

    private func drawModernBackground(_ frames: [CGRect], in context: CGContext) {
        let b = bounds
        if backgroundColor == nil {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: b, cornerRadius: Self.trackCornerRadius).fill()
        }
        let pill = currentPillFrame(frames)
        // Dividers between segments, except where the pill is.
        let ordered = frames.sorted { $0.minX < $1.minX }
        let dividerHeight = max(0, min(b.height - 14, 18))
        UIColor.controlDivider.setFill()
        for (left, right) in zip(ordered, ordered.dropFirst()) {
            let x = (left.maxX + right.minX) / 2
            if let pill, x > pill.minX - Self.pillInset - 1.5, x < pill.maxX + Self.pillInset + 1.5 { continue }
            UIBezierPath(roundedRect: CGRect(x: x - 0.5, y: b.midY - dividerHeight / 2, width: 1, height: dividerHeight),
                         cornerRadius: 0.5).fill()
        }
        guard let pill else { return }
        let path = UIBezierPath(roundedRect: pill, cornerRadius: Self.pillCornerRadius)
        context.saveGState()
        UIBezierPath(roundedRect: b, cornerRadius: Self.trackCornerRadius).addClip()   // the shadow stays on the track
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
        (selectedSegmentTintColor ?? Self.defaultPillColor).setFill()
        path.fill()
        context.setShadow(offset: .zero, blur: 0, color: nil)
        UIColor(white: 0, alpha: 0.04).setStroke()
        path.lineWidth = 0.5
        path.stroke()
        context.restoreGState()
    }

    private func drawClassicBackground(_ frames: [CGRect], in context: CGContext) {
        let order = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        for (position, index) in order.enumerated() {
            guard let image = resolvedBackgroundImage(for: segmentState(index)) else { continue }
            image.drawPiece(in: frames[index], leftNeighbour: position > 0, rightNeighbour: position < order.count - 1, context: context)
        }
        for (left, right) in zip(order, order.dropFirst()) {
            let gap = CGRect(x: frames[left].maxX, y: bounds.minY, width: frames[right].minX - frames[left].maxX, height: bounds.height)
            guard gap.width > 0, let divider = resolvedDividerImage(left: segmentState(left), right: segmentState(right)) else { continue }
            divider.draw(in: gap)
        }
    }

    private func drawContent(of index: Int, in frame: CGRect, context: CGContext) {
        let item = items[index]
        let state = segmentState(index)
        let attributes = titleAttributes(for: state)
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        var alpha: CGFloat = 1
        if state.contains(.disabled) && titleAttributesByState[UIControl.State.disabled.rawValue]?[.foregroundColor] == nil {
            alpha = 0.3
        } else if state.contains(.highlighted) && !state.contains(.selected) && !usesClassicLook
                    && titleAttributesByState[UIControl.State.highlighted.rawValue]?[.foregroundColor] == nil {
            alpha = 0.35
        }
        let adjustment = positionAdjustment(for: index)
        let center = CGPoint(x: frame.midX + item.contentOffset.width + adjustment.horizontal,
                             y: frame.midY + item.contentOffset.height + adjustment.vertical)
        let room = CGSize(width: max(0, frame.width - 2 * Self.pillInset - 4), height: frame.height)
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func snapped(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

        context.saveGState()
        defer { context.restoreGState() }
        context.setAlpha(alpha)
        if let image = item.image {
            var size = image.size
            if size.width > room.width || size.height > room.height, size.width > 0, size.height > 0 {
                let fit = min(room.width / size.width, room.height / size.height)
                size = CGSize(width: size.width * fit, height: size.height * fit)
            }
            let rect = CGRect(x: snapped(center.x - size.width / 2), y: snapped(center.y - size.height / 2), width: size.width, height: size.height)
            (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: rect)
        } else if let title = item.title, !title.isEmpty {
            var drawn = attributes
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineBreakMode = .byTruncatingTail
            paragraph.alignment = .center
            drawn[.paragraphStyle] = paragraph
            let text = NSAttributedString(string: title, attributes: drawn)
            let size = text.size()
            let width = min(size.width.rounded(.up), room.width)
            let rect = CGRect(x: snapped(center.x - width / 2), y: snapped(center.y - size.height / 2), width: width, height: size.height)
            text.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
    }
}
