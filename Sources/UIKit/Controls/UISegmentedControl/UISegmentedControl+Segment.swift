extension UISegmentedControl {
    /// A segment's position in the control, for `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
    public enum Segment: Int, CaseIterable, Sendable {
        /// Every segment without an adjustment of its own position.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between the ends.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// One segment: its content and settings.
    struct Item {
        var title: String?
        var image: UIImage?
        /// The width set with `setWidth(_:forSegmentAt:)`; 0 means automatic.
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset: CGSize = .zero
        /// The action run when the user selects the segment (iOS 14's action segments).
        var action: UIAction?
    }

    /// The position of segment `index` of `count`.
    static func segmentType(at index: Int, of count: Int) -> Segment {
        if count == 1 { return .alone }
        if index == 0 { return .left }
        return index == count - 1 ? .right : .center
    }
}

extension AppearanceAxis {
    /// A segment position argument (`forSegmentType:`), named as in style sheets:
    /// `contentPositionAdjustment:left:default`.
    public static let segmentType = AppearanceAxis(name: "segmentType",
                                                   values: UISegmentedControl.Segment.allCases.map { ("\($0)", $0.rawValue) })
    /// The left segment's state of a divider (`forLeftSegmentState:`).
    public static let leftSegmentState = AppearanceAxis(name: "leftSegmentState", values: controlState.values)
    /// The right segment's state of a divider (`rightSegmentState:`).
    public static let rightSegmentState = AppearanceAxis(name: "rightSegmentState", values: controlState.values)
}
