/// A horizontal row of segments, each showing a title or an image, of which one at most is selected.
///
/// It looks like iOS 13 and later: a rounded track with a sliding "pill" under the selected segment
/// (`selectedSegmentTintColor`), thin dividers between unselected segments, and titles that turn
/// semibold when selected. Once any background image is set, it draws the classic way instead: each
/// segment's background image for its state, with the divider images between segments.
///
/// Touch: a segment is selected when the finger lifts on it, and `.valueChanged` is sent only when the
/// selection changes; a finger that goes down on the selected segment drags the pill to another one.
/// Where Tessera differs: inserting or removing a segment with `animated: true` resizes the segments at
/// once (the pill's moves between segments are animated).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The segments, in order.
    var items: [Item] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var storedSelectedSegmentTintColor: UIColor?
    /// Background images by [state, bar metrics].
    var backgroundImages: [[Int]: UIImage] = [:]
    /// Divider images by [left state, right state, bar metrics].
    var dividerImages: [[Int]: UIImage] = [:]
    /// Title attributes by state.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Content position adjustments by [segment type, bar metrics].
    var positionAdjustments: [[Int]: UIOffset] = [:]
    /// Each segment's content width (title or image), measured when first needed.
    var cachedContentWidths: [CGFloat]?

    // Touch and animation state (see UISegmentedControl+Tracking.swift).
    /// The segment under the finger while tracking (nil when the finger is outside).
    var touchedIndex: Int?
    /// Whether the finger went down on the selected segment, so the pill follows it.
    var isDraggingPill = false
    /// Where the pill started its current slide, and how far it is (1: arrived).
    var pillStart: CGRect?
    var pillProgress: CGFloat = 1
    var pillAnimation: ControlAnimation?

    // Hit testing may walk into a UISegmentedControl without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UISegmentedControl.self }

    /// Creates an empty segmented control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        updateLook()
    }

    /// Creates a segmented control with a segment per item (a `String` title or a `UIImage`), sized
    /// to fit them.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                appendItem(Item(title: title))
            } else if let image = item as? UIImage {
                appendItem(Item(image: image))
            } else {
                TesseraLog.error("UIKit", "UISegmentedControl(items:): an item must be a String or a UIImage, not \(type(of: item)); it is skipped")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a segmented control with a segment per action (showing its image, else its title);
    /// selecting a segment runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { appendItem(Item(action: action)) }
    }

    /// Creates a segmented control from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        updateLook()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderControl(coder); decodeInterfaceBuilderSegmentedControl(coder) }
    }

    private func appendItem(_ item: Item) {
        items.append(item)
        segmentsChanged()
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { items.count }

    /// Inserts a segment with a title at `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Item(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Item(image: image), at: segment)
    }

    /// Inserts a segment for an action at `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Item(action: action), at: segment)
    }

    /// Removes a segment; removing the selected one leaves no segment selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment(at:animated:)") else { return }
        items.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsChanged()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        items.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsChanged()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        items[segment].title = title
        items[segment].image = nil
        segmentsChanged()
    }

    /// A segment's title (nil for an image segment or an invalid index).
    open func titleForSegment(at segment: Int) -> String? {
        items.indices.contains(segment) ? items[segment].title : nil
    }

    /// Sets a segment's image (replacing its title). Images are drawn in the title colour unless
    /// their rendering mode is `.alwaysOriginal`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        items[segment].image = image
        items[segment].title = nil
        segmentsChanged()
    }

    /// A segment's image (nil for a title segment or an invalid index).
    open func imageForSegment(at segment: Int) -> UIImage? {
        items.indices.contains(segment) ? items[segment].image : nil
    }

    /// Sets the action of a segment, which then shows the action's image, else its title.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        items[segment] = Item(action: action, keeping: items[segment])
        segmentsChanged()
    }

    /// The action of a segment (nil when it has none).
    open func actionForSegment(at segment: Int) -> UIAction? {
        items.indices.contains(segment) ? items[segment].action : nil
    }

    /// The index of the segment whose action has an identifier, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        items.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width >= 0, width.isFinite else {
            return BadValue.report("UIKit", api: "UISegmentedControl.setWidth(_:forSegmentAt:)", "the width must be 0 (automatic) or positive, not \(BadValue.number(width)); it is ignored")
        }
        items[segment].width = width
        segmentsChanged()
    }

    /// The width set for a segment (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        items.indices.contains(segment) ? items[segment].width : 0
    }

    /// Moves a segment's title or image from the centre of the segment.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        items[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// The offset of a segment's content.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        items.indices.contains(segment) ? items[segment].contentOffset : .zero
    }

    /// Enables or disables one segment (a disabled segment is dimmed and can't be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        items[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled (false for an invalid index).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        items.indices.contains(segment) && items[segment].isEnabled
    }

    /// Whether segments size themselves to their content instead of sharing the width equally (false
    /// by default). Segments with a width of their own keep it either way.
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout(); setNeedsDisplay() } }
    }

    // MARK: Selection

    /// The selected segment, or `noSegment`. Setting it doesn't send `.valueChanged`; an index out of
    /// range is reported and ignored (UIKit raises).
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || items.indices.contains(newValue) else {
                return BadValue.report("UIKit", api: "UISegmentedControl.selectedSegmentIndex", "\(newValue) is out of range (the control has \(items.count) segment\(items.count == 1 ? "" : "s"); use 0…\(items.count - 1) or UISegmentedControl.noSegment); the selection stays \(storedSelectedIndex)")
            }
            guard newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            stopPillSlide()
            setNeedsDisplay()
        }
    }

    /// Whether segments act as buttons: a touched segment is highlighted, sends `.valueChanged` when
    /// the finger lifts on it (every time), and then no segment is selected (false by default).
    open var isMomentary = false {
        didSet { if isMomentary != oldValue { setNeedsDisplay() } }
    }

    // MARK: Appearance

    /// The colour of the selected segment's pill (nil: white, or grey in dark mode).
    open var selectedSegmentTintColor: UIColor? {
        get { storedSelectedSegmentTintColor }
        set {
            guard appearanceAllowsSetting(Self.selectedSegmentTintColorAppearance) else { return }
            storedSelectedSegmentTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// Sets the background image for segments in a state; any background image switches the control
    /// to the classic look. Make the image resizable: its caps draw the control's ends.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        let axes = [Int(state.rawValue), barMetrics.rawValue]
        guard appearanceAllowsSetting(Self.backgroundImageAppearance, axes: axes) else { return }
        backgroundImages[axes] = backgroundImage
        appearanceImagesChanged()
    }

    /// The background image set for a state and bar metrics.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]]
    }

    /// Sets the image drawn between a segment in `leftState` and one in `rightState` (classic look);
    /// its width is the space between segments, and it stretches to the control's height.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        let axes = [Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]
        guard appearanceAllowsSetting(Self.dividerImageAppearance, axes: axes) else { return }
        dividerImages[axes] = dividerImage
        appearanceImagesChanged()
    }

    /// The divider image set for a pair of states and bar metrics.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[[Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]]
    }

    /// Sets the title attributes (font, colour, shadow…) for a state; states other than `.normal`
    /// add to the normal attributes.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard appearanceAllowsSetting(Self.titleTextAttributesAppearance, axes: [Int(state.rawValue)]) else { return }
        titleAttributesByState[state.rawValue] = attributes
        cachedContentWidths = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Moves the content of segments in a position (left, centre, right, alone, or `.any` for those
    /// without their own adjustment).
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: UIBarMetrics) {
        let axes = [leftCenterRightOrAlone.rawValue, barMetrics.rawValue]
        guard appearanceAllowsSetting(Self.contentPositionAdjustmentAppearance, axes: axes) else { return }
        positionAdjustments[axes] = adjustment
        setNeedsDisplay()
    }

    /// The content position adjustment set for a segment position and bar metrics.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[[leftCenterRightOrAlone.rawValue, barMetrics.rawValue]] ?? .zero
    }

    // MARK: Size, drawing and touches

    /// The size of the segments' content: each segment's title or image with padding (every
    /// automatic segment as wide as the widest unless widths are apportioned by content), 32 points
    /// high (the background image's height in the classic look).
    open override var intrinsicContentSize: CGSize { fittingSize }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessibilityElements()
    }

    open override func draw(_ rect: CGRect) {
        drawSegments()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSegmentTracking(touch)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSegmentTracking(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endSegmentTracking(touch)
    }

    open override func cancelTracking(with event: UIEvent?) {
        cancelSegmentTracking()
    }

    // MARK: Accessibility

    /// Not an element itself: each segment is one (a button whose value is its position, "1 of 3").
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? false }
        set { super.isAccessibilityElement = newValue }
    }

    /// The value set, else the selected segment's title.
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? (items.indices.contains(storedSelectedIndex) ? accessibilityLabel(ofPart: storedSelectedIndex) : nil) }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Helpers

    private func insert(_ item: Item, at segment: Int) {
        let index = min(max(segment, 0), items.count)
        if index != segment {
            BadValue.report("UIKit", api: "UISegmentedControl.insertSegment", "segment \(segment) is out of range (the control has \(items.count) segment\(items.count == 1 ? "" : "s")); inserted at \(index)")
        }
        items.insert(item, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsChanged()
    }

    /// Whether `segment` is a valid index; reports the misuse when it isn't.
    private func checkIndex(_ segment: Int, _ method: String) -> Bool {
        guard !items.indices.contains(segment) else { return true }
        BadValue.report("UIKit", api: "UISegmentedControl.\(method)", "segment \(segment) is out of range (the control has \(items.count) segment\(items.count == 1 ? "" : "s")); the call is ignored")
        return false
    }

    /// After segments were added, removed or changed: measure again, resize, redraw.
    private func segmentsChanged() {
        cachedContentWidths = nil
        stopPillSlide()
        updateAccessibilityElements()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func appearanceImagesChanged() {
        updateLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The track's rounded corners (for a background colour) in the modern look only.
    private func updateLook() {
        layer.cornerRadius = usesClassicLook ? 0 : Self.trackCornerRadius
    }
}

extension UISegmentedControl.Item {
    /// A segment for an action, showing its image, else its title; the width, enabling and offset are
    /// kept from `old`.
    @MainActor init(action: UIAction, keeping old: UISegmentedControl.Item? = nil) {
        self.init(title: action.image == nil ? action.title : nil, image: action.image, width: old?.width ?? 0,
                  isEnabled: old?.isEnabled ?? true, contentOffset: old?.contentOffset ?? .zero, action: action)
    }
}
