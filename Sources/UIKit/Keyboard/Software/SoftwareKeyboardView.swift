/// The software keyboard's keys: one view drawing every cap into its one layer (no view per key),
/// handling the touches on them and typing into the first responder through `UIKeyInput`.
///
/// The layer is a backdrop: under the caps, what lies behind the keyboard (the app's windows) is
/// blurred and tinted, as iOS's keyboard sits on a material (`KeyboardPalette`). The compositor keeps
/// the blurred sample while nothing behind changes, so a key press redraws only the caps. Caps just
/// redrawn go straight into the frame; they are kept in a backing store once a frame shows them again
/// (`CALayer.storesContentOnReuse`).
///
/// Character keys type when the finger lifts (the pop-up shows the key while it is down, on iPhone);
/// delete and shift act when the finger goes down; shift tapped twice within 0.35 seconds locks
/// capitals. Typing a space (or an apostrophe) on the "123" plane goes back to letters, as on iOS.
@MainActor
final class SoftwareKeyboardView: UIView {
    /// The layout's inputs that come from the responder and the screen (plane and shift are the view's).
    private(set) var base = KeyboardLayout.Configuration()
    private(set) var palette = KeyboardPalette.light
    /// The responder's appearance (`.default` follows light and dark).
    private var appearance: UIKeyboardAppearance = .default
    private(set) var plane: KeyboardPlane = .letters
    private(set) var shift: KeyboardShiftState = .off
    /// The responder's automatic capitals.
    private var autocapitalization: UITextAutocapitalizationType = .sentences
    private var enablesReturnKeyAutomatically = false
    /// What the keyboard typed since the responder became first: the context for automatic capitals.
    private var typed = ""
    /// When shift was last tapped, for the double tap that locks capitals.
    private var lastShiftTap: TimeInterval = -.infinity
    /// The key under the finger.
    private(set) var pressedKey: KeyboardKey?
    private var cachedLayout: KeyboardLayout?
    /// What the layer's caps were last drawn from (see `keysMayHaveChanged()`).
    private var drawnKeys: DrawnKeys?

    /// What the caps' drawing depends on.
    private struct DrawnKeys: Equatable {
        let configuration: KeyboardLayout.Configuration
        let palette: KeyboardPalette
        let pressedKey: KeyboardKey?
    }

    /// The responder keys type into.
    weak var target: UIKeyInput?
    /// Shows the pop-up for a key (nil hides it); set by the keyboard.
    var showPopup: ((KeyboardKey?, KeyboardLayout) -> Void)?
    /// Asks to dismiss the keyboard (the iPad's dismiss key).
    var dismiss: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isMultipleTouchEnabled = false
        isOpaque = false
        layer.backdrop = KeyboardPalette.material
        backgroundColor = UIColor(cgColor: palette.materialTint)
        // The caps change at most showings (another field's keyboard, shift, the plane): drawn straight
        // into the frame, and stored only once a frame shows them again unchanged (a field focused again,
        // the app changing behind the material).
        layer.storesContentOnReuse = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The current layout.
    var layout: KeyboardLayout {
        var configuration = base
        configuration.plane = plane
        configuration.shift = shift
        configuration.returnKeyEnabled = !(enablesReturnKeyAutomatically && !(target?.hasText ?? false))
        if let cachedLayout, cachedLayout.configuration == configuration { return cachedLayout }
        let made = KeyboardLayout(configuration)
        cachedLayout = made
        return made
    }

    /// The layout inputs for a responder's traits on a screen.
    static func configuration(for traits: UITextInputTraits, screen: UIScreen) -> KeyboardLayout.Configuration {
        let profile = screen.profile
        var configuration = KeyboardLayout.Configuration(keyboardType: traits.keyboardType, returnKeyType: traits.returnKeyType,
                                                         idiom: profile.idiom == .pad ? .pad : .phone, width: profile.size.width,
                                                         isLandscape: profile.isLandscape, bottomInset: profile.safeAreaInsets.bottom,
                                                         sideInsets: max(profile.safeAreaInsets.left, profile.safeAreaInsets.right))
        configuration.plane = KeyboardLayout.initialPlane(for: traits.keyboardType)
        return configuration
    }

    /// Sets the keyboard up for a responder: its type, return key, capitals and appearance; back to
    /// the type's first plane, with shift as automatic capitals want it.
    func configure(for responder: UIKeyInput, screen: UIScreen, style: UIUserInterfaceStyle) {
        target = responder
        stopRepeating()
        base = Self.configuration(for: responder, screen: screen)
        appearance = responder.keyboardAppearance
        palette = KeyboardPalette.resolve(responder.keyboardAppearance, style: style)
        backgroundColor = UIColor(cgColor: palette.materialTint)
        autocapitalization = responder.autocapitalizationType
        enablesReturnKeyAutomatically = responder.enablesReturnKeyAutomatically
        plane = KeyboardLayout.initialPlane(for: responder.keyboardType)
        typed = ""
        lastShiftTap = -.infinity
        pressedKey = nil
        updateAutomaticShift()
        keysMayHaveChanged()
    }

    /// Marks the caps for drawing unless they would draw as the layer holds them: a field focused
    /// again, or another field asking for the same keyboard, shows the keys already drawn (as iOS keeps
    /// its keyboard's rendered keys) instead of drawing every cap again; so does a keystroke that
    /// changes neither plane, shift nor the return key. Changes of size or scale mark the layer
    /// themselves.
    private func keysMayHaveChanged() {
        let showing = DrawnKeys(configuration: layout.configuration, palette: palette, pressedKey: pressedKey)
        if drawnKeys != showing { setNeedsDisplay() }
    }

    /// The keyboard's height for its current configuration.
    var keyboardHeight: CGFloat { layout.size.height }

    /// Refreshes what depends on the responder's text (the return key, automatic capitals).
    func textDidChange() {
        updateAutomaticShift()
        keysMayHaveChanged()
    }

    /// Light and dark changed: a `.default` keyboard follows.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard appearance == .default, traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle else { return }
        palette = KeyboardPalette.resolve(appearance, style: traitCollection.userInterfaceStyle)
        backgroundColor = UIColor(cgColor: palette.materialTint)
        keysMayHaveChanged()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = layout
        KeyboardRenderer.drawKeys(layout, palette: palette, in: context, pressed: pressedKey, background: false)
        drawnKeys = DrawnKeys(configuration: layout.configuration, palette: palette, pressedKey: pressedKey)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        press(layout.key(at: touch.location(in: self)), timestamp: touch.timestamp)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let pressed = pressedKey else { return }
        let now = layout.key(at: touch.location(in: self))
        // Sliding onto another character key moves the press there, as on iOS.
        guard let now, now != pressed, now.style == .character, pressed.style == .character else { return }
        setPressed(now)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        stopRepeating()
        guard let key = pressedKey else { return }
        setPressed(nil)
        release(key)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        stopRepeating()
        setPressed(nil)
    }

    // MARK: Delete repeating

    /// When delete went down, and how many repeats it has made.
    private var repeating: (start: TimeInterval, count: Int)?

    /// Held down, delete repeats: after 0.5 seconds, every 0.1 seconds, as on iOS.
    private func startRepeating(from timestamp: TimeInterval) {
        repeating = (MediaClock.now, 0)
        UIApplication.shared.addFrameObserver(for: self) { [weak self] now in self?.repeatDelete(at: now) }
    }

    private func repeatDelete(at now: TimeInterval) {
        guard let state = repeating else { return stopRepeating() }
        let due = now - state.start < 0.5 ? 0 : Int(((now - state.start - 0.5) / 0.1).rounded(.down)) + 1
        guard due > state.count else { return }
        for _ in state.count..<due { perform(.delete) }
        repeating?.count = due
    }

    private func stopRepeating() {
        guard repeating != nil else { return }
        repeating = nil
        UIApplication.shared.removeFrameObserver(for: self)
    }

    private func setPressed(_ key: KeyboardKey?) {
        pressedKey = key
        setNeedsDisplay()
        let popup = key.flatMap { $0.style == .character && $0.isCharacterLabel && base.idiom == .phone ? $0 : nil }
        showPopup?(popup, layout)
    }

    /// A finger went down on a key: delete and shift act now; other keys wait for the finger to lift.
    private func press(_ key: KeyboardKey?, timestamp: TimeInterval) {
        guard let key, key.isEnabled else { return }
        switch key.action {
        case .delete:
            perform(.delete)
            setPressed(key)
            startRepeating(from: timestamp)
        case .shift:
            if shift == .locked {
                shift = .off
            } else if timestamp - lastShiftTap < 0.35 {
                shift = .locked
            } else {
                shift = shift == .off ? .on : .off
            }
            lastShiftTap = timestamp
            setNeedsDisplay()
        default:
            setPressed(key)
        }
    }

    private func release(_ key: KeyboardKey) {
        switch key.action {
        case .delete, .shift: break
        default: perform(key.action)
        }
    }

    /// Does what a key does.
    func perform(_ action: KeyboardKey.Action) {
        switch action {
        case .text(let text):
            let shifted = shift != .off && plane == .letters && text.count == 1
            type(shifted ? text.uppercased() : text)
            if shift == .on { shift = .off }
            if plane == .numbers, text == "'" { plane = .letters }
        case .space:
            type(" ")
            if plane != .letters, !KeyboardLayout.isPad(base.keyboardType), plane != .phoneSymbols { plane = .letters }
        case .return:
            guard layout.keys.first(where: { $0.action == .return })?.isEnabled ?? true else { return }
            type("\n")
        case .delete:
            guard let target else { return }
            target.deleteBackward()
            if !typed.isEmpty { typed.removeLast() }
        case .plane(let next):
            plane = next
        case .shift, .emoji, .globe, .dictation, .none:
            break
        case .dismiss:
            dismiss?()
            return
        }
        updateAutomaticShift()
        keysMayHaveChanged()
    }

    private func type(_ text: String) {
        guard let target else { return }
        target.insertText(text)
        typed += text
    }

    /// Shift follows `autocapitalizationType` between keys (unless capitals are locked or the finger
    /// set shift itself since the last key).
    private func updateAutomaticShift() {
        guard shift != .locked else { return }
        shift = wantsCapital ? .on : .off
    }

    /// Whether automatic capitals want the next letter in capitals. The context is what the keyboard
    /// typed since the responder became first; a responder that already had text is taken to have the
    /// insertion point after a word (iOS reads the text before the insertion point through `UITextInput`).
    private var wantsCapital: Bool {
        let hasText = target?.hasText ?? false
        let context = typed.isEmpty && hasText ? "x" : typed
        switch autocapitalization {
        case .none: return false
        case .allCharacters: return true
        case .words:
            return context.isEmpty || context.last!.isWhitespace
        case .sentences:
            if context.isEmpty || context.last == "\n" { return true }
            let trimmed = context.reversed().drop { $0 == " " }
            guard trimmed.count < context.count, let mark = trimmed.first else { return false }
            return mark == "." || mark == "!" || mark == "?"
        }
    }
}
