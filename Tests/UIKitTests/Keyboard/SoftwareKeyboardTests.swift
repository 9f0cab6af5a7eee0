import Testing
@testable import UIKit

/// The software keyboard shows for a text responder on touch screens, slides, and posts UIKit's
/// notifications; the keyboard layout guide follows it.
@MainActor @Suite struct SoftwareKeyboardTests {
    static let shown = CGRect(x: 0, y: 844 - 291, width: 390, height: 291)
    static let below = CGRect(x: 0, y: 844, width: 390, height: 291)

    @Test func showingAndHidingPostUIKitsNotificationsInOrder() {
        let (_, field) = keyboardTestWindow()
        let log = KeyboardNotificationLog()
        defer { log.stop() }

        #expect(field.becomeFirstResponder())
        #expect(log.names == ["willChangeFrame", "willShow"], "the will notifications come at once")
        for entry in log.entries {
            #expect(entry.begin == Self.below && entry.end == Self.shown)
            #expect(entry.duration == 0.25 && entry.curve == 7 && entry.isLocal)
        }
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(log.names == ["willChangeFrame", "willShow"], "nothing more while it slides")
        UIApplication.shared.advanceFrame(by: 0.06)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries[3].begin == Self.below && log.entries[3].end == Self.shown)
        #expect(SoftwareKeyboard.shared.currentFrame == Self.shown)
        #expect(SoftwareKeyboard.shared.window?.frame == Self.shown)

        log.clear()
        #expect(field.resignFirstResponder())
        #expect(log.names == ["willChangeFrame", "willHide"])
        #expect(log.entries[1].begin == Self.shown && log.entries[1].end == Self.below)
        finishKeyboardSlide()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(SoftwareKeyboard.shared.currentFrame == nil)
        #expect(SoftwareKeyboard.shared.window?.isHidden == true)
    }

    @Test func switchingBetweenTextRespondersNeitherHidesNorShows() {
        let (window, first) = keyboardTestWindow()
        let second = KeyField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        window.addSubview(second)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        first.becomeFirstResponder()
        finishKeyboardSlide()
        log.clear()

        #expect(second.becomeFirstResponder())
        #expect(log.names.isEmpty, "same keyboard, same frame: nothing posted")
        #expect(SoftwareKeyboard.shared.responder === second)

        // A responder with an accessory view: the keyboard grows, and only its frame notifications come.
        let third = KeyField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        third.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        window.addSubview(third)
        #expect(third.becomeFirstResponder())
        let taller = CGRect(x: 0, y: 844 - 335, width: 390, height: 335)
        #expect(log.names == ["willChangeFrame"])
        #expect(log.entries.first?.begin == Self.shown && log.entries.first?.end == taller)
        finishKeyboardSlide()
        #expect(log.names == ["willChangeFrame", "didChangeFrame"])
        #expect(third.customAccessoryView?.superview === SoftwareKeyboard.shared.window?.hostView)
        #expect(third.customAccessoryView?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(SoftwareKeyboard.shared.keysView?.frame == CGRect(x: 0, y: 44, width: 390, height: 291))
        third.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func theSlideFollowsTheKeyboardCurve() {
        let (_, field) = keyboardTestWindow()
        field.becomeFirstResponder()
        UIApplication.shared.advanceFrame(by: 0.125)
        let halfway = SoftwareKeyboard.shared.currentFrame!
        let curve = TimingCurve(SoftwareKeyboard.timing, duration: 0.25).progress(at: 0.5)
        #expect(curve > 0.6, "the keyboard's curve is fast at first")
        #expect(abs(halfway.minY - (844 - 291 * curve)) <= 0.5, "on the pixel grid")
        #expect(halfway.minY == halfway.minY.rounded())
        #expect(SoftwareKeyboard.shared.window?.hostView.frame.minY == halfway.minY - 553)
        finishKeyboardSlide()
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() {
        let (window, field) = keyboardTestWindow()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        let guide = window.keyboardLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844 - 34, width: 390, height: 34), "hidden: the bottom safe area")
        #expect(bar.frame.maxY == 810)

        field.becomeFirstResponder()
        UIApplication.shared.advanceFrame(by: 0.1)
        let during = SoftwareKeyboard.shared.currentFrame!
        #expect(during.minY < 810 && during.minY > 553)
        #expect(guide.layoutFrame.minY == during.minY, "during: the keyboard's top now")
        #expect(bar.frame.maxY == during.minY, "constraints to it move with the keyboard")
        finishKeyboardSlide()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(bar.frame.maxY == 553)

        guide.usesBottomSafeArea = false
        field.resignFirstResponder()
        finishKeyboardSlide()
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0), "hidden, without the safe area: the bottom edge")
        #expect(bar.frame.maxY == 844)
    }

    @Test func anInputViewReplacesTheKeyboard() {
        let (_, field) = keyboardTestWindow()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 180))
        field.customInputView = picker
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        let height: CGFloat = 180 + 34
        #expect(log.entries.first?.end == CGRect(x: 0, y: 844 - height, width: 390, height: height))
        #expect(picker.superview === SoftwareKeyboard.shared.window?.hostView)
        #expect(picker.frame == CGRect(x: 0, y: 0, width: 390, height: 180))
        #expect(SoftwareKeyboard.shared.keysView?.superview == nil, "no keys under an input view")

        // reloadInputViews() after changing it: the keyboard comes back.
        field.customInputView = nil
        field.reloadInputViews()
        #expect(picker.superview == nil)
        #expect(SoftwareKeyboard.shared.keysView?.superview === SoftwareKeyboard.shared.window?.hostView)
        #expect(log.entries.last?.end == Self.shown)
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func aSelfSizingInputViewTakesItsConstraintsHeight() {
        let (_, field) = keyboardTestWindow()
        let bar = UIInputView(frame: .zero, inputViewStyle: .default)
        bar.allowsSelfSizing = true
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(content)
        let height = content.heightAnchor.constraint(equalToConstant: 40)
        height.priority = UILayoutPriority(999)   // the bar is 0 tall until the keyboard sizes it
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            height,
            content.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
        ])
        field.customAccessoryView = bar
        field.becomeFirstResponder()
        #expect(SoftwareKeyboard.shared.targetFrame == CGRect(x: 0, y: 844 - 347, width: 390, height: 347), "291 + 56")
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(UIInputView(frame: .zero).inputViewStyle == .keyboard)
        finishKeyboardSlide()
        field.resignFirstResponder()
        finishKeyboardSlide()
        #expect(bar.superview == nil, "the accessory leaves with the keyboard")
    }

    @Test func turningTheScreenLaysTheKeyboardOutAgain() {
        let (window, field) = keyboardTestWindow()
        field.becomeFirstResponder()
        finishKeyboardSlide()
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        window.screen.profile = window.screen.profile.rotated
        let landscape = CGRect(x: 0, y: 390 - 185, width: 844, height: 185)
        #expect(log.names == ["willChangeFrame"])
        #expect(log.entries.first?.end == landscape)
        finishKeyboardSlide()
        #expect(SoftwareKeyboard.shared.currentFrame == landscape)
        #expect(keyboardLayout.configuration.isLandscape && keyboardLayout.size == CGSize(width: 844, height: 185))
        // Dark mode: the default appearance follows.
        #expect(!SoftwareKeyboard.shared.keysView!.palette.isDark)
        window.screen.userInterfaceStyle = .dark
        #expect(SoftwareKeyboard.shared.keysView!.palette.isDark)
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func theDesktopProfileShowsNothingUnlessAsked() {
        let (_, field) = keyboardTestWindow(profile: .desktop)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        finishKeyboardSlide()
        #expect(log.names.isEmpty)
        #expect(SoftwareKeyboard.shared.currentFrame == nil)

        UIApplication.shared.showsSoftwareKeyboardOnDesktop = true
        defer { UIApplication.shared.showsSoftwareKeyboardOnDesktop = false }
        #expect(log.names == ["willChangeFrame", "willShow"])
        finishKeyboardSlide()
        #expect(SoftwareKeyboard.shared.currentFrame?.maxY == 768)
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func keyboardLayoutGuideIsATrackingGuideMadeOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
        let near = view.widthAnchor.constraint(equalToConstant: 100)
        let away = view.heightAnchor.constraint(equalToConstant: 100)
        guide.setConstraints([near], activeWhenNearEdge: .bottom)
        guide.setConstraints([away], activeWhenAwayFrom: .bottom)
        #expect(near.isActive && !away.isActive, "the docked keyboard is at the bottom")
        #expect(guide.constraintsActiveWhenNear(.bottom) == [near])
        guide.removeAllTrackedConstraints()
        #expect(!near.isActive && guide.constraintsActiveWhenNear(.bottom).isEmpty)
    }

    private func scrollingWindow(_ mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, KeyField, UIScrollView) {
        let (window, field) = keyboardTestWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        scroll.keyboardDismissMode = mode
        window.insertSubview(scroll, at: 0)
        field.becomeFirstResponder()
        finishKeyboardSlide()
        return (window, field, scroll)
    }

    @Test func draggingDismissesTheKeyboardOnDrag() {
        let (window, field, _) = scrollingWindow(.onDrag)
        window.send(TouchInput.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), timestamp: CACurrentMediaTime() + 0.01))
        #expect(!field.isFirstResponder)
        finishKeyboardSlide()
        #expect(SoftwareKeyboard.shared.currentFrame == nil)
    }

    @Test func interactiveDismissalFollowsTheFinger() {
        let (window, field, _) = scrollingWindow(.interactive)
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 200, y: 300), timestamp: t))
        for y in stride(from: 310, through: 500, by: 10) {
            t += 0.016
            window.send(TouchInput(phase: .move, location: CGPoint(x: 200, y: CGFloat(y)), timestamp: t))
        }
        #expect(field.isFirstResponder, "dragging above the keyboard leaves it alone")
        #expect(SoftwareKeyboard.shared.currentFrame?.minY == 553)
        for y in stride(from: 520, through: 640, by: 20) {
            t += 0.016
            window.send(TouchInput(phase: .move, location: CGPoint(x: 200, y: CGFloat(y)), timestamp: t))
        }
        #expect(SoftwareKeyboard.shared.currentFrame?.minY == 640, "the keyboard's top follows the finger")
        // Back up a little and hold still: let go, the keyboard slides back.
        for y in [630, 620, 620, 620] {
            t += 0.05
            window.send(TouchInput(phase: .move, location: CGPoint(x: 200, y: CGFloat(y)), timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: CGPoint(x: 200, y: 620), timestamp: t + 0.2))
        #expect(field.isFirstResponder)
        finishKeyboardSlide()
        #expect(SoftwareKeyboard.shared.currentFrame?.minY == 553)

        // Down into the keyboard and let go moving down: it leaves.
        t = CACurrentMediaTime() + 0.01
        window.send(TouchInput.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700), steps: 15, timestamp: t, duration: 0.25))
        #expect(!field.isFirstResponder)
        #expect(SoftwareKeyboard.shared.targetFrame == nil)
        finishKeyboardSlide()
        #expect(SoftwareKeyboard.shared.currentFrame == nil)
    }

    @Test func aTextViewsAccessoryAndInputViewShowAsATextFieldsDo() {
        let (window, _) = keyboardTestWindow()
        let notes = UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 120))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        notes.inputAccessoryView = toolbar
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        #expect(SoftwareKeyboard.shared.targetFrame == CGRect(x: 0, y: 844 - 335, width: 390, height: 335), "291 + 44")
        finishKeyboardSlide()
        #expect(toolbar.superview === SoftwareKeyboard.shared.window?.hostView)
        #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(SoftwareKeyboard.shared.keysView?.frame == CGRect(x: 0, y: 44, width: 390, height: 291))

        // An input view in place of the keys, picked up by reloadInputViews().
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 180))
        notes.inputView = picker
        notes.reloadInputViews()
        #expect(picker.superview === SoftwareKeyboard.shared.window?.hostView)
        #expect(picker.frame == CGRect(x: 0, y: 44, width: 390, height: 180))
        #expect(SoftwareKeyboard.shared.keysView?.superview == nil)
        _ = notes.resignFirstResponder()
        finishKeyboardSlide()
        #expect(toolbar.superview == nil && picker.superview == nil, "both leave with the keyboard")
    }
}
