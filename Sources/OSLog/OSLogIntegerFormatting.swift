/// How an interpolated integer is written: `"\(flags, format: .hex(includePrefix: true, minDigits: 8))"`.
///
/// As with Apple's `printf`-based formatting, hexadecimal and octal write a negative number's two's
/// complement bit pattern at the integer's width. Not `Sendable`: `minDigits` is a closure, evaluated
/// only when the message is written.
public struct OSLogIntegerFormatting {
    /// 10, 16 or 8.
    let radix: Int
    /// Whether positive numbers get a `+`.
    let explicitPositiveSign: Bool
    /// Whether hexadecimal gets `0x` and octal `0o`.
    let includePrefix: Bool
    /// Whether hexadecimal digits above 9 are capitals.
    let uppercase: Bool
    /// The least number of digits, padded with zeros; nil for no padding.
    let minDigits: (() -> Int)?

    /// Decimal, as the number is.
    public static var decimal: OSLogIntegerFormatting { .decimal() }

    /// Decimal, with a `+` before positive numbers when `explicitPositiveSign` is true.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: nil)
    }

    /// Decimal with at least `minDigits` digits (leading zeros).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal, lowercase, without a prefix.
    public static var hex: OSLogIntegerFormatting { .hex() }

    /// Hexadecimal, with an optional `+`, `0x` prefix and capital digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Hexadecimal with at least `minDigits` digits (leading zeros).
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal, without a prefix.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// Octal, with an optional `+` and `0o` prefix (`uppercase` has no effect on octal digits).
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Octal with at least `minDigits` digits (leading zeros).
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// The number written in this format.
    func format<T: FixedWidthInteger>(_ number: T) -> String {
        let negative = number < 0
        // Decimal writes the magnitude after a minus sign; hex and octal write the bit pattern, as printf does.
        var digits = negative && radix == 10
            ? String(number.magnitude, radix: 10)
            : String(T.Magnitude(truncatingIfNeeded: number), radix: radix, uppercase: uppercase)
        if let minDigits {
            let missing = minDigits() - digits.count
            if missing > 0 { digits = String(repeating: "0", count: missing) + digits }
        }
        var prefix = ""
        if negative && radix == 10 { prefix = "-" } else if explicitPositiveSign && number > 0 { prefix = "+" }
        if includePrefix && radix == 16 { prefix += uppercase ? "0X" : "0x" }
        if includePrefix && radix == 8 { prefix += "0o" }
        return prefix + digits
    }
}
