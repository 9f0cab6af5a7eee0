/// Kinds of data a text view turns into tappable links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers (opened as `tel:` URLs).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses and e-mail addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses (opened as map searches).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (not detected in Tessera).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (not detected in Tessera).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Look-up suggestions (not detected in Tessera).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (not detected in Tessera).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical quantities (not detected in Tessera).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Nothing.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
