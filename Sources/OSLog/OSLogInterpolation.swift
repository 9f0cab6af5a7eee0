/// The parts of an `OSLogMessage`: its literal text and its interpolated values, each kept as a closure
/// with its format, alignment and privacy until the message is written. The compiler makes and fills
/// it from a string literal; code does not use it directly.
///
/// Where Tessera differs from Apple: besides Apple's overloads (integers, floating-point numbers,
/// Booleans, strings, `CustomStringConvertible` values, metatypes) any value can be interpolated, and
/// is written as `String(describing:)` writes it (errors, objects, optionals and structures included).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// One part of the message.
    enum Part {
        /// Literal text, never redacted.
        case literal(String)
        /// An interpolated value: its formatted text (made when written), whether it is a number or a
        /// Boolean (shown under `.auto` privacy), its privacy and its alignment.
        case value(() -> String, isScalar: Bool, privacy: OSLogPrivacy, align: OSLogStringAlignment)
    }

    /// The parts, in order.
    var parts: [Part] = []

    /// Creates an empty interpolation (the compiler calls this).
    public init(literalCapacity: Int, interpolationCount: Int) {
        parts.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends literal text (the compiler calls this).
    public mutating func appendLiteral(_ literal: String) {
        if !literal.isEmpty { parts.append(.literal(literal)) }
    }

    /// Appends an interpolated string; `.auto` privacy redacts it.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value(argumentString, isScalar: false, privacy: privacy, align: align))
    }

    /// Appends an interpolated value's `description`; `.auto` privacy redacts it. (Disfavoured so that
    /// integers, which are also `CustomStringConvertible`, take the overload with `format:`.)
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ value().description }, isScalar: false, privacy: privacy, align: align))
    }

    /// Appends a type's name (`"\(type(of: self))"`); `.auto` privacy redacts it.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ String(describing: value()) }, isScalar: false, privacy: privacy, align: align))
    }

    /// Appends any other value as `String(describing:)` writes it, errors and objects included (Tessera
    /// only: Apple's compiler rejects values that are not `CustomStringConvertible`); `.auto` redacts it.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ String(describing: value()) }, isScalar: false, privacy: privacy, align: align))
    }

    /// The message's text, each value formatted, redacted and aligned.
    func render() -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .value(let make, let isScalar, let privacy, let align):
                let value = make()
                text += align.align(privacy.redacts(isScalar: isScalar) ? privacy.redacted(value) : value)
            }
        }
        return text
    }
}
