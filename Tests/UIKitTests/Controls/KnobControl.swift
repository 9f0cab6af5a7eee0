import UIKit

/// A custom knob, written against Tessera's API as an iOS developer would: a UIControl that
/// rotates with the finger between 0 and 5 radians through its transform.
final class MyKnob: UIControl {
    private(set) var angle: CGFloat = 0
    private var initialAngle: CGFloat = 0
    var isContinuous = false

    func setAngle(_ value: CGFloat) {
        angle = min(max(value, 0), 5)
        transform = CGAffineTransform(rotationAngle: angle)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray.setFill()
        UIBezierPath(ovalIn: rect).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: rect.midX - 2, y: rect.minY + 4, width: 4, height: rect.height / 3)).fill()
    }

    private func pointToAngle(_ touch: UITouch) -> CGFloat {
        let location = touch.location(in: self)
        return atan2(location.y - bounds.midY, location.x - bounds.midX)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        initialAngle = pointToAngle(touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let change = pointToAngle(touch) - initialAngle
        let absolute = angle + change
        if absolute < 0 {
            transform = .identity
            angle = 0
            sendActions(for: .valueChanged)
            return false
        }
        if absolute > 5 {
            transform = CGAffineTransform(rotationAngle: 5)
            angle = 5
            sendActions(for: .valueChanged)
            return false
        }
        transform = transform.rotated(by: change)
        angle = absolute
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        sendActions(for: .valueChanged)
    }
}
