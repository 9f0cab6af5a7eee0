import CoreGraphics
import TesseraTesting
import Testing
@testable import TextEngine

/// The cache string drawing lays text out through: equal inputs share one layout, any difference in
/// text, attributes or container makes another, and memory stays bounded.
@Suite struct TextLayoutCacheTests {
    init() { LogCapture.install() }

    let font = FontFace.face(family: "Inter", size: 17)
    let container = TextContainer(size: .zero)

    func text(_ string: String, color: CGColor? = nil, shadow: TextShadow? = nil) -> AttributedText {
        var style = TextStyle(font: font, foregroundColor: color)
        style.shadow = shadow
        return AttributedText(string: string, style: style)
    }

    @Test func equalInputsShareOneLayout() {
        let cache = TextLayoutCache(capacity: 8, longestText: 64)
        let first = cache.layout(text: text("Settings"), container: container, defaultFont: font)
        let again = cache.layout(text: text("Settings"), container: container, defaultFont: font)
        #expect(first === again)
        #expect(cache.count == 1)
    }

    @Test func anyDifferentInputMakesAnotherLayout() {
        let cache = TextLayoutCache(capacity: 8, longestText: 64)
        let base = cache.layout(text: text("Inbox 12"), container: container, defaultFont: font)
        let red = cache.layout(text: text("Inbox 12", color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
                               container: container, defaultFont: font)
        let narrow = cache.layout(text: text("Inbox 12"), container: TextContainer(size: CGSize(width: 30, height: 0)),
                                  defaultFont: font)
        let bigger = FontFace.face(family: "Inter", size: 30)
        var large = text("Inbox 12")
        large.runs[0].style.font = bigger
        let largeLayout = cache.layout(text: large, container: container, defaultFont: font)
        #expect(base !== red && base !== narrow && base !== largeLayout)
        #expect(narrow.lines.count > base.lines.count)
        #expect(largeLayout.usedSize.width > base.usedSize.width)
        #expect(cache.count == 4)
    }

    @Test func canonicallyEquivalentSpellingsStayApart() {
        // The same two marks on "e" in either order: equal as Swift strings, different code points.
        let dotThenAcute = "e\u{323}\u{301}", acuteThenDot = "e\u{301}\u{323}"
        #expect(dotThenAcute == acuteThenDot)
        let cache = TextLayoutCache(capacity: 8, longestText: 64)
        let one = cache.layout(text: text(dotThenAcute), container: container, defaultFont: font)
        let other = cache.layout(text: text(acuteThenDot), container: container, defaultFont: font)
        #expect(one !== other)
        #expect(other.text.string.unicodeScalars.elementsEqual(acuteThenDot.unicodeScalars))
    }

    @Test func longTextsAndShadowPassesAreNotKept() {
        let cache = TextLayoutCache(capacity: 8, longestText: 16)
        let long = String(repeating: "word ", count: 10)
        let a = cache.layout(text: text(long), container: container, defaultFont: font)
        let b = cache.layout(text: text(long), container: container, defaultFont: font)
        #expect(a !== b)
        // Two runs with different shadows draw in passes that rebuild the layout: not shareable.
        let shadow = TextShadow(offset: CGSize(width: 1, height: 1), blurRadius: 0, color: CGColor(gray: 0, alpha: 1))
        var mixed = text("ab", shadow: shadow)
        mixed.runs = [AttributedText.Run(length: 1, style: mixed.runs[0].style), AttributedText.Run(length: 1, style: TextStyle(font: font))]
        let c = cache.layout(text: mixed, container: container, defaultFont: font)
        let d = cache.layout(text: mixed, container: container, defaultFont: font)
        #expect(!c.isShareable)
        #expect(c !== d)
        // One shadow on every run draws in one pass: shared.
        let shadowed = cache.layout(text: text("ab", shadow: shadow), container: container, defaultFont: font)
        #expect(shadowed.isShareable)
        #expect(cache.layout(text: text("ab", shadow: shadow), container: container, defaultFont: font) === shadowed)
        #expect(cache.count == 1)
    }

    @Test func memoryStaysWithinTwoGenerationsAndAWorkingSetStays() {
        let cache = TextLayoutCache(capacity: 4, longestText: 64)
        let words = ["one", "two", "three", "four"]
        var layouts: [String: TextLayout] = [:]
        for word in words { layouts[word] = cache.layout(text: text(word), container: container, defaultFont: font) }
        // A fifth text fills the recent generation: the four become the older one, and are still found
        // (each moving back to the recent generation) however often the set is drawn again.
        _ = cache.layout(text: text("five"), container: container, defaultFont: font)
        for _ in 0..<3 {
            for word in words { #expect(cache.layout(text: text(word), container: container, defaultFont: font) === layouts[word]) }
        }
        for i in 0..<100 { _ = cache.layout(text: text("item \(i)"), container: container, defaultFont: font) }
        #expect(cache.count <= 8)
        // The set was pushed out by the hundred newer texts.
        #expect(cache.layout(text: text("one"), container: container, defaultFont: font) !== layouts["one"])
        cache.removeAll()
        #expect(cache.count == 0)
    }
}
