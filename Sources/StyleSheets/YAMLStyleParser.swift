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
        default:
            return JSONStyleParser.SyntaxError(message: "\(error)", line: 1, column: 1)
        }
    }
}
