import Foundation

extension UIPageViewController {
    /// How a page view controller moves from page to page.
    public enum TransitionStyle: Int, Sendable {
        /// The page curls (peels) over like a sheet of paper.
        case pageCurl = 0
        /// The pages slide side by side, as in a paging scroll view.
        case scroll = 1
    }

    /// The axis along which the pages follow one another.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side: forward is to the right (to the left in a right-to-left layout).
        case horizontal = 0
        /// Top to bottom: forward is downwards.
        case vertical = 1
    }

    /// Which way a change of pages goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next pages (the data source's `viewControllerAfter`).
        case forward = 0
        /// To the previous pages (the data source's `viewControllerBefore`).
        case reverse = 1
    }

    /// Where the spine, the edge the pages turn around, sits in the page-curl style.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the leading (left) or top edge: one page shows (the default).
        case min = 1
        /// In the middle: two pages show, side by side (or one above the other).
        case mid = 2
        /// At the trailing (right) or bottom edge: one page shows.
        case max = 3
    }

    /// The keys of the `options` dictionary given to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name, Apple's constant's string.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of the page-curl style: a `SpineLocation`, its raw value, or an `NSNumber`
        /// of it (as on iOS). Ignored by the scroll style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points: a number (`CGFloat`, `Double`, `Int`
        /// or `NSNumber`); 0 by default. Ignored by the page-curl style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

extension UIPageViewController.OptionsKey {
    /// The number an option holds, whatever numeric type the caller used (iOS takes an `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as UIPageViewController.SpineLocation: Double(v.rawValue)
        default: nil
        }
    }
}
