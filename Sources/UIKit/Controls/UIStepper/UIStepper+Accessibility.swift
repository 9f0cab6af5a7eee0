/// The stepper's two buttons are accessibility elements: "Decrement" and "Increment", each with the
/// stepper's value, dimmed (not enabled) at their limit.
extension UIStepper {
    /// A value as spoken: whole numbers without a fraction ("5"), others as they are ("2.5").
    static func spoken(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Adds the two button elements (they draw nothing and take no touches).
    func updateAccessibilityElements() {
        guard !subviews.contains(where: { $0 is StepperButtonElement }) else { return }
        addSubview(StepperButtonElement(stepper: self, direction: -1))
        addSubview(StepperButtonElement(stepper: self, direction: 1))
    }

    /// Puts each button's element over its half.
    func layoutAccessibilityElements() {
        let b = bounds
        for case let element as StepperButtonElement in subviews {
            element.frame = CGRect(x: element.direction < 0 ? b.minX : b.midX, y: b.minY, width: b.width / 2, height: b.height)
        }
    }
}

/// The accessibility element of one of a stepper's buttons.
@MainActor
final class StepperButtonElement: UIView {
    private unowned let stepper: UIStepper
    /// -1 for decrement, +1 for increment.
    let direction: Int

    init(stepper: UIStepper, direction: Int) {
        self.stepper = stepper
        self.direction = direction
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? (direction < 0 ? "Decrement" : "Increment") }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? UIStepper.spoken(stepper.value) }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = viewExtras?.accessibility?.traits ?? .button
            if !stepper.isEnabled || !stepper.canStep(direction) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Steps, as a tap on the button would.
    override func accessibilityActivate() -> Bool {
        stepper.stepAsUser(direction)
        return true
    }
}
