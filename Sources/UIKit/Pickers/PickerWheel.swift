/// One component of a picker view: a scroll view whose rows sit on a turning cylinder.
///
/// The scroll view's own dragging, deceleration and spring back move it (`UIScrollView+Dragging`);
/// the wheel only chooses where a throw comes to rest (the row nearest the glide's end) and tells its
/// picker when it has settled. The content is `rows × rowHeight` tall with insets that let the first
/// and last rows reach the centre, so the offset `row × rowHeight − inset` centres `row`.
///
/// Rows are views laid on the cylinder: a row whose centre is `d` points of arc from the picker's
/// centre line turns by θ = d / r (r is half the wheel's height) and shows at `r · sin θ` from the
/// centre, `cos θ` as tall, slightly narrower with depth and fainter; rows past a quarter turn are
/// out of sight and have no view (their views wait for reuse).
@preconcurrency @MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    /// The picker the wheel belongs to (it owns the wheel).
    weak var picker: UIPickerView?
    /// Which component the wheel shows.
    var component: Int
    /// The number of rows and their height.
    private(set) var rowCount = 0
    private(set) var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The views of the rows in sight, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    /// Row views out of sight, kept to be handed back for reuse.
    private var reusable: [UIView] = []
    /// Row views the picker made itself (labels), as opposed to the delegate's views.
    private var ownLabels = Set<ObjectIdentifier>()
    /// Whether a scroll the user started (a drag, or a tap on a row) has yet to settle.
    private var userScrollPending = false
    /// How many views the wheel has made or been given (for tests: reuse keeps it small).
    private(set) var viewsCreated = 0

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        backgroundColor = nil
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        scrollsToTop = false
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: PickerWheel.handleTap)
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: Accessibility

    /// The centred row's title (or its view's label), as VoiceOver reads a picker's wheel.
    override var accessibilityValue: String? {
        get {
            let row = centredRow
            guard row >= 0, let picker else { return super.accessibilityValue }
            if let view = rowViews[row] {
                if let label = view as? UILabel { return label.attributedText?.string ?? label.text }
                if let label = view.accessibilityLabel { return label }
            }
            return picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
                ?? picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
        }
        set { super.accessibilityValue = newValue }
    }

    /// Turns to the next row, as the user would (the delegate hears it once the wheel settles).
    override func accessibilityIncrement() { turnAsUser(by: 1) }

    /// Turns to the previous row, as the user would.
    override func accessibilityDecrement() { turnAsUser(by: -1) }

    private func turnAsUser(by rows: Int) {
        guard rowCount > 0 else { return }
        let target = min(max(centredRow + rows, 0), rowCount - 1)
        guard target != centredRow else { return }
        userScrollPending = true
        setContentOffset(CGPoint(x: 0, y: offset(for: target)), animated: true)
    }

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }

    // MARK: Geometry

    /// The radius of the cylinder: half the wheel's height.
    var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The inset above the first row (and below the last) that lets them reach the centre.
    var edgeInset: CGFloat { (bounds.height - rowHeight) / 2 }

    /// The offset that centres `row`.
    func offset(for row: Int) -> CGFloat { CGFloat(row) * rowHeight - edgeInset }

    /// The row nearest the centre line for `offset`, within the rows.
    func row(at offset: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = Int(((offset + edgeInset) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// The row at the centre line now.
    var centredRow: Int { row(at: contentOffset.y) }

    /// Places the wheel at `frame` in the picker through its centre and size: the layer's frame setter
    /// counts a scrolled bounds origin into the position, so setting `frame` on a scrolled wheel
    /// would move it.
    func place(in frame: CGRect) {
        bounds.size = frame.size
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Sets the number of rows and their height, keeping `selected` centred.
    func configure(rows: Int, rowHeight: CGFloat, width: CGFloat, selected: Int) {
        recycleAll()
        rowCount = max(rows, 0)
        self.rowHeight = rowHeight
        contentSize = CGSize(width: width, height: CGFloat(rowCount) * rowHeight)
        contentInset = UIEdgeInsets(top: edgeInset, left: 0, bottom: edgeInset, right: 0)
        if drag == nil, motion == nil {
            bounds.origin = CGPoint(x: 0, y: offset(for: max(selected, 0)))
        }
        setNeedsLayout()
    }

    /// Moves `row` to the centre line (the picker's `selectRow`: no delegate call).
    func centre(row: Int, animated: Bool) {
        userScrollPending = false
        setContentOffset(CGPoint(x: 0, y: offset(for: row)), animated: animated)
    }

    // MARK: Settling

    /// A throw comes to rest on the row nearest where it would have stopped.
    override func restingTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard rowCount > 0 else { return proposed }
        return CGPoint(x: proposed.x, y: offset(for: row(at: proposed.y)))
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userScrollPending = true
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settled() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        // A finger that stops the glide starts a new drag, which settles later.
        guard drag == nil else { return }
        settled()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settled()
    }

    /// The wheel has come to rest: a user's scroll tells the picker which row it landed on.
    private func settled() {
        guard userScrollPending else { return }
        userScrollPending = false
        picker?.wheelSettled(self, on: centredRow)
    }

    /// A tap on a row above or below the centre turns the wheel to it, as a user's change.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0 else { return }
        let y = tap.location(in: self).y
        let centreY = contentOffset.y + bounds.height / 2
        // Undo the projection: the tapped point is r · sin θ from the centre line.
        let s = min(max((y - centreY) / radius, -1), 1)
        let arc = asin(s) * radius
        let target = row(at: contentOffset.y + arc)
        userScrollPending = true
        if abs(offset(for: target) - contentOffset.y) < 0.5 {
            settled()
        } else {
            setContentOffset(CGPoint(x: 0, y: offset(for: target)), animated: true)
        }
    }

    // MARK: Rows

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// The rows within a quarter turn of the centre line.
    var visibleRows: ClosedRange<Int>? {
        guard rowCount > 0, rowHeight > 0 else { return nil }
        let centreY = contentOffset.y + bounds.height / 2
        let reach = radius * .pi / 2 + rowHeight / 2
        let first = max(Int(((centreY - reach) / rowHeight).rounded(.down)), 0)
        let last = min(Int(((centreY + reach) / rowHeight).rounded(.up)), rowCount - 1)
        return first <= last ? first...last : nil
    }

    /// Puts a view on every row in sight at its place on the cylinder; rows out of sight give theirs up.
    func layoutRows() {
        let range = visibleRows
        for (row, view) in rowViews where range?.contains(row) != true {
            rowViews[row] = nil
            recycle(view)
        }
        guard let range, let picker else { return }
        let centreY = contentOffset.y + bounds.height / 2
        let r = radius
        for row in range {
            let d = (CGFloat(row) + 0.5) * rowHeight - centreY
            let theta = d / r
            guard abs(theta) < .pi / 2 else {
                if let view = rowViews.removeValue(forKey: row) { recycle(view) }
                continue
            }
            let view = rowViews[row] ?? makeView(row: row, picker: picker)
            rowViews[row] = view
            let cosine = cos(theta)
            // Depth foreshortens a little across too: the far rows sit r(1 − cos θ) behind the front.
            let depth = 1 / (1 + (1 - cosine) * r / PickerWheel.perspectiveDistance)
            view.transform = .identity
            // The picker's labels fill the row; a delegate's view keeps its size, centred in the row
            // (one without a size fills it), as UIKit places them.
            let own = ownLabels.contains(ObjectIdentifier(view))
            let size = own || view.bounds.size == .zero ? CGSize(width: bounds.width, height: rowHeight) : view.bounds.size
            view.bounds = CGRect(origin: .zero, size: size)
            view.center = CGPoint(x: bounds.width / 2, y: centreY + r * sin(theta))
            view.transform = CGAffineTransform(scaleX: depth, y: cosine * depth)
            let nearBand = max(0, 1 - abs(d) / rowHeight)
            view.alpha = cosine * (0.45 + 0.55 * nearBand)
        }
    }

    /// How far the eye is from the front of the wheel, in points (the perspective's strength).
    static let perspectiveDistance: CGFloat = 500

    private func makeView(row: Int, picker: UIPickerView) -> UIView {
        let reuse = reusable.popLast()
        if let given = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component,
                                                   reusing: reuse.flatMap { ownLabels.contains(ObjectIdentifier($0)) ? nil : $0 }) {
            if given !== reuse, let reuse { reusable.append(reuse) }
            if given !== reuse { viewsCreated += 1 }
            if given.superview !== self { addSubview(given) }
            given.isHidden = false
            return given
        }
        let label: UILabel
        if let reuse = reuse as? UILabel, ownLabels.contains(ObjectIdentifier(reuse)) {
            label = reuse
        } else {
            if let reuse { reusable.append(reuse) }
            label = UILabel()
            label.textAlignment = .center
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            ownLabels.insert(ObjectIdentifier(label))
            viewsCreated += 1
            addSubview(label)
        }
        label.isHidden = false
        label.font = UIPickerView.titleFont
        label.textColor = .label
        if let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    private func recycle(_ view: UIView) {
        view.isHidden = true
        reusable.append(view)
    }

    /// Gives up every row view (the rows changed).
    func recycleAll() {
        for view in rowViews.values { recycle(view) }
        rowViews.removeAll()
    }
}
