/// The column an interpolated value is padded to: `"\(name, align: .left(columns: 12))"`.
///
/// The value (or `<private>`, when it is redacted) is padded with spaces to the width; a longer value is
/// not cut. Not `Sendable`: `columns` is a closure, evaluated only when the message is written.
public struct OSLogStringAlignment {
    /// The column width; nil for no alignment.
    let columns: (() -> Int)?
    /// Whether the value sits at the left of its column.
    let leftAligned: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, leftAligned: false) }

    /// The value at the right of a column `columns` characters wide.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftAligned: false)
    }

    /// The value at the left of a column `columns` characters wide.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftAligned: true)
    }

    /// The text padded to the column.
    func align(_ text: String) -> String {
        guard let columns else { return text }
        let padding = columns() - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return leftAligned ? text + spaces : spaces + text
    }
}
