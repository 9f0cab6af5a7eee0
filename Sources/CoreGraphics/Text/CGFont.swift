import Foundation

/// An installed font face, as Core Graphics names it: its names and its metrics in font units.
///
/// `CGFont("Inter-Bold")` finds a face by PostScript name, full name or family name (as `UIFont(name:size:)`
/// does) and is nil when nothing installed answers to the name. `CATextLayer.font` takes one.
///
/// Where Tessera differs: Core Graphics on Linux cannot read the font catalogue itself (the text engine
/// above it reads fontconfig and HarfBuzz), so the text engine answers the lookups; a process that links
/// CoreGraphics alone, without QuartzCore or UIKit, finds no fonts. Glyph-level calls
/// (`getGlyphBBoxes`, `table(for:)`) and fonts made from data providers are not provided.
public final class CGFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What a face's lookup gives: its names and metrics.
    package struct Description: Sendable, Hashable {
        package var family: String
        package var postScriptName: String
        package var fullName: String
        package var unitsPerEm: Int32
        package var ascent: Int32
        package var descent: Int32
        package var leading: Int32
        package var capHeight: Int32
        package var xHeight: Int32
        package var italicAngle: CGFloat
        package var fontBBox: CGRect
        package var numberOfGlyphs: Int

        package init(family: String, postScriptName: String, fullName: String, unitsPerEm: Int32, ascent: Int32,
                     descent: Int32, leading: Int32, capHeight: Int32, xHeight: Int32, italicAngle: CGFloat,
                     fontBBox: CGRect, numberOfGlyphs: Int) {
            self.family = family; self.postScriptName = postScriptName; self.fullName = fullName
            self.unitsPerEm = unitsPerEm; self.ascent = ascent; self.descent = descent; self.leading = leading
            self.capHeight = capHeight; self.xHeight = xHeight; self.italicAngle = italicAngle
            self.fontBBox = fontBBox; self.numberOfGlyphs = numberOfGlyphs
        }
    }

    /// The face's names and metrics.
    package let info: Description

    package init(_ info: Description) { self.info = info }

    /// The installed face with this PostScript name, full name or family name (a family gives its
    /// regular face); nil when none is installed.
    public convenience init?(_ name: CFString) { self.init(name as String) }

    /// The installed face with this PostScript name, full name or family name (a family gives its
    /// regular face); nil when none is installed. (Apple's SDK takes a `CFString` only; Tessera also
    /// takes a `String`, so `CGFont(fontName)` needs no cast.)
    public convenience init?(_ name: String) {
        guard let lookup = CGFontLookup.self as Any as? any CGFontResolving.Type,
              let info = lookup.description(forFontNamed: name) else { return nil }
        self.init(info)
    }

    /// The PostScript name (`Inter-Bold`).
    public var postScriptName: CFString? { info.postScriptName as CFString }
    /// The full name (`Inter Bold`).
    public var fullName: CFString? { info.fullName as CFString }
    /// The design units per em square (often 1000 or 2048); the other metrics are in these units.
    public var unitsPerEm: Int32 { info.unitsPerEm }
    /// The ascent above the baseline.
    public var ascent: Int32 { info.ascent }
    /// The descent, negative below the baseline.
    public var descent: Int32 { info.descent }
    /// The gap between lines.
    public var leading: Int32 { info.leading }
    /// The height of capital letters.
    public var capHeight: Int32 { info.capHeight }
    /// The height of lowercase x.
    public var xHeight: Int32 { info.xHeight }
    /// The slant in degrees, counter-clockwise from vertical (negative for most italics; 0 upright).
    public var italicAngle: CGFloat { info.italicAngle }
    /// The box every glyph fits in (the font's `head` table bounds).
    public var fontBBox: CGRect { info.fontBBox }
    /// How many glyphs the face has.
    public var numberOfGlyphs: Int { info.numberOfGlyphs }

    /// The font's PostScript name, for logs.
    public var description: String { "<CGFont (\(info.postScriptName))>" }

    /// Whether both are the same face.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.info == rhs.info }
    /// Hashes the face's PostScript name.
    public func hash(into hasher: inout Hasher) { hasher.combine(info.postScriptName) }
}

/// Answers `CGFont(_:)`'s lookups: the text engine, which reads the installed fonts, conforms
/// `CGFontLookup` to it. CoreGraphics sits below the text engine, so it finds that conformance at run
/// time (a dynamic cast) instead of calling it.
package protocol CGFontResolving {
    /// The names and metrics of the installed face called `name`, or nil.
    static func description(forFontNamed name: String) -> CGFont.Description?
}

/// The type the text engine makes answer `CGFontResolving`.
package enum CGFontLookup {}
