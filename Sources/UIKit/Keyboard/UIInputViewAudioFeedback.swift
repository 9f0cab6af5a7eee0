/// Adopted by a custom input view (or its accessory) that plays the keyboard's click through
/// `UIDevice.current.playInputClick()` as its keys are tapped: it says whether the clicks are on while it
/// shows.
///
/// Where Tessera differs: Objective-C's optional requirement is a requirement with a default here (false,
/// what iOS assumes when the view does not answer); Tessera plays no sounds, so nothing reads it.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Whether input clicks play while the view shows (false by default).
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// Clicks are off unless the view says otherwise.
    public var enableInputClicksWhenVisible: Bool { false }
}
