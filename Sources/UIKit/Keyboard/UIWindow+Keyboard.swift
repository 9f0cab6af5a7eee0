/// Key and text delivery: from `KeyInput` and `TextInput` to key commands, presses through the
/// responder chain, and text for `UIKeyInput` responders.
///
/// Order for a key going down: the key commands that want priority over the system's keys; the focus
/// keys (Tab, the arrows, Space and Return, see `UIFocusSystem.handleKeyDown`) where the window has
/// keyboard focus; the other key commands of the responders from the first responder up the chain (the
/// first match performs and takes the key); otherwise `pressesBegan` to the first responder
/// (when there is none, the frontmost view controller), passed up the chain by default. A press that reaches the
/// application unhandled is typed: Backspace deletes backwards, Return and Tab insert "\n" and "\t",
/// and other keys insert their characters when the step `typesText`. A repeat performs a matching key
/// command again and types again, without another `pressesBegan`. Going up ends the press
/// (`pressesEnded`) if it began.
extension UIWindow {
    /// Feeds one key step to the window. A Tessera addition: the door for keys, used by window backends
    /// and tests alike. The media clock advances to the step's timestamp.
    public func send(_ input: KeyInput) {
        MediaClock.advance(to: input.timestamp)
        KeyboardState.modifiers = input.modifierFlags
        let key = UIKey(characters: input.characters, charactersIgnoringModifiers: input.charactersIgnoringModifiers,
                        modifierFlags: input.modifierFlags, keyCode: input.keyCode)
        let start = keyResponder
        switch input.phase {
        case .down:
            KeyboardState.dropTextOfLastKey = false
            if performKeyCommand(for: key, from: start, prioritizedOnly: true)
                || focusSystem?.handleKeyDown(input, firstResponder: currentFirstResponder) == true
                || performKeyCommand(for: key, from: start) {
                KeyboardState.dropTextOfLastKey = true
                return
            }
            if input.isRepeat, KeyboardState.activePresses[input.keyCode] != nil {
                typeUnhandled(input)
                return
            }
            let press = UIPress(phase: .began, timestamp: input.timestamp, key: key, window: self, responder: start)
            KeyboardState.activePresses[input.keyCode]?.phase = .cancelled
            KeyboardState.activePresses[input.keyCode] = press
            KeyboardState.pressReachedApplication = false
            FramePhase.withPhase(.events) { UIApplication.shared.sendEvent(UIPressesEvent(timestamp: input.timestamp, presses: [press])) }
            if KeyboardState.pressReachedApplication { typeUnhandled(input) } else { KeyboardState.dropTextOfLastKey = true }
        case .up:
            guard let press = KeyboardState.activePresses.removeValue(forKey: input.keyCode) else { return }
            press.phase = .ended
            press.timestamp = input.timestamp
            FramePhase.withPhase(.events) { UIApplication.shared.sendEvent(UIPressesEvent(timestamp: input.timestamp, presses: [press])) }
        }
    }

    /// Where keys go: the first responder, else the frontmost view controller (the root view
    /// controller's last child, followed down), else the window.
    var keyResponder: UIResponder {
        if let responder = currentFirstResponder { return responder }
        guard var controller = rootViewController else { return self }
        while let child = controller.children.last, child.isViewLoaded, child.view.window === self { controller = child }
        return controller
    }

    /// Feeds several key steps, in order.
    public func send(_ inputs: [KeyInput]) {
        for input in inputs { send(input) }
    }

    /// Gives text from the desktop's text input to the first responder: committed text is inserted
    /// (unless the key that typed it was taken by a key command or a responder), composing text is
    /// marked. Ignored when the first responder takes no text. A Tessera addition.
    public func send(_ input: TextInput) {
        guard let responder = currentFirstResponder as? UIKeyInput else { return }
        switch input {
        case .commit(let text):
            if KeyboardState.dropTextOfLastKey {
                KeyboardState.dropTextOfLastKey = false
                return
            }
            guard !text.isEmpty else { return }
            responder.insertText(text)
        case .marked(let text, let location, let length):
            guard let input = responder as? UITextInput else { return }
            // Input methods send empty compositions when nothing is being composed: only one that ends
            // a composition in progress means anything.
            if text.isEmpty {
                if input.markedTextRange != nil { input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
                return
            }
            input.setMarkedText(text, selectedRange: NSRange(location: max(0, location), length: max(0, length)))
        }
        TextInputRouting.firstResponderChanged(in: self)
    }

    /// Cancels the presses in progress (the window lost the keyboard).
    package func cancelPresses() {
        let presses = KeyboardState.activePresses.values.filter { $0.window === self }
        guard !presses.isEmpty else { return }
        for press in presses {
            press.phase = .cancelled
            KeyboardState.activePresses[press.key!.keyCode] = nil
        }
        UIApplication.shared.sendEvent(UIPressesEvent(timestamp: CACurrentMediaTime(), presses: Set(presses)))
    }

    /// Delivers a presses event to the responder each press went to first, by phase.
    func deliverPresses(_ event: UIPressesEvent) {
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let presses = event.allPresses.filter { $0.phase == phase && $0.window === self }
            guard !presses.isEmpty else { continue }
            let responder = presses.first?.responder ?? self
            switch phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            case .cancelled: responder.pressesCancelled(presses, with: event)
            case .stationary: break
            }
        }
    }

    /// The first key command from `start` up the chain that matches `key` and performs; false when none.
    /// `prioritizedOnly` limits the search to commands that want priority over the system's keys.
    private func performKeyCommand(for key: UIKey, from start: UIResponder, prioritizedOnly: Bool = false) -> Bool {
        var current: UIResponder? = start
        while let responder = current {
            for command in responder.keyCommands ?? [] where command.matches(key) && (!prioritizedOnly || command.wantsPriorityOverSystemBehavior) {
                if command.performAction(from: start) { return true }
            }
            current = responder.next
        }
        return false
    }

    /// Types an unhandled key into a `UIKeyInput` first responder.
    private func typeUnhandled(_ input: KeyInput) {
        guard let responder = currentFirstResponder as? UIKeyInput else { return }
        let editing: UIKeyModifierFlags = [.control, .command]
        switch input.keyCode {
        case .keyboardDeleteOrBackspace:
            responder.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            responder.insertText("\n")
        case .keyboardTab where input.modifierFlags.isDisjoint(with: editing):
            responder.insertText("\t")
        default:
            guard input.typesText, input.modifierFlags.isDisjoint(with: editing),
                  !input.characters.isEmpty, !input.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
            responder.insertText(input.characters)
        }
        KeyboardState.dropTextOfLastKey = true
    }
}
