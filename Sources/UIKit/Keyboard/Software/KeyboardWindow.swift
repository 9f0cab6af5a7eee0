/// The window the keyboard is shown in, above every app window (as iOS's keyboard window is): its
/// frame covers the keyboard's area at the bottom of the screen, and its host view slides in it.
/// It never becomes key, so the app's first responder stays where it is while keys are tapped.
@MainActor
final class KeyboardWindow: UIWindow {
    /// The keyboard's level: above alerts.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    /// The view that slides: the accessory view on top of the keyboard (or the input view).
    let hostView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.keyboardLevel
        backgroundColor = nil
        isOpaque = false
        addSubview(hostView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var canBecomeKey: Bool { false }

    /// The screen turned (or changed device): the keyboard lays out again for it.
    override func screenDidChange(from old: UIScreen.DeviceProfile) {
        super.screenDidChange(from: old)
        SoftwareKeyboard.shared.screenDidChange()
    }

    /// Touches outside the sliding host (above a keyboard still sliding in) reach no view.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}
