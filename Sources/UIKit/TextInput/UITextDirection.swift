/// A direction for tokenizers: either a storage direction or a layout direction, as iOS bridges it
/// (`.storage(.forward)`, `.layout(.left)`; both share the raw values of their enums).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value: a `UITextStorageDirection` (0, 1) or `UITextLayoutDirection` (2…5) raw value.
    public var rawValue: Int
    /// Creates a direction from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A direction in the stored text.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction goes towards the document's end: forward, right (in left-to-right text) or down.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue, UITextLayoutDirection.down.rawValue: true
        default: false
        }
    }
}
