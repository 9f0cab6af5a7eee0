import Testing
@testable import UIKit

/// The haptic feedback generators: nothing plays on Linux (no haptic engine, as on iOS hardware without
/// one), but each call is recorded as the feedback it asks for.
@MainActor @Suite struct FeedbackGeneratorTests {
    @Test func eachGeneratorRecordsTheFeedbackItAskedFor() {
        UIFeedbackGenerator.lastFeedback = nil
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        #expect(UIFeedbackGenerator.lastFeedback == nil, "preparing plays nothing")
        selection.selectionChanged()
        #expect(UIFeedbackGenerator.lastFeedback == .selection(location: nil))
        selection.selectionChanged(at: CGPoint(x: 3, y: 4))
        #expect(UIFeedbackGenerator.lastFeedback == .selection(location: CGPoint(x: 3, y: 4)))

        let heavy = UIImpactFeedbackGenerator(style: .heavy)
        heavy.impactOccurred()
        #expect(UIFeedbackGenerator.lastFeedback == .impact(style: .heavy, intensity: 1, location: nil))
        heavy.impactOccurred(intensity: 0.4)
        #expect(UIFeedbackGenerator.lastFeedback == .impact(style: .heavy, intensity: 0.4, location: nil))

        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(UIFeedbackGenerator.lastFeedback == .notification(type: .error, location: nil))
    }

    @Test func impactIntensityIsClampedAndTheDefaultStyleIsMedium() {
        let view = UIView()
        let generator = UIImpactFeedbackGenerator()
        #expect(generator.style == .medium)
        generator.impactOccurred(intensity: 3)
        #expect(UIFeedbackGenerator.lastFeedback == .impact(style: .medium, intensity: 1, location: nil))
        generator.impactOccurred(intensity: -2)
        #expect(UIFeedbackGenerator.lastFeedback == .impact(style: .medium, intensity: 0, location: nil))

        let soft = UIImpactFeedbackGenerator(style: .soft, view: view)
        #expect(soft.view === view)
        soft.impactOccurred(intensity: 0.5, at: CGPoint(x: 1, y: 2))
        #expect(UIFeedbackGenerator.lastFeedback == .impact(style: .soft, intensity: 0.5, location: CGPoint(x: 1, y: 2)))
        #expect(UIImpactFeedbackGenerator(view: view).style == .medium)
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.success, at: CGPoint(x: 9, y: 9))
        #expect(UIFeedbackGenerator.lastFeedback == .notification(type: .success, location: CGPoint(x: 9, y: 9)))
    }
}
