import Foundation

/// A visual format string UIKit would refuse: its reason, the character it stopped at, and the whole
/// message in UIKit's shape (reason, format, a caret under the offending character).
struct VisualFormatError: Error, Equatable {
    /// UIKit's reason, e.g. `Expected a view`.
    let reason: String
    /// The offset, in the format with its whitespace removed, of the character the parser stopped at;
    /// nil when the format as a whole is refused (empty, or not ASCII), where UIKit shows no caret.
    let offset: Int?
    /// The message UIKit puts in its exception.
    let message: String

    init(_ reason: String, format: String, offset: Int?) {
        self.reason = reason
        self.offset = offset
        if let offset {
            message = "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: offset) + "^"
        } else {
            message = "Unable to parse constraint format: \(reason)"
        }
    }
}

/// Reads a visual format string as UIKit's parser does: one pass from left to right, each connection's
/// constraints made when the view after it has been read, each view's size predicates after its
/// connection, and the alignment constraints last. Positions in errors match UIKit's carets.
@MainActor
struct VisualFormatParser {
    private let format: String
    private let chars: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0
    private var horizontal = true

    /// What sits between two items: nothing (flush), the standard space, or explicit predicates.
    private enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    /// `(relation)?(constant|metric|view)(@priority)?`.
    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: (any LayoutItem)?
        var priority: Float = 1000
    }

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        // UIKit removes whitespace before parsing, and shows the format without it in errors.
        self.format = String(format.filter { !$0.isWhitespace })
        chars = Array(self.format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: Grammar

    /// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`.
    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        guard !chars.isEmpty else { throw VisualFormatError("It's an empty string.", format: format, offset: nil) }
        guard format.unicodeScalars.allSatisfy(\.isASCII) else {
            throw VisualFormatError("It contains non-ASCII characters.", format: format, offset: nil)
        }
        if chars[0] == UInt8(ascii: "H") || chars[0] == UInt8(ascii: "V") {
            horizontal = chars[0] == UInt8(ascii: "H")
            index = 1
            guard peek == UInt8(ascii: ":") else {
                throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                                      : "Expected ':' after 'V' to specify vertical arrangement")
            }
            index = 2
        }
        var constraints: [NSLayoutConstraint] = []
        var alignments: [NSLayoutConstraint] = []
        var previous: (any LayoutItem)?
        if peek == UInt8(ascii: "|") {
            index += 1
            guard index < chars.count else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            constraints += try finish(connection, from: nil, to: view, alignments: &alignments)
            constraints += sizes
            previous = view
        } else {
            let (view, sizes) = try parseView()
            constraints += sizes
            previous = view
        }
        while index < chars.count {
            let connection = try parseConnection()
            if peek == UInt8(ascii: "[") {
                let (view, sizes) = try parseView()
                constraints += try finish(connection, from: previous, to: view, alignments: &alignments)
                constraints += sizes
                previous = view
            } else if peek == UInt8(ascii: "|") {
                index += 1
                constraints += try finish(connection, from: previous, to: nil, alignments: &alignments)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard index >= chars.count else { throw fail("Expected the end of the format string") }
        return constraints + alignments
    }

    /// `-predicateList-`, `-` (standard space) or nothing (flush).
    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard peek == UInt8(ascii: "-") else { return .flush }
        index += 1
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") { return .standard }
        let predicates: [Predicate]
        if peek == UInt8(ascii: "-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else if peek == UInt8(ascii: "(") {
            index += 1
            predicates = try parsePredicateList(subject: nil)
            guard peek == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            index += 1
        } else {
            predicates = [try parsePredicate(subject: nil)]
        }
        if peek == UInt8(ascii: ",") {
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard peek == UInt8(ascii: "-") else { throw fail("Expected a '-' here") }
        index += 1
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`: the item and its width (or height) constraints.
    private mutating func parseView() throws(VisualFormatError) -> (any LayoutItem, [NSLayoutConstraint]) {
        guard peek == UInt8(ascii: "[") else { throw fail("Expected a view") }
        index += 1
        guard index < chars.count else { throw fail("Expected a view") }
        let name = parseName()
        guard !name.isEmpty else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        let view = try item(named: name)
        if peek == UInt8(ascii: "]") {
            index += 1
            return (view, [])
        }
        guard peek == UInt8(ascii: "(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        index += 1
        guard index < chars.count else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try parsePredicateList(subject: view)
        guard peek == UInt8(ascii: ")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        index += 1
        guard peek == UInt8(ascii: "]") else { throw fail("Expected ']' after specifying thickness.") }
        index += 1
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let sizes = predicates.map { p in
            make(view, size, p.relation, p.view, p.view == nil ? .notAnAttribute : size, p.constant, p.priority)
        }
        return (view, sizes)
    }

    /// `predicate (, predicate)*`; `subject` is the view whose size they constrain (nil in a connection).
    private mutating func parsePredicateList(subject: (any LayoutItem)?) throws(VisualFormatError) -> [Predicate] {
        var list = [try parsePredicate(subject: subject)]
        while peek == UInt8(ascii: ",") {
            index += 1
            list.append(try parsePredicate(subject: subject))
        }
        return list
    }

    /// `(==|<=|>=)? (number|metric|view) (@(number|metric))?`.
    private mutating func parsePredicate(subject: (any LayoutItem)?) throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        guard let first = peek else { throw fail("Expected more input") }
        if let relation = [UInt8(ascii: "<"): .lessThanOrEqual, UInt8(ascii: "="): .equal,
                           UInt8(ascii: ">"): .greaterThanOrEqual][first] as NSLayoutConstraint.Relation? {
            index += 1
            guard peek == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            index += 1
            predicate.relation = relation
        }
        let (constant, view) = try parseConstant(allowingViews: subject != nil)
        predicate.constant = constant
        predicate.view = view
        if peek == UInt8(ascii: "@") {
            index += 1
            let (priority, _) = try parseConstant(allowingViews: false)
            if priority <= 0 {
                throw fail("Invalid priority specified: \(String(format: "%g", priority)). Priority must be greater than 0")
            }
            if priority > 1000 {
                throw fail("Invalid priority specified: \(String(format: "%g", priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = Float(priority)
        }
        return predicate
    }

    /// A number as `strtod` reads it, a metric, or (in a view's predicate) another view.
    private mutating func parseConstant(allowingViews: Bool) throws(VisualFormatError) -> (CGFloat, (any LayoutItem)?) {
        guard let c = peek else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
            let (value, length) = Self.strtod(chars[index...])
            guard length > 0 else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            index += length
            return (CGFloat(value), nil)
        }
        guard Self.isNameStart(c) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = parseName()
        if let value = metrics[name] {
            guard let number = Self.number(value) else {
                throw fail("The metric \(name) is a \(type(of: value)), not a number")
            }
            return (CGFloat(number), nil)
        }
        if views[name] != nil {
            guard allowingViews else {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            return (0, try item(named: name))
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    /// A C identifier at the current position (empty when there is none).
    private mutating func parseName() -> String {
        let start = index
        guard let c = peek, Self.isNameStart(c) else { return "" }
        index += 1
        while let c = peek, Self.isNameStart(c) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { index += 1 }
        return String(decoding: chars[start..<index], as: UTF8.self)
    }

    // MARK: Constraints

    /// The constraints of one connection between `left` and `right` (nil for the superview, `|`), in the
    /// format's order; alignment constraints between two views go to `alignments`.
    ///
    /// The standard space is 8 points between views. To the superview, iOS 11 and later put the view on
    /// the superview's layout margins (UIKit's margin attributes support for default spacing, not the
    /// fixed 20 points of iOS 6–10): `|-[v]` is `v.leading == superview.leadingMargin` and `[v]-|` is
    /// `superview.trailingMargin == v.trailing`, both with constant 0, so the space follows the margins.
    private func finish(_ connection: Connection, from left: (any LayoutItem)?, to right: (any LayoutItem)?,
                        alignments: inout [NSLayoutConstraint]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let baselines = options.contains(.spacingBaselineToBaseline)
        if horizontal, baselines { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        let direction = options.intersection(.directionMask)
        let absolute = horizontal && direction != .directionLeadingToTrailing
        // Right to left, the later view in the format is the one on the left.
        let (before, after) = horizontal && direction == .directionRightToLeft ? (right, left) : (left, right)
        let standard = if case .standard = connection { true } else { false }
        let secondItem = try item(before, orSuperviewOf: left ?? right)
        let secondAttribute: NSLayoutConstraint.Attribute = if before != nil {
            horizontal ? (absolute ? .right : .trailing) : (baselines ? .lastBaseline : .bottom)
        } else {
            horizontal ? (absolute ? (standard ? .leftMargin : .left) : (standard ? .leadingMargin : .leading)) : (standard ? .topMargin : .top)
        }
        let firstItem = try item(after, orSuperviewOf: left ?? right)
        let firstAttribute: NSLayoutConstraint.Attribute = if after != nil {
            horizontal ? (absolute ? .left : .leading) : (baselines ? .firstBaseline : .top)
        } else {
            horizontal ? (absolute ? (standard ? .rightMargin : .right) : (standard ? .trailingMargin : .trailing)) : (standard ? .bottomMargin : .bottom)
        }
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard:
            let spacing = before != nil && after != nil ? standardSpacing(below: after, baselines: baselines) : 0
            predicates = [Predicate(constant: spacing)]
        case .predicates(let list): predicates = list
        }
        let made = predicates.map { p in
            make(firstItem, firstAttribute, p.relation, secondItem, secondAttribute, p.constant, p.priority)
        }
        if let before, let after {
            let mask = options.intersection(.alignmentMask).rawValue
            for bit in 1...12 where mask & (1 << bit) != 0 {
                guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit) else { continue }
                if (attribute.axis == .horizontal) == horizontal {
                    throw fail(horizontal
                        ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                        : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
                }
                alignments.append(make(before, attribute, .equal, after, attribute, 0, 1000))
            }
        }
        return made
    }

    /// `item`, or for `|` (nil) the superview of the item next to it.
    private func item(_ item: (any LayoutItem)?, orSuperviewOf neighbour: (any LayoutItem)?) throws(VisualFormatError) -> any LayoutItem {
        if let item { return item }
        guard let parent = neighbour?.layoutParent else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return parent
    }

    /// The standard space above `view`: 8 points, or between baselines the view's line height (as
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` measures it).
    private func standardSpacing(below view: (any LayoutItem)?, baselines: Bool) -> CGFloat {
        guard baselines, let font = (view as? UIView)?.baselineFont else { return NSLayoutConstraint.systemSpacing }
        return font.lineHeight.rounded(.up)
    }

    /// `item1.attribute1 relation item2.attribute2 + constant` at `priority`, inactive.
    private func make(_ item1: any LayoutItem, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ item2: (any LayoutItem)?, _ attribute2: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                      _ priority: Float) -> NSLayoutConstraint {
        let second = item2.map { [AnchorTerm(item: $0, attribute: attribute2, coefficient: 1)] } ?? []
        let constraint = NSLayoutConstraint(first: [AnchorTerm(item: item1, attribute: attribute1, coefficient: 1)], relation: relation,
                                            second: second, multiplier: 1, constant: constant)
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }

    // MARK: Helpers

    private var peek: UInt8? { index < chars.count ? chars[index] : nil }

    /// The error at the current position.
    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason, format: format, offset: index)
    }

    /// The view or layout guide the views dictionary maps `name` to.
    private func item(named name: String) throws(VisualFormatError) -> any LayoutItem {
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.") }
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        throw fail("\(name) is a \(type(of: value)) in the views dictionary, not a UIView or UILayoutGuide.")
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
    }

    /// The number `strtod` reads at the start of `text`, and how many characters it took.
    private static func strtod(_ text: ArraySlice<UInt8>) -> (Double, Int) {
        let terminated = text.map { CChar(bitPattern: $0) } + [0]
        return terminated.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return (0, 0) }
            var end: UnsafeMutablePointer<CChar>?
            let value = Foundation.strtod(start, &end)
            guard let end else { return (0, 0) }
            return (value, UnsafePointer(end) - start)
        }
    }

    /// A metric's value as a number (NSNumber, any integer or floating-point type, or a priority).
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as UILayoutPriority: Double(v.rawValue)
        case let v as any BinaryInteger: Double(v)
        case let v as any BinaryFloatingPoint: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
