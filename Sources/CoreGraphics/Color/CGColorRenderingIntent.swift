/// How colours outside a destination's gamut are mapped (accepted for compatibility; Tessera draws in sRGB).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
