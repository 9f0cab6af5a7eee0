/// A colour space: how colour components are interpreted.
///
/// Tessera draws in sRGB; the RGB spaces (device RGB, sRGB, extended sRGB, Display P3 treated as sRGB) share
/// one model of three components, and the gray spaces one component. Unlike Apple's, names are `String`s.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name, when it was created by name.
    public let name: String?
    /// The colour model.
    public let model: CGColorSpaceModel

    /// The sRGB colour space name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended-range sRGB colour space name (components may leave 0…1).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The linear sRGB colour space name (treated as sRGB).
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The Display P3 colour space name (treated as sRGB, as Tessera's output is sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic gray colour space name (gamma 2.2).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear gray colour space name.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended gray colour space name.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The generic RGB colour space name.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    /// Creates a colour space from one of the names above; `nil` for unknown names.
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.displayP3, Self.genericRGBLinear:
            self.model = .rgb
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            self.model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    init(model: CGColorSpaceModel, name: String? = nil) {
        self.model = model
        self.name = name
    }

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        default: return 3
        }
    }

    /// Whether components may leave the 0…1 range.
    public var isWideGamutRGB: Bool { name == Self.extendedSRGB || name == Self.displayP3 }

    static let deviceRGB = CGColorSpace(model: .rgb)
    static let deviceGray = CGColorSpace(model: .monochrome)
    static let srgbSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String { "<CGColorSpace \(name ?? "device") \(model)>" }
}

/// Returns the device-dependent RGB colour space (sRGB on Tessera).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Returns the device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
