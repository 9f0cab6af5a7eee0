/// A pixel layout: alpha info in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates bitmap info from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates bitmap info holding an alpha info.
    public init(alphaInfo: CGImageAlphaInfo) { self.rawValue = alphaInfo.rawValue }

    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Default (big-endian) byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)

    /// The alpha info part.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    /// The byte-order part.
    public var byteOrder: CGImageByteOrderInfo { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) ?? .orderDefault }
}
