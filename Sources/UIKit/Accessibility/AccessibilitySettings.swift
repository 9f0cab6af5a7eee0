import Foundation

/// The user's accessibility settings behind `UIAccessibility.isReduceMotionEnabled` and the others: each
/// read once from the environment (`TESSERA_REDUCE_MOTION=1`, …), then set by whatever speaks for the
/// desktop (a bridge to its accessibility settings) through `set(_:to:)`, which posts the setting's
/// `…StatusDidChangeNotification` as iOS does when the user changes it.
package enum AccessibilitySettings {
    /// One setting: its environment variable, its value when the variable is absent, and the
    /// notification iOS posts when it changes.
    package enum Setting: CaseIterable, Sendable {
        case voiceOver, switchControl, assistiveTouch, guidedAccess, reduceMotion, prefersCrossFadeTransitions,
             reduceTransparency, boldText, darkerSystemColors, grayscale, invertColors, monoAudio,
             closedCaptioning, shakeToUndo, videoAutoplay, buttonShapes, onOffSwitchLabels,
             differentiateWithoutColor, speakSelection, speakScreen

        /// The environment variable that sets it ("1", "true" or "yes" for on; "0", "false", "no" off).
        package var environmentVariable: String {
            switch self {
            case .voiceOver: "TESSERA_VOICEOVER"
            case .switchControl: "TESSERA_SWITCH_CONTROL"
            case .assistiveTouch: "TESSERA_ASSISTIVE_TOUCH"
            case .guidedAccess: "TESSERA_GUIDED_ACCESS"
            case .reduceMotion: "TESSERA_REDUCE_MOTION"
            case .prefersCrossFadeTransitions: "TESSERA_PREFER_CROSS_FADE"
            case .reduceTransparency: "TESSERA_REDUCE_TRANSPARENCY"
            case .boldText: "TESSERA_BOLD_TEXT"
            case .darkerSystemColors: "TESSERA_DARKER_COLORS"
            case .grayscale: "TESSERA_GRAYSCALE"
            case .invertColors: "TESSERA_INVERT_COLORS"
            case .monoAudio: "TESSERA_MONO_AUDIO"
            case .closedCaptioning: "TESSERA_CLOSED_CAPTIONING"
            case .shakeToUndo: "TESSERA_SHAKE_TO_UNDO"
            case .videoAutoplay: "TESSERA_VIDEO_AUTOPLAY"
            case .buttonShapes: "TESSERA_BUTTON_SHAPES"
            case .onOffSwitchLabels: "TESSERA_ON_OFF_LABELS"
            case .differentiateWithoutColor: "TESSERA_DIFFERENTIATE_WITHOUT_COLOR"
            case .speakSelection: "TESSERA_SPEAK_SELECTION"
            case .speakScreen: "TESSERA_SPEAK_SCREEN"
            }
        }

        /// iOS's factory value: everything off except shake to undo and video autoplay.
        package var defaultValue: Bool { self == .shakeToUndo || self == .videoAutoplay }

        /// The notification posted when the setting changes.
        package var notificationName: Notification.Name {
            switch self {
            case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
            case .switchControl: UIAccessibility.switchControlStatusDidChangeNotification
            case .assistiveTouch: UIAccessibility.assistiveTouchStatusDidChangeNotification
            case .guidedAccess: UIAccessibility.guidedAccessStatusDidChangeNotification
            case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
            case .prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
            case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
            case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
            case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
            case .grayscale: UIAccessibility.grayscaleStatusDidChangeNotification
            case .invertColors: UIAccessibility.invertColorsStatusDidChangeNotification
            case .monoAudio: UIAccessibility.monoAudioStatusDidChangeNotification
            case .closedCaptioning: UIAccessibility.closedCaptioningStatusDidChangeNotification
            case .shakeToUndo: UIAccessibility.shakeToUndoDidChangeNotification
            case .videoAutoplay: UIAccessibility.videoAutoplayStatusDidChangeNotification
            case .buttonShapes: UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
            case .onOffSwitchLabels: UIAccessibility.onOffSwitchLabelsDidChangeNotification
            case .differentiateWithoutColor: UIAccessibility.differentiateWithoutColorDidChangeNotification
            case .speakSelection: UIAccessibility.speakSelectionStatusDidChangeNotification
            case .speakScreen: UIAccessibility.speakScreenStatusDidChangeNotification
            }
        }

        /// The value the environment gives (nil when the variable is absent or not a yes or no).
        func environmentValue(_ environment: [String: String]) -> Bool? {
            switch environment[environmentVariable]?.lowercased() {
            case "1", "true", "yes", "on": true
            case "0", "false", "no", "off": false
            default: nil
            }
        }
    }

    private static let values = LockedValue(initialValues(ProcessEnvironment.variables))

    /// Every setting's value from `environment`, or its factory value.
    static func initialValues(_ environment: [String: String]) -> [Setting: Bool] {
        Dictionary(uniqueKeysWithValues: Setting.allCases.map { ($0, $0.environmentValue(environment) ?? $0.defaultValue) })
    }

    /// The setting's current value (any thread).
    package static func value(_ setting: Setting) -> Bool {
        values.withLock { $0[setting] ?? setting.defaultValue }
    }

    /// Changes a setting, as the user would in Settings, and posts its change notification (on the
    /// default center, as iOS does) when the value changed.
    @MainActor
    package static func set(_ setting: Setting, to value: Bool) {
        let changed = values.withLock { table -> Bool in
            defer { table[setting] = value }
            return table[setting] != value
        }
        if changed { NotificationCenter.default.post(name: setting.notificationName, object: nil) }
    }

    /// Puts every setting back to what the environment gives (for tests), without notifications.
    package static func reset() {
        let fresh = initialValues(ProcessEnvironment.variables)
        values.withLock { $0 = fresh }
    }
}
