import Foundation

/// One `UIAccessibility.post(notification:argument:)`, as observers inside the package see it.
package struct AccessibilityEvent {
    /// The notification posted.
    package let notification: UIAccessibility.Notification
    /// The argument given: an element to focus, a string to speak, or nil.
    package let argument: Any?

    /// The argument as spoken text (a string, or an attributed string's characters), if it is text.
    package var text: String? {
        if let string = argument as? String { return string }
        return (argument as? NSAttributedString)?.string
    }
}

/// Where posted accessibility notifications go, and the focus of the assistive technology: the
/// observer hook that tests and a desktop bridge (relaying to the Linux accessibility bus) use.
@MainActor
package enum AccessibilityEvents {
    /// A registration made by `addObserver(_:)`.
    package struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private static var observers: [(Token, (AccessibilityEvent) -> Void)] = []
    private static var nextID = 0
    private static weak var focused: AnyObject?

    /// Calls `observer` with every notification posted from now on, in order, until removed.
    @discardableResult
    package static func addObserver(_ observer: @escaping (AccessibilityEvent) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, observer))
        return token
    }

    /// Stops calling the observer `token` registered.
    package static func removeObserver(_ token: Token) {
        observers.removeAll { $0.0 == token }
    }

    /// Records a posted notification: observers hear it, and while a screen reader runs, a screen or
    /// layout change that names an element moves the focus there, as VoiceOver does.
    static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        let event = AccessibilityEvent(notification: notification, argument: argument)
        // VoiceOver reads the screen again on these: they are how an app says what it computes changed.
        if notification == .screenChanged || notification == .layoutChanged { AccessibilityChanges.markAll() }
        if notification == .screenChanged || notification == .layoutChanged, UIAccessibility.isVoiceOverRunning,
           let element = argument as? UIResponder {
            focus(element)
        }
        for (_, observer) in observers { observer(event) }
    }

    /// The element the assistive technology focuses (nil: none).
    package static var focusedElement: AnyObject? { focused }

    /// Moves the assistive technology's focus (the bridge calls it when the desktop's reader moves),
    /// posting `UIAccessibility.elementFocusedNotification` as iOS does.
    package static func focus(_ element: AnyObject?) {
        let previous = focused
        guard previous !== element else { return }
        focused = element
        var info: [AnyHashable: Any] = [UIAccessibility.assistiveTechnologyUserInfoKey: UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver.rawValue]
        if let element { info[UIAccessibility.focusedElementUserInfoKey] = element }
        if let previous { info[UIAccessibility.unfocusedElementUserInfoKey] = previous }
        NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil, userInfo: info)
    }

    /// Tells the app an announcement was spoken (the bridge calls it when the reader finished),
    /// posting `UIAccessibility.announcementDidFinishNotification` with iOS's user info.
    package static func announcementFinished(_ text: String, successfully: Bool) {
        NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: nil, userInfo: [
            UIAccessibility.announcementStringValueUserInfoKey: text,
            UIAccessibility.announcementWasSuccessfulUserInfoKey: NSNumber(value: successfully),
        ])
    }
}
