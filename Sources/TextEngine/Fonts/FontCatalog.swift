import CPango
import CoreGraphics

/// Every font face installed (or registered by the app), indexed the ways `UIFont` looks fonts up.
package struct FontCatalog: Sendable {
    /// One installed face.
    package struct Face: Sendable, Hashable {
        /// The family name as fontconfig reports it first (e.g. "Inter").
        package let family: String
        /// The style name (e.g. "Bold Italic").
        package let style: String
        /// The PostScript name (e.g. "Inter-BoldItalic").
        package let postScriptName: String
        /// The full name (e.g. "Inter Bold Italic").
        package let fullName: String
        /// The CSS weight, 100…900.
        package let weight: Int
        /// Whether the face slants.
        package let italic: Bool
        /// The face is fixed-pitch.
        package let monospaced: Bool
    }

    package let faces: [Face]
    private let byName: [String: Face]
    private let byLowercasedName: [String: Face]

    init(faces: [Face]) {
        self.faces = faces.sorted { ($0.family, $0.weight, $0.italic ? 1 : 0, $0.postScriptName) < ($1.family, $1.weight, $1.italic ? 1 : 0, $1.postScriptName) }
        var names: [String: Face] = [:]
        for face in self.faces {
            names[face.postScriptName] = names[face.postScriptName] ?? face
            names[face.fullName] = names[face.fullName] ?? face
        }
        byName = names
        byLowercasedName = Dictionary(names.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The face with this PostScript or full name (exact, then ignoring case), or the regular face of a
    /// family with this name; nil when nothing is installed under it.
    package func face(named name: String) -> Face? {
        if let face = byName[name] ?? byLowercasedName[name.lowercased()] { return face }
        let family = faces.filter { $0.family.caseInsensitiveCompare(name) == .orderedSame }
        return family.min { abs($0.weight - 400) + ($0.italic ? 1000 : 0) < abs($1.weight - 400) + ($1.italic ? 1000 : 0) }
    }

    /// Installed family names, sorted.
    package var familyNames: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The PostScript names of a family's faces.
    package func fontNames(forFamily family: String) -> [String] {
        faces.filter { $0.family == family }.map(\.postScriptName)
    }

    /// The catalog of fonts fontconfig knows, read once.
    package static var installed: FontCatalog {
        cache.withLock { catalog in
            if let catalog { return catalog }
            let made = FontCatalog(faces: readFontconfig())
            catalog = made
            return made
        }
    }

    private static let cache = LockedValue<FontCatalog?>(nil)

    /// Adds the fonts in a file to the process (like iOS's `UIAppFonts`); returns the faces it holds.
    package static func register(fileAt path: String) -> [Face]? {
        let before = Set(installed.faces)
        let added = path.withCString { FcConfigAppFontAddFile(nil, UnsafePointer<FcChar8>(OpaquePointer($0))) } != 0
        guard added else { return nil }
        PangoRuntime.locked { pango_fc_font_map_config_changed(OpaquePointer(PangoRuntime.fontMap)) }
        cache.withLock { $0 = nil }
        // Text laid out before may now find the new font (as a fallback, or by name).
        TextLayoutCache.shared.removeAll()
        return installed.faces.filter { !before.contains($0) }
    }

    private static func readFontconfig() -> [Face] {
        guard FcInit() != 0 else { return [] }
        let pattern = FcPatternCreate()
        let objects = FcObjectSetCreate()!
        for key in [FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_WEIGHT, FC_SLANT, FC_SPACING] {
            FcObjectSetAdd(objects, key)
        }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [Face] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let p = set.pointee.fonts[i] else { continue }
            func string(_ key: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(p, key, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: value)
            }
            func integer(_ key: String) -> Int32? {
                var value: Int32 = 0
                return FcPatternGetInteger(p, key, 0, &value) == FcResultMatch ? value : nil
            }
            guard let family = string(FC_FAMILY), let ps = string(FC_POSTSCRIPT_NAME) else { continue }
            let style = string(FC_STYLE) ?? "Regular"
            let weight = Int(FcWeightToOpenType(Int32(integer(FC_WEIGHT) ?? FC_WEIGHT_REGULAR)))
            faces.append(Face(family: family, style: style, postScriptName: ps,
                              fullName: string(FC_FULLNAME) ?? "\(family) \(style)",
                              weight: min(max(weight, 100), 900),
                              italic: (integer(FC_SLANT) ?? FC_SLANT_ROMAN) != FC_SLANT_ROMAN,
                              monospaced: (integer(FC_SPACING) ?? FC_PROPORTIONAL) == FC_MONO))
        }
        return faces
    }
}
