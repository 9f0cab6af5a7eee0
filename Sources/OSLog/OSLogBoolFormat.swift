/// How an interpolated Boolean is written: `.truth` (`true`/`false`, the default) or `.answer` (`YES`/`NO`).
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    /// The value written in this format.
    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
