/// The stroke weight of a symbol image, matching the weights of the system font.
///
/// Tessera's symbol set is drawn at one weight; the other weights are made by growing or shrinking its
/// outlines evenly (so the strokes thin or thicken and the shapes keep their size), as SF Symbols' weights do.
public enum UIImageSymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9

    /// The font weight of the same name.
    public func fontWeight() -> UIFont.Weight {
        switch self {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .unspecified, .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }

    /// The symbol weight closest to a font weight.
    init(fontWeight: UIFont.Weight) {
        let all: [UIImageSymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        self = all.min { abs($0.fontWeight().rawValue - fontWeight.rawValue) < abs($1.fontWeight().rawValue - fontWeight.rawValue) } ?? .regular
    }

    /// How far, in the icon's units (a 16-unit square), the outline grows (positive) or shrinks: the set's
    /// strokes are one unit wide, which reads as SF Symbols' regular weight.
    var outlineOffset: CGFloat {
        switch self {
        case .ultraLight: return -0.36
        case .thin: return -0.27
        case .light: return -0.14
        case .unspecified, .regular: return 0
        case .medium: return 0.09
        case .semibold: return 0.18
        case .bold: return 0.28
        case .heavy: return 0.42
        case .black: return 0.56
        }
    }
}

extension UIImage {
    /// The stroke weight of a symbol image.
    public typealias SymbolWeight = UIImageSymbolWeight
}
