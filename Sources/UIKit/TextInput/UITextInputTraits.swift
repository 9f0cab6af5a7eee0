/// How a text responder wants its keyboard: type, appearance, return key, capitalisation, correction and
/// content type. Every requirement has UIKit's default, so a type adopts only what it changes.
///
/// Where Tessera differs: the settable traits are declared get-only with defaults, as Swift protocols
/// cannot make a settable requirement optional; text fields and text views declare them settable.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// The keyboard a text responder asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5,
         namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11
    /// The same as `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    /// The same as `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8,
         done = 9, emergencyCall = 10, `continue` = 11
}

/// Automatic capitals.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}

/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Spell checking.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Curly quotes.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Em dashes for double hyphens.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Spaces added and removed around pasted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// What a text field holds, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
