/// How a constraint's expression compares with zero: `≤`, `=` or `≥`.
public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}
