/// The stepper's two buttons are accessibility elements: "Decrement" and "Increment", each with the
/// stepper's value, dimmed (not enabled) at their limit.
extension UIStepper: ControlPartsAccessible {
    /// A value as spoken: whole numbers without a fraction ("5"), others as they are ("2.5").
    static func spoken(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// "Decrement" for -1, "Increment" for +1.
    func accessibilityLabel(ofPart direction: Int) -> String? { direction < 0 ? "Decrement" : "Increment" }

    /// The stepper's value.
    func accessibilityValue(ofPart direction: Int) -> String? { Self.spoken(value) }

    /// Not enabled at its limit (or when the stepper is disabled).
    func accessibilityStateTraits(ofPart direction: Int) -> UIAccessibilityTraits {
        !isEnabled || !canStep(direction) ? .notEnabled : []
    }

    /// Steps, as a tap on the button would.
    func activate(part direction: Int) { stepAsUser(direction) }

    /// Adds the two button elements (parts -1 and +1; they draw nothing and take no touches).
    func updateAccessibilityElements() {
        guard !subviews.contains(where: { $0 is ControlPartElement }) else { return }
        addSubview(ControlPartElement(control: self, part: -1))
        addSubview(ControlPartElement(control: self, part: 1))
    }

    /// Puts each button's element over its half.
    func layoutAccessibilityElements() {
        let b = bounds
        for case let element as ControlPartElement in subviews {
            element.frame = CGRect(x: element.part < 0 ? b.minX : b.midX, y: b.minY, width: b.width / 2, height: b.height)
        }
    }
}
