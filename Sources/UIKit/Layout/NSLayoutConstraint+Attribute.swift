extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint talks about.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint with a constant only.
        case notAnAttribute = 0

        /// The last baseline (the old name).
        public static let baseline = Attribute.lastBaseline

        /// Whether the attribute is a width or height.
        var isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute lies on (nil for `notAnAttribute`).
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute follows the layout direction.
        var isDirectional: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }

        /// Whether the attribute is fixed to the left or right whatever the direction.
        var isAbsoluteHorizontal: Bool {
            [.left, .right, .leftMargin, .rightMargin].contains(self)
        }

        /// The attribute's name as UIKit prints it (`leading`, `centerY`, `width`).
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
}
