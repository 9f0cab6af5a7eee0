/// The Interface Builder attributes of controls: the state every control has, and each standard
/// control's own (a text field's text, a switch's state, a slider's range, a segmented control's
/// segments).
extension UIControl {
    func decodeInterfaceBuilderControl(_ coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let selected = coder.bool("selected") { isSelected = selected }
        if let highlighted = coder.bool("highlighted") { isHighlighted = highlighted }
        _ = coder.string("contentHorizontalAlignment")
        _ = coder.string("contentVerticalAlignment")
    }
}

extension UITextField {
    func decodeInterfaceBuilderTextField(_ coder: InterfaceBuilderCoder) {
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let style = coder.enumeration("borderStyle", borders) { borderStyle = style }
        if let font = coder.font() { self.font = font }
        if coder.has("textColor") { textColor = coder.color("textColor") }
        if let alignment = coder.enumeration("textAlignment", UILabel.interfaceBuilderAlignments) { textAlignment = alignment }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        if let text = coder.string("text") { self.text = text }
        let modes: [String: ViewMode] = ["never": .never, "whileEditing": .whileEditing,
                                         "unlessEditing": .unlessEditing, "always": .always]
        if let mode = coder.enumeration("clearButtonMode", modes) { clearButtonMode = mode }
        if let traits = coder.child("textInputTraits"), traits["secureTextEntry"] == "YES" { isSecureTextEntry = true }
        _ = coder.string("minimumFontSize")
    }
}

extension UISwitch {
    func decodeInterfaceBuilderSwitch(_ coder: InterfaceBuilderCoder) {
        if coder.has("onTintColor") { onTintColor = coder.color("onTintColor") }
        if let on = coder.bool("on") { isOn = on }
    }
}

extension UISlider {
    func decodeInterfaceBuilderSlider(_ coder: InterfaceBuilderCoder) {
        if let minimum = coder.number("minValue") { minimumValue = Float(minimum) }
        if let maximum = coder.number("maxValue") { maximumValue = Float(maximum) }
        if let value = coder.number("value") { self.value = Float(value) }
    }
}

extension UISegmentedControl {
    func decodeInterfaceBuilderSegmentedControl(_ coder: InterfaceBuilderCoder) {
        for segment in coder.container("segments")?.children ?? [] where segment.name == "segment" {
            insertSegment(withTitle: segment["title"], at: numberOfSegments, animated: false)
        }
        if let index = coder.number("selectedSegmentIndex") { selectedSegmentIndex = Int(index) }
        _ = coder.string("segmentControlStyle")
    }
}
