/// A key under which an app stores its own state in a configuration state, for example
/// `UIConfigurationStateCustomKey("com.example.isArchived")`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public let rawValue: String
    /// Makes a key from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a key from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
