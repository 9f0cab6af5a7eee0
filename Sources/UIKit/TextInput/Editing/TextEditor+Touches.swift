/// What a touch or a mouse button is doing to the selection.
struct TouchTracking {
    enum Mode {
        /// Nothing.
        case none
        /// A finger down that becomes a tap when it lifts without moving far.
        case tapPending(start: CGPoint)
        /// The mouse selecting: by characters, words or paragraphs from the range it started on.
        case dragSelect(origin: NSRange, granularity: UITextGranularity)
        /// A selection handle being dragged (the start's or the end's).
        case handle(start: Bool)
    }

    var mode: Mode = .none
    /// Whether the finger went down while editing (a tap on the caret or selection then toggles the edit menu).
    var tapWhileEditing = false
}

/// Taps, double and triple taps, mouse drags, shift-clicks and handle drags.
///
/// A finger tap places the caret (becoming first responder first), a double tap selects the word (or
/// the run of spaces), a triple tap the paragraph; a finger that moves more than 10 pt is not a tap
/// (the host may be scrolling). The mouse acts on the button going down: a click places the caret and
/// dragging selects, by words after a double click and by paragraphs after a triple click; Shift-click
/// extends the selection from its anchor. On touch devices a finger on a selection handle drags that end.
extension TextEditor {
    /// How far a finger may move and still tap.
    static let tapSlop: CGFloat = 10
    /// How close to a handle's knob a finger grabs it.
    static let handleReach: CGFloat = 22

    /// A touch began at `point` (in the decoration view's coordinates).
    func touchBegan(at point: CGPoint, tapCount: Int, isPointer: Bool) {
        if isPointer {
            guard host.editorBeginEditingFromTouch() else { return }
            let offset = hostClosestOffset(to: point)
            if KeyboardState.modifiers.contains(.shift), tapCount <= 1 {
                if markedRange != nil { unmarkText() }
                move(to: offset, extending: true)
                touchState.mode = .dragSelect(origin: NSRange(location: anchor, length: 0), granularity: .character)
                return
            }
            let granularity: UITextGranularity = tapCount >= 3 ? .paragraph : tapCount == 2 ? .word : .character
            if markedRange != nil { unmarkText() }
            let origin = unitRange(at: offset, granularity)
            setSelection(origin)
            touchState.mode = .dragSelect(origin: origin, granularity: granularity)
            decorations.restartBlink()
            return
        }
        if tapCount <= 1, isEditing, selectedRange.length > 0, !decorations.startHandle.isHidden {
            for handle in [decorations.startHandle, decorations.endHandle] {
                let knob = CGPoint(x: handle.frame.midX, y: handle.isStart ? handle.frame.minY + TextSelectionHandleView.knobSize / 2
                                                                           : handle.frame.maxY - TextSelectionHandleView.knobSize / 2)
                let bar = handle.frame.insetBy(dx: -Self.handleReach / 2, dy: 0)
                if hypot(point.x - knob.x, point.y - knob.y) <= Self.handleReach || bar.contains(point) {
                    touchState.mode = .handle(start: handle.isStart)
                    return
                }
            }
        }
        touchState.mode = .tapPending(start: point)
        touchState.tapWhileEditing = isEditing
    }

    /// The touch moved to `point`.
    func touchMoved(to point: CGPoint) {
        switch touchState.mode {
        case .none: break
        case .tapPending(let start):
            if hypot(point.x - start.x, point.y - start.y) > Self.tapSlop { touchState.mode = .none }
        case .dragSelect(let origin, let granularity):
            let offset = hostClosestOffset(to: point)
            let unit = unitRange(at: offset, granularity)
            let start = min(origin.location, unit.location)
            let end = max(origin.location + origin.length, unit.location + unit.length)
            // The anchor is the origin's far side from the pointer.
            let anchorAt = unit.location < origin.location ? origin.location + origin.length : origin.location
            setSelection(NSRange(location: start, length: end - start), anchor: anchorAt)
        case .handle(let isStart):
            let offset = hostClosestOffset(to: point)
            let s = selectedRange
            if isStart {
                let end = s.location + s.length
                let start = min(offset, max(0, end - 1))
                setSelection(NSRange(location: start, length: end - start), anchor: end)
            } else {
                let end = max(offset, s.location + 1)
                setSelection(NSRange(location: s.location, length: min(end, length) - s.location), anchor: s.location)
            }
        }
    }

    /// The touch lifted at `point`.
    func touchEnded(at point: CGPoint, tapCount: Int) {
        defer { touchState.mode = .none; touchState.tapWhileEditing = false }
        guard case .tapPending = touchState.mode else { return }
        guard host.editorBeginEditingFromTouch() else { return }
        if markedRange != nil { unmarkText() }
        let offset = hostClosestOffset(to: point)
        switch tapCount {
        case ...1:
            // A tap on the selection, or on the caret, while editing shows (or hides) the edit menu.
            if touchState.tapWhileEditing, let menu = editMenu, markedRange == nil {
                let s = selectedRange
                let onIt = s.length > 0
                    ? hostSelectionRects(for: s).contains { $0.insetBy(dx: -4, dy: -4).contains(point) }
                    : offset == s.location
                if onIt {
                    if menu.isVisible { menu.dismiss() } else { menu.present() }
                    return
                }
            }
            setSelection(NSRange(location: offset, length: 0))
        case 2: setSelection(unitRange(at: offset, .word))
        default: setSelection(unitRange(at: offset, .paragraph))
        }
        decorations.restartBlink()
    }

    /// The touch was cancelled.
    func touchCancelled() {
        touchState.mode = .none
    }

    /// The unit at an offset: the caret itself, the word (or spaces) there, or the paragraph without its break.
    func unitRange(at offset: Int, _ granularity: UITextGranularity) -> NSRange {
        let b = boundaries
        switch granularity {
        case .word: return b.doubleTapRange(at: offset)
        case .paragraph, .sentence:
            let start = b.paragraphStart(offset)
            return NSRange(location: start, length: b.paragraphEnd(offset) - start)
        case .line: return host.editorLineRange(at: offset)
        case .document: return NSRange(location: 0, length: length)
        case .character: return NSRange(location: offset, length: 0)
        }
    }
}
