/// One key of the software keyboard: what it does, where it is and how it is drawn.
struct KeyboardKey: Equatable {
    /// What tapping the key does.
    enum Action: Equatable {
        /// Types its text (a letter is typed in capitals while shifted).
        case text(String)
        /// Shift: one capital; a double tap locks capitals.
        case shift
        /// Deletes backwards, on touch down.
        case delete
        /// The return key: types "\n".
        case `return`
        /// The space bar.
        case space
        /// Switches to another plane of keys ("123", "ABC", "#+=").
        case plane(KeyboardPlane)
        /// A key iOS uses to switch input modes or dictate (emoji, globe, microphone, dismiss): drawn,
        /// and inert except `dismiss`, which resigns the first responder.
        case emoji, globe, dictation, dismiss
        /// No action (the empty corner of the number pad).
        case none
    }

    /// How the key's cap is drawn.
    enum Style: Equatable {
        /// A white (dark: light grey) cap: letters, digits, space.
        case character
        /// A grey cap: shift, delete, the plane keys, the default return key.
        case function
        /// The blue return key.
        case primary
        /// No cap, only its label on the keyboard's background (the number pad's corners, the strip's icons).
        case plain
    }

    var action: Action
    /// The key's rectangle in the keyboard view.
    var frame: CGRect
    /// The text on the cap (empty for keys drawn with a symbol).
    var label: String
    /// An SF Symbols name drawn instead of (or with) the label.
    var symbol: String?
    /// The small letters under a number pad's digit.
    var subtitle: String?
    var style: Style
    /// Whether the label is a character (drawn large) rather than a word such as "return".
    var isCharacterLabel: Bool
    /// A disabled key (the return key while there is no text and it enables itself automatically).
    var isEnabled = true
    /// A key drawn in its selected state (shift while shifted or caps lock is on).
    var isSelected = false
}

/// A set of keys the keyboard shows at once.
enum KeyboardPlane: Equatable, Sendable {
    /// Letters.
    case letters
    /// Digits and common punctuation ("123").
    case numbers
    /// More symbols ("#+=").
    case symbols
    /// The phone pad's "+*#" plane.
    case phoneSymbols
}

/// The shift key's state.
enum KeyboardShiftState: Equatable, Sendable {
    case off, on, locked
}
