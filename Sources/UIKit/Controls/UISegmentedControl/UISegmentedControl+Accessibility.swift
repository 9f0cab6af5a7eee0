/// Each segment is an accessibility element of its own: a button labelled with its title, whose value
/// is its position ("2 of 3"), selected when it is the selected segment.
extension UISegmentedControl: ControlPartsAccessible {
    /// The spoken name of a segment: its title, else the title of its action (nil for a plain image).
    func accessibilityLabel(ofPart index: Int) -> String? {
        items[index].title ?? items[index].action?.title
    }

    /// A segment's position ("2 of 3").
    func accessibilityValue(ofPart index: Int) -> String? { "\(index + 1) of \(numberOfSegments)" }

    /// Selected when it is the selected segment (never in momentary mode); not enabled when it or the
    /// control is disabled.
    func accessibilityStateTraits(ofPart index: Int) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if selectedSegmentIndex == index && !isMomentary { traits.insert(.selected) }
        if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
        return traits
    }

    /// The segment an accessibility element of the control stands for (nil: not one of its segments),
    /// for assistive technologies.
    package func segment(ofAccessibilityElement element: UIResponder) -> Int? {
        guard let element = element as? ControlPartElement, element.superview === self, items.indices.contains(element.part) else { return nil }
        return element.part
    }

    /// Selects the segment, as a tap would.
    func activate(part index: Int) { selectAsUser(index) }

    /// Keeps one element view per segment (they draw nothing and take no touches).
    func updateAccessibilityElements() {
        let elements = subviews.compactMap { $0 as? ControlPartElement }
        for element in elements.dropFirst(items.count) { element.removeFromSuperview() }
        for index in elements.count..<max(elements.count, items.count) {
            addSubview(ControlPartElement(control: self, part: index))
        }
    }

    /// Puts each segment's element over its segment.
    func layoutAccessibilityElements() {
        let frames = segmentFrames()
        for case let element as ControlPartElement in subviews where frames.indices.contains(element.part) {
            element.frame = frames[element.part]
        }
    }
}
