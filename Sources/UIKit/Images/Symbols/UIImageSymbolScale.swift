/// The size of a symbol image relative to the text it sits beside, at the same point size.
public enum UIImageSymbolScale: Int, Sendable {
    /// The scale the context prefers (medium for a plain symbol image).
    case `default` = -1
    /// No scale given: a configuration applied on top keeps the other's scale.
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3

    /// The symbol's size relative to medium, as SF Symbols sizes its scales.
    var factor: CGFloat {
        switch self {
        case .small: return 0.783
        case .large: return 1.29
        case .default, .unspecified, .medium: return 1
        }
    }
}

extension UIImage {
    /// The size of a symbol image relative to its point size.
    public typealias SymbolScale = UIImageSymbolScale
}
