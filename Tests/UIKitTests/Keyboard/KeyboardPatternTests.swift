import Testing
@testable import UIKit

/// The keyboard handler every app copies, written as apps write it: the frame from an `NSValue` (or
/// `as? CGRect`), the duration and curve from the numbers, `AnimationCurve(rawValue:)!` and options
/// made from the curve; the view it animates moves with the keyboard.
@MainActor @Suite struct KeyboardPatternTests {
    /// A chat screen: a text field pinned to the bottom, lifted above the keyboard.
    final class ChatController: UIViewController {
        let field = UITextField()
        var bottom: NSLayoutConstraint!
        var frames: [CGRect] = []
        var bridgedFrames: [CGRect] = []
        var curves: [String] = []
        private var observer: NSObjectProtocol?

        override func viewDidLoad() {
            super.viewDidLoad()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                bottom,
            ])
            observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { [weak self] note in
                // Swift 6 code reads the user info where the note arrives, then hops with Sendable values.
                guard let info = KeyboardInfo(note) else { return }
                MainActor.assumeIsolated { self?.keyboardWillShow(info) }
            }
        }

        /// What the handler reads from the notification, the way apps read it.
        struct KeyboardInfo: Sendable {
            var frame: CGRect
            var bridgedFrame: CGRect?
            var duration: TimeInterval
            var curve: UIView.AnimationCurve

            init?(_ note: Notification) {
                guard let userInfo = note.userInfo,
                      let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                      let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                      let curveValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int else { return nil }
                self.frame = frame
                bridgedFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                self.duration = duration
                curve = UIView.AnimationCurve(rawValue: curveValue)!
            }
        }

        func keyboardWillShow(_ info: KeyboardInfo) {
            frames.append(info.frame)
            if let bridged = info.bridgedFrame { bridgedFrames.append(bridged) }
            curves.append(Self.name(of: info.curve))
            bottom.constant = -view.convert(info.frame, from: nil).intersection(view.bounds).height
            UIView.animate(withDuration: info.duration, delay: 0,
                           options: UIView.AnimationOptions(rawValue: UInt(info.curve.rawValue << 16))) {
                self.view.layoutIfNeeded()
            }
        }

        /// A switch as apps write it against iOS's non-frozen enum.
        static func name(of curve: UIView.AnimationCurve) -> String {
            switch curve {
            case .easeInOut: return "easeInOut"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .linear: return "linear"
            @unknown default: return "curve \(curve.rawValue)"
            }
        }

        /// A switch without `@unknown default` compiles in Swift 6 mode too, without a warning.
        static func isLinear(_ curve: UIView.AnimationCurve) -> Bool {
            switch curve {
            case .easeInOut, .easeIn, .easeOut: return false
            case .linear: return true
            }
        }
    }

    @Test func theHandlerReadsTheBoxedFrameAndMovesWithTheKeyboard() throws {
        let (window, _) = keyboardTestWindow()
        let controller = ChatController()
        window.rootViewController = controller
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.field.frame.maxY == 844)

        #expect(controller.field.becomeFirstResponder())
        let shown = SoftwareKeyboardTests.shown
        #expect(controller.frames == [shown])
        #expect(controller.bridgedFrames == [shown], "as? CGRect reads the box too")
        #expect(controller.curves == ["curve 7"])
        #expect(controller.field.frame.maxY == shown.minY, "the model is where the animation ends")

        // Halfway through the slide, the field's bottom is at the keyboard's top, within a point.
        UIApplication.shared.advanceFrame(by: 0.1)
        let keyboardTop = try #require(SoftwareKeyboard.shared.currentFrame).minY
        let fieldBottom = controller.field.layer.presentation()!.frame.maxY
        #expect(keyboardTop > shown.minY + 20 && keyboardTop < 844 - 20, "mid-slide: \(keyboardTop)")
        #expect(abs(fieldBottom - keyboardTop) < 1, "field \(fieldBottom), keyboard \(keyboardTop)")
        finishKeyboardSlide()
        #expect(controller.field.layer.presentation()!.frame.maxY == shown.minY)
        controller.field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func curveSevenIsACurveAsOnIOS() throws {
        let curve = try #require(UIView.AnimationCurve(rawValue: 7))
        #expect(curve.rawValue == 7)
        #expect(curve == UIView.AnimationCurve(rawValue: 7))
        #expect(curve != .easeInOut)
        #expect(UIView.AnimationCurve(rawValue: 2) == .easeOut)
        #expect(UIView.AnimationCurve(rawValue: 5) == nil)
        #expect(ChatController.name(of: .linear) == "linear")
        #expect(ChatController.isLinear(.linear) && !ChatController.isLinear(.easeIn))
        // Property animators and cubic parameters made from it follow the keyboard's slide.
        let parameters = UICubicTimingParameters(animationCurve: curve)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.38, y: 0.7) && parameters.controlPoint2 == CGPoint(x: 0.125, y: 1))
        #expect(parameters.animationCurve.rawValue == 7)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve)
        #expect(animator.duration == 0.25)
    }
}
