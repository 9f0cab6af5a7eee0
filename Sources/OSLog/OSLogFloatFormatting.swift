import Foundation

/// How an interpolated floating-point number is written: `"\(seconds, format: .fixed(precision: 2))"`.
///
/// The formats are `printf`'s: `.fixed` is `%f` (six decimals unless a precision is given, as on Apple),
/// `.exponential` `%e`, `.hybrid` `%g` and `.hex` `%a`. Not `Sendable`: `precision` is a closure,
/// evaluated only when the message is written.
public struct OSLogFloatFormatting {
    /// The printf conversion: f, e, g or a.
    let conversion: Character
    /// The number of digits after the point; nil for printf's default.
    let precision: (() -> Int)?
    /// Whether positive numbers get a `+`.
    let explicitPositiveSign: Bool
    /// Whether letters (the exponent's `E`, `INF`, `NAN`, hexadecimal digits) are capitals.
    let uppercase: Bool

    /// Fixed-point, six decimals (`%f`).
    public static var fixed: OSLogFloatFormatting { .fixed() }

    /// Fixed-point with `precision` decimals (`%.*f`).
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point, six decimals, with an optional `+` and capitals.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal floating point (`%a`).
    public static var hex: OSLogFloatFormatting { .hex() }

    /// Hexadecimal floating point with an optional `+` and capitals.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation (`%e`).
    public static var exponential: OSLogFloatFormatting { .exponential() }

    /// Exponential notation with `precision` digits after the point (`%.*e`).
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation with an optional `+` and capitals.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential, whichever is shorter (`%g`).
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// Fixed or exponential with `precision` significant digits (`%.*g`).
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential, whichever is shorter, with an optional `+` and capitals.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The number written in this format.
    func format(_ number: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, precision()))" }
        spec.append(conversion)
        let text = String(format: spec, number)
        return uppercase ? text.uppercased() : text
    }
}
