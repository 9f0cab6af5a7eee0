import Foundation
import Testing
@testable import UIKit

/// Notifications to assistive technologies, the focus, and the user's accessibility settings.
@MainActor @Suite struct AccessibilityNotificationTests {
    @Test func postedNotificationsReachObserversInOrder() {
        var events: [(UIAccessibility.Notification, String?)] = []
        let token = AccessibilityEvents.addObserver { events.append(($0.notification, $0.text)) }
        let view = UIView()
        UIAccessibility.post(notification: .screenChanged, argument: view)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: NSAttributedString(string: "Page 1 of 2"))
        AccessibilityEvents.removeObserver(token)
        UIAccessibility.post(notification: .announcement, argument: "Unheard")
        #expect(events.map(\.0) == [.screenChanged, .announcement, .layoutChanged, .pageScrolled])
        #expect(events.map(\.1) == [nil, "Saved", nil, "Page 1 of 2"])
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000 && UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    @Test func theFocusMovesWithScreenChangesOnlyWhileAScreenReaderRuns() {
        defer { AccessibilitySettings.reset(); AccessibilityEvents.focus(nil) }
        let button = UIButton()
        UIAccessibility.post(notification: .screenChanged, argument: button)
        #expect(UIAccessibility.focusedElement(using: nil) == nil, "no screen reader: nothing is focused")
        AccessibilitySettings.set(.voiceOver, to: true)
        var focused: [ObjectIdentifier] = []
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil) { note in
            let element = (note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { if let element { focused.append(element) } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.post(notification: .screenChanged, argument: button)
        #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject? === button)
        #expect(focused == [ObjectIdentifier(button)])
    }

    @Test func anAnnouncementsEndIsPostedWithIOSsUserInfo() {
        var text: String?
        var successful: Bool?
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil) { note in
            let spoken = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
            let success = (note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue
            MainActor.assumeIsolated { text = spoken; successful = success }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        AccessibilityEvents.announcementFinished("Saved", successfully: true)
        #expect(text == "Saved" && successful == true)
    }

    @Test func settingsComeFromTheEnvironmentWithIOSsFactoryValues() {
        let none = AccessibilitySettings.initialValues([:])
        #expect(none[.reduceMotion] == false && none[.voiceOver] == false && none[.boldText] == false)
        #expect(none[.shakeToUndo] == true && none[.videoAutoplay] == true, "on by default, as on iOS")
        let set = AccessibilitySettings.initialValues(["TESSERA_REDUCE_MOTION": "1", "TESSERA_BOLD_TEXT": "true",
                                                        "TESSERA_SHAKE_TO_UNDO": "0", "TESSERA_GRAYSCALE": "maybe"])
        #expect(set[.reduceMotion] == true && set[.boldText] == true && set[.shakeToUndo] == false)
        #expect(set[.grayscale] == false, "a value that is not yes or no is ignored")
        #expect(Set(AccessibilitySettings.Setting.allCases.map(\.environmentVariable)).count == AccessibilitySettings.Setting.allCases.count)
    }

    @Test func changingASettingPostsItsNotificationOnce() {
        defer { AccessibilitySettings.reset() }
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let before = UIAccessibility.isReduceMotionEnabled
        AccessibilitySettings.set(.reduceMotion, to: !before)
        #expect(UIAccessibility.isReduceMotionEnabled == !before && posted == 1)
        AccessibilitySettings.set(.reduceMotion, to: !before)
        #expect(posted == 1, "no change, no notification")
        let queries: [(AccessibilitySettings.Setting, () -> Bool)] = [
            (.voiceOver, { UIAccessibility.isVoiceOverRunning }), (.switchControl, { UIAccessibility.isSwitchControlRunning }),
            (.reduceTransparency, { UIAccessibility.isReduceTransparencyEnabled }), (.boldText, { UIAccessibility.isBoldTextEnabled }),
            (.darkerSystemColors, { UIAccessibility.isDarkerSystemColorsEnabled }), (.guidedAccess, { UIAccessibility.isGuidedAccessEnabled }),
            (.closedCaptioning, { UIAccessibility.isClosedCaptioningEnabled }), (.shakeToUndo, { UIAccessibility.isShakeToUndoEnabled }),
            (.grayscale, { UIAccessibility.isGrayscaleEnabled }), (.invertColors, { UIAccessibility.isInvertColorsEnabled }),
            (.monoAudio, { UIAccessibility.isMonoAudioEnabled }), (.prefersCrossFadeTransitions, { UIAccessibility.prefersCrossFadeTransitions }),
            (.videoAutoplay, { UIAccessibility.isVideoAutoplayEnabled }), (.buttonShapes, { UIAccessibility.buttonShapesEnabled }),
            (.onOffSwitchLabels, { UIAccessibility.isOnOffSwitchLabelsEnabled }),
            (.differentiateWithoutColor, { UIAccessibility.shouldDifferentiateWithoutColor }),
        ]
        for (setting, query) in queries {
            AccessibilitySettings.set(setting, to: true)
            #expect(query(), "\(setting)")
            AccessibilitySettings.set(setting, to: false)
            #expect(!query(), "\(setting)")
        }
    }

    @Test func guidedAccessCannotBeRequested() {
        var answer: Bool?
        UIAccessibility.requestGuidedAccessSession(enabled: true) { answer = $0 }
        #expect(answer == false)
    }
}
