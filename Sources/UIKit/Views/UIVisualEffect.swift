/// A visual effect a view can show behind its content: a blur (`UIBlurEffect`). Background
/// configurations take one as their `visualEffect`.
///
/// Where Tessera differs: effects are drawn as a plain material, a translucent fill in the effect's
/// colour, without blurring what is behind (Tessera's compositor has no backdrop filters yet), and
/// there is no `UIVisualEffectView` yet.
open class UIVisualEffect: Hashable, @unchecked Sendable {
    /// An effect that shows nothing.
    public init() {}

    /// The fill a material drawing of the effect uses (nil: none).
    var materialColor: UIColor? { nil }

    public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: self))) }

    /// Whether two effects are the same (the same kind and style).
    func isEqual(_ other: UIVisualEffect) -> Bool { type(of: self) == type(of: other) }
}
