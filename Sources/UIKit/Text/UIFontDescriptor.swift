import TextEngine

/// A description of a font by attributes (family, name, size, traits, features, text style) from which
/// `UIFont(descriptor:size:)` makes a font.
open class UIFontDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Keys of `fontAttributes`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Keys of one feature setting.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An AAT feature type (e.g. 6, number spacing).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// An AAT feature selector (e.g. 0, monospaced numbers).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The older spelling of `type`.
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The older spelling of `selector`.
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// An OpenType feature tag such as "smcp".
        public static let openTypeTag = FeatureKey(rawValue: "CTFeatureOpenTypeTag")
        /// The OpenType feature's value.
        public static let openTypeValue = FeatureKey(rawValue: "CTFeatureOpenTypeValue")
    }

    /// Style bits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// System font designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The attributes.
    public let fontAttributes: [AttributeName: Any]

    /// Creates a descriptor from attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// Creates a descriptor for a font name and size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of an existing font.
    convenience init(font: UIFont) {
        var traits: [TraitKey: Any] = [.weight: UIFont.Weight(cssWeight: font.face.weight).rawValue]
        var symbolic: SymbolicTraits = []
        if font.face.weight >= 600 { symbolic.insert(.traitBold) }
        if font.face.italic { symbolic.insert(.traitItalic) }
        if font.face.resolvedFace?.monospaced == true { symbolic.insert(.traitMonoSpace) }
        traits[.symbolic] = symbolic.rawValue
        var attributes: [AttributeName: Any] = [.family: font.isSystemFont ? UIFontDescriptor.systemFamilyMarker : font.face.family,
                                                .size: font.pointSize, .traits: traits]
        if !font.isSystemFont { attributes[.name] = font.fontName }
        if let style = font.textStyle { attributes[.textStyle] = style.rawValue }
        if !font.face.features.isEmpty {
            attributes[.featureSettings] = font.face.features.map { [FeatureKey.openTypeTag: $0, FeatureKey.openTypeValue: 1] }
        }
        self.init(fontAttributes: attributes)
    }

    /// The family name the system font's descriptors carry.
    static let systemFamilyMarker = ".AppleSystemUIFont"

    /// The descriptor of a text style's preferred font.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's preferred font for a trait collection.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The PostScript name this descriptor resolves to.
    open var postscriptName: String { UIFont(descriptor: self, size: 0).fontName }
    /// The size, 0 when unspecified.
    open var pointSize: CGFloat { CGFloat((fontAttributes[.size] as? NSNumber)?.doubleValue ?? (fontAttributes[.size] as? CGFloat).map(Double.init) ?? 0) }
    /// The transform (always identity on Tessera).
    open var matrix: CGAffineTransform { .identity }

    /// The style bits.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        if let raw = traits?[.symbolic] as? UInt32 { return SymbolicTraits(rawValue: raw) }
        if let raw = traits?[.symbolic] as? Int { return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw)) }
        if fontAttributes[.name] != nil { return UIFont(descriptor: self, size: 0).fontDescriptor.symbolicTraits }
        return []
    }

    /// One attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// A copy with more attributes (they replace existing ones).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// A copy with another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// A copy in another family (the name is dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// A copy with another face name ("Bold", "Italic"…).
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// A copy with other style bits; nil when the family has no face with them.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) { traits[.weight] = UIFont.Weight.bold.rawValue }
        else if let weight = traits[.weight] as? CGFloat, weight >= UIFont.Weight.semibold.rawValue { traits[.weight] = UIFont.Weight.regular.rawValue }
        attributes[.traits] = traits
        if let name = attributes[.name] as? String, let face = FontCatalog.installed.face(named: name) {
            attributes[.name] = nil
            attributes[.family] = face.family
        }
        let candidate = UIFontDescriptor(fontAttributes: attributes)
        let resolved = candidate.resolve(size: 0).face
        let wantsItalic = symbolicTraits.contains(.traitItalic), wantsBold = symbolicTraits.contains(.traitBold)
        if let real = resolved.resolvedFace, (wantsItalic && !real.italic) || (wantsBold && real.weight < 600) { return nil }
        return candidate
    }

    /// A copy in a system design; nil for rounded (no rounded face is installed).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        switch design {
        case .default: return withFamily(UIFontDescriptor.systemFamilyMarker)
        case .serif: return FontCatalog.installed.familyNames.contains("Noto Serif") ? withFamily("Noto Serif") : nil
        case .monospaced: return withFamily(UIFont.monospacedFamily)
        default: return nil
        }
    }

    /// The font this descriptor describes at `size` (0: the descriptor's size, else 12).
    func resolve(size requested: CGFloat) -> (face: FontFace, textStyle: UIFont.TextStyle?, isSystem: Bool) {
        let size = requested != 0 ? requested : (pointSize != 0 ? pointSize : 12)
        let traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? UInt32(truncatingIfNeeded: traits[.symbolic] as? Int ?? 0))
        var weight = (traits[.weight] as? CGFloat).map { UIFont.Weight(rawValue: $0).cssWeight }
            ?? (traits[.weight] as? Double).map { UIFont.Weight(rawValue: CGFloat($0)).cssWeight }
        var italic = symbolic.contains(.traitItalic) || ((traits[.slant] as? CGFloat) ?? 0) != 0
        if symbolic.contains(.traitBold) { weight = max(weight ?? 700, 700) }
        var family = fontAttributes[.family] as? String ?? UIFontDescriptor.systemFamilyMarker
        if let name = fontAttributes[.name] as? String, let face = FontCatalog.installed.face(named: name) {
            family = face.family
            weight = weight ?? face.weight
            italic = italic || face.italic
        }
        if let faceName = (fontAttributes[.face] as? String)?.lowercased() {
            if faceName.contains("bold") { weight = 700 }
            if faceName.contains("italic") || faceName.contains("oblique") { italic = true }
        }
        let style = (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        let isSystem = family == UIFontDescriptor.systemFamilyMarker
        let realFamily = isSystem ? UIFont.systemFamily : family
        return (.face(family: realFamily, weight: weight ?? 400, italic: italic, size: size, features: features), style, isSystem)
    }

    /// OpenType feature tags requested by `.featureSettings` (AAT number spacing maps to "tnum"/"pnum").
    private var features: [String] {
        guard let settings = fontAttributes[.featureSettings] as? [[FeatureKey: Any]] else { return [] }
        return settings.compactMap { setting in
            if let tag = setting[.openTypeTag] as? String { return tag }
            let type = (setting[.type] as? Int) ?? -1, selector = (setting[.selector] as? Int) ?? -1
            if type == 6 { return selector == 0 ? "tnum" : "pnum" }
            if type == 37 && selector == 1 { return "smcp" }
            return nil
        }
    }

    open var description: String { "UIFontDescriptor <\(fontAttributes)>" }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Descriptors are equal when they describe the same font.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return self === other || (resolve(size: 0).face == other.resolve(size: 0).face)
    }

    /// A hash of the described font.
    open var hash: Int { resolve(size: 0).face.hashValue }
}
