/// Turns an animation's plain numbers into a transform, so a `transform` animation can be given as
/// angles, scales or distances: `fromValue: 0, toValue: 2 * .pi` with `.rotateZ` turns a full circle
/// (interpolating matrices would not turn at all).
///
/// `.scale` and `.translate` take three numbers (`[x, y, z]`) or one for all axes; the others take one.
public final class CAValueFunction: Sendable {
    /// Which transform the numbers make.
    public let name: CAValueFunctionName

    /// The function called `name` (nil for names Core Animation does not define).
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
    }

    /// The numbers that make the identity transform.
    var identity: [Double] {
        switch name {
        case .scale: [1, 1, 1]
        case .scaleX, .scaleY, .scaleZ: [1]
        case .translate: [0, 0, 0]
        default: [0]
        }
    }

    /// The transform `numbers` make.
    func transform(_ numbers: [Double]) -> CATransform3D {
        let v = numbers.map { CGFloat($0) }
        func axis(_ i: Int) -> CGFloat { v.count > i ? v[i] : (v.first ?? 0) }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(axis(0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(axis(0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(axis(0), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v.isEmpty ? 1 : axis(0), v.isEmpty ? 1 : axis(1), v.isEmpty ? 1 : axis(2))
        case .scaleX: return CATransform3DMakeScale(v.first ?? 1, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v.first ?? 1, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v.first ?? 1)
        case .translate: return CATransform3DMakeTranslation(axis(0), axis(1), axis(2))
        case .translateX: return CATransform3DMakeTranslation(axis(0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, axis(0), 0)
        default: return CATransform3DMakeTranslation(0, 0, axis(0))
        }
    }

    /// The transform an interpolated value makes (nil when it holds no numbers).
    func transform(_ value: AnimatableValue) -> AnimatableValue? {
        switch value {
        case .number(let v): return .transform(transform([v]))
        case .list(let items):
            let numbers = items.compactMap { item -> Double? in
                if case .number(let n) = item { return n }
                return nil
            }
            return .transform(transform(numbers))
        default: return nil
        }
    }
}

/// The value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An angle in radians around the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// An angle around the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// An angle around the z axis (a turn in the plane).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Scales along x, y and z (three numbers, or one for all).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Distances along x, y and z (three numbers, or one for all).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A distance along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A distance along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A distance along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                 .translate, .translateX, .translateY, .translateZ]
}
