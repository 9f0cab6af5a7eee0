import Foundation
import StyleSheets
import Testing
import TesseraTesting
import UIKit

final class CardView: UIView {}
final class BadgeView: UIView {}
final class ScreenController: UIViewController {}
final class PillLabel: UILabel {
    @Appearance var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
    @Appearance var inset: UIEdgeInsets = .zero
}

@MainActor func registerSheetClasses() {
    AppearanceSchema.register { CardView() }
    AppearanceSchema.register { BadgeView() }
    AppearanceSchema.register { ScreenController() }
    AppearanceSchema.register { PillLabel() }
    AppearanceSchema.register(\PillLabel.cornerRadius, name: "cornerRadius")
    AppearanceSchema.register(\PillLabel.inset, name: "inset")
}

@MainActor func cleanAppearance(_ body: () throws -> Void) rethrows {
    registerSheetClasses()
    UIApplication.shared.resetAppearance()
    defer { UIApplication.shared.resetAppearance() }
    try body()
}

@MainActor func sheetWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}

/// Style sheets: the format, its values, and its errors, which keep a sheet from being applied.
@MainActor @Suite struct StyleSheetTests {
    @Test func valuesOfEveryKindReachViews() throws {
        try cleanAppearance {
            let sheet = UIStyleSheet(string: """
            variables:
              accent: "#FF6600"
              body: { size: 15, weight: semibold }
            UILabel:
              textColor: $accent
              font: $body
            CardView:
              backgroundColor: [10, 20, 30, 0.5]
            BadgeView:
              backgroundColor: { light: white, dark: "#000" }
            PillLabel:
              cornerRadius: 6
              inset: [1, 2, 3, 4]
              textColor: systemTeal
            """, format: .yaml)
            #expect(sheet.errors.isEmpty, "\(sheet.errors)")
            try sheet.apply()
            let window = sheetWindow()
            let label = UILabel(), card = CardView(), badge = BadgeView(), pill = PillLabel()
            for view in [label, card, badge, pill] { window.addSubview(view) }
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            label.textColor.getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(abs(r - 1) < 0.001 && abs(g - 0.4) < 0.001 && b == 0 && a == 1)
            #expect(label.font.pointSize == 15)
            card.backgroundColor!.getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(abs(r - 10 / 255) < 0.001 && abs(a - 0.5) < 0.001)
            #expect(badge.backgroundColor!.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
            #expect(badge.backgroundColor!.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
            #expect(pill.cornerRadius == 6 && pill.layer.cornerRadius == 6)
            #expect(pill.inset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(pill.textColor == .systemTeal)
        }
    }

    @Test func jsonAndYAMLMeanTheSame() throws {
        try cleanAppearance {
            let json = UIStyleSheet(string: #"{"UILabel": {"font": {"size": 21}, "@dark": {"textColor": "white"}}}"#, format: .json)
            let yaml = UIStyleSheet(string: "UILabel:\n  font: { size: 21 }\n  \"@dark\":\n    textColor: white\n", format: .yaml)
            #expect(json.errors.isEmpty && yaml.errors.isEmpty)
            #expect(json.valueCount == 2 && yaml.valueCount == 2)
            try json.apply()
            let window = sheetWindow()
            let label = UILabel()
            window.addSubview(label)
            #expect(label.font.pointSize == 21 && label.textColor == .label)
            window.overrideUserInterfaceStyle = .dark
            #expect(label.textColor == .white)
        }
    }

    @Test func outermostContainerCaseAsASheetGivesTheSameColours() throws {
        try cleanAppearance {
            // [BadgeView, ScreenController] written as nesting: ScreenController { BadgeView { UILabel } }.
            try UIStyleSheet(string: """
            UILabel: { textColor: brown }
            ScreenController:
              UILabel: { textColor: magenta }
              BadgeView:
                UILabel: { textColor: red }
            CardView:
              UILabel: { textColor: blue }
            """, format: .yaml).apply()
            let controller = ScreenController()
            let label1 = UILabel(), a = CardView(), label2 = UILabel(), b = BadgeView(), innerA = CardView(), label3 = UILabel()
            controller.view.addSubview(label1)
            controller.view.addSubview(a); a.addSubview(label2)
            controller.view.addSubview(b); b.addSubview(innerA); innerA.addSubview(label3)
            let window = sheetWindow()
            window.rootViewController = controller
            #expect(label1.textColor == .magenta)
            #expect(label2.textColor == .magenta)
            #expect(label3.textColor == .red)
        }
    }

    @Test func tintColorIsAnAppearancePropertyInSheetsAsAtIOSsRunTime() throws {
        try cleanAppearance {
            let sheet = UIStyleSheet(string: """
            CardView:
              tintColor: systemPink
              UIButton: { tintColor: "#00FF00" }
            """, format: .yaml)
            #expect(sheet.errors.isEmpty, "\(sheet.errors)")
            #expect(sheet.valueCount == 2)
            try sheet.apply()
            let window = sheetWindow()
            let card = CardView(), inside = UIView(), button = UIButton(type: .system), outside = UIButton(type: .system)
            card.addSubview(inside)
            card.addSubview(button)
            window.addSubview(card)
            window.addSubview(outside)
            #expect(card.tintColor == .systemPink)
            #expect(inside.tintColor == .systemPink, "the card's subtree inherits the sheet's tint")
            #expect(button.tintColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1), "the contained rule is stronger")
            #expect(outside.tintColor == .systemBlue)
            let explicit = CardView()
            explicit.tintColor = .systemOrange
            window.addSubview(explicit)
            #expect(explicit.tintColor == .systemOrange, "a tint set on the view beats the sheet")
        }
    }

    @Test func everyKindOfErrorHasItsPlaceInJSON() {
        cleanAppearance {
            let sheet = UIStyleSheet(string: """
            {
              "UILabl": {"textColor": "red"},
              "UILabel": {
                "textColour": "red",
                "font": "huge",
                "textColor": "#GG0000",
                "@darkk": {"textColor": "white"},
                "backgroundColor:normal": "red"
              },
              "CardView": {"backgroundColor": "$missing"}
            }
            """, format: .json, name: "theme.json")
            let lines = sheet.errors.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(lines == [
                "2:3 unknown class 'UILabl'",
                "4:5 UILabel has no appearance property 'textColour'",
                "5:13 font: expected a font, found the string \"huge\"",
                "6:18 textColor: bad hex colour \"#GG0000\"",
                "7:5 unknown trait section '@darkk'",
                "8:5 'backgroundColor' takes 0 axis value(s), not 1",
                "10:35 unknown variable $missing",
            ])
            #expect(sheet.errors[0].hint == "did you mean 'UILabel'?")
            #expect(sheet.errors[1].hint == "did you mean 'textColor'?")
            #expect(sheet.errors[0].description == "theme.json:2:3: error: unknown class 'UILabl' (did you mean 'UILabel'?)")
        }
    }

    @Test func errorsHaveTheirPlaceInYAMLToo() {
        cleanAppearance {
            let sheet = UIStyleSheet(string: "UILabel:\n  textColor: [300, 0, 0]\n  font: { size: -3 }\nCardView:\n  tintColour: red\n", format: .yaml, name: "a.yaml")
            let lines = sheet.errors.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(lines == [
                "2:14 textColor: colour components out of range",
                "3:9 font: a font size must be positive",
                "5:3 CardView has no appearance property 'tintColour'",
            ])
        }
    }

    @Test func syntaxErrorsHaveTheirPlace() {
        cleanAppearance {
            let json = UIStyleSheet(string: "{\n  \"UILabel\": {\"textColor\": \"red\",}\n}", format: .json)
            #expect(json.errors.map { "\($0.line):\($0.column)" } == ["2:34"])
            let yaml = UIStyleSheet(string: "UILabel:\n  textColor: [1, 2\n", format: .yaml)
            #expect(yaml.errors.count == 1)
            #expect(yaml.errors.first?.line ?? 0 >= 2)
        }
    }

    @Test func aSheetWithErrorsIsNotAppliedAndThePreviousStays() throws {
        try cleanAppearance {
            try UIStyleSheet(string: "UILabel: { textColor: red }", format: .yaml).apply()
            let window = sheetWindow()
            let label = UILabel()
            window.addSubview(label)
            #expect(label.textColor == .red)
            let bad = UIStyleSheet(string: "UILabel: { textColor: blue, fnt: 12 }", format: .yaml)
            #expect(throws: UIStyleSheet.Error.self) { try bad.apply() }
            window.reapplyAppearance()
            #expect(label.textColor == .red)
        }
    }
}

/// Live reload: a saved sheet re-applies to the running app, a removed rule reverts.
@MainActor @Suite(.serialized) struct StyleSheetWatcherTests {
    @Test func savedEditsApplyAndRemovedRulesRevert() throws {
        try cleanAppearance {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).yaml")
            defer { try? FileManager.default.removeItem(at: url) }
            try "UILabel:\n  textColor: red\n  font: 30\n".write(to: url, atomically: true, encoding: .utf8)
            let window = sheetWindow()
            let label = UILabel()
            window.addSubview(label)
            let watcher = UIStyleSheetWatcher(url: url, interval: 0)
            #expect(label.textColor == .red && label.font.pointSize == 30)
            #expect(!watcher.checkForChanges())   // nothing new
            try "UILabel:\n  textColor: blue\n".write(to: url, atomically: true, encoding: .utf8)
            #expect(watcher.checkForChanges())
            #expect(label.textColor == .blue)
            #expect(label.font.pointSize == 17)   // the removed rule reverts
            try "UILabel:\n  textColor: [\n".write(to: url, atomically: true, encoding: .utf8)
            #expect(watcher.checkForChanges())
            #expect(!watcher.errors.isEmpty)
            #expect(label.textColor == .blue)     // the last good version stays
        }
    }

    @Test func pollingPicksUpAnEditWithinASecond() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        registerSheetClasses()
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        try #"{"UILabel": {"textColor": "red"}}"#.write(to: url, atomically: true, encoding: .utf8)
        let watcher = UIStyleSheetWatcher(url: url, interval: 0.05)
        defer { watcher.stop() }
        let window = sheetWindow()
        let label = UILabel()
        window.addSubview(label)
        #expect(label.textColor == .red)
        // Other tests may reset appearance while this one awaits, so the check runs in the reload
        // callback itself, where nothing can interleave.
        var colorAtReload: UIColor?
        watcher.onReload = { _ in colorAtReload = label.textColor }
        try #"{"UILabel": {"textColor": "green"}}"#.write(to: url, atomically: true, encoding: .utf8)
        // The watcher polls every 50 ms on the main queue; the wait allows far more than a second
        // because other suites hold the main actor for seconds (under a sanitizer, minutes) while this
        // one awaits (the default interval, 0.25 s, is checked below). Wall time alone cannot end the
        // wait: when the main actor comes back after a long hold, this loop's wake-up can run before
        // the timer's pending poll, so the wait also lasts until the loop has woken ten times after
        // the deadline, each turn queued behind any poll already due. A poll that never comes still
        // fails.
        let start = Date()
        var turnsAfterDeadline = 0
        while colorAtReload == nil, turnsAfterDeadline < 10 {
            try await Task.sleep(for: .milliseconds(100))
            if Date().timeIntervalSince(start) >= 30 { turnsAfterDeadline += 1 }
        }
        #expect(colorAtReload == .green)
    }

    @Test func theDefaultPollingIntervalKeepsEditsWithinASecond() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let watcher = UIStyleSheetWatcher(url: url)
        defer { watcher.stop() }
        #expect(watcher.interval > 0 && watcher.interval <= 0.25)
    }
}
