import Testing
import TesseraTesting
@testable import UIKit

/// The Visual Format Language: the constraints it makes, the layouts they solve to, and its errors.
@MainActor @Suite struct VisualFormatTests {
    func views(_ names: String...) -> (root: UIView, views: [String: UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var map: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            map[name] = view
        }
        return (root, map)
    }

    func activate(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                  _ views: [String: UIView]) -> [NSLayoutConstraint] {
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        NSLayoutConstraint.activate(made)
        return made
    }

    /// The parse error for a format, or nil.
    func failure(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any] = [:],
                 views: [String: Any]) -> VisualFormatError? {
        var parser = VisualFormatParser(format, options: options, metrics: metrics, views: views)
        do { _ = try parser.parse(); return nil } catch { return error as? VisualFormatError }
    }

    @Test func standardSpacingUsesMarginsAndEightPoints() {
        let (root, v) = views("a", "b")
        let made = activate("H:|-[a]-[b(==a)]-|", v)
        _ = activate("V:|-[a(40)]", v)
        _ = activate("V:|-[b(40)]", v)
        #expect(made.count == 4)
        #expect(made[0].firstItem === v["a"] && made[0].firstAttribute == .leading && made[0].secondAttribute == .leadingMargin)
        #expect(made[1].firstItem === v["b"] && made[1].secondItem === v["a"] && made[1].constant == 8)
        #expect(made[2].firstAttribute == .width && made[2].secondItem === v["a"])
        #expect(made[3].firstItem === root && made[3].firstAttribute == .trailingMargin && made[3].secondItem === v["b"])
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 8, y: 8, width: 183, height: 40))
        #expect(v["b"]!.frame == CGRect(x: 199, y: 8, width: 183, height: 40))
    }

    @Test func constantsRelationsPrioritiesAndMetrics() {
        let (root, v) = views("a", "b")
        let made = activate("V:|-top-[a(height@750)]-(>=gap,==50@250)-[b(==a)]|", metrics: ["top": 20, "height": 44.0, "gap": CGFloat(8)], v)
        _ = activate("H:|[a]|", v)
        _ = activate("H:|[b]|", v)
        #expect(made.count == 6)
        #expect(made[0].constant == 20)
        #expect(made[1].firstAttribute == .height && made[1].priority == .defaultHigh && made[1].constant == 44)
        #expect(made[2].relation == .greaterThanOrEqual && made[2].constant == 8)
        #expect(made[3].relation == .equal && made[3].constant == 50 && made[3].priority == .defaultLow)
        #expect(made[4].firstAttribute == .height && made[4].secondItem === v["a"])
        #expect(made[5].firstItem === root && made[5].firstAttribute == .bottom && made[5].constant == 0)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
        // b is as tall as a and ends at the bottom; the gap of 50 gives way (priority 250).
        #expect(v["b"]!.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
    }

    @Test func flushAndNegativeSpacing() {
        let (root, v) = views("a", "b", "c")
        _ = activate("H:|[a(10)][b(20)]-(-5)-[c(30)]", v)
        for name in ["a", "b", "c"] { _ = activate("V:|[\(name)(10)]", v) }
        root.layoutIfNeeded()
        #expect(v["b"]!.frame.minX == 10)
        #expect(v["c"]!.frame.minX == 25)
    }

    @Test func alignmentOptionsAndDirections() {
        let (root, v) = views("a", "b")
        let made = activate("H:|-10-[a(50)]-10-[b(60)]", options: [.alignAllTop, .alignAllBottom], v)
        _ = activate("V:|-30-[a(20)]", v)
        #expect(made.filter { $0.firstAttribute == .top || $0.firstAttribute == .bottom }.count == 2)
        root.layoutIfNeeded()
        #expect(v["b"]!.frame == CGRect(x: 70, y: 30, width: 60, height: 20))

        let (rtlRoot, w) = views("a", "b")
        _ = activate("H:|-10-[a(50)]-10-[b(60)]", options: [.directionRightToLeft, .alignAllTop], w)
        _ = activate("V:|[a(20)]-0-[b(20)]", w)
        rtlRoot.layoutIfNeeded()
        // Right to left: a sits 10 from the right edge, b 10 to a's left.
        #expect(w["a"]!.frame.maxX == 380)
        #expect(w["b"]!.frame.maxX == 320)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let (root, v) = views("a")
        root.semanticContentAttribute = .forceRightToLeft
        v["a"]!.semanticContentAttribute = .forceRightToLeft
        _ = activate("H:|-20-[a(100)]", v)
        _ = activate("V:|[a(10)]", v)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame.minX == 270)
    }

    @Test func baselineToBaselineSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = UILabel(), second = UILabel()
        first.text = "One"; second.text = "Two"
        for label in [first, second] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
        let views = ["first": first, "second": second]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[first]-24-[second]", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(made[1].firstAttribute == .firstBaseline && made[1].secondAttribute == .lastBaseline)
        NSLayoutConstraint.activate(made + NSLayoutConstraint.constraints(withVisualFormat: "H:|[first]", metrics: nil, views: views)
                                    + NSLayoutConstraint.constraints(withVisualFormat: "H:|[second]", metrics: nil, views: views))
        root.layoutIfNeeded()
        let gap = (second.frame.minY + second.font.ascender) - (first.frame.maxY + first.font.descender)
        #expect(abs(gap - 24) < 0.34)
    }

    @Test func errorsPointAtTheOffendingCharacter() {
        let a = UIView()
        let parent = UIView()
        parent.addSubview(a)
        let views: [String: Any] = ["a": a, "text": "not a view"]
        #expect(failure("H:|-[buton]", views: views) == VisualFormatError(reason: "'buton' is not a key in the views dictionary.", offset: 5))
        #expect(failure("H:|-[a]-|-", views: views)?.reason == "Expected the end of the format after '|'")
        #expect(failure("H:|-[a", views: views) == VisualFormatError(reason: "Expected ']'", offset: 6))
        #expect(failure("H:[a(>=50]", views: views)?.reason == "Expected ')' or ','")
        #expect(failure("H:[a]-gap-|", views: views) == VisualFormatError(reason: "'gap' is not a key in the metrics dictionary.", offset: 6))
        #expect(failure("H:[a(=>5)]", views: views)?.reason == "Expected a relation: ==, <= or >=")
        #expect(failure("H:[a(5@2000)]", views: views)?.offset == 7)
        #expect(failure("H:[a]x", views: views)?.reason == "Expected a '-' or a view")
        #expect(failure("", views: views)?.reason == "The format string is empty")
        #expect(failure("H:[text]", views: views)?.reason == "'text' in the views dictionary is not a view or layout guide.")
        #expect(failure("H:[a]", .alignAllLeading, views: views)?.reason.hasPrefix("Options mask required views to be aligned on a horizontal edge") == true)
        let orphan = UIView()
        #expect(failure("H:|[o]", views: ["o": orphan])?.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
    }

    @Test func publicEntryLogsUIKitsMessageWithACaret() {
        let a = UIView()
        UIView().addSubview(a)
        var made: [NSLayoutConstraint] = [a.widthAnchor.constraint(equalToConstant: 1)]
        let log = LogCapture.messages(containing: "Unable to parse constraint format") {
            made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|-", metrics: nil, views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(log.count == 1)
        #expect(log.first?.hasSuffix("Unable to parse constraint format: \nExpected the end of the format after '|'\nH:|-[a]-|-\n         ^") == true)
    }
}
