/// A visual effect a `UIVisualEffectView` shows: a blur of what lies behind it (`UIBlurEffect`), or
/// vibrancy for content over a blur (`UIVibrancyEffect`). Background configurations take one as their
/// `visualEffect`.
///
/// Where Tessera differs: effects are not `NSObject`s and cannot be archived (Tessera has no
/// archives); compare them with `==`.
open class UIVisualEffect: Hashable, @unchecked Sendable {
    /// An effect that shows nothing.
    public init() {}

    /// The material the effect draws from what lies behind it (nil: none).
    var material: BlurMaterial? { nil }

    /// The fill a material drawing of the effect uses, for places that draw it as a plain colour
    /// (nil: none): the material's tint.
    var materialColor: UIColor? { material?.tint }

    public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: self))) }

    /// Whether two effects are the same (the same kind and style).
    func isEqual(_ other: UIVisualEffect) -> Bool { type(of: self) == type(of: other) }
}
