import Testing
import UIKit
@testable import TesseraATSPI

/// Text attributes as AT-SPI2 reads them, without D-Bus: a view's font, colour and alignment as the
/// defaults, and its attributed text's runs as the runs.
@MainActor
@Suite struct TextAttributeTests {
    @Test func aLabelsDefaultsComeFromItsFontColourAndAlignment() throws {
        let label = UILabel()
        label.text = "Plain"
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textColor = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)
        label.textAlignment = .center
        let attributes = try #require(TextAttributes(of: label, language: "en_GB"))
        #expect(attributes.defaults["family-name"] == label.font.familyName)
        #expect(attributes.defaults["size"] == "20")
        #expect(attributes.defaults["weight"] == "700")
        #expect(attributes.defaults["style"] == "normal")
        #expect(attributes.defaults["fg-color"] == "65535,0,32768")
        #expect(attributes.defaults["justification"] == "center")
        #expect(attributes.defaults["underline"] == "none")
        #expect(attributes.defaults["strikethrough"] == "false")
        #expect(attributes.defaults["language"] == "en_GB")
        #expect(attributes.runs == [TextAttributes.Run(range: 0..<5, attributes: [:])])
        #expect(TextAttributes(of: UIView(), language: "en") == nil)
    }

    @Test func theRunsAreTheAttributedTextsRunsInCharacters() throws {
        let text = NSMutableAttributedString(string: "a😀 bold italic under", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        // UTF-16 ranges: "a😀 " is 4 units (3 characters); "bold" 4…8, "italic" 9…15, "under" 16…21.
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 4, length: 4))
        text.addAttribute(.font, value: UIFont.italicSystemFont(ofSize: 14), range: NSRange(location: 9, length: 6))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 16, length: 5))
        text.addAttribute(.strikethroughStyle, value: 1, range: NSRange(location: 16, length: 5))
        let view = UITextView()
        view.attributedText = text
        let attributes = try #require(TextAttributes(of: view, language: "en"))
        #expect(attributes.runs.map(\.range) == [0..<3, 3..<7, 7..<8, 8..<14, 14..<15, 15..<20])
        #expect(attributes.run(at: 4).attributes["weight"] == "700")
        #expect(attributes.run(at: 9).attributes["style"] == "italic")
        #expect(attributes.run(at: 9).attributes["weight"] == nil)
        #expect(attributes.run(at: 16).attributes["underline"] == "single")
        #expect(attributes.run(at: 16).attributes["strikethrough"] == "true")
        #expect(attributes.run(at: 0).attributes["underline"] == nil && attributes.run(at: 0).attributes["weight"] == nil)
        let full = attributes.attributes(at: 16, includingDefaults: true)
        #expect(full.range == 15..<20)
        #expect(full.attributes["underline"] == "single" && full.attributes["size"] == "14")
    }

    @Test func aSecureFieldHasOneRunOfItsBullets() throws {
        let field = UITextField()
        field.isSecureTextEntry = true
        field.text = "secret"
        let attributes = try #require(TextAttributes(of: field, language: "en"))
        #expect(attributes.runs.map(\.range) == [0..<6])
    }
}
