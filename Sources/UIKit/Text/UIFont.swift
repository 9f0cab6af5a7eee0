import TextEngine

/// A font at a size, with metrics true to the glyphs drawn.
///
/// The system font is Inter at every size (iOS switches from SF Pro Text to Display at 20 points; Debian's
/// Inter Display lacks tabular digits, so Tessera does not switch). `fontName` and `familyName` report the
/// real face, not Apple's hidden ".SFUI" names. Unknown names give nil; unusable sizes become 12 points
/// with a logged message.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The face used for layout and drawing.
    let face: FontFace
    /// The text style a preferred font was made for.
    let textStyle: TextStyle?
    /// Whether this is the system font (so descriptors keep following the system family).
    let isSystemFont: Bool
    /// How a font that `UIFontMetrics` scaled follows the content size category (nil for other fonts).
    let dynamicScaling: DynamicFontScaling?

    init(face: FontFace, textStyle: TextStyle? = nil, isSystemFont: Bool = false, dynamicScaling: DynamicFontScaling? = nil) {
        self.face = face
        self.textStyle = textStyle
        self.isSystemFont = isSystemFont
        self.dynamicScaling = dynamicScaling
    }

    /// The font with this PostScript name, full name or family name; nil when none is installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        UIFont.registerAppFonts()
        guard let installed = FontCatalog.installed.face(named: fontName) else {
            TesseraLog.warning("UIKit", "UIFont(name:size:): no font named \"\(fontName)\" is installed")
            return nil
        }
        let size = fontSize == 0 ? 12 : fontSize
        self.init(face: .face(family: installed.family, weight: installed.weight, italic: installed.italic, size: size))
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        UIFont.registerAppFonts()
        let resolved = descriptor.resolve(size: pointSize)
        self.init(face: resolved.face, textStyle: resolved.textStyle, isSystemFont: resolved.isSystem)
    }

    // MARK: Metrics

    /// The size in points.
    open var pointSize: CGFloat { face.size }
    /// The PostScript name of the face drawn.
    open var fontName: String { face.resolvedFace?.postScriptName ?? face.family }
    /// The family of the face drawn.
    open var familyName: String { face.resolvedFace?.family ?? face.family }
    /// Distance from the baseline to the top of the line box.
    open var ascender: CGFloat { face.ascender }
    /// Distance from the baseline to the bottom of the line box (negative).
    open var descender: CGFloat { face.descender }
    /// Height of capital letters above the baseline.
    open var capHeight: CGFloat { face.capHeight }
    /// Height of lowercase x above the baseline.
    open var xHeight: CGFloat { face.xHeight }
    /// Extra space the font asks for between lines.
    open var leading: CGFloat { face.lineGap }
    /// The height of one line: ascender − descender + leading.
    open var lineHeight: CGFloat { face.ascender - face.descender + face.lineGap }

    /// A descriptor for this font.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face.withSize(fontSize == 0 ? pointSize : fontSize), textStyle: textStyle, isSystemFont: isSystemFont)
    }

    // MARK: System fonts

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(size: fontSize, weight: weight.cssWeight)
    }

    /// The regular system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at a size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(size: fontSize, weight: 400, italic: true) }

    /// The system font with tabular (equal-width) digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(size: fontSize, weight: weight.cssWeight, features: ["tnum"])
    }

    /// A monospaced font at a size and weight (DejaVu Sans Mono, standing in for SF Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: .face(family: monospacedFamily, weight: weight.cssWeight, size: fontSize))
    }

    /// The standard system font size (14, as iOS).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The font size of labels.
    open class var labelFontSize: CGFloat { 17 }
    /// The font size of buttons.
    open class var buttonFontSize: CGFloat { 18 }

    static let monospacedFamily = "DejaVu Sans Mono"

    static func systemFont(size: CGFloat, weight: Int, italic: Bool = false, features: [String] = [],
                           textStyle: TextStyle? = nil) -> UIFont {
        UIFont(face: .face(family: systemFamily, weight: weight, italic: italic, size: size, features: features),
               textStyle: textStyle, isSystemFont: true)
    }

    /// The system font's family.
    static let systemFamily = "Inter"

    // MARK: Installed fonts

    /// The installed font families, sorted.
    open class var familyNames: [String] {
        registerAppFonts()
        return FontCatalog.installed.familyNames
    }

    /// The PostScript names of a family's fonts.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        registerAppFonts()
        return FontCatalog.installed.fontNames(forFamily: familyName)
    }

    /// Registers the font files (.ttf, .otf, .ttc) in the app's resource folders, as iOS does for
    /// `UIAppFonts`; runs once.
    static func registerAppFonts() { _ = appFonts }

    private static let appFonts: Void = {
        let fm = FileManager.default
        for directory in ImageResources.directories(for: nil) {
            for folder in [directory, directory.appendingPathComponent("Fonts")] {
                for file in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
                where ["ttf", "otf", "ttc"].contains((file as NSString).pathExtension.lowercased()) {
                    _ = FontCatalog.register(fileAt: folder.appendingPathComponent(file).path)
                }
            }
        }
    }()

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && textStyle == other.textStyle
    }

    open var hash: Int { face.hashValue }

    open var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(face.weight); font-style: \(face.italic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt>"
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
