// The keyboard handler every iOS app copies, written as apps write it (Swift 5 mode, XCTest, selectors
// replaced by the block-based observer Linux's Foundation has), with the geometry boxes and Darwin math
// names such code uses alongside it.
import UIKit
import XCTest

/// A form whose bottom field rises above the keyboard.
final class FormController: UIViewController {
    let field = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    var observers: [NSObjectProtocol] = []
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottomConstraint = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            bottomConstraint,
        ])
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                                queue: nil) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                                                queue: nil) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillHide(note) }
        })
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
        let curve = UIView.AnimationCurve(rawValue: userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as! Int)!
        log.append("show \(keyboardFrame.height) \(duration) \(describe(curve))")
        bottomConstraint.constant = -keyboardFrame.height
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue << 16)),
                       animations: { self.view.layoutIfNeeded() })
    }

    func keyboardWillHide(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curveValue = (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        log.append("hide \(frame.minY)")
        bottomConstraint.constant = 0
        let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(rawValue: curveValue) ?? .easeInOut) {
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    func describe(_ curve: UIView.AnimationCurve) -> String {
        switch curve {
        case .easeInOut: return "easeInOut"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .linear: return "linear"
        @unknown default: return "raw \(curve.rawValue)"
        }
    }

    /// A switch without `@unknown default`: it compiles, as on iOS (where it only warns).
    func isLinear(_ curve: UIView.AnimationCurve) -> Bool {
        switch curve {
        case .easeInOut, .easeIn, .easeOut: return false
        case .linear: return true
        }
    }
}

final class KeyboardHandlingClientTests: XCTestCase {
    func testKeyboardWillShowHandlerReadsTheUserInfoAndAnimates() throws {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        let controller = FormController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        XCTAssertEqual(controller.field.frame.maxY, 844)

        XCTAssertTrue(controller.field.becomeFirstResponder())
        XCTAssertEqual(controller.log, ["show 291.0 0.25 raw 7"])
        XCTAssertEqual(controller.field.frame.maxY, 844 - 291)
        for _ in 0..<18 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        XCTAssertEqual(controller.field.layer.presentation()?.frame.maxY, 844 - 291)

        XCTAssertTrue(controller.field.resignFirstResponder())
        XCTAssertEqual(controller.log.last, "hide 844.0")
        for _ in 0..<18 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        XCTAssertEqual(controller.field.layer.presentation()?.frame.maxY, 844)
        XCTAssertTrue(controller.isLinear(.linear))
    }

    func testGeometryBoxesAndDarwinMathNames() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(NSValue(cgRect: frame), NSValue(cgRect: frame))
        XCTAssertEqual(NSValue(cgRect: frame).description, "NSRect: {{0, 0}, {10, 20}}")
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        XCTAssertEqual(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, frame)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
        XCTAssertEqual((animation.toValue as? NSValue)?.caTransform3DValue.m11, 2)
        let unbounded = CGSize(width: 200, height: CGFloat(MAXFLOAT))
        XCTAssertEqual(unbounded.height, CGFloat(Float.greatestFiniteMagnitude))
        XCTAssertEqual(HUGE, MAXFLOAT)
    }
}
