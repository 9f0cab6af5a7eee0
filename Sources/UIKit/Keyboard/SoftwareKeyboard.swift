/// The software keyboard: shows, slides and hides the keyboard (or the first responder's `inputView`,
/// with its `inputAccessoryView` on top) as text responders come and go, and posts the keyboard
/// notifications.
///
/// The keyboard shows while the key window's first responder adopts `UIKeyInput` (or has an
/// `inputView`) on a touch screen (the iPhone and iPad profiles); on the desktop profile a hardware
/// keyboard is assumed and nothing shows unless `UIApplication.showsSoftwareKeyboardOnDesktop` is set.
/// It slides for 0.25 seconds along the keyboard's curve (UIKit's curve 7, which iOS does not
/// publish: Tessera draws it as the cubic Bézier (0.38, 0.7)–(0.125, 1), which matches iOS 17's slide
/// within a point), moving its frame one step per frame; `keyboardLayoutGuide`s follow it frame by frame.
@MainActor
package final class SoftwareKeyboard {
    package static let shared = SoftwareKeyboard()

    /// The slide's length, as the notifications report it.
    static let animationDuration: TimeInterval = 0.25
    /// The slide's curve number, as the notifications report it.
    static let animationCurve = 7
    /// The slide's timing: UIKit's curve 7 as a cubic Bézier.
    nonisolated static let timing = KeyboardCurve.timing

    /// The same curve for Core Animation: what `UIView.animate(withDuration:delay:options:…)` uses for
    /// options holding curve 7 (`AnimationOptions(rawValue: 7 << 16)`), so views animated from the
    /// notifications' curve move with the keyboard.
    nonisolated static let timingFunction = KeyboardCurve.timingFunction

    /// Whether the keyboard shows on desktop-profile screens too.
    var showsOnDesktop = false

    /// The responder the keyboard serves (nil while hidden or hiding).
    private(set) weak var responder: UIResponder?
    /// The window the keyboard is drawn in (made when it first shows).
    private(set) var window: KeyboardWindow?
    /// The keys (kept between showings).
    private(set) var keysView: SoftwareKeyboardView?
    private var popupWindow: UIWindow?
    private var popupView: KeyPopupView?
    /// The input view and accessory view in the host now.
    private weak var shownInputView: UIView?
    private weak var shownAccessoryView: UIView?

    /// Where the keyboard is going (or is), in screen coordinates; nil while hidden or hiding.
    private(set) var targetFrame: CGRect?
    /// Where the keyboard is now, in screen coordinates (nil when fully hidden).
    private(set) var currentFrame: CGRect?
    /// The screen the keyboard is on.
    private(set) weak var screen: UIScreen?

    private struct Slide {
        var from: CGRect
        var to: CGRect
        var start: TimeInterval
        var hiding: Bool
        /// The notifications to post when it ends, with their user info.
        var didNames: [Notification.Name]
        var userInfo: [AnyHashable: Any]
    }
    private var slide: Slide?

    /// Layout guides that follow the keyboard.
    private var guides: [WeakGuide] = []
    /// Nesting of first-responder changes being made (a switch resigns one responder, then makes
    /// another first: the keyboard looks once, at the end).
    private var changeDepth = 0

    private init() {}

    // MARK: Following the first responder

    /// Runs a first-responder change as one step: the keyboard (and the window backend's text input)
    /// looks at the result once.
    static func performResponderChange<T>(_ body: () -> T) -> T {
        shared.changeDepth += 1
        let result = body()
        shared.changeDepth -= 1
        if shared.changeDepth == 0, let window = UIApplication.shared.keyWindow { TextInputRouting.firstResponderChanged(in: window) }
        return result
    }

    /// Whether a first-responder change is being made (TextInputRouting waits for its end).
    var isChangingResponder: Bool { changeDepth > 0 }

    /// The key window's first responder changed (or the key window did): shows, switches or hides.
    func update() {
        guard changeDepth == 0 else { return }
        let keyWindow = UIApplication.shared.keyWindow
        var next: UIResponder?
        if let keyWindow, let first = keyWindow.currentFirstResponder, first is UIKeyInput || first.inputView != nil,
           keyWindow.screen.profile.idiom == .phone || keyWindow.screen.profile.idiom == .pad || showsOnDesktop {
            next = first
        }
        guard let next, let keyWindow else {
            if targetFrame != nil { hide() }
            responder = nil
            return
        }
        if next === responder, targetFrame != nil { return }
        responder = next
        install(next, in: keyWindow)
    }

    /// The responder asked for its input views again (`reloadInputViews()`).
    func reload(_ responder: UIResponder) {
        guard responder === self.responder, let window = UIApplication.shared.keyWindow else { return }
        install(responder, in: window)
    }

    /// The keyboard's screen changed its profile (turned): the keyboard takes the new width and height,
    /// moving there with the frame notifications.
    func screenDidChange() {
        guard let responder, targetFrame != nil, let keyWindow = UIApplication.shared.keyWindow else { return }
        install(responder, in: keyWindow)
    }

    /// The responder's text changed through the keyboard's path: the return key and shift follow.
    func textDidChange() {
        keysView?.textDidChange()
    }

    // MARK: Showing and hiding

    /// Puts the responder's keyboard (or input view) and accessory in the host and slides to its frame.
    private func install(_ responder: UIResponder, in keyWindow: UIWindow) {
        let screen = keyWindow.screen
        let changedScreen = self.screen !== screen
        self.screen = screen
        let window = keyboardWindow(on: screen)
        let width = screen.bounds.width
        let bottomInset = screen.safeAreaInsets.bottom

        // The keyboard or the input view.
        var contentHeight: CGFloat
        let input = responder.inputView
        if shownInputView !== input { shownInputView?.removeFromSuperview() }
        if let input {
            keysView?.removeFromSuperview()
            contentHeight = Self.height(of: input, default: 216, width: width)
            if input.superview !== window.hostView { window.hostView.addSubview(input) }
            shownInputView = input
            window.hostView.backgroundColor = UIColor(cgColor: KeyboardPalette.resolve(
                (responder as? UITextInputTraits)?.keyboardAppearance ?? .default, style: keyWindow.traitCollection.userInterfaceStyle).background)
        } else {
            let keys = keysView ?? SoftwareKeyboardView(frame: .zero)
            keysView = keys
            keys.dismiss = { [weak self] in _ = self?.responder?.resignFirstResponder() }
            keys.showPopup = { [weak self] key, layout in self?.showPopup(for: key, layout: layout) }
            if let text = responder as? UIKeyInput {
                keys.configure(for: text, screen: screen, style: keyWindow.traitCollection.userInterfaceStyle)
            }
            if keys.superview !== window.hostView { window.hostView.addSubview(keys) }
            contentHeight = keys.keyboardHeight
            window.hostView.backgroundColor = nil
        }
        // The accessory on top.
        let accessory = responder.inputAccessoryView
        if shownAccessoryView !== accessory { shownAccessoryView?.removeFromSuperview() }
        let accessoryHeight = accessory.map { Self.height(of: $0, default: 44, width: width) } ?? 0
        if let accessory {
            if accessory.superview !== window.hostView { window.hostView.addSubview(accessory) }
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
            shownAccessoryView = accessory
        }
        let inputBottomInset = input == nil ? 0 : bottomInset
        if let input {
            input.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: contentHeight)
        } else {
            keysView?.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: contentHeight)
        }
        let height = accessoryHeight + contentHeight + inputBottomInset
        window.hostView.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        window.hostView.setNeedsLayout()

        let end = CGRect(x: 0, y: screen.bounds.height - height, width: width, height: height)
        if targetFrame == nil || changedScreen {
            // Showing (perhaps while hiding).
            let begin = currentFrame ?? Self.offscreen(end, on: screen)
            start(from: begin, to: end, hiding: false)
        } else if end != targetFrame {
            // Another height while shown: only the frame changes.
            start(from: currentFrame ?? end, to: end, hiding: false, frameOnly: true)
        }
    }

    /// Slides the keyboard out.
    private func hide() {
        guard let target = targetFrame, let screen else { return }
        targetFrame = nil
        showPopup(for: nil, layout: nil)
        start(from: currentFrame ?? target, to: Self.offscreen(target, on: screen), hiding: true)
    }

    /// Starts a slide, posting the will notifications (a slide in progress ends first, with its did
    /// notifications).
    private func start(from begin: CGRect, to end: CGRect, hiding: Bool, frameOnly: Bool = false) {
        finishSlide(at: nil)
        let userInfo: [AnyHashable: Any] = [
            // Boxed, as on iOS: `as? NSValue` then `cgRectValue` and `as? CGRect` both read them.
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        var willNames = [UIResponder.keyboardWillChangeFrameNotification]
        var didNames = [UIResponder.keyboardDidChangeFrameNotification]
        if !frameOnly {
            willNames.append(hiding ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillShowNotification)
            didNames.append(hiding ? UIResponder.keyboardDidHideNotification : UIResponder.keyboardDidShowNotification)
        }
        if !hiding { targetFrame = end }
        slide = Slide(from: begin, to: end, start: MediaClock.now, hiding: hiding, didNames: didNames, userInfo: userInfo)
        if let window, let screen {
            // The window covers the larger of the two frames' on-screen parts, for the whole slide.
            let top = min(begin.minY, end.minY, screen.bounds.height)
            window.frame = CGRect(x: 0, y: top, width: screen.bounds.width, height: max(0, screen.bounds.height - top))
            window.isHidden = false
        }
        apply(begin)
        for name in willNames { NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo) }
        UIApplication.shared.addFrameObserver(for: self) { [weak self] now in self?.step(at: now) }
    }

    /// One frame of the slide.
    private func step(at now: TimeInterval) {
        guard let slide else {
            UIApplication.shared.removeFrameObserver(for: self)
            return
        }
        let fraction = (now - slide.start) / Self.animationDuration
        if fraction >= 1 {
            finishSlide(at: now)
            return
        }
        let progress = TimingCurve(Self.timing, duration: Self.animationDuration).progress(at: fraction)
        // On the pixel grid, so views laid out against the keyboard's top meet it exactly.
        var frame = Self.interpolate(slide.from, slide.to, progress)
        let scale = screen?.scale ?? 1
        frame.origin.y = (frame.minY * scale).rounded() / scale
        apply(frame)
    }

    /// Ends the slide in progress: the keyboard at its end, the did notifications posted.
    private func finishSlide(at now: TimeInterval?) {
        guard let ended = slide else { return }
        slide = nil
        UIApplication.shared.removeFrameObserver(for: self)
        if ended.hiding {
            apply(nil)
            window?.isHidden = true
            shownInputView?.removeFromSuperview()
            shownAccessoryView?.removeFromSuperview()
        } else {
            window?.frame = ended.to
            apply(ended.to)
        }
        for name in ended.didNames { NotificationCenter.default.post(name: name, object: nil, userInfo: ended.userInfo) }
    }

    /// Puts the keyboard at `frame` (screen coordinates; nil: gone) and tells the layout guides.
    private func apply(_ frame: CGRect?) {
        currentFrame = frame
        if let frame, let window {
            window.hostView.frame = CGRect(x: frame.minX - window.frame.minX, y: frame.minY - window.frame.minY,
                                           width: frame.width, height: frame.height)
        }
        guides.removeAll { $0.guide == nil }
        for entry in guides { entry.guide?.keyboardMoved() }
    }

    // MARK: Interactive dismissal

    /// How far a scroll view's finger has pushed the keyboard down (nil: not pushing).
    private var pushedDown: CGFloat?

    /// A drag with interactive dismissal is at `y` on the screen: below the keyboard's top, the
    /// keyboard follows it down.
    func followFinger(atScreenY y: CGFloat) {
        guard slide == nil, let target = targetFrame, let screen else { return }
        let top = min(max(y, target.minY), screen.bounds.height)
        guard top > target.minY || pushedDown != nil else { return }
        pushedDown = top - target.minY
        apply(CGRect(x: target.minX, y: top, width: target.width, height: target.height))
    }

    /// The drag ended: moving down (or more than half way down), the keyboard leaves with its
    /// responder; otherwise it slides back up.
    func releaseFinger(velocityY: CGFloat, cancelled: Bool) {
        guard let pushed = pushedDown, let target = targetFrame else { return }
        pushedDown = nil
        if !cancelled, (velocityY > 0 && pushed > 0) || pushed > target.height / 2,
           let responder, responder.resignFirstResponder(), targetFrame == nil {
            return
        }
        if let current = currentFrame, current != target { start(from: current, to: target, hiding: false, frameOnly: true) }
    }

    // MARK: Key pop-up

    private func showPopup(for key: KeyboardKey?, layout: KeyboardLayout?) {
        guard let key, let layout, let keys = keysView, let window, let screen else {
            popupWindow?.isHidden = true
            return
        }
        let popupWindow = self.popupWindow ?? {
            let made = UIWindow(frame: .zero)
            made.windowLevel = KeyboardWindow.keyboardLevel + 1
            made.isUserInteractionEnabled = false
            made.backgroundColor = nil
            made.isOpaque = false
            let view = KeyPopupView(frame: .zero)
            made.addSubview(view)
            popupView = view
            self.popupWindow = made
            return made
        }()
        if popupWindow.screen !== screen { popupWindow.screen = screen }
        let keyOnScreen = keys.convert(key.frame, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        let frame = KeyPopupView.frame(for: keyOnScreen, width: layout.size.width)
        popupWindow.frame = frame
        popupView?.frame = popupWindow.bounds
        popupView?.key = key
        popupView?.palette = keys.palette
        popupView?.keyFrame = keyOnScreen.offsetBy(dx: -frame.minX, dy: -frame.minY)
        popupView?.setNeedsDisplay()
        popupWindow.isHidden = false
    }

    /// Whether the key pop-up is showing, and for which key label.
    var popupLabel: String? {
        guard let popupWindow, !popupWindow.isHidden else { return nil }
        return popupView?.key?.label
    }

    // MARK: Layout guides

    func register(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// Puts the keyboard away at once, without notifications, and forgets its responder and the
    /// desktop switch (tests start from here).
    package func reset() {
        slide = nil
        pushedDown = nil
        UIApplication.shared.removeFrameObserver(for: self)
        targetFrame = nil
        currentFrame = nil
        responder = nil
        showsOnDesktop = false
        window?.isHidden = true
        popupWindow?.isHidden = true
        shownInputView?.removeFromSuperview()
        shownAccessoryView?.removeFromSuperview()
    }

    // MARK: Benchmark reference

    /// Draws the keys the keyboard shows for `traits` on `screen` straight into `context` (user space in
    /// points), as one function with no view, layer or compositing: the reference the keyboard benchmark
    /// compares the keyboard's first frame with. Returns the keyboard's size.
    @discardableResult
    package static func drawKeys(for traits: UITextInputTraits, on screen: UIScreen, style: UIUserInterfaceStyle,
                                 in context: CGContext) -> CGSize {
        var configuration = SoftwareKeyboardView.configuration(for: traits, screen: screen)
        if traits.autocapitalizationType == .sentences || traits.autocapitalizationType == .words
            || traits.autocapitalizationType == .allCharacters { configuration.shift = .on }
        let layout = KeyboardLayout(configuration)
        KeyboardRenderer.drawKeys(layout, palette: .resolve(traits.keyboardAppearance, style: style), in: context)
        return layout.size
    }

    // MARK: Helpers

    private func keyboardWindow(on screen: UIScreen) -> KeyboardWindow {
        if let window {
            if window.screen !== screen { window.screen = screen }
            return window
        }
        let made = KeyboardWindow(frame: .zero)
        made.screen = screen
        window = made
        return made
    }

    /// A frame moved below the screen's bottom edge.
    static func offscreen(_ frame: CGRect, on screen: UIScreen) -> CGRect {
        CGRect(x: frame.minX, y: screen.bounds.height, width: frame.width, height: frame.height)
    }

    static func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        let t = CGFloat(t)
        return CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// An input or accessory view's height: its frame's, else its intrinsic height, else `fallback`.
    static func height(of view: UIView, default fallback: CGFloat, width: CGFloat = 0) -> CGFloat {
        if let input = view as? UIInputView, input.allowsSelfSizing {
            let fitted = input.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0 { return fitted }
        }
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : fallback
    }
}

extension UIView.AnimationOptions {
    /// Whether the options name curve 7, the keyboard's.
    var isKeyboardCurve: Bool { (rawValue >> 16) & 0xF == 7 }
}

private struct WeakGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

extension UIApplication {
    /// Whether the software keyboard shows on screens with the desktop profile too (false: there a
    /// hardware keyboard is assumed, as on a Mac). A Tessera addition, for touch screens driven by a
    /// desktop profile and for showing the keyboard in tools.
    public var showsSoftwareKeyboardOnDesktop: Bool {
        get { SoftwareKeyboard.shared.showsOnDesktop }
        set {
            SoftwareKeyboard.shared.showsOnDesktop = newValue
            SoftwareKeyboard.shared.update()
        }
    }
}
