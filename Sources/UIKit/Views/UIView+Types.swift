extension UIView {
    /// How a view shows its content when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity that places content this way.
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    /// How a view's frame follows its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Whether a view's tint is shown normally or dimmed.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit the superview's mode (normal at the top).
        case automatic
        /// The tint as it is.
        case normal
        /// A desaturated tint (behind a modal view, for instance).
        case dimmed
    }

    /// The value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Fitting size for `systemLayoutSizeFitting(_:)`: as small as possible.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Fitting size for `systemLayoutSizeFitting(_:)`: as large as possible.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

/// View flags kept in one word.
struct ViewFlags: OptionSet {
    let rawValue: UInt32
    static let userInteractionEnabled = ViewFlags(rawValue: 1 << 0)
    static let multipleTouchEnabled = ViewFlags(rawValue: 1 << 1)
    static let exclusiveTouch = ViewFlags(rawValue: 1 << 2)
    static let clearsContextBeforeDrawing = ViewFlags(rawValue: 1 << 3)
    static let autoresizesSubviews = ViewFlags(rawValue: 1 << 4)
    static let preservesSuperviewLayoutMargins = ViewFlags(rawValue: 1 << 5)
    static let insetsLayoutMarginsFromSafeArea = ViewFlags(rawValue: 1 << 6)
    static let opaqueSetExplicitly = ViewFlags(rawValue: 1 << 7)
    static let warnedOpaqueAlpha = ViewFlags(rawValue: 1 << 8)
    static let inTintColorDidChange = ViewFlags(rawValue: 1 << 9)
    static let inLayout = ViewFlags(rawValue: 1 << 10)
    static let safeAreaCached = ViewFlags(rawValue: 1 << 11)
    /// `translatesAutoresizingMaskIntoConstraints` is false.
    static let constraintBased = ViewFlags(rawValue: 1 << 12)
    static let needsUpdateConstraints = ViewFlags(rawValue: 1 << 13)
    /// A view below needs `updateConstraints()`.
    static let subtreeNeedsUpdateConstraints = ViewFlags(rawValue: 1 << 14)
    /// Explicit values of the most used appearance properties (others are kept in `AppearanceRecord`).
    static let explicitBackgroundColor = ViewFlags(rawValue: 1 << 15)
    static let explicitTextColor = ViewFlags(rawValue: 1 << 16)
    static let explicitFont = ViewFlags(rawValue: 1 << 17)
    /// `cachedInheritedTint` and `.tintDimmed` hold the view's inherited tint and adjustment mode.
    static let tintCached = ViewFlags(rawValue: 1 << 18)
    static let tintDimmed = ViewFlags(rawValue: 1 << 19)
    /// The view's superview was freed with it inside: its subtree's constraints rejoin an engine when
    /// the tree is next laid out, takes a constraint, or moves.
    static let rejoinsEngine = ViewFlags(rawValue: 1 << 20)
    /// The code set `tintColor` on the view, so appearance rules leave it alone.
    static let explicitTintColor = ViewFlags(rawValue: 1 << 21)
    /// Every flag that records an explicit appearance value.
    static let explicitAppearance: ViewFlags = [.explicitBackgroundColor, .explicitTextColor, .explicitFont, .explicitTintColor]
    /// A self-sizing cell or its content view: its intrinsic-size invalidations reach the cell
    /// (`notifySelfSizingCell()`); every other view skips that step with one test of this bit.
    static let selfSizingCellOrContent = ViewFlags(rawValue: 1 << 22)
}

/// View properties most views never set, kept out of line.
@MainActor
final class ViewExtras {
    /// `UIView.restorationIdentifier`.
    var restorationIdentifier: String?
    var explicitMargins: ExplicitMargins?
    /// The safe area insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The safe area insets as last computed (valid while the view has `.safeAreaCached`).
    var cachedSafeAreaInsets = UIEdgeInsets.zero
    var accessibility: AccessibilityStorage?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Explicit values of appearance properties without a view flag.
    var appearance: AppearanceRecord?
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// Trait overrides and trait-change registrations.
    var traits: TraitState?
    /// The attached gesture recognizers, in the order they were added.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The attached interactions (`UIInteraction`), in the order they were added.
    var interactions: [any UIInteraction] = []
}

/// Layout margins as they were set: with left and right, or with leading and trailing.
enum ExplicitMargins: Equatable {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}
