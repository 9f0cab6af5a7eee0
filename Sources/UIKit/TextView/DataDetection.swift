import Foundation

/// Finds links, e-mail addresses, phone numbers, street addresses and dates in text, for a text view's
/// `dataDetectorTypes`.
///
/// Tessera's own recogniser (regular expressions): swift-corelibs-foundation's `NSDataDetector` is not
/// implemented (creating one traps). It finds web addresses (with a scheme, `www.` or a common top-level
/// domain), e-mail addresses (`mailto:`), phone numbers of 7 to 15 digits (`tel:`), English street
/// addresses with a house number and a street suffix (a map search URL), and English dates, weekdays and
/// times (an `x-apple-data-detectors:` URL, as iOS links them).
enum DataDetection {
    struct Match: Equatable {
        var range: NSRange
        var url: URL
        var type: UIDataDetectorTypes
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        if let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) { return regex }
        // The patterns are constants (the tests compile them all); a bad one matches nothing.
        TesseraLog.error("UIKit", "UITextView data detection: pattern does not compile: \(pattern)")
        return regexMatchingNothing
    }

    private static let regexMatchingNothing: NSRegularExpression = {
        // "(?!)" is a valid, never-matching pattern.
        guard let regex = try? NSRegularExpression(pattern: "(?!)") else { preconditionFailure("(?!) is a valid pattern") }
        return regex
    }()


    private static let web = regex(
        #"(?<![\w@.])(?:(?:https?|ftp)://[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|io|dev|app|info|co|uk|de|fr|jp|ca|au)(?:/[^\s<>"]*)?)(?<![.,;:!?'")\]])"#)
    private static let email = regex(#"(?<![\w.+-])[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b"#)
    private static let phone = regex(
        #"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,3}(?![\w])"#)
    private static let address = regex(
        #"(?-i)\b\d{1,5}\s+(?:[A-Z][a-z]+\.?\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Square|Sq|Loop|Terrace)\b\.?(?:,?\s+(?:[A-Z][a-z]+\s?){1,3})?(?:,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?)?"#)
    private static let date = regex(
        #"\b(?:(?:(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:(?:[ap]m|[ap]\.m\.))?)?|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?(?:\s+at\s+\d{1,2}(?::\d{2})?\s*(?:(?:[ap]m|[ap]\.m\.))?)?|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}(?::\d{2})?\s*(?:[ap]m|[ap]\.m\.)|\d{1,2}:\d{2})(?!\w)"#)

    /// The matches of `types` in `text`, in order, none overlapping (links first, then phone numbers,
    /// addresses and dates), none inside `excluded` ranges (links the text already has).
    static func matches(in text: String, types: UIDataDetectorTypes, excluding excluded: [NSRange] = []) -> [Match] {
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var found: [Match] = []
        func add(_ range: NSRange, _ url: URL?, _ type: UIDataDetectorTypes) {
            guard let url, range.length > 0 else { return }
            let overlaps = found.contains { NSIntersectionRange($0.range, range).length > 0 }
                || excluded.contains { NSIntersectionRange($0, range).length > 0 }
            if !overlaps { found.append(Match(range: range, url: url, type: type)) }
        }
        if types.contains(.link) {
            for m in email.matches(in: text, range: whole) {
                add(m.range, URL(string: "mailto:" + ns.substring(with: m.range)), .link)
            }
            for m in web.matches(in: text, range: whole) {
                let s = ns.substring(with: m.range)
                add(m.range, URL(string: s.range(of: "://") == nil ? "http://" + s : s), .link)
            }
        }
        if types.contains(.address) {
            for m in address.matches(in: text, range: whole) {
                let s = ns.substring(with: m.range)
                let query = s.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                add(m.range, URL(string: "https://maps.apple.com/?q=" + query), .address)
            }
        }
        if types.contains(.phoneNumber) {
            for m in phone.matches(in: text, range: whole) {
                let s = ns.substring(with: m.range)
                let digits = s.filter(\.isNumber)
                guard (7...15).contains(digits.count) else { continue }
                add(m.range, URL(string: "tel:" + (s.hasPrefix("+") ? "+" : "") + digits), .phoneNumber)
            }
        }
        if types.contains(.calendarEvent) {
            for m in date.matches(in: text, range: whole) {
                let s = ns.substring(with: m.range)
                let query = s.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                add(m.range, URL(string: "x-apple-data-detectors://calendar-event?text=" + query), .calendarEvent)
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }
}
