import Testing
@testable import UIKit

/// A custom text responder, as apps write them: `UIKeyInput` with settable traits, recording what the
/// keyboard does to it.
@MainActor
final class KeyField: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var enablesReturnKeyAutomatically = false
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        self.text += text
        log.append("insert \(text.debugDescription)")
    }
    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("deleteBackward")
    }
}

/// Records keyboard notifications with their user info.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        var name: String
        var begin: CGRect
        var end: CGRect
        var duration: Double
        var curve: Int
        var isLocal: Bool
    }
    private(set) var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    var names: [String] { entries.map(\.name) }

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        ]
        for (name, short) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let entry = Entry(name: short,
                                  begin: info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null,
                                  end: info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null,
                                  duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1,
                                  curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1,
                                  isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? false)
                MainActor.assumeIsolated { self?.entries.append(entry) }
            })
        }
    }

    func clear() { entries = [] }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

/// A key, visible iPhone window (scale 1) with a `KeyField` in it, the keyboard put away first.
@MainActor
func keyboardTestWindow(profile: UIScreen.DeviceProfile = .iPhone) -> (UIWindow, KeyField) {
    SoftwareKeyboard.shared.reset()
    var profile = profile
    profile.scale = 1
    let screen = UIScreen(profile: profile)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.frame = screen.bounds
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let field = KeyField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    window.addSubview(field)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, field)
}

/// Lets the keyboard's slide finish (a little more than its 0.25 seconds, frame by frame).
@MainActor
func finishKeyboardSlide() {
    for _ in 0..<18 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
}

/// The keyboard's keys now.
@MainActor
var keyboardLayout: KeyboardLayout { SoftwareKeyboard.shared.keysView!.layout }

/// Taps the key whose label (or action) matches, through the keyboard window's touch path.
@MainActor
func tapKey(_ label: String, hold: TimeInterval = 0.05) {
    let keys = SoftwareKeyboard.shared.keysView!
    guard let key = keys.layout.keys.first(where: { $0.label == label || describe($0.action) == label }) else {
        Issue.record("no key \(label) in \(keys.layout.keys.map(\.label))")
        return
    }
    let window = SoftwareKeyboard.shared.window!
    let point = keys.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: window)
    let t = CACurrentMediaTime() + 0.01
    window.send(TouchInput(phase: .down, location: point, timestamp: t))
    window.send(TouchInput(phase: .up, location: point, timestamp: t + hold))
}

/// A short name for a key action, for finding keys without labels.
@MainActor
func describe(_ action: KeyboardKey.Action) -> String {
    switch action {
    case .shift: return "shift"
    case .delete: return "delete"
    case .return: return "return-key"
    case .space: return "space-key"
    case .emoji: return "emoji"
    case .globe: return "globe"
    case .dictation: return "dictation"
    case .dismiss: return "dismiss"
    case .plane(let plane): return "plane \(plane)"
    case .text(let text): return "text \(text)"
    case .none: return "none"
    }
}
