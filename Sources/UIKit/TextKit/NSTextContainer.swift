import Foundation

/// The region text is laid out in: a size, shapes the text flows around (`exclusionPaths`), an inset at
/// both ends of every line (`lineFragmentPadding`, 5 points) and a line limit.
///
/// A text view keeps its container's width in step with its own when `widthTracksTextView` is true.
/// `lineFragmentRect(forProposedRect:at:writingDirection:remaining:)` is what the layout manager asks
/// for every line: the proposed line, cut where exclusion paths cover it, as on iOS.
///
/// Where Tessera differs: like Apple's, it is not bound to the main actor but must be used from one
/// thread at a time.
open class NSTextContainer: NSObject {
    /// The container's size; 10,000,000 (TextKit's "unlimited") in either direction when not given.
    open var size: CGSize {
        didSet {
            if !BadValue.usable(size.width) || !BadValue.usable(size.height) || size.width < 0 || size.height < 0 {
                TesseraLog.error("UIKit", "NSTextContainer.size: \(size) is not a usable size; \(oldValue) is kept")
                size = oldValue
                return
            }
            if size != oldValue { layoutManager?.textContainerChangedGeometry(self) }
        }
    }

    /// Shapes, in container coordinates, that text flows around.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet {
            shapes = exclusionPaths.map(ExclusionShape.init)
            layoutManager?.textContainerChangedGeometry(self)
        }
    }

    /// How the last line is cut when the text does not fit (`.byWordWrapping` by default: not cut).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// The inset at the start and end of every line fragment (5 points).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !BadValue.usable(lineFragmentPadding) || lineFragmentPadding < 0 {
                TesseraLog.error("UIKit", "NSTextContainer.lineFragmentPadding: \(lineFragmentPadding) is not usable; \(oldValue) is kept")
                lineFragmentPadding = oldValue
                return
            }
            if lineFragmentPadding != oldValue { layoutManager?.textContainerChangedGeometry(self) }
        }
    }

    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
            if maximumNumberOfLines != oldValue { layoutManager?.textContainerChangedGeometry(self) }
        }
    }

    /// Whether a text view sets the container's width to its own (less its insets) when it resizes.
    open var widthTracksTextView = false
    /// Whether a text view sets the container's height to its own when it resizes.
    open var heightTracksTextView = false

    /// The layout manager laying text out in this container.
    open weak var layoutManager: NSLayoutManager?

    /// The TextKit 2 layout manager using this container, if any.
    open weak var textLayoutManager: NSTextLayoutManager?

    /// Whether the container is a plain rectangle (no exclusion paths), so lines need no cutting.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// The exclusion paths, flattened.
    private(set) var shapes: [ExclusionShape] = []

    /// Creates a container of `size`.
    public init(size: CGSize) {
        let usable = BadValue.usable(size.width) && BadValue.usable(size.height) && size.width >= 0 && size.height >= 0
        if !usable { TesseraLog.error("UIKit", "NSTextContainer(size:): \(size) is not a usable size; unlimited is used") }
        self.size = usable ? size : CGSize(width: 10_000_000, height: 10_000_000)
        super.init()
    }

    /// Creates an unlimited container (10,000,000 points each way).
    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Creates a container from an archive; Tessera has no nibs, so this makes an unlimited one.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Replaces the layout manager (as `NSLayoutManager.addTextContainer` does).
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        let old = layoutManager
        old?.removeTextContainer(at: old?.textContainers.firstIndex { $0 === self } ?? -1)
        newLayoutManager.addTextContainer(self)
    }

    /// The part of `proposedRect` a line may use: the proposed rectangle cut to the container's width,
    /// then, where exclusion paths cover it, its first uncovered piece (from the leading side).
    /// `remainingRect` gets the part after that piece (`.zero` when none), so a line fragment is split
    /// into the pieces the paths leave, as TextKit does.
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        let pieces = fragmentPieces(for: proposedRect)
        guard !pieces.isEmpty else {
            remainingRect?.pointee = .zero
            return .zero
        }
        let rtl = baseWritingDirection == .rightToLeft
        let first = rtl ? pieces[pieces.count - 1] : pieces[0]
        if pieces.count > 1 {
            remainingRect?.pointee = rtl
                ? CGRect(x: proposedRect.minX, y: first.minY, width: first.minX - proposedRect.minX, height: first.height)
                : CGRect(x: first.maxX, y: first.minY, width: proposedRect.maxX - first.maxX, height: first.height)
        } else {
            remainingRect?.pointee = .zero
        }
        return first
    }

    /// The uncovered pieces of a proposed line rectangle, left to right (the whole rectangle, cut to the
    /// container's width, when no path touches it). Pieces narrower than the padding plus a point are dropped.
    func fragmentPieces(for proposedRect: CGRect) -> [CGRect] {
        guard proposedRect.width.isFinite, proposedRect.height.isFinite, !proposedRect.isNull else { return [] }
        let minX = max(proposedRect.minX, 0), maxX = min(proposedRect.maxX, size.width)
        guard maxX > minX else { return [] }
        var covered: [ClosedRange<CGFloat>] = []
        for shape in shapes { covered += shape.coveredSpans(minY: proposedRect.minY, maxY: proposedRect.maxY) }
        covered = ExclusionShape.merged(covered)
        var pieces: [CGRect] = []
        var x = minX
        for span in covered where span.upperBound > x {
            if span.lowerBound > x { pieces.append(CGRect(x: x, y: proposedRect.minY, width: min(span.lowerBound, maxX) - x, height: proposedRect.height)) }
            x = max(x, span.upperBound)
            if x >= maxX { break }
        }
        if x < maxX { pieces.append(CGRect(x: x, y: proposedRect.minY, width: maxX - x, height: proposedRect.height)) }
        return pieces.filter { $0.width >= 2 * lineFragmentPadding + 1 }
    }

    /// Whether some exclusion path reaches into the band between `minY` and `maxY`.
    func exclusionsTouch(minY: CGFloat, maxY: CGFloat) -> Bool {
        shapes.contains { !$0.bounds.isNull && $0.bounds.maxY > minY && $0.bounds.minY < maxY }
    }

    /// The container's size and line limit.
    open override var description: String {
        "<NSTextContainer size = \(size); lineFragmentPadding = \(lineFragmentPadding); exclusionPaths = \(exclusionPaths.count)>"
    }
}
