/// A control whose parts are accessibility elements of their own (a segmented control's segments, a
/// stepper's two buttons): each part is a `ControlPartElement` that asks the control about it.
@MainActor
protocol ControlPartsAccessible: UIControl {
    /// The part's spoken name.
    func accessibilityLabel(ofPart part: Int) -> String?
    /// The part's spoken value.
    func accessibilityValue(ofPart part: Int) -> String?
    /// The traits the part's state adds to `.button` (selected, not enabled).
    func accessibilityStateTraits(ofPart part: Int) -> UIAccessibilityTraits
    /// Does what a tap on the part does.
    func activate(part: Int)
}

/// One part of a control as an accessibility element: a button-like view over the part that draws
/// nothing and takes no touches; its label, value and traits come from the control unless set.
@MainActor
final class ControlPartElement: UIView {
    private unowned let control: any ControlPartsAccessible
    /// Which part: a segment's index, or a stepper button's direction.
    let part: Int

    init(control: any ControlPartsAccessible, part: Int) {
        self.control = control
        self.part = part
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    // Hit testing may walk into a part without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { true }

    override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? control.accessibilityLabel(ofPart: part) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? control.accessibilityValue(ofPart: part) }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { (viewExtras?.accessibility?.traits ?? .button).union(control.accessibilityStateTraits(ofPart: part)) }
        set { super.accessibilityTraits = newValue }
    }

    /// Does what a tap on the part does.
    override func accessibilityActivate() -> Bool {
        control.activate(part: part)
        return true
    }
}
