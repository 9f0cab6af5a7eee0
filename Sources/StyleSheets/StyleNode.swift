/// A value of a style sheet with where it was written: the one tree JSON and YAML sheets both become.
struct StyleNode {
    enum Kind {
        case mapping([(key: String, keyLine: Int, keyColumn: Int, value: StyleNode)])
        case sequence([StyleNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    let kind: Kind
    /// 1-based line and column of the value's first character.
    let line: Int
    let column: Int

    /// A short name of the kind, for messages ("a mapping", "the string \"red\"").
    var summary: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .string(let text): return "the string \"\(text)\""
        case .number(let value): return "the number \(value.formatted)"
        case .bool(let value): return "\(value)"
        case .null: return "null"
        }
    }
}

extension Double {
    /// The number as written in a sheet: no ".0" for whole numbers.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
