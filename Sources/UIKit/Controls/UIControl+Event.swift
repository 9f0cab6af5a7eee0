extension UIControl {
    /// The events a control sends to its actions, as a mask (iOS's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates an event mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking area: the tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

extension UIControl.Event: CustomStringConvertible {
    /// The single events in the mask by name, in bit order ("touchDown, touchUpInside").
    public var description: String {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        let found = names.filter { contains($0.0) }.map(\.1)
        return found.isEmpty ? "none" : found.joined(separator: ", ")
    }
}
