/// The accessibility functions and settings of the system: notifications to assistive technologies,
/// the user's accessibility settings, coordinate conversion and the focused element.
///
/// Where Tessera differs: no assistive technology runs inside Tessera. Posted notifications are
/// recorded for observers inside the package (tests, and a desktop bridge that relays them to the
/// Linux accessibility bus); the settings come from the environment (`TESSERA_REDUCE_MOTION=1` and the
/// others listed in docs/accessibility.md) until a desktop bridge sets them.
public enum UIAccessibility {
    /// Tells assistive technologies that something happened: the screen or layout changed (the
    /// argument is the element to move to, or a string to speak), an announcement to speak, a scroll
    /// ("Page 2 of 5"). Tessera records it for its observers (see `AccessibilityEvents`).
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityEvents.post(notification, argument: argument)
    }

    /// `rect` in `view`'s coordinates, in screen coordinates (as `accessibilityFrame` wants it),
    /// through every transform on the way.
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        rect.applying(view.toScreenSpace)
    }

    /// `path` in `view`'s coordinates, as a new path in screen coordinates (for `accessibilityPath`).
    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(view.toScreenSpace)
        return converted
    }

    /// The element an assistive technology has focused (nil when none runs, or it has focused
    /// nothing). `identifier` picks the technology; nil asks for any.
    @MainActor
    public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
        AccessibilityEvents.focusedElement
    }

    /// Asks to start or end a single-app (Guided Access) session. Tessera has none, so `completion`
    /// is called at once with false (on iOS it is called later, on the main queue).
    @MainActor
    public static func requestGuidedAccessSession(enabled: Bool, completionHandler completion: @escaping (Bool) -> Void) {
        completion(false)
    }

    /// The screen rectangle of `rect` given in a container's space: a view's bounds space converted
    /// through its transforms, or an element's frame (`rect` offset by its origin).
    @MainActor
    static func screenRect(_ rect: CGRect, inContainer container: AnyObject?) -> CGRect {
        switch container {
        case let view as UIView: return convertToScreenCoordinates(rect, in: view)
        case let element as UIResponder:
            let origin = element.accessibilityFrame.origin
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        default: return rect
        }
    }
}

extension UIAccessibility {
    /// A notification to assistive technologies, posted with `post(notification:argument:)`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number (iOS's `UIAccessibilityNotifications` value).
        public let rawValue: UInt32
        /// Makes a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Much of the screen changed (a new view controller); the argument is the element to focus,
        /// or a string to speak. VoiceOver plays its tone.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed (an element appeared); the argument as for `screenChanged`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the string given as the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string saying where ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause the assistive technology given as the argument (Switch Control's scanning).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume the assistive technology given as the argument.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Names an assistive technology (for `focusedElement(using:)` and pausing).
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Makes an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// VoiceOver (on Linux: the desktop's screen reader, through a bridge).
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// Posted (with the keys below) when an assistive technology finished speaking an announcement.
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// The announcement's string, in `announcementDidFinishNotification`'s user info.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was spoken whole (a `Bool` in an `NSNumber`).
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// Posted when an assistive technology focused an element.
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// The focused element, in `elementFocusedNotification`'s user info.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The element focused before, in `elementFocusedNotification`'s user info.
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// Which technology moved the focus, in `elementFocusedNotification`'s user info.
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    /// The announcement attribute that queues an announcement after the one being spoken instead of
    /// interrupting it (a `Bool` in an attributed string's attributes).
    public static let speechAttributeQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// The speech attribute naming the language to speak a run in.
    public static let speechAttributeLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// The speech attribute that spells a run letter by letter.
    public static let speechAttributeSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// The speech attribute that speaks punctuation.
    public static let speechAttributePunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    /// The speech attribute giving the pitch (0.0–2.0, 1.0 normal).
    public static let speechAttributePitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
}
