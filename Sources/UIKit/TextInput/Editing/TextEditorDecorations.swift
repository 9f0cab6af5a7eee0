/// The editor's views over its host's text: the caret (2 pt wide in the tint colour, solid for 0.6 s
/// after every change, then blinking 0.5 s off and 0.5 s on), the selection highlight (the tint at 20%
/// alpha, one rectangle per line), selection handles on touch devices (a bar with a knob at each end,
/// iOS-style) and the marked text's underline. Their places are the host's `caretRect(for:)` and
/// `selectionRects(for:)` answers (the caret as wide as `caretRect(for:)` says), so a subclass that
/// overrides them moves what is drawn.
///
/// The blink follows the media clock through a frame observer while the caret shows, so tests advance
/// it with `UIApplication.shared.advanceFrame(by:)`.
@MainActor
final class TextEditorDecorations {
    private unowned let editor: TextEditor
    /// The caret.
    let caretView = TextEditorOverlayView()
    /// Holds the selection rectangles and the marked text underline (below the caret).
    let selectionView = TextEditorOverlayView()
    /// The handles at the selection's start and end (touch devices only).
    let startHandle = TextSelectionHandleView(isStart: true)
    let endHandle = TextSelectionHandleView(isStart: false)
    /// When the caret last became solid.
    private var blinkStart: CFTimeInterval = 0
    private(set) var isObservingFrames = false

    /// Solid time after a change, and the length of each blink phase.
    static let solidDuration: CFTimeInterval = 0.6
    static let blinkPhase: CFTimeInterval = 0.5
    /// The selection highlight's alpha over the tint.
    static let selectionAlpha: CGFloat = 0.2

    init(editor: TextEditor) {
        self.editor = editor
        for view in [caretView, selectionView, startHandle, endHandle] as [UIView] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
        }
    }

    /// The caret's blink stops with its editor (on the main thread, whichever thread frees it).
    deinit {
        let caret = ObjectIdentifier(caretView)
        MainThreadTeardown.runOrSchedule { UIApplication.shared.removeFrameObserver(caret) }
    }

    private var tint: UIColor { editor.host.editorDecorationView.tintColor ?? .systemBlue }

    /// Whether the device is touch-first (handles show there).
    private var isTouchDevice: Bool {
        (editor.host.editorDecorationView.window?.screen ?? UIScreen.main).profile.idiom != .mac
    }

    /// Puts the views where the selection is now.
    func update() {
        let container = editor.host.editorDecorationView
        for view in [selectionView, caretView, startHandle, endHandle] as [UIView] where view.superview !== container {
            container.addSubview(view)
        }
        let editing = editor.isEditing
        let selection = editor.selectedRange
        let showsCaret = editing && selection.length == 0
        // The selection and marked text.
        selectionView.frame = container.bounds
        for view in selectionView.subviews { view.removeFromSuperview() }
        if editing, selection.length > 0 {
            for rect in editor.hostSelectionRects(for: selection) {
                let highlight = UIView(frame: rect)
                highlight.isUserInteractionEnabled = false
                highlight.backgroundColor = tint.withAlphaComponent(Self.selectionAlpha)
                selectionView.addSubview(highlight)
            }
        }
        if let marked = editor.markedRange, editor.markedTextStyle == nil {
            for rect in editor.hostSelectionRects(for: marked) {
                let underline = UIView(frame: CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 1))
                underline.isUserInteractionEnabled = false
                underline.backgroundColor = .label
                selectionView.addSubview(underline)
            }
        }
        selectionView.isHidden = selectionView.subviews.isEmpty
        // The caret.
        if showsCaret {
            caretView.frame = editor.hostCaretRect(at: selection.location)
            caretView.backgroundColor = tint
        }
        caretView.isHidden = !showsCaret || !caretVisible(at: CACurrentMediaTime())
        observeFrames(showsCaret && container.window != nil)
        // The input method's window follows the caret.
        if editing, let window = container.window { TextInputRouting.firstResponderChanged(in: window) }
        // Handles.
        let handles = editing && selection.length > 0 && isTouchDevice
        startHandle.isHidden = !handles
        endHandle.isHidden = !handles
        if handles {
            let first = editor.hostCaretRect(at: selection.location)
            let last = editor.hostCaretRect(at: selection.location + selection.length)
            startHandle.place(at: first, tint: tint)
            endHandle.place(at: last, tint: tint)
        }
    }

    /// Makes the caret solid again (after typing or moving it).
    func restartBlink() {
        blinkStart = CACurrentMediaTime()
        if !caretView.isHidden || (editor.isEditing && editor.selectedRange.length == 0) { tick(blinkStart) }
    }

    /// Whether the caret shows at `time`: solid first, then off and on by turns.
    func caretVisible(at time: CFTimeInterval) -> Bool {
        let t = time - blinkStart
        if t < Self.solidDuration { return true }
        return Int(((t - Self.solidDuration) / Self.blinkPhase).rounded(.down)) % 2 == 1
    }

    private func observeFrames(_ on: Bool) {
        guard on != isObservingFrames else { return }
        isObservingFrames = on
        if on {
            UIApplication.shared.addFrameObserver(for: caretView) { [weak self] now in
                MainActor.assumeIsolated { self?.tick(now) }
            }
        } else {
            UIApplication.shared.removeFrameObserver(for: caretView)
        }
    }

    private func tick(_ now: CFTimeInterval) {
        let show = editor.isEditing && editor.selectedRange.length == 0 && caretVisible(at: now)
        if caretView.isHidden == show { caretView.isHidden = !show }
    }
}

/// A plain view for the editor's overlays, never hit by touches.
final class TextEditorOverlayView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// A selection handle: a 2 pt bar as tall as the line with a 10 pt knob above the start or below the end.
final class TextSelectionHandleView: UIView {
    let isStart: Bool
    private let bar = UIView()
    private let knob = UIView()
    static let knobSize: CGFloat = 10

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        addSubview(bar)
        addSubview(knob)
        knob.layer.cornerRadius = Self.knobSize / 2
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    /// Places the handle at a caret rectangle.
    func place(at caret: CGRect, tint: UIColor) {
        let k = Self.knobSize
        frame = CGRect(x: caret.midX - k / 2, y: caret.minY - (isStart ? k : 0), width: k, height: caret.height + k)
        bar.frame = CGRect(x: k / 2 - 1, y: isStart ? k : 0, width: 2, height: caret.height)
        knob.frame = CGRect(x: 0, y: isStart ? 0 : caret.height, width: k, height: k)
        bar.backgroundColor = tint
        knob.backgroundColor = tint
    }

    /// The point of the text the handle marks, for dragging it.
    var textPoint: CGPoint { CGPoint(x: frame.midX, y: isStart ? frame.minY + Self.knobSize + (frame.height - Self.knobSize) / 2 : frame.minY + (frame.height - Self.knobSize) / 2) }
}
