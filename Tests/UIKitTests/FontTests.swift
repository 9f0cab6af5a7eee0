import Testing
import TesseraTesting
import UIKit

@Suite struct FontTests {
    init() { LogCapture.install() }

    @Test func systemFontMetricsAreConsistent() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Regular")
        #expect(font.ascender > 15 && font.ascender < 17.5)
        #expect(font.descender < -3 && font.descender > -5)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.capHeight > 11 && font.capHeight < 13 && font.xHeight > 8 && font.xHeight < 10)
        // Sizes scale the metrics linearly.
        let big = font.withSize(34)
        #expect(close(big.ascender, 2 * font.ascender, 0.01))
    }

    @Test func capHeightAndBaselineMatchTheGlyphsDrawn() {
        // Draw "H" with its top left at (0, 0) at 10 pixels per point and find its ink.
        let font = UIFont.systemFont(ofSize: 10)
        let image = render(CGSize(width: 20, height: 16), scale: 10) { _ in
            "H".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        let rows = inkRows(image)
        let top = CGFloat(rows.first!) / 10, bottom = CGFloat(rows.last! + 1) / 10
        #expect(abs(bottom - font.ascender) < 0.15)               // "H" sits on the baseline
        #expect(abs((bottom - top) - font.capHeight) < 0.15)      // and is cap-height tall
    }

    @Test func weightsAndStyles() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "Inter-Thin")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.systemFont(ofSize: 28).familyName == "Inter")
    }

    @Test func tabularDigitsHaveEqualWidths() {
        let proportional = UIFont.systemFont(ofSize: 20), tabular = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        let w1 = "1111".size(withAttributes: [.font: tabular]).width, w8 = "8888".size(withAttributes: [.font: tabular]).width
        #expect(close(w1, w8, 0.01))
        #expect(!close("1111".size(withAttributes: [.font: proportional]).width, "8888".size(withAttributes: [.font: proportional]).width, 0.5))
    }

    @Test func namedFontsAndFamilies() {
        #expect(UIFont(name: "Inter-Bold", size: 14)?.fontName == "Inter-Bold")
        #expect(UIFont(name: "Inter", size: 14)?.fontName == "Inter-Regular")
        #expect(UIFont(name: "DejaVu Sans Mono", size: 14)?.familyName == "DejaVu Sans Mono")
        let missing = LogCapture.messages(containing: "GillSans-Bold") { #expect(UIFont(name: "GillSans-Bold", size: 16) == nil) }
        #expect(!missing.isEmpty)
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Italic"))
    }

    @Test func preferredFontsUseIOSSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName.hasSuffix("SemiBold"))
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize == 12)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    @Test func descriptors() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
        #expect(UIFont(descriptor: bold, size: 0).pointSize == 17)
        let italic = try #require(UIFontDescriptor(name: "Inter-Regular", size: 12).withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0).fontName == "Inter-Italic")
        #expect(UIFont(descriptor: body.fontDescriptor.withFamily("DejaVu Sans Mono"), size: 9).familyName == "DejaVu Sans Mono")
        // A trait the family does not have.
        #expect(UIFontDescriptor(name: "Noto Color Emoji", size: 12).withSymbolicTraits(.traitItalic) == nil)
        #expect(UIFontDescriptor(name: "DejaVu Sans Mono", size: 12).withSymbolicTraits(.traitItalic) != nil)
        #expect(body.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont(descriptor: body.fontDescriptor.withSize(30), size: 0).pointSize == 30)
    }

    @Test func unusableSizesBecomeTwelvePointsWithAReason() {
        let messages = LogCapture.badValueReports(of: "UIFont size") {
            #expect(UIFont.systemFont(ofSize: -3).pointSize == 12)
            #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
        }
        // Reported once per process, for the first bad size.
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UIFont size: font size -3 is not usable; using 12 pt") == true)
    }
}
