import Foundation

/// The user's accessibility settings, and the notifications posted when they change. Tessera reads
/// them from the environment (`TESSERA_REDUCE_MOTION=1` and the others in docs/accessibility.md); a
/// desktop bridge may change them while the app runs, posting the matching notification.
extension UIAccessibility {
    /// Whether a screen reader runs (VoiceOver on iOS; on Linux, one the desktop reports).
    public static var isVoiceOverRunning: Bool { AccessibilitySettings.value(.voiceOver) }
    /// Whether Switch Control runs.
    public static var isSwitchControlRunning: Bool { AccessibilitySettings.value(.switchControl) }
    /// Whether AssistiveTouch runs.
    public static var isAssistiveTouchRunning: Bool { AccessibilitySettings.value(.assistiveTouch) }
    /// Whether a Guided Access session is on.
    public static var isGuidedAccessEnabled: Bool { AccessibilitySettings.value(.guidedAccess) }
    /// Whether the user asked for less motion: UIKit's own transitions then cross-fade where iOS's do.
    public static var isReduceMotionEnabled: Bool { AccessibilitySettings.value(.reduceMotion) }
    /// Whether, with Reduce Motion, the user prefers cross-fades to sliding transitions.
    public static var prefersCrossFadeTransitions: Bool { AccessibilitySettings.value(.prefersCrossFadeTransitions) }
    /// Whether the user asked for less transparency (blurs become opaque).
    public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.value(.reduceTransparency) }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { AccessibilitySettings.value(.boldText) }
    /// Whether the user asked for darker system colours (Increase Contrast).
    public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.value(.darkerSystemColors) }
    /// Whether the screen shows in grayscale.
    public static var isGrayscaleEnabled: Bool { AccessibilitySettings.value(.grayscale) }
    /// Whether the screen's colours are inverted.
    public static var isInvertColorsEnabled: Bool { AccessibilitySettings.value(.invertColors) }
    /// Whether audio plays in mono.
    public static var isMonoAudioEnabled: Bool { AccessibilitySettings.value(.monoAudio) }
    /// Whether closed captions are wanted.
    public static var isClosedCaptioningEnabled: Bool { AccessibilitySettings.value(.closedCaptioning) }
    /// Whether shaking undoes (true by default, as on iOS).
    public static var isShakeToUndoEnabled: Bool { AccessibilitySettings.value(.shakeToUndo) }
    /// Whether videos and animated images play by themselves (true by default, as on iOS).
    public static var isVideoAutoplayEnabled: Bool { AccessibilitySettings.value(.videoAutoplay) }
    /// Whether buttons should show their shapes (an underline or outline).
    public static var buttonShapesEnabled: Bool { AccessibilitySettings.value(.buttonShapes) }
    /// Whether switches show their on and off labels.
    public static var isOnOffSwitchLabelsEnabled: Bool { AccessibilitySettings.value(.onOffSwitchLabels) }
    /// Whether state should be shown by more than colour.
    public static var shouldDifferentiateWithoutColor: Bool { AccessibilitySettings.value(.differentiateWithoutColor) }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { AccessibilitySettings.value(.speakSelection) }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { AccessibilitySettings.value(.speakScreen) }

    /// Posted when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when `isSwitchControlRunning` changes.
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when `isAssistiveTouchRunning` changes.
    public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Posted when `isGuidedAccessEnabled` changes.
    public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `prefersCrossFadeTransitions` changes (named without "Notification", as on iOS).
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when `isReduceTransparencyEnabled` changes.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isBoldTextEnabled` changes.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when `isDarkerSystemColorsEnabled` changes.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when `isGrayscaleEnabled` changes.
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when `isInvertColorsEnabled` changes.
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when `isMonoAudioEnabled` changes.
    public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when `isClosedCaptioningEnabled` changes.
    public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when `isShakeToUndoEnabled` changes.
    public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when `isVideoAutoplayEnabled` changes.
    public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when `buttonShapesEnabled` changes.
    public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when `isOnOffSwitchLabelsEnabled` changes.
    public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Posted when `shouldDifferentiateWithoutColor` changes.
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when `isSpeakSelectionEnabled` changes.
    public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Posted when `isSpeakScreenEnabled` changes.
    public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
}
