/// Why a visual format string was refused, and at which character.
struct VisualFormatError: Error, Equatable {
    let reason: String
    /// The offset, in characters, of the character the caret points at.
    let offset: Int
}

/// A parser of Auto Layout's Visual Format Language that turns a format into constraints:
///
///     (H:|V:)? (|connection)? [view(predicates)] (connection [view(predicates)])* (connection|)?
///
/// A connection is nothing (flush), `-` (standard spacing: 8 points between views; the superview's
/// layout margins at an edge, as iOS 11 and later do), `-n-`, or `-(predicates)-`. A predicate is
/// `(==|<=|>=)? (number|metric|view) (@priority)?`.
@MainActor
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions

    /// One predicate: `relation object @priority`.
    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: (any LayoutItem)?
        var priority = UILayoutPriority.required
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view of the format or the superview's edge (`|`).
    private enum Element {
        case superview
        case view(any LayoutItem, size: [Predicate])
    }

    init(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    // MARK: Parsing

    /// The constraints the format describes, inactive, or the first error.
    mutating func parse() throws -> [NSLayoutConstraint] {
        guard !characters.isEmpty else { throw error("The format string is empty") }
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            index = 2
        }
        try checkOptions(vertical: vertical)
        var elements: [(element: Element, offset: Int)] = []
        var connections: [Connection] = []
        if peek == "|" {
            elements.append((.superview, index))
            index += 1
            connections.append(try connection())
        }
        guard peek == "[" else { throw error("Expected a view") }
        elements.append((try view(), index))
        while index < characters.count {
            let start = index
            let link = try connection()
            if peek == "[" {
                let offset = index
                elements.append((try view(), offset))
                connections.append(link)
            } else if peek == "|" {
                elements.append((.superview, index))
                connections.append(link)
                index += 1
                guard index == characters.count else { throw error("Expected the end of the format after '|'") }
            } else if index == characters.count, case .flush = link {
                break
            } else {
                throw error(index == start ? "Expected a '-' or a view" : "Expected a view")
            }
        }
        return try constraints(elements, connections, vertical: vertical)
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func error(_ reason: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, offset: offset ?? index)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws -> Element {
        index += 1
        let nameOffset = index
        let name = try identifier(expected: "Expected a view name")
        guard let item = views[name] as? (any LayoutItem) else {
            throw error(views[name] == nil ? "'\(name)' is not a key in the views dictionary."
                                           : "'\(name)' in the views dictionary is not a view or layout guide.", at: nameOffset)
        }
        var size: [Predicate] = []
        if peek == "(" { size = try predicateList(allowViews: true) }
        guard peek == "]" else { throw error("Expected ']'") }
        index += 1
        return .view(item, size: size)
    }

    /// Nothing, `-`, `-n-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList(allowViews: false)
        } else {
            let offset = index
            guard peek.map({ $0.isNumber || $0.isLetter || $0 == "_" }) == true else { throw error("Expected a number or a metric name") }
            var predicate = Predicate()
            predicate.constant = try constant()
            if predicate.constant < 0 { throw error("A simple spacing must not be negative; write -(\(predicate.constant))-", at: offset) }
            predicates = [predicate]
        }
        guard peek == "-" else { throw error("Expected '-'") }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList(allowViews: Bool) throws -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            list.append(try predicate(allowViews: allowViews))
        } while peek == ","
        guard peek == ")" else { throw error("Expected ')' or ','") }
        index += 1
        return list
    }

    private mutating func predicate(allowViews: Bool) throws -> Predicate {
        var predicate = Predicate()
        if let first = peek, "=<>".contains(first) {
            let offset = index
            let pair = String(characters[index..<min(index + 2, characters.count)])
            switch pair {
            case "==": predicate.relation = .equal
            case "<=": predicate.relation = .lessThanOrEqual
            case ">=": predicate.relation = .greaterThanOrEqual
            default: throw error("Expected a relation: ==, <= or >=", at: offset)
            }
            index += 2
        }
        let offset = index
        if let c = peek, c.isLetter || c == "_" {
            let name = try identifier(expected: "Expected a constant, a metric or a view")
            if let value = metric(name) {
                predicate.constant = value
            } else if allowViews, let item = views[name] as? (any LayoutItem) {
                predicate.view = item
            } else {
                throw error("'\(name)' is not a key in the metrics dictionary\(allowViews ? " or the views dictionary" : "").", at: offset)
            }
        } else {
            predicate.constant = try number()
        }
        if peek == "@" {
            index += 1
            let priorityOffset = index
            let value = try constant()
            guard value > 0, value <= 1000 else {
                throw error("Invalid priority \(NSLayoutConstraint.number(value)): priorities are greater than 0 and at most 1000", at: priorityOffset)
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    /// A number or a metric's value.
    private mutating func constant() throws -> CGFloat {
        guard let c = peek, c.isLetter || c == "_" else { return try number() }
        let offset = index
        let name = try identifier(expected: "Expected a number or a metric name")
        guard let value = metric(name) else { throw error("'\(name)' is not a key in the metrics dictionary.", at: offset) }
        return value
    }

    /// A number as `strtod` reads it: sign, digits, fraction, exponent.
    private mutating func number() throws -> CGFloat {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isASCII, c.isNumber || c == "." { index += 1 }
        if peek == "e" || peek == "E" {
            index += 1
            if peek == "-" || peek == "+" { index += 1 }
            while let c = peek, c.isASCII, c.isNumber { index += 1 }
        }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            throw error("Expected a number", at: start)
        }
        return CGFloat(value)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    private mutating func identifier(expected: String) throws -> String {
        let start = index
        guard let c = peek, c.isASCII, c.isLetter || c == "_" else { throw error(expected) }
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private func checkOptions(vertical: Bool) throws {
        let horizontalEdges: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        let verticalEdges: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline]
        if !vertical, !options.intersection(horizontalEdges).isEmpty {
            throw error("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", at: 0)
        }
        if vertical, !options.intersection(verticalEdges).isEmpty {
            throw error("Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", at: 0)
        }
    }

    // MARK: Constraints

    private func constraints(_ elements: [(element: Element, offset: Int)], _ connections: [Connection],
                             vertical: Bool) throws -> [NSLayoutConstraint] {
        let direction = options.intersection(.directionMask)
        let rightToLeft = !vertical && direction == .directionRightToLeft
        let lead: NSLayoutConstraint.Attribute = vertical ? .top : direction == .directionLeftToRight ? .left : rightToLeft ? .right : .leading
        let trail: NSLayoutConstraint.Attribute = vertical ? .bottom : direction == .directionLeftToRight ? .right : rightToLeft ? .left : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let baselines = vertical && options.contains(.spacingBaselineToBaseline)
        var made: [NSLayoutConstraint] = []

        // The superview: of the view beside the bar.
        func superview(besides position: Int) throws -> UIView {
            let neighbour = position == 0 ? elements[1].element : elements[position - 1].element
            guard case .view(let item, _) = neighbour, let parent = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: elements[position].offset)
            }
            return parent
        }

        // Left to right as written: each connection, then the size predicates of the view after it.
        for (position, (element, _)) in elements.enumerated() {
            defer {
                if case .view(let item, let predicates) = element {
                    for p in predicates {
                        let c = NSLayoutConstraint(item: item, attribute: size, relatedBy: p.relation, toItem: p.view,
                                                   attribute: p.view == nil ? .notAnAttribute : size, multiplier: p.view == nil ? 0 : 1, constant: p.constant)
                        c.priority = p.priority
                        made.append(c)
                    }
                }
            }
            guard position > 0 else { continue }
            let earlier = elements[position - 1].element, connection = connections[position - 1]
            // Edges facing each other across the connection.
            var standard: CGFloat = NSLayoutConstraint.systemSpacing
            let earlierItem: any LayoutItem, laterItem: any LayoutItem
            var earlierEdge = baselines ? NSLayoutConstraint.Attribute.lastBaseline : trail
            var laterEdge = baselines ? NSLayoutConstraint.Attribute.firstBaseline : lead
            switch (earlier, element) {
            case (.superview, .view(let item, _)):
                earlierItem = try superview(besides: 0); laterItem = item
                earlierEdge = lead
                laterEdge = lead
                if case .standard = connection { earlierEdge = Self.margin(lead); standard = 0 }
            case (.view(let item, _), .superview):
                earlierItem = item; laterItem = try superview(besides: position)
                earlierEdge = trail
                laterEdge = trail
                if case .standard = connection { laterEdge = Self.margin(trail); standard = 0 }
            case (.view(let a, _), .view(let b, _)):
                earlierItem = a; laterItem = b
            default:
                continue
            }
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate()]
            case .standard: predicates = [Predicate(constant: standard)]
            case .predicates(let list): predicates = list
            }
            for p in predicates {
                // later = earlier + gap, read in the format's direction (right to left swaps the sides).
                let c = rightToLeft
                    ? NSLayoutConstraint(item: earlierItem, attribute: earlierEdge, relatedBy: p.relation, toItem: laterItem, attribute: laterEdge, multiplier: 1, constant: p.constant)
                    : NSLayoutConstraint(item: laterItem, attribute: laterEdge, relatedBy: p.relation, toItem: earlierItem, attribute: earlierEdge, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                made.append(c)
            }
        }
        // Alignment of consecutive views across the format's axis.
        let aligned = elements.compactMap { entry -> (any LayoutItem)? in
            if case .view(let item, _) = entry.element { return item } else { return nil }
        }
        for attribute in Self.alignmentAttributes(options) {
            for (a, b) in zip(aligned, aligned.dropFirst()) {
                made.append(NSLayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    private static func margin(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: attribute
        }
    }

    private static func alignmentAttributes(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { options.contains($0.0) }.map(\.1)
    }
}
