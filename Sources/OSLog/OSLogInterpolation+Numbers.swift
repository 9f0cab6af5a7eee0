import Foundation

extension OSLogInterpolation {
    /// Appends an integer in a format (decimal unless given); `.auto` privacy shows it.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ format.format(number()) }, isScalar: true, privacy: privacy, align: align))
    }

    /// Appends a `Double` in a format (`.fixed`, six decimals, unless given); `.auto` privacy shows it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ format.format(number()) }, isScalar: true, privacy: privacy, align: align))
    }

    /// Appends a `Float` in a format (`.fixed`, six decimals, unless given); `.auto` privacy shows it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ format.format(Double(number())) }, isScalar: true, privacy: privacy, align: align))
    }

    /// Appends a Boolean as `true`/`false` (or `YES`/`NO` with `.answer`); `.auto` privacy shows it.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ format.format(boolean()) }, isScalar: true, privacy: privacy, align: .none))
    }
}

extension OSLogInterpolation {
    /// Appends a `CGFloat` in a format (`.fixed`, six decimals, unless given); `.auto` privacy shows it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        parts.append(.value({ format.format(Double(number())) }, isScalar: true, privacy: privacy, align: align))
    }
}
