extension UIControl {
    /// The states a control can be in, combined: a state with no flag set is `.normal`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control (or just outside, within the tracking margin).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (kept for API compatibility: Tessera has no focus engine yet).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

extension UIControl.State: CustomStringConvertible {
    /// The state's flags by name ("normal", "highlighted", "selected, highlighted").
    public var description: String {
        if isEmpty { return "normal" }
        var names: [String] = []
        for (flag, name) in [(UIControl.State.highlighted, "highlighted"), (.disabled, "disabled"),
                             (.selected, "selected"), (.focused, "focused")] where contains(flag) {
            names.append(name)
        }
        let rest = subtracting([.highlighted, .disabled, .selected, .focused])
        if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16)) }
        return names.joined(separator: ", ")
    }
}

extension AppearanceAxis {
    /// A control state argument (`for state:`), named as in style sheets: `titleColor:highlighted`.
    public static let controlState = AppearanceAxis(name: "state", values: [
        ("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4), ("focused", 8),
        ("selectedHighlighted", 5), ("selectedDisabled", 6),
    ])
}
