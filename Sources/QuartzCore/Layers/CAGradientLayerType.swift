/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
