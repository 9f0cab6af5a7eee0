/// A view of spinning wheels, one per component, each showing rows the user turns to pick one.
///
/// The data source gives the number of components and rows; the delegate gives each row's title,
/// attributed title or view, the components' widths and row heights, and hears the user's picks.
/// It draws as iOS 17 does: the rows sit on a cylinder (above and below the centre they turn away,
/// foreshortened and fading), a grey rounded band marks the selected row across all components,
/// and the components stand side by side 5 points apart. Drag or flick a wheel and it glides with
/// the scroll view's deceleration, then comes to rest on a row; tap a row to turn it to the centre.
/// Only rows in sight have views; the others' views are handed back for reuse.
///
/// Where Tessera differs: iOS turns the rows in 3-D with a perspective transform; Tessera draws in
/// 2-D, so each row is scaled by the cylinder's projection (cos θ tall, a little narrower with depth)
/// and faded, which looks the same at the picker's size. Rows are 32 points tall by default, titles
/// are in the 21-point system font, and the picker is 216 points tall (its intrinsic height).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Supplies the components and rows. Asked on the first layout and on every reload.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    /// Supplies the rows' contents and sizes and hears the user's picks.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    /// Kept for source compatibility: since iOS 7 the selection band always shows.
    @available(*, deprecated, message: "The selection band always shows")
    open var showsSelectionIndicator = true

    /// The height iOS gives a picker view (its intrinsic height).
    public static let defaultHeight: CGFloat = 216
    /// The default width (`sizeThatFits` and an empty frame).
    static let defaultWidth: CGFloat = 320
    /// The default row height.
    public static let defaultRowHeight: CGFloat = 32
    /// The space between components.
    static let componentSpacing: CGFloat = 5
    /// The margin between the picker's edges and the band and components.
    static let sideMargin: CGFloat = 8
    /// The rows' title font.
    static var titleFont: UIFont { .systemFont(ofSize: 21) }

    /// The wheels, one per component.
    private(set) var wheels: [PickerWheel] = []
    /// The selected row of each component (-1 for a component without rows).
    private var selections: [Int] = []
    /// The grey rounded band behind the selected rows.
    let selectionBand = UIView()
    /// Whether the data source must be asked again before the next layout.
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a picker view from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        if bounds.size == .zero {
            bounds.size = CGSize(width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
        }
        clipsToBounds = true
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// A picker is 216 points tall; its width follows its constraints.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight)
    }

    /// 320 × 216, whatever size is offered (as UIKit answers).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
    }

    // MARK: Components and rows

    /// The number of components, from the data source.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard let wheel = wheel(component, api: "numberOfRows(inComponent:)") else { return 0 }
        return wheel.rowCount
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: componentFrames()[component].width, height: rowHeight(component))
    }

    /// The view showing `row` of `component`, or nil when the row is out of sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard let wheel = wheel(component, api: "view(forRow:forComponent:)") else { return nil }
        if window != nil { layoutIfNeeded() } else { wheel.layoutRows() }
        return wheel.rowViews[row]
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks the data source and delegate again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        if needsReload { return reloadIfNeeded() }
        guard let wheel = wheel(component, api: "reloadComponent(_:)") else { return }
        load(wheel, frame: componentFrames()[component])
    }

    // MARK: Selection

    /// Turns `component` so `row` is selected (animated: over 0.3 s). The delegate is not told: only
    /// the user's changes reach `pickerView(_:didSelectRow:inComponent:)`.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard let wheel = wheel(component, api: "selectRow(_:inComponent:animated:)") else { return }
        guard row >= 0, row < wheel.rowCount else {
            TesseraLog.error("UIKit", "UIPickerView.selectRow(_:inComponent:animated:): row \(row) is out of bounds for component \(component) with \(wheel.rowCount) rows; the selection stays as it was")
            return
        }
        selections[component] = row
        wheel.centre(row: row, animated: animated && window != nil)
    }

    /// The selected row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else {
            TesseraLog.error("UIKit", "UIPickerView.selectedRow(inComponent:): component \(component) does not exist (the picker has \(wheels.count)); -1 is returned")
            return -1
        }
        return selections[component]
    }

    /// A wheel the user turned came to rest on `row`.
    func wheelSettled(_ wheel: PickerWheel, on row: Int) {
        let component = wheel.component
        guard selections.indices.contains(component), row >= 0 else { return }
        guard selections[component] != row else { return }
        selections[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let frames = componentFrames()
        for (wheel, frame) in zip(wheels, frames) where wheel.frame != frame {
            load(wheel, frame: frame)
        }
        layoutBand(frames)
    }

    /// The frames of the components, side by side and centred: the delegate's widths, or equal
    /// shares of the width inside the margins.
    func componentFrames() -> [CGRect] {
        let count = wheels.count
        guard count > 0 else { return [] }
        let spacing = UIPickerView.componentSpacing
        let available = max(bounds.width - 2 * UIPickerView.sideMargin - spacing * CGFloat(count - 1), 0)
        var widths = (0..<count).map { component -> CGFloat in
            let asked = delegate?.pickerView(self, widthForComponent: component) ?? 0
            guard asked.isFinite, asked > 0 else {
                if !asked.isFinite || asked < 0 { badValue("width", asked, component) }
                return -1
            }
            return asked
        }
        let unsized = widths.filter { $0 < 0 }.count
        if unsized > 0 {
            let given = widths.filter { $0 >= 0 }.reduce(0, +)
            let share = max((available - given) / CGFloat(unsized), 0)
            widths = widths.map { $0 < 0 ? share : $0 }
        }
        let total = widths.reduce(0, +) + spacing * CGFloat(count - 1)
        var x = (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The band behind the selected rows: across every component (inside the margins), as tall as
    /// the tallest component's rows, centred.
    private func layoutBand(_ frames: [CGRect]) {
        let height = wheels.indices.map(rowHeight).max() ?? UIPickerView.defaultRowHeight
        let minX = min(frames.first?.minX ?? UIPickerView.sideMargin, UIPickerView.sideMargin)
        let maxX = max(frames.last?.maxX ?? bounds.width - UIPickerView.sideMargin, bounds.width - UIPickerView.sideMargin)
        selectionBand.frame = CGRect(x: minX, y: (bounds.height - height) / 2, width: maxX - minX, height: height)
    }

    /// The row height of `component`: the delegate's, or 32 points.
    func rowHeight(_ component: Int) -> CGFloat {
        let asked = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        guard asked.isFinite, asked > 0 else {
            if !asked.isFinite || asked < 0 { badValue("row height", asked, component) }
            return UIPickerView.defaultRowHeight
        }
        return asked
    }

    private func badValue(_ what: String, _ value: CGFloat, _ component: Int) {
        TesseraLog.warningOnce("UIKit", key: "UIPickerView.bad\(what).\(component)",
                               "UIPickerView: the delegate's \(what) for component \(component) is \(value); the default is used instead")
    }

    /// Asks the data source for the components (when something asked for a reload) and rebuilds the wheels.
    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        var count = dataSource?.numberOfComponents(in: self) ?? 0
        if count < 0 {
            TesseraLog.error("UIKit", "UIPickerView: numberOfComponents(in:) returned \(count); the picker shows no components")
            count = 0
        }
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        selections = Array(selections.prefix(count)) + Array(repeating: 0, count: max(count - selections.count, 0))
        let frames = componentFrames()
        for (wheel, frame) in zip(wheels, frames) { load(wheel, frame: frame) }
        layoutBand(frames)
    }

    /// Asks the data source for the rows of `wheel`'s component and places it in `frame`.
    private func load(_ wheel: PickerWheel, frame: CGRect) {
        let component = wheel.component
        var rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        if rows < 0 {
            TesseraLog.error("UIKit", "UIPickerView: pickerView(_:numberOfRowsInComponent:) returned \(rows) for component \(component); it shows no rows")
            rows = 0
        }
        let selected = rows == 0 ? -1 : min(max(selections[component], 0), rows - 1)
        selections[component] = selected
        wheel.place(in: frame)
        wheel.configure(rows: rows, rowHeight: rowHeight(component), width: frame.width, selected: selected)
    }

    private func wheel(_ component: Int, api: String) -> PickerWheel? {
        guard wheels.indices.contains(component) else {
            TesseraLog.error("UIKit", "UIPickerView.\(api): component \(component) does not exist (the picker has \(wheels.count))")
            return nil
        }
        return wheels[component]
    }
}
