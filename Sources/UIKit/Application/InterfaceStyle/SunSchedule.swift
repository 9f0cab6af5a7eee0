import Foundation

/// Sunrise and sunset for a place on Earth, for following the sun with light and dark styles (a Tessera
/// type).
///
/// Uses the sunrise equation as NOAA's solar calculator does: mean anomaly, equation of centre, ecliptic
/// longitude, declination, and the hour angle at which the sun's centre is 0.833° below the horizon
/// (refraction and the solar disc). Accurate to about a minute away from the poles; polar day and polar
/// night are reported as such.
public struct SunSchedule: Hashable, Sendable {
    /// Degrees north (negative south), −90…90.
    public let latitude: Double
    /// Degrees east (negative west), −180…180.
    public let longitude: Double

    /// What one solar day holds.
    public enum Day: Hashable, Sendable {
        /// The sun rises and sets.
        case risesAndSets(sunrise: Date, sunset: Date)
        /// The sun stays above the horizon all day (midnight sun).
        case polarDay
        /// The sun stays below the horizon all day.
        case polarNight
    }

    /// A schedule for a place; coordinates outside their ranges are clamped (latitude) or wrapped (longitude).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude.isFinite ? min(90, max(-90, latitude)) : 0
        let wrapped = longitude.isFinite ? (longitude + 180).truncatingRemainder(dividingBy: 360) : 180
        self.longitude = (wrapped < 0 ? wrapped + 360 : wrapped) - 180
    }

    /// The solar day whose noon is nearest `date`.
    public func day(around date: Date) -> Day { day(number: dayNumber(around: date)) }

    /// Whether the sun is up at `date`.
    public func isDaylight(at date: Date) -> Bool {
        switch day(around: date) {
        case .risesAndSets(let sunrise, let sunset): return date >= sunrise && date < sunset
        case .polarDay: return true
        case .polarNight: return false
        }
    }

    /// The first sunrise or sunset after `date`, looking up to two days ahead (nil in polar day or night).
    public func nextChange(after date: Date) -> Date? {
        let n = dayNumber(around: date)
        for candidate in n - 1...n + 2 {
            guard case .risesAndSets(let sunrise, let sunset) = day(number: candidate) else { continue }
            if sunrise > date { return sunrise }
            if sunset > date { return sunset }
        }
        return nil
    }

    // MARK: The sunrise equation

    private static let j2000 = 2451545.0
    private static func julianDay(_ date: Date) -> Double { date.timeIntervalSince1970 / 86400 + 2440587.5 }
    private static func date(julianDay: Double) -> Date { Date(timeIntervalSince1970: (julianDay - 2440587.5) * 86400) }
    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// Days since 2000-01-01 12:00 TT of the solar noon nearest `date`.
    private func dayNumber(around date: Date) -> Int {
        Int((Self.julianDay(date) - Self.j2000 - 0.0008 + longitude / 360).rounded())
    }

    private func day(number n: Int) -> Day {
        let meanNoon = Double(n) + 0.0008 - longitude / 360
        let anomaly = (357.5291 + 0.98560028 * meanNoon).truncatingRemainder(dividingBy: 360)
        let m = Self.radians(anomaly)
        let centre = 1.9148 * sin(m) + 0.0200 * sin(2 * m) + 0.0003 * sin(3 * m)
        let eclipticLongitude = Self.radians((anomaly + centre + 180 + 102.9372).truncatingRemainder(dividingBy: 360))
        let transit = Self.j2000 + meanNoon + 0.0053 * sin(m) - 0.0069 * sin(2 * eclipticLongitude)
        let declination = asin(sin(eclipticLongitude) * sin(Self.radians(23.4397)))
        let phi = Self.radians(latitude)
        let cosHourAngle = (sin(Self.radians(-0.833)) - sin(phi) * sin(declination)) / (cos(phi) * cos(declination))
        if cosHourAngle > 1 { return .polarNight }
        if cosHourAngle < -1 { return .polarDay }
        let halfDay = Self.degrees(acos(cosHourAngle)) / 360
        return .risesAndSets(sunrise: Self.date(julianDay: transit - halfDay), sunset: Self.date(julianDay: transit + halfDay))
    }
}
