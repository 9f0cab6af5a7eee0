import Testing
import TesseraTesting
@testable import UIKit

/// The visual format language: the constraints a format makes, the layouts they solve to, and UIKit's
/// errors with the caret under the offending character.
@MainActor @Suite struct VisualFormatTests {
    init() { LogCapture.install() }

    /// A 390×844 container (8-point margins) holding `count` constrained subviews.
    func container(_ count: Int) -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let views = (0..<count).map { _ in UIView() }
        for v in views { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        return (root, views)
    }

    /// Activates the constraints of each format, which must all parse.
    func activate(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                  views: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        for format in formats {
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            #expect(!made.isEmpty, "\(format) made no constraints", sourceLocation: sourceLocation)
            NSLayoutConstraint.activate(made)
        }
    }

    /// Whether `c` is `first.a1 relation second.a2 + constant` at `priority`, multiplier 1.
    func check(_ c: NSLayoutConstraint?, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
               _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute, _ constant: CGFloat, priority: Float = 1000,
               sourceLocation: SourceLocation = #_sourceLocation) {
        guard let c else { Issue.record("missing constraint", sourceLocation: sourceLocation); return }
        #expect(c.firstItem === first, sourceLocation: sourceLocation)
        #expect(c.firstAttribute == a1, sourceLocation: sourceLocation)
        #expect(c.relation == relation, sourceLocation: sourceLocation)
        #expect(c.secondItem === second, sourceLocation: sourceLocation)
        #expect(c.secondAttribute == a2, sourceLocation: sourceLocation)
        #expect(c.constant == constant, sourceLocation: sourceLocation)
        #expect(c.multiplier == 1, sourceLocation: sourceLocation)
        #expect(c.priority.rawValue == priority, sourceLocation: sourceLocation)
        #expect(!c.isActive, sourceLocation: sourceLocation)
    }

    // MARK: Constraints made

    @Test func standardSpacingUsesMarginsAndEightPointsBetweenViews() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil,
                                                  views: ["a": a, "b": b])
        #expect(made.count == 4)
        check(made[0], a, .leading, .equal, root, .leadingMargin, 0)
        check(made[1], b, .leading, .equal, a, .trailing, 8)
        check(made[2], b, .width, .equal, a, .width, 0)
        check(made[3], root, .trailingMargin, .equal, b, .trailing, 0)
        NSLayoutConstraint.activate(made)
        activate(["V:|-[a(30)]", "V:|-[b(30)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 183, height: 30))
        #expect(b.frame == CGRect(x: 199, y: 8, width: 183, height: 30))
        // The space to the superview follows its margins.
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 20, width: 171, height: 30))
        #expect(b.frame.maxX == 370)
    }

    @Test func verticalConstantsInequalitiesAndFlushEdges() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(44)]-(>=8)-[b]|", options: [], metrics: nil,
                                                  views: ["a": a, "b": b])
        #expect(made.count == 4)
        check(made[0], a, .top, .equal, root, .top, 20)
        check(made[1], a, .height, .equal, nil, .notAnAttribute, 0 + 44)
        check(made[2], b, .top, .greaterThanOrEqual, a, .bottom, 8)
        check(made[3], root, .bottom, .equal, b, .bottom, 0)
        NSLayoutConstraint.activate(made)
        activate(["V:[b(300)]", "H:|[a]|", "H:|[b]|"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
        #expect(b.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
    }

    @Test func formatWithoutOrientationIsHorizontalAndFlushViewsTouch() {
        let (root, v) = container(3)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[a(50)][b(60)][c]|", options: [], metrics: nil,
                                                  views: ["a": v[0], "b": v[1], "c": v[2]])
        #expect(made.count == 5)
        check(made[0], v[0], .width, .equal, nil, .notAnAttribute, 50)
        check(made[1], v[1], .leading, .equal, v[0], .trailing, 0)
        check(made[2], v[1], .width, .equal, nil, .notAnAttribute, 60)
        check(made[3], v[2], .leading, .equal, v[1], .trailing, 0)
        check(made[4], root, .trailing, .equal, v[2], .trailing, 0)
    }

    @Test func predicateListsRelationsAndPriorities() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(==200@250,>=100)]-(>=8,==20@750)-[b(==150)]|",
                                                  options: [], metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 7)
        check(made[0], a, .leading, .equal, root, .leading, 0)
        check(made[1], a, .width, .equal, nil, .notAnAttribute, 200, priority: 250)
        check(made[2], a, .width, .greaterThanOrEqual, nil, .notAnAttribute, 100)
        check(made[3], b, .leading, .greaterThanOrEqual, a, .trailing, 8)
        check(made[4], b, .leading, .equal, a, .trailing, 20, priority: 750)
        check(made[5], b, .width, .equal, nil, .notAnAttribute, 150)
        check(made[6], root, .trailing, .equal, b, .trailing, 0)
        NSLayoutConstraint.activate(made)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        // The 20-point space (750) wins over a's preferred 200-point width (250).
        #expect(a.frame.width == 220)
        #expect(b.frame.minX == 240)
    }

    @Test func viewSizePredicatesRelateToOtherViews() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:[a(>=b@750,<=300)]", options: [], metrics: nil,
                                                  views: ["a": a, "b": b])
        #expect(made.count == 2)
        check(made[0], a, .height, .greaterThanOrEqual, b, .height, 0, priority: 750)
        check(made[1], a, .height, .lessThanOrEqual, nil, .notAnAttribute, 300)
        NSLayoutConstraint.activate(made)
        activate(["V:|[a(==10@100)]", "V:|[b(120)]", "H:|[a(10)]", "H:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame.height == 120)
    }

    @Test func metricsNameConstantsAndPriorities() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let metrics: [String: Any] = ["pad": 12, "size": CGFloat(100), "gap": 4.5, "low": UILayoutPriority.defaultLow,
                                      "wide": Float(300)]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(size)]-gap-[b(wide@low,>=10)]", options: [],
                                                  metrics: metrics, views: ["a": a, "b": b])
        #expect(made.count == 5)
        check(made[0], a, .leading, .equal, root, .leading, 12)
        check(made[1], a, .width, .equal, nil, .notAnAttribute, 100)
        check(made[2], b, .leading, .equal, a, .trailing, 4.5)
        check(made[3], b, .width, .equal, nil, .notAnAttribute, 300, priority: 250)
        NSLayoutConstraint.activate(made)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 12)
        #expect(a.frame.width == 100)
        #expect(abs(b.frame.minX - 116.5) <= 0.5)
        #expect(b.frame.width == 300)
    }

    @Test func numbersReadAsStrtodDoesIncludingNegatives() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-1.5e1-[a(0x20)]-(-5)-[b(>=-2.5)]", options: [],
                                                  metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 4)
        check(made[0], a, .leading, .equal, root, .leading, 15)
        check(made[1], a, .width, .equal, nil, .notAnAttribute, 32)
        check(made[2], b, .leading, .equal, a, .trailing, -5)
        check(made[3], b, .width, .greaterThanOrEqual, nil, .notAnAttribute, -2.5)
    }

    @Test func whitespaceIsIgnored() {
        let (root, v) = container(1)
        let made = NSLayoutConstraint.constraints(withVisualFormat: " H: | - 10 - [ a ( 50 ) ] ", options: [], metrics: nil,
                                                  views: ["a": v[0]])
        #expect(made.count == 2)
        check(made[0], v[0], .leading, .equal, root, .leading, 10)
        check(made[1], v[0], .width, .equal, nil, .notAnAttribute, 50)
    }

    @Test func layoutGuidesTakePartLikeViews() {
        let (root, v) = container(1)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        activate(["H:|[spacer(100)][a]|", "V:|[spacer(10)]", "V:|[a(10)]"], views: ["spacer": guide, "a": v[0]])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(v[0].frame == CGRect(x: 100, y: 0, width: 290, height: 10))
    }

    // MARK: Options

    @Test func alignmentOptionsRelateConsecutiveViewsAndComeLast() {
        let (root, v) = container(3)
        let (a, b, c) = (v[0], v[1], v[2])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(50)]-[b(60)]-[c(70)]", options: [.alignAllCenterY, .alignAllTop],
                                                  metrics: nil, views: ["a": a, "b": b, "c": c])
        #expect(made.count == 10)
        check(made[6], a, .top, .equal, b, .top, 0)
        check(made[7], a, .centerY, .equal, b, .centerY, 0)
        check(made[8], b, .top, .equal, c, .top, 0)
        check(made[9], b, .centerY, .equal, c, .centerY, 0)
        NSLayoutConstraint.activate(Array(made.prefix(6)) + [made[7], made[9]])
        activate(["V:|-100-[a(40)]", "V:[b(20)]", "V:[c(30)]"], views: ["a": a, "b": b, "c": c])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 110, width: 60, height: 20))
        #expect(c.frame == CGRect(x: 134, y: 105, width: 70, height: 30))
    }

    @Test func verticalFormatsAlignOnHorizontalEdges() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(40)]-[b(40)]", options: .alignAllLeading,
                                                  metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 5)
        check(made[0], a, .top, .equal, root, .topMargin, 0)
        check(made[2], b, .top, .equal, a, .bottom, 8)
        check(made[4], a, .leading, .equal, b, .leading, 0)
        NSLayoutConstraint.activate(made)
        activate(["H:|-30-[a(100)]", "H:[b(50)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 30, y: 56, width: 50, height: 40))
    }

    @Test func leadingToTrailingFollowsRightToLeft() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        for view in [root, a, b] { view.semanticContentAttribute = .forceRightToLeft }
        activate(["H:|-[a(100)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 282)
        #expect(b.frame.minX == 224)
    }

    @Test func leftToRightIgnoresTheLayoutDirection() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        for view in [root, a, b] { view.semanticContentAttribute = .forceRightToLeft }
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(100)]-[b(50)]", options: .directionLeftToRight,
                                                  metrics: nil, views: ["a": a, "b": b])
        check(made[0], a, .left, .equal, root, .leftMargin, 0)
        check(made[2], b, .left, .equal, a, .right, 8)
        NSLayoutConstraint.activate(made)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 8)
        #expect(b.frame.minX == 116)
    }

    @Test func rightToLeftRunsTheFormatFromTheRight() {
        let (root, v) = container(2)
        let (a, b) = (v[0], v[1])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(100)]-[b(50)]-|", options: .directionRightToLeft,
                                                  metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 5)
        check(made[0], root, .right, .equal, a, .right, 10)
        check(made[2], a, .left, .equal, b, .right, 8)
        check(made[4], b, .left, .equal, root, .leftMargin, 0)
        NSLayoutConstraint.activate(Array(made.dropLast()))
        activate(["V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 280)
        #expect(b.frame.minX == 222)
    }

    @Test func baselineToBaselineSpacingInVerticalFormats() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.text = "Body"
        for l in [title, body] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-[body]-20-|", options: .spacingBaselineToBaseline,
                                                  metrics: nil, views: ["title": title, "body": body])
        #expect(made.count == 3)
        let lineHeight = body.font.lineHeight.rounded(.up)
        check(made[0], title, .firstBaseline, .equal, root, .topMargin, 0)
        check(made[1], body, .firstBaseline, .equal, title, .lastBaseline, lineHeight)
        check(made[2], root, .bottom, .equal, body, .lastBaseline, 20)
        NSLayoutConstraint.activate(Array(made.dropLast()))
        activate(["H:|[title]", "H:|[body]"], views: ["title": title, "body": body])
        root.layoutIfNeeded()
        let titleBaseline = title.frame.minY + title.font.ascender
        let bodyBaseline = body.frame.minY + body.font.ascender
        #expect(abs(titleBaseline - 8) < 0.5)
        #expect(abs(bodyBaseline - titleBaseline - lineHeight) < 0.5)
    }

    // MARK: Errors

    /// Checks the error UIKit would raise for `format`: the throwing entry point's reason and offset, and
    /// the logged message with the caret `offset` characters in under the (whitespace-stripped) format.
    func expectError(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                     views: [String: Any], reason: String, offset: Int, shown: String? = nil,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try NSLayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics, views: views)
            Issue.record("\(format) parsed", sourceLocation: sourceLocation)
        } catch {
            #expect(error.reason == reason, sourceLocation: sourceLocation)
            #expect(error.offset == offset, sourceLocation: sourceLocation)
        }
        var made: [NSLayoutConstraint] = [NSLayoutConstraint]()
        let log = LogCapture.messages(containing: "Unable to parse constraint format") {
            made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        #expect(made.isEmpty, sourceLocation: sourceLocation)
        #expect(log.count == 1, sourceLocation: sourceLocation)
        let expected = "Unable to parse constraint format: \n\(reason) \n\(shown ?? format) \n" + String(repeating: " ", count: offset) + "^"
        #expect(log.first?.hasSuffix(expected) == true, "\(log.first ?? "nothing logged")", sourceLocation: sourceLocation)
    }

    @Test func unknownViewName() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        expectError("H:|-[buton]-|", views: ["button": v[0]], reason: "buton is not a key in the views dictionary.", offset: 10)
        // The whole message, as UIKit words and lays it out.
        let log = LogCapture.messages(containing: "buton") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[buton]-|", metrics: nil, views: ["button": v[0]])
        }
        #expect(log.first?.hasSuffix("Unable to parse constraint format: \nbuton is not a key in the views dictionary. \nH:|-[buton]-| \n          ^") == true)
        #expect(log.first?.hasPrefix("Tessera.LayoutConstraints error") == true)
    }

    @Test func unknownMetric() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        expectError("H:|-pad-[a]", views: ["a": v[0]],
                    reason: "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries", offset: 7)
        expectError("H:[a(>=width@low)]", metrics: ["width": 10], views: ["a": v[0]],
                    reason: "Encountered metric with name \"low\", but value was not specified in metrics or views dictionaries", offset: 16)
        expectError("H:[a(w)]", metrics: ["w": "wide"], views: ["a": v[0]], reason: "The metric w is a String, not a number", offset: 6)
    }

    @Test func missingBracketsAndParentheses() {
        let (root, v) = container(2)
        defer { withExtendedLifetime(root) {} }
        let views: [String: Any] = ["a": v[0], "b": v[1]]
        expectError("H:[a-[b]", views: views, reason: "Expected a ']' here. That is how you give the end of a view.", offset: 4)
        expectError("H:[a(50]", views: views,
                    reason: "A predicate on a view's thickness must end with ')' and the view must end with ']'", offset: 7)
        expectError("H:[a(50)-[b]", views: views, reason: "Expected ']' after specifying thickness.", offset: 8)
        expectError("H:[a]-(>=8-[b]", views: views,
                    reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", offset: 10)
        expectError("H:[a]-8,10-[b]", views: views,
                    reason: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", offset: 7)
        expectError("H:[a]-8[b]", views: views, reason: "Expected a '-' here", offset: 7)
        expectError("H:[a(", views: views, reason: "Unexpectedly ran out of character fodder in the middle of parsing a view", offset: 5)
    }

    @Test func valuesThatAreNotViews() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        expectError("H:|[a][label]", views: ["a": v[0], "label": "Hello"],
                    reason: "label is a String in the views dictionary, not a UIView or UILayoutGuide.", offset: 12)
        expectError("H:[a]-b-[a]", views: ["a": v[0], "b": v[0]],
                    reason: "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                    offset: 7)
        expectError("H:[a(==9v)]", views: ["a": v[0]], reason: "A predicate on a view's thickness must end with ')' and the view must end with ']'", offset: 8)
    }

    @Test func badRelation() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        expectError("H:[a(=<50)]", views: ["a": v[0]], reason: "Unknown relation. Must be ==, >=, or <=", offset: 6)
        expectError("H:[a(>50)]", views: ["a": v[0]], reason: "Unknown relation. Must be ==, >=, or <=", offset: 6)
    }

    @Test func badPriority() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        expectError("H:[a(50@1001)]", views: ["a": v[0]],
                    reason: "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", offset: 12)
        expectError("H:[a(50@0)]", views: ["a": v[0]],
                    reason: "Invalid priority specified: 0. Priority must be greater than 0", offset: 9)
        expectError("H:[a(50@high)]", metrics: ["high": 1000.5], views: ["a": v[0]],
                    reason: "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", offset: 12)
    }

    @Test func trailingGarbageAndMalformedConnections() {
        let (root, v) = container(1)
        defer { withExtendedLifetime(root) {} }
        let views: [String: Any] = ["button": v[0]]
        expectError("H:|-[button]-|-", views: views, reason: "Expected the end of the format string", offset: 14)
        expectError("H:[button]x", views: views, reason: "Expected a view or '|'", offset: 10)
        expectError("H:[button]-", views: views, reason: "Expected more input", offset: 11)
        expectError("H:[button]--5-|", views: views,
                    reason: "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
                    offset: 11)
        expectError("H:|-|", views: views, reason: "Expected a view", offset: 4)
        expectError("H:|", views: views, reason: "Expected a connection after the '|' character", offset: 3)
        expectError("H:[9]", views: views,
                    reason: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", offset: 3)
        expectError("H|[button]|", views: views, reason: "Expected ':' after 'H' to specify horizontal arrangement", offset: 1)
        expectError("H:[button]-(>=x)-|", views: views,
                    reason: "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", offset: 15)
        expectError("H:[button]-(>=.5)-|", views: views,
                    reason: "Expected a number or key from the metrics dictionary, but encountered something else", offset: 14)
        // Errors show the format without its whitespace, with the caret counted in it.
        expectError("H: [button] - 5 x", views: views, reason: "Expected a '-' here", offset: 12, shown: "H:[button]-5x")
    }

    @Test func emptyAndNonASCIIFormats() {
        for (format, reason) in [("", "It's an empty string."), ("  ", "It's an empty string."), ("H:[vüe]", "It contains non-ASCII characters.")] {
            do {
                _ = try NSLayoutConstraint.visualFormatConstraints(format, views: [:])
                Issue.record("\(format) parsed")
            } catch {
                #expect(error.reason == reason)
                #expect(error.offset == nil)
            }
            let log = LogCapture.messages(containing: "Unable to parse constraint format") {
                #expect(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: [:]).isEmpty)
            }
            #expect(log.count == 1)
            #expect(log.first?.hasSuffix("Unable to parse constraint format: \(reason)") == true)
        }
    }

    @Test func superviewEdgeWithoutASuperview() {
        let lonely = UIView()
        expectError("H:|-[lonely]-|", views: ["lonely": lonely],
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: 12)
        expectError("V:[lonely]|", views: ["lonely": lonely],
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: 11)
    }

    @Test func alignmentOnTheFormatsOwnAxisIsRefused() {
        let (root, v) = container(2)
        defer { withExtendedLifetime(root) {} }
        let views: [String: Any] = ["a": v[0], "b": v[1]]
        expectError("H:[a]-[b]", options: .alignAllLeading, views: views,
                    reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                    offset: 9)
        expectError("V:[a][b]", options: .alignAllTop, views: views,
                    reason: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                    offset: 8)
        expectError("H:[a][b]", options: .spacingBaselineToBaseline, views: views,
                    reason: "BaselineToBaseline format option not valid for horizontal layout", offset: 8)
        // With one view there is nothing to align, as in UIKit.
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(10)]", options: .alignAllLeading, metrics: nil, views: views).count == 1)
    }
}
