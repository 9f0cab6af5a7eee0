/// The system and semantic colours with iOS 15+'s values: light, dark, increased contrast (light and
/// dark), and the lighter dark backgrounds of elevated content.
extension UIColor {
    /// 0…255 components and alpha.
    private typealias RGBA = (Int, Int, Int, CGFloat)

    /// A system colour from 0…255 components: light and dark, optionally their increased-contrast
    /// variants, and the dark elevated variants (normal and increased contrast).
    private static func system(_ name: String, _ light: RGBA, _ dark: RGBA, contrast: (RGBA, RGBA)? = nil,
                               elevated: RGBA? = nil, elevatedContrast: RGBA? = nil) -> UIColor {
        func make(_ c: RGBA) -> UIColor {
            UIColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: c.3)
        }
        let l = make(light), d = make(dark)
        let lh = contrast.map { make($0.0) } ?? l, dh = contrast.map { make($0.1) } ?? d
        let e = elevated.map(make) ?? d, eh = elevatedContrast.map(make) ?? e
        return UIColor(systemName: name) { traits in
            let high = traits.accessibilityContrast == .high
            guard traits.userInterfaceStyle == .dark else { return high ? lh : l }
            if traits.userInterfaceLevel == .elevated { return high ? eh : e }
            return high ? dh : d
        }
    }

    /// System blue.
    public static let systemBlue = system("systemBlueColor", (0, 122, 255, 1), (10, 132, 255, 1), contrast: ((0, 64, 221, 1), (64, 156, 255, 1)))
    /// System green.
    public static let systemGreen = system("systemGreenColor", (52, 199, 89, 1), (48, 209, 88, 1), contrast: ((36, 138, 61, 1), (48, 219, 91, 1)))
    /// System indigo.
    public static let systemIndigo = system("systemIndigoColor", (88, 86, 214, 1), (94, 92, 230, 1), contrast: ((54, 52, 163, 1), (125, 122, 255, 1)))
    /// System orange.
    public static let systemOrange = system("systemOrangeColor", (255, 149, 0, 1), (255, 159, 10, 1), contrast: ((201, 52, 0, 1), (255, 179, 64, 1)))
    /// System pink.
    public static let systemPink = system("systemPinkColor", (255, 45, 85, 1), (255, 55, 95, 1), contrast: ((211, 15, 69, 1), (255, 100, 130, 1)))
    /// System purple.
    public static let systemPurple = system("systemPurpleColor", (175, 82, 222, 1), (191, 90, 242, 1), contrast: ((137, 68, 171, 1), (218, 143, 255, 1)))
    /// System red.
    public static let systemRed = system("systemRedColor", (255, 59, 48, 1), (255, 69, 58, 1), contrast: ((215, 0, 21, 1), (255, 105, 97, 1)))
    /// System teal (iOS 15 values).
    public static let systemTeal = system("systemTealColor", (48, 176, 199, 1), (64, 200, 224, 1), contrast: ((0, 130, 153, 1), (93, 230, 255, 1)))
    /// System cyan.
    public static let systemCyan = system("systemCyanColor", (50, 173, 230, 1), (100, 210, 255, 1), contrast: ((0, 113, 164, 1), (112, 215, 255, 1)))
    /// System mint.
    public static let systemMint = system("systemMintColor", (0, 199, 190, 1), (99, 230, 226, 1), contrast: ((12, 129, 123, 1), (102, 212, 207, 1)))
    /// System yellow.
    public static let systemYellow = system("systemYellowColor", (255, 204, 0, 1), (255, 214, 10, 1), contrast: ((160, 90, 0, 1), (255, 212, 38, 1)))
    /// System brown.
    public static let systemBrown = system("systemBrownColor", (162, 132, 94, 1), (172, 142, 104, 1), contrast: ((127, 101, 69, 1), (181, 148, 105, 1)))
    /// System gray.
    public static let systemGray = system("systemGrayColor", (142, 142, 147, 1), (142, 142, 147, 1), contrast: ((108, 108, 112, 1), (174, 174, 178, 1)))
    /// System gray 2.
    public static let systemGray2 = system("systemGray2Color", (174, 174, 178, 1), (99, 99, 102, 1), contrast: ((142, 142, 147, 1), (124, 124, 128, 1)))
    /// System gray 3.
    public static let systemGray3 = system("systemGray3Color", (199, 199, 204, 1), (72, 72, 74, 1), contrast: ((174, 174, 178, 1), (84, 84, 86, 1)))
    /// System gray 4.
    public static let systemGray4 = system("systemGray4Color", (209, 209, 214, 1), (58, 58, 60, 1), contrast: ((188, 188, 192, 1), (68, 68, 70, 1)))
    /// System gray 5.
    public static let systemGray5 = system("systemGray5Color", (229, 229, 234, 1), (44, 44, 46, 1), contrast: ((216, 216, 220, 1), (54, 54, 56, 1)))
    /// System gray 6.
    public static let systemGray6 = system("systemGray6Color", (242, 242, 247, 1), (28, 28, 30, 1), contrast: ((235, 235, 240, 1), (36, 36, 38, 1)))
    /// The app's accent when nothing else is set: system blue.
    public static let tintColor = system("tintColor", (0, 122, 255, 1), (10, 132, 255, 1), contrast: ((0, 64, 221, 1), (64, 156, 255, 1)))

    /// Primary text.
    public static let label = system("labelColor", (0, 0, 0, 1), (255, 255, 255, 1))
    /// Secondary text.
    public static let secondaryLabel = system("secondaryLabelColor", (60, 60, 67, 0.6), (235, 235, 245, 0.6), contrast: ((60, 60, 67, 0.68), (235, 235, 245, 0.68)))
    /// Tertiary text.
    public static let tertiaryLabel = system("tertiaryLabelColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3), contrast: ((60, 60, 67, 0.38), (235, 235, 245, 0.38)))
    /// Quaternary text.
    public static let quaternaryLabel = system("quaternaryLabelColor", (60, 60, 67, 0.18), (235, 235, 245, 0.16), contrast: ((60, 60, 67, 0.26), (235, 235, 245, 0.24)))
    /// Placeholder text.
    public static let placeholderText = system("placeholderTextColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3), contrast: ((60, 60, 67, 0.38), (235, 235, 245, 0.38)))
    /// Links.
    public static let link = system("linkColor", (0, 122, 255, 1), (9, 132, 255, 1))
    /// Thin separators that let content show through.
    public static let separator = system("separatorColor", (60, 60, 67, 0.29), (84, 84, 88, 0.6), contrast: ((60, 60, 67, 0.37), (84, 84, 88, 0.68)))
    /// Opaque separators.
    public static let opaqueSeparator = system("opaqueSeparatorColor", (198, 198, 200, 1), (56, 56, 58, 1))

    /// Main background.
    public static let systemBackground = system("systemBackgroundColor", (255, 255, 255, 1), (0, 0, 0, 1),
                                                elevated: (28, 28, 30, 1), elevatedContrast: (36, 36, 38, 1))
    /// Background of content layered on the main background.
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", (242, 242, 247, 1), (28, 28, 30, 1),
                                                         contrast: ((235, 235, 240, 1), (36, 36, 38, 1)),
                                                         elevated: (44, 44, 46, 1), elevatedContrast: (54, 54, 56, 1))
    /// Background of content layered on secondary backgrounds.
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", (255, 255, 255, 1), (44, 44, 46, 1),
                                                        contrast: ((255, 255, 255, 1), (54, 54, 56, 1)),
                                                        elevated: (58, 58, 60, 1), elevatedContrast: (68, 68, 70, 1))
    /// Background of grouped tables.
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", (242, 242, 247, 1), (0, 0, 0, 1),
                                                       contrast: ((235, 235, 240, 1), (0, 0, 0, 1)),
                                                       elevated: (28, 28, 30, 1), elevatedContrast: (36, 36, 38, 1))
    /// Background of content in grouped tables.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor", (255, 255, 255, 1), (28, 28, 30, 1),
                                                                contrast: ((255, 255, 255, 1), (36, 36, 38, 1)),
                                                                elevated: (44, 44, 46, 1), elevatedContrast: (54, 54, 56, 1))
    /// Background of content layered in grouped tables.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor", (242, 242, 247, 1), (44, 44, 46, 1),
                                                               contrast: ((235, 235, 240, 1), (54, 54, 56, 1)),
                                                               elevated: (58, 58, 60, 1), elevatedContrast: (68, 68, 70, 1))

    /// Fill for thin, small shapes.
    public static let systemFill = system("systemFillColor", (120, 120, 128, 0.2), (120, 120, 128, 0.36), contrast: ((120, 120, 128, 0.28), (120, 120, 128, 0.44)))
    /// Fill for medium shapes.
    public static let secondarySystemFill = system("secondarySystemFillColor", (120, 120, 128, 0.16), (120, 120, 128, 0.32), contrast: ((120, 120, 128, 0.24), (120, 120, 128, 0.4)))
    /// Fill for large shapes.
    public static let tertiarySystemFill = system("tertiarySystemFillColor", (118, 118, 128, 0.12), (118, 118, 128, 0.24), contrast: ((118, 118, 128, 0.2), (118, 118, 128, 0.32)))
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = system("quaternarySystemFillColor", (116, 116, 128, 0.08), (118, 118, 128, 0.18), contrast: ((116, 116, 128, 0.16), (118, 118, 128, 0.26)))
}
