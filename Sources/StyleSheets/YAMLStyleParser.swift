import Yams

/// YAML read with Yams into the same `StyleNode`s as JSON, with each value's line and column.
enum YAMLStyleParser {
    /// Parses a YAML document (an empty one is an empty mapping).
    static func parse(_ text: String) throws(JSONStyleParser.SyntaxError) -> StyleNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error)
        } catch {
            throw JSONStyleParser.SyntaxError(message: "\(error)", line: 1, column: 1)
        }
        guard let node else { return StyleNode(kind: .mapping([]), line: 1, column: 1) }
        return convert(node)
    }

    private static func convert(_ node: Node) -> StyleNode {
        let line = node.mark?.line ?? 1, column = node.mark?.column ?? 1
        switch node {
        case .mapping(let mapping):
            let entries = mapping.map { key, value in
                (key: key.string ?? "\(key)", keyLine: key.mark?.line ?? line, keyColumn: key.mark?.column ?? column, value: convert(value))
            }
            return StyleNode(kind: .mapping(entries), line: line, column: column)
        case .sequence(let sequence):
            return StyleNode(kind: .sequence(sequence.map(convert)), line: line, column: column)
        case .scalar(let scalar):
            return StyleNode(kind: kind(of: scalar), line: line, column: column)
        case .alias:
            return StyleNode(kind: .null, line: line, column: column)
        }
    }

    /// A plain scalar is a null, a boolean or a number when it reads as one (YAML 1.2 core schema);
    /// quoted scalars are strings.
    private static func kind(of scalar: Node.Scalar) -> StyleNode.Kind {
        let text = scalar.string
        guard scalar.style == .plain else { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if let first = text.first, first.isNumber || first == "-" || first == "+" || first == ".", let number = Double(text) {
            return .number(number)
        }
        return .string(text)
    }

    private static func syntaxError(_ error: YamlError) -> JSONStyleParser.SyntaxError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            let message = [context?.text, problem].compactMap { $0 }.joined(separator: " ")
            return JSONStyleParser.SyntaxError(message: message, line: mark.line, column: mark.column)
        case .reader(let problem, let offset, _, let yaml):
            // A character the reader refuses (a control character, say): its place from its offset.
            let (line, column) = offset.map { place(ofCharacter: $0, in: yaml) } ?? (1, 1)
            return JSONStyleParser.SyntaxError(message: problem, line: line, column: column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams's own message holds the whole document; the mark is the repeated key's (0 when unknown).
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return JSONStyleParser.SyntaxError(message: "a key appears twice in one mapping: \(keys)",
                                               line: max(1, context.mark.line), column: max(1, context.mark.column))
        default:
            return JSONStyleParser.SyntaxError(message: "\(error)", line: 1, column: 1)
        }
    }

    /// The 1-based line and column (in Unicode scalars, as YAML marks count) of the character `offset`
    /// characters into `text`.
    private static func place(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        let end = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        var line = 1, column = 1
        for scalar in text.unicodeScalars[..<end] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
