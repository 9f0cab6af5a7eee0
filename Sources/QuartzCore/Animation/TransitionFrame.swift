/// How a layer in a transition draws at one moment: where (and how opaque, how squeezed) its old look
/// and its new look are, in the layer's own coordinates.
@MainActor
struct TransitionFrame {
    /// One of the two looks.
    struct Look {
        var offset = CGSize.zero
        var alpha: CGFloat = 1
        /// Horizontal and vertical squeeze around the centre (flips).
        var scale = CGSize(width: 1, height: 1)
        var isVisible: Bool { alpha > 0 && scale.width > 0 && scale.height > 0 }

        /// The look's placement, applied in the layer's coordinates.
        func transform(in bounds: CGRect) -> CGAffineTransform {
            CGAffineTransform(translationX: bounds.midX + offset.width, y: bounds.midY + offset.height)
                .scaledBy(x: scale.width, y: scale.height)
                .translatedBy(x: -bounds.midX, y: -bounds.midY)
        }
    }

    var old = Look()
    var new = Look()
    /// Whether the old look draws over the new one (reveal) rather than under it.
    var oldOnTop = false
    /// Whether the looks cross-dissolve (fade): their alphas sum to one.
    var dissolves = false

    /// The frame of `transition` at progress `p` (0…1) for a layer with `bounds`.
    init(_ transition: CATransition, progress p: Double, bounds: CGRect) {
        let p = CGFloat(min(max(p, 0), 1))
        // The unit direction the new look travels in, and the distance: the bounds' width or height.
        let subtype = transition.subtype ?? .fromLeft
        let (dx, dy): (CGFloat, CGFloat) = switch subtype {
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        default: (1, 0)
        }
        let travel = CGSize(width: dx * bounds.width, height: dy * bounds.height)
        func offset(_ f: CGFloat) -> CGSize { CGSize(width: travel.width * f, height: travel.height * f) }
        switch transition.type {
        case .push:
            new.offset = offset(p - 1)
            old.offset = offset(p)
        case .moveIn:
            new.offset = offset(p - 1)
        case .reveal:
            old.offset = offset(p)
            oldOnTop = true
        case .flip:
            let squeeze = abs(1 - 2 * p)
            let horizontal = dx != 0
            let shown = CGSize(width: horizontal ? squeeze : 1, height: horizontal ? 1 : squeeze)
            if p < 0.5 { old.scale = shown; new.alpha = 0 } else { new.scale = shown; old.alpha = 0 }
        default:
            old.alpha = 1 - p
            new.alpha = p
            dissolves = true
        }
    }

    /// The area both looks cover during the whole transition, in the layer's coordinates.
    static func extent(of transition: CATransition, bounds: CGRect) -> CGRect {
        switch transition.type {
        case .push, .moveIn, .reveal:
            let start = TransitionFrame(transition, progress: 0, bounds: bounds)
            let end = TransitionFrame(transition, progress: 1, bounds: bounds)
            return [start.old, start.new, end.old, end.new].reduce(bounds) { area, look in
                area.union(bounds.offsetBy(dx: look.offset.width, dy: look.offset.height))
            }
        default:
            return bounds
        }
    }
}
