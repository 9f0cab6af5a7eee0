import Foundation
import StyleSheets
import Testing
import TesseraTesting
import UIKit

/// Randomly damaged sheets, in JSON and YAML, made from the repository's sample sheets: loading never
/// crashes, every error has a place inside the text, and a sheet with errors changes nothing.
@MainActor @Suite struct StyleSheetFuzzTests {
    @Test func mutatedSheetsNeverCrashAndFailedLoadsChangeNothing() throws {
        let run = FuzzRun("StyleSheetFuzzTests", defaultCases: 1000)
        registerFuzzSheetClasses()
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        let samples = try Self.samples()
        for sample in samples {
            let sheet = UIStyleSheet(string: sample.text, format: sample.format, name: sample.name)
            #expect(sheet.errors.isEmpty, "the sample \(sample.name) has errors: \(sheet.errors)")
        }
        let base = UIStyleSheet(string: Self.richYAML, format: .yaml, name: "base.yaml")
        try base.apply()
        let scene = StyleSheetFuzzScene()
        let before = scene.fingerprint()
        // The fingerprint sees a change of sheet, and applying the base sheet again restores it.
        try UIStyleSheet(string: Self.richJSON, format: .json).apply()
        #expect(scene.fingerprint() != before)
        try base.apply()
        #expect(scene.fingerprint() == before)
        var failed = 0, applied = 0
        LogCapture.install()   // the refused sheets' errors are logged: kept out of the test output
        run.forEachCase { index, random in
            let sample = random.pick(samples)
            let bytes = StyleSheetMutator.mutate(Array(sample.text.utf8), format: sample.format, random: &random)
            let name = "case\(index).\(sample.format == .json ? "json" : "yaml")"
            let sheet = UIStyleSheet(data: Data(bytes), format: sample.format, name: name)
            let text = String(decoding: bytes, as: UTF8.self)
            for error in sheet.errors {
                #expect(error.file == name, "\(run.label(index))")
                #expect(Self.isInside(error, text), "\(run.label(index)): \(error) is outside the text\n\(text)")
                #expect(error.description.hasPrefix("\(name):\(error.line):\(error.column): error: "), "\(run.label(index))")
                #expect(!error.message.isEmpty && !error.description.contains("\n"), "\(run.label(index)): \(error)")
            }
            if sheet.errors.isEmpty {
                applied += 1
                #expect(throws: Never.self, "\(run.label(index))") { try sheet.apply() }
                try? base.apply()
                #expect(scene.fingerprint() == before, "\(run.label(index)): the base sheet applied again differs\n\(text)")
            } else {
                failed += 1
                #expect(throws: UIStyleSheet.Error.self, "\(run.label(index))") { try sheet.apply() }
                scene.window.reapplyAppearance()
                let after = scene.fingerprint()
                #expect(after == before, "\(run.label(index)): a sheet with errors changed appearance\n\(text)\n\(Self.difference(before, after))")
            }
        }
        print("fuzz StyleSheetFuzzTests: \(failed) sheets with errors, \(applied) applied")
        // Mutations leave some sheets valid and break most; both paths ran.
        if run.cases >= 100 && run.onlyCase == nil { #expect(failed > 0 && applied > 0) }
    }

    /// Places that fuzzing found wrong before: each error points where the problem is.
    @Test func yamlReaderAndDuplicateKeyErrorsHaveTheirPlace() {
        cleanAppearance {
            let control = UIStyleSheet(string: "UILabel:\n  textColor: red\n  font: \u{7}\n", format: .yaml, name: "c.yaml")
            #expect(control.errors.map { "\($0.line):\($0.column)" } == ["3:9"], "\(control.errors)")
            let duplicate = UIStyleSheet(string: "UILabel:\n  textColor: red\n  textColor: blue\n", format: .yaml, name: "d.yaml")
            #expect(duplicate.errors.count == 1)
            #expect(duplicate.errors.first.map { $0.line >= 2 && !$0.message.contains("\n") } == true, "\(duplicate.errors)")
            let quoted = UIStyleSheet(string: "{\"UI\\nLabel\": {}}", format: .json, name: "q.json")
            #expect(quoted.errors.map(\.description) == [#"q.json:1:2: error: unknown class 'UI\nLabel' (did you mean 'UILabel'?)"#])
            #expect(duplicate.errors.first?.message.contains("textColor") == true, "\(duplicate.errors)")
        }
    }

    @Test func surrogateEscapesAndHugeWholeNumbersAreErrorsNotCrashes() {
        // Its own registration: suites run their tests in any order.
        registerFuzzSheetClasses()
        cleanAppearance {
            for escape in [#"\uD800\u0041"#, #"\uDBFF\uDBFF"#, #"\uD800"#, #"\uDC00"#] {
                let sheet = UIStyleSheet(string: #"{"FuzzLabel": {"caption": "a\#(escape)b"}}"#, format: .json, name: "s.json")
                #expect(sheet.errors.count == 1 && sheet.errors.first?.line == 1, "\(escape): \(sheet.errors)")
            }
            let paired = UIStyleSheet(string: #"{"FuzzLabel": {"caption": "\uD83D\uDE00"}}"#, format: .json)
            #expect(paired.errors.isEmpty)
            for number in ["1e30", "-1e300", "9223372036854775808"] {
                let sheet = UIStyleSheet(string: "FuzzLabel:\n  lineCount: \(number)\n", format: .yaml, name: "n.yaml")
                #expect(sheet.errors.map { "\($0.line):\($0.column)" } == ["2:14"], "\(number): \(sheet.errors)")
            }
        }
    }

    static func difference(_ a: [String], _ b: [String]) -> String {
        let removed = a.filter { !b.contains($0) }.prefix(4), added = b.filter { !a.contains($0) }.prefix(4)
        return "before only: \(Array(removed))\nafter only: \(Array(added))"
    }

    /// Whether an error's line and column fall inside the text or just past its end. Lines are counted
    /// generously (YAML also breaks lines at CR, NEL, LS and PS) and columns in characters.
    static func isInside(_ error: UIStyleSheet.Error, _ text: String) -> Bool {
        let breaks = text.unicodeScalars.filter { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }.count
        let longest = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
        return error.line >= 1 && error.line <= breaks + 2 && error.column >= 1 && error.column <= longest + 2
    }

    // MARK: Samples

    struct Sample {
        let name: String
        let text: String
        let format: UIStyleSheet.Format
    }

    /// The repository's sample sheets (the documentation's and the catalog's, read from their files) and
    /// sheets using every kind of value, in both notations.
    static func samples() throws -> [Sample] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/style-sheets.md"), encoding: .utf8)
        let docsSheet = try #require(docs.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let page = try String(contentsOf: root.appendingPathComponent("Sources/CatalogPages/Pages/AppearancePage.swift"), encoding: .utf8)
        let catalogLines = try #require(page.components(separatedBy: "static let sampleSheet = \"\"\"\n").dropFirst().first?
            .components(separatedBy: "\"\"\"").first)
        // The catalog's sheet is indented as Swift source: the closing quotes' indentation is removed.
        let catalogSheet = catalogLines.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(4) }.joined(separator: "\n")
        // The documentation's button image names a file the tests don't have: that line is left out.
        let docsUsable = docsSheet.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("backgroundImage") }
            .joined(separator: "\n")
        return [
            Sample(name: "docs/style-sheets.md", text: docsUsable, format: .yaml),
            Sample(name: "AppearancePage.sampleSheet", text: catalogSheet, format: .yaml),
            Sample(name: "rich.yaml", text: richYAML, format: .yaml),
            Sample(name: "rich.json", text: richJSON, format: .json),
            Sample(name: "controls.json", text: controlsJSON, format: .json),
        ]
    }

    static let richYAML = """
    variables:
      accent: "#FF6600"
      body: { size: 15, weight: semibold }
      soft: [10, 20, 30, 0.5]
    UILabel:
      textColor: $accent
      font: $body
      "@dark":
        textColor: "#F2F2F7"
        "@compact-width":
          font: { textStyle: footnote, italic: true }
    CardView:
      backgroundColor: { light: white, dark: "#1C1C1E" }
      UILabel:
        textColor: systemTeal
      BadgeView:
        backgroundColor: $soft
    SettingsController:
      CardView:
        UILabel:
          font: { textStyle: footnote }
    PillLabel:
      cornerRadius: 6
      inset: [1, 2, 3, 4]
    FuzzLabel:
      lineCount: 3
      shape: pill
      glows: true
      caption: "héllo 🙂"
      spacing: 1.5
      ratio: 0.25
      padding: { width: 4, height: 2 }
      anchor: [1, 2]
      margins: { top: 1, leading: 2, bottom: 3, trailing: 4 }
      shadow: [0, -1]
      accent: { hex: "#336699", alpha: 0.5 }
      badgeFont: 12
      badgeAttributes: { font: 11, foregroundColor: red, kern: 1, underlineStyle: single }
    UIButton:
      "titleColor:highlighted": "#FF660080"
      contentEdgeInsets: 4
    """

    static let richJSON = #"""
    {
      "variables": {"accent": "#AF52DE", "big": {"size": 21, "weight": "bold", "italic": false}},
      "UILabel": {"font": "$big", "@dark": {"textColor": "white"}, "@pad": {"textColor": [1, 2, 3]}},
      "SheetCard": {
        "backgroundColor": {"light": "#F4ECFA", "dark": "#2A1B33"},
        "UILabel": {"textColor": "$accent", "@high-contrast": {"textColor": "label"}},
        "SheetBadge": {"backgroundColor": "$accent"}
      },
      "FuzzLabel": {
        "lineCount": 2, "shape": "square", "glows": false, "caption": null, "spacing": -2.5e1, "ratio": 1E-1,
        "padding": [3, 4], "anchor": {"x": 1, "y": 2}, "margins": [1, 2, 3, 4], "shadow": {"horizontal": 1, "vertical": 2},
        "accent": {"light": "red", "dark": "blue", "alpha": 1}, "badgeFont": {"family": "DejaVu Sans", "size": 9},
        "badgeAttributes": {"strokeWidth": -2, "baselineOffset": 1, "strikethroughStyle": "double", "color": "#123"}
      },
      "PillLabel": {"cornerRadius": 0.5, "inset": {"top": 1, "left": 2}, "textColor": "tintColor"}
    }
    """#

    static let controlsJSON = #"""
    {
      "UIButton": {"titleColor": "systemPink", "titleColor:highlighted": "systemGreen", "contentEdgeInsets": [4, 8, 4, 8]},
      "UISwitch": {"onTintColor": "systemIndigo", "thumbTintColor": "white"},
      "UISlider": {"minimumTrackTintColor": "#FF0000", "maximumTrackTintColor": "#00FF0080"},
      "UIProgressView": {"trackTintColor": "systemGray5", "progressTintColor": "\u0023ABCDEF"},
      "UISegmentedControl": {
        "selectedSegmentTintColor": "systemOrange",
        "titleTextAttributes:selected": {"foregroundColor": "white", "font": {"size": 14, "weight": "bold"}},
        "contentPositionAdjustment:left:default": [3, -1]
      },
      "UIActivityIndicatorView": {"color": "yellow"},
      "UIPageControl": {"currentPageIndicatorTintColor": "systemBlue", "pageIndicatorTintColor": {"light": "#CCC", "dark": "#444"}}
    }
    """#
}
