/// A function from one colour to another that a configuration applies to a colour it resolves (for
/// example to grey out a disabled cell's text).
///
/// Configurations compare transformers by identity: two copies of one transformer are equal, two
/// transformers made from separate closures are not.
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor
    let identity: TransformerIdentity

    /// Makes a transformer from a function.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
        identity = TransformerIdentity()
    }

    /// Applies the transformer to a colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of the same brightness (Rec. 709 luma), keeping its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            let resolved = color.resolvedColor(with: traits)
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
        })
    }
}

/// The identity a colour transformer is compared by.
final class TransformerIdentity: Sendable {}
