import CoreGraphics

/// The scroll view of a compositional section that scrolls across the layout's axis, as iOS gives each
/// such section one: it covers the section's row, holds the row's cells (in `container`, whose
/// coordinates stay the collection view's content coordinates however far the row scrolls), and tells
/// the layout when it scrolls. A drag along the row scrolls it; a drag across it fails this scroll
/// view's pan and reaches the collection view's.
@MainActor
final class OrthogonalSectionScrollView: UIScrollView {
    /// The layout to tell about scrolling (weak: the layout owns the scroll views).
    weak var layout: UICollectionViewCompositionalLayout?
    var section: Int
    /// Holds the row's cells and badges, moved against the scrolling so its coordinates stay put.
    let container = UIView()
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    /// Where groups start and end along the row (for the group behaviours' resting places).
    var groupSpans: [(start: CGFloat, end: CGFloat)] = []
    /// The leading content inset of the section (groups rest there with `groupPaging`).
    var leadingInset: CGFloat = 0
    /// The axis the row scrolls along.
    var rowAxis: CompositionalAxis = .horizontal
    /// The strip the scroll view covers, in the collection view's content coordinates.
    var strip: CGRect = .zero

    init(section: Int) {
        self.section = section
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        clipsToBounds = false
        backgroundColor = nil
        container.clipsToBounds = false
        addSubview(container)
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    /// How far the row is scrolled along its axis.
    var rowOffset: CGFloat { rowAxis == .horizontal ? contentOffset.x : contentOffset.y }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != old {
                placeContainer()
                layout?.orthogonalScrollerDidScroll(self)
            }
        }
    }

    /// Keeps the container's coordinates the collection view's content coordinates.
    func placeContainer() {
        let b = super.bounds.origin
        container.frame.origin = CGPoint(x: b.x - strip.minX, y: b.y - strip.minY)
    }

    /// The group behaviours rest at group boundaries: one group per flick with paging, the nearest
    /// boundary to the glide's end otherwise.
    override func restingTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard !groupSpans.isEmpty else { return proposed }
        let horizontal = rowAxis == .horizontal
        let visible = horizontal ? bounds.width : bounds.height
        let limit = max(0, (horizontal ? contentSize.width : contentSize.height) - visible)
        let v = horizontal ? velocity.x : velocity.y
        let current = rowOffset
        let proposedOffset = horizontal ? proposed.x : proposed.y
        let stops: [CGFloat]
        switch behavior {
        case .groupPagingCentered:
            stops = groupSpans.map { min(limit, max(0, ($0.start + $0.end) / 2 - visible / 2)) }
        case .groupPaging, .continuousGroupLeadingBoundary:
            stops = groupSpans.map { min(limit, max(0, $0.start - leadingInset)) }
        default:
            return proposed
        }
        var target: CGFloat
        if behavior == .continuousGroupLeadingBoundary {
            target = stops.min { abs($0 - proposedOffset) < abs($1 - proposedOffset) } ?? proposedOffset
        } else {
            // One group per flick: the next stop in the flick's direction, or the nearest.
            let nearest = stops.min { abs($0 - current) < abs($1 - current) } ?? current
            if v > 0.05 {
                target = stops.first { $0 > current + 0.5 } ?? nearest
            } else if v < -0.05 {
                target = stops.last { $0 < current - 0.5 } ?? nearest
            } else {
                target = nearest
            }
        }
        target = min(limit, max(0, target))
        return horizontal ? CGPoint(x: target, y: proposed.y) : CGPoint(x: proposed.x, y: target)
    }
}
