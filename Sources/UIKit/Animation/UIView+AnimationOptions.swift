extension UIView {
    /// How a view animation runs, with UIKit's bit layout: flags in the low bits, the curve in bits 16–19,
    /// the transition in bits 20–23 and the preferred frame rate in bits 24–27.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit, so their changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let animating views take touches (Tessera always does; kept).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value on screen (Tessera always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration inside another block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve inside another block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content at each step (kept).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show instead of removing and adding, in view transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Repeat with the inherited options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// A view animation's timing curve.
    ///
    /// As on iOS, a curve can also hold the raw value 7, the keyboard's own curve, which the keyboard
    /// notifications report (`keyboardAnimationCurveUserInfoKey`): `AnimationCurve(rawValue: 7)` is a
    /// curve (iOS's imported C enum takes any raw value), whose `rawValue` is 7 and which animates along
    /// with the keyboard (in `UIViewPropertyAnimator(duration:curve:)`, say). Switches over the four named
    /// cases compile with or without `@unknown default`, as on iOS; as on iOS, one without it traps
    /// ("unexpected enum case") when handed curve 7, so write `@unknown default`.
    ///
    /// Where Tessera differs: other raw values outside 0…3 give nil (iOS keeps them; only 7 occurs).
    public enum AnimationCurve: RawRepresentable, Hashable, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even throughout.
        case linear
        /// The keyboard's curve, raw value 7. Unavailable, so client switches need not (and cannot)
        /// name it: iOS has no case for it either; `@unknown default` catches it.
        @available(*, unavailable, message: "UIKit names no case for curve 7: use AnimationCurve(rawValue: 7)")
        case _keyboard

        /// The curve with UIKit's raw value: 0 ease in-out, 1 ease in, 2 ease out, 3 linear, 7 the
        /// keyboard's; nil for others.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            // The unavailable case can be named only in unavailable code, so it is made from its tag: a
            // payload-free enum is its case's index (4: the fifth declared), one byte.
            case 7: self = unsafeBitCast(UInt8(4), to: AnimationCurve.self)
            default: return nil
            }
        }

        /// UIKit's raw value (7 for the keyboard's curve).
        public var rawValue: Int {
            switch self {
            case .easeInOut: 0
            case .easeIn: 1
            case .easeOut: 2
            case .linear: 3
            default: 7
            }
        }

        /// Core Animation's curve for it.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            default: KeyboardCurve.timingFunction
            }
        }
    }
}
