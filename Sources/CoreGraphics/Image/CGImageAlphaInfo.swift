/// Where a pixel's alpha is stored and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha; the image is opaque.
    case none = 0
    /// Alpha last, colours premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// An ignored byte last (RGBX).
    case noneSkipLast = 5
    /// An ignored byte first (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}
