/// The software keyboard draws its keys in one view, so each key is a `UIAccessibilityElement` with the
/// `.keyboardKey` trait, named as VoiceOver names iOS's keys ("shift", "delete", "more, numbers",
/// "space", "Next keyboard"), the character keys by what they type. Activating a key taps it.
///
/// Where Tessera differs: the elements are made afresh each time they are asked for (the keyboard's
/// layout changes with its plane and shift state), so they are not the same objects from one walk to
/// the next.
extension SoftwareKeyboardView: AccessibilityDefaults {
    var standardAccessibilityElements: [Any]? {
        layout.keys.compactMap { key -> UIAccessibilityElement? in
            guard let name = Self.spokenName(of: key) else { return nil }
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = name
            var traits: UIAccessibilityTraits = .keyboardKey
            if key.isSelected { traits.insert(.selected) }
            if !key.isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = key.frame
            return element
        }
    }

    /// What VoiceOver calls a key (nil for a gap in the layout).
    static func spokenName(of key: KeyboardKey) -> String? {
        switch key.action {
        case .text: key.label
        case .shift: "shift"
        case .delete: "delete"
        case .return: key.label.isEmpty ? "return" : key.label
        case .space: "space"
        case .plane(let plane):
            switch plane {
            case .letters: "more, letters"
            case .numbers: "more, numbers"
            case .symbols: "more, symbols"
            case .phoneSymbols: "more, symbols"
            }
        case .emoji: "Emoji"
        case .globe: "Next keyboard"
        case .dictation: "Dictate"
        case .dismiss: "Hide keyboard"
        case .none: nil
        }
    }
}
