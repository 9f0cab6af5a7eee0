/// A log message written as a string literal with interpolations: `"Loaded \(count) items from \(url, privacy: .public)"`.
///
/// The interpolated values are captured as closures and evaluated only when the message is written,
/// so a message at a disabled level costs no formatting. Where Tessera differs from Apple: Apple's
/// compiler requires the message to be a literal at the call site; Tessera accepts any message value.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's literal text and interpolated values.
    let interpolation: OSLogInterpolation

    /// Creates a message from an interpolated string literal (the compiler calls this).
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// Creates a message from a string literal without interpolations.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message's text, with each value formatted, aligned and redacted.
    func render() -> String { interpolation.render() }
}
