/// Each segment is an accessibility element of its own: a button labelled with its title, whose value
/// is its position ("2 of 3"), selected when it is the selected segment.
extension UISegmentedControl {
    /// The spoken name of a segment: its title, else the title of its action (nil for a plain image).
    func segmentLabel(_ index: Int) -> String? {
        items[index].title ?? items[index].action?.title
    }

    /// Keeps one element view per segment (they draw nothing and take no touches).
    func updateAccessibilityElements() {
        let elements = subviews.compactMap { $0 as? SegmentAccessibilityElement }
        for element in elements.dropFirst(items.count) { element.removeFromSuperview() }
        for index in elements.count..<max(elements.count, items.count) {
            addSubview(SegmentAccessibilityElement(control: self, index: index))
        }
    }

    /// Puts each segment's element over its segment.
    func layoutAccessibilityElements() {
        let frames = segmentFrames()
        for case let element as SegmentAccessibilityElement in subviews where frames.indices.contains(element.index) {
            element.frame = frames[element.index]
        }
    }
}

/// The accessibility element of one segment.
@MainActor
final class SegmentAccessibilityElement: UIView {
    private unowned let control: UISegmentedControl
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
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
        get { viewExtras?.accessibility?.label ?? control.segmentLabel(index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? "\(index + 1) of \(control.numberOfSegments)" }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = viewExtras?.accessibility?.traits ?? .button
            if control.selectedSegmentIndex == index && !control.isMomentary { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Selects the segment, as a tap would.
    override func accessibilityActivate() -> Bool {
        control.selectAsUser(index)
        return true
    }
}
