/// What kind of element an accessibility element is, and its state.
///
/// The raw values up to `.header` are iOS's; iOS exports the later traits as constants whose values
/// code should not depend on, and Tessera numbers them in the free bits above.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted continuously (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touch input.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Is a toggle.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
    /// Can be zoomed (a map, a photo).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 19)

    private static let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.header, "header"), (.tabBar, "tabBar"), (.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom"),
    ]

    /// The trait names joined with commas ("button, selected"), or "none".
    public var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
