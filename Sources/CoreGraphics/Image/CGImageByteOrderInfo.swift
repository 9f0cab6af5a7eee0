/// The byte order of a pixel's components.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The mask of the byte-order bits in `CGBitmapInfo`.
    case orderMask = 0x7000
    /// Components in the order the alpha info names them (big-endian).
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words (BGRA for premultipliedFirst: Tessera's native layout).
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words.
    case order32Big = 0x4000
}
