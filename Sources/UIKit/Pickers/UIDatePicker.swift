import Foundation

/// A control for picking a date, a time, both, or a count-down duration.
///
/// `datePickerMode` says what is picked; `preferredDatePickerStyle` how it shows: wheels (a picker
/// view's spinning wheels: months, days and years, or hours, minutes and AM/PM, in the locale's order
/// and clock), compact (grey rounded fields; tapping one opens the calendar or the time wheels in a
/// card over the window), or inline (the month calendar in place). `automatic` is compact, as on an
/// iPhone. Dates are read and shown with the picker's `calendar`, `locale` and `timeZone`, kept within
/// `minimumDate`…`maximumDate`, and times step by `minuteInterval`. The picker sends `.valueChanged`
/// only when the user changes the value, never when code sets it.
///
/// Where Tessera differs: iOS's month, day, hour and minute wheels loop round; Tessera's stop at their
/// ends. The count-down wheels carry their units in each row's title ("5 hours", "30 min") instead
/// of fixed labels beside the centre row. With `roundsToMinuteInterval`, `date` itself is rounded to
/// the nearest interval (seconds dropped) when the interval is over a minute, so what it returns is
/// what the wheels show.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildContent() } }
    }

    /// The style asked for (`.automatic` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuildContent() } }
    }

    /// The style the picker shows: the preferred one, with `automatic` resolved to compact and the
    /// count-down timer always in wheels.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The locale of the names and the order of the fields (the current locale by default).
    open var locale: Locale? {
        didSet { rebuildContent() }
    }

    /// The calendar that splits dates into months, days and years (the current one by default).
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? Calendar.current
            rebuildContent()
        }
    }
    private var storedCalendar = Calendar.current

    /// The time zone the date is shown in (nil: the current time zone).
    open var timeZone: TimeZone? {
        didSet { rebuildContent() }
    }

    /// The date shown (now by default), within `minimumDate`…`maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// The earliest date the picker allows (nil: none). A later `date` is kept within it.
    open var minimumDate: Date? {
        didSet { applyLimits() }
    }

    /// The latest date the picker allows (nil: none).
    open var maximumDate: Date? {
        didSet { applyLimits() }
    }

    /// The step of the minute wheel, from 1 to 30, a divisor of 60 (1 by default). Other values are
    /// refused (logged), as UIKit ignores them.
    open var minuteInterval: Int = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 {
                TesseraLog.error("UIKit", "UIDatePicker.minuteInterval: \(minuteInterval) is not a divisor of 60 between 1 and 30; it stays \(oldValue)")
                minuteInterval = oldValue
                return
            }
            storedDate = normalized(storedDate)
            countDownSeconds = normalizedDuration(countDownSeconds)
            rebuildContent()
        }
    }

    /// Whether the date is rounded to the minute interval (true by default).
    open var roundsToMinuteInterval = true {
        didSet { storedDate = normalized(storedDate); refreshContent(animated: false) }
    }

    /// The duration shown in count-down mode, in seconds: whole minutes (a multiple of the minute
    /// interval) from 0 to 23 hours 59 minutes.
    open var countDownDuration: TimeInterval {
        get { countDownSeconds }
        set {
            guard newValue.isFinite else {
                TesseraLog.error("UIKit", "UIDatePicker.countDownDuration: \(newValue) is not a number of seconds; it stays \(countDownSeconds)")
                return
            }
            countDownSeconds = normalizedDuration(newValue)
            refreshContent(animated: false)
        }
    }
    private var countDownSeconds: TimeInterval = 0

    /// What shows the picker's value in its style.
    private(set) var content: (UIView & DatePickerContent)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildContent()
    }

    /// Creates a date picker from an archive; Tessera has no nibs, so this makes a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildContent()
    }

    /// Shows `date` (kept within the limits and rounded to the minute interval); animated turns the
    /// wheels or slides the calendar. No `.valueChanged`: only the user's changes send it.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = normalized(date)
        refreshContent(animated: animated)
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        content?.preferredSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        content?.preferredSize ?? .zero
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }

    /// A disabled picker ignores touches and shows its value faded, as UIKit greys it.
    override func controlStateDidChange() {
        super.controlStateDidChange()
        applyEnabled()
    }

    private func applyEnabled() {
        content?.isUserInteractionEnabled = isEnabled
        content?.alpha = isEnabled ? 1 : 0.35
    }

    // MARK: Values

    /// The calendar the picker reads dates with: its calendar in its time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? TimeZone.current
        calendar.locale = effectiveLocale
        return calendar
    }

    /// The locale the picker formats with.
    var effectiveLocale: Locale { locale ?? Locale.current }

    /// `date` kept within the limits and rounded to the minute interval.
    func normalized(_ date: Date) -> Date {
        var date = date
        if roundsToMinuteInterval, minuteInterval > 1 {
            let cal = effectiveCalendar
            let start = cal.dateInterval(of: .minute, for: date)?.start ?? date
            let minute = cal.component(.minute, from: start)
            let seconds = date.timeIntervalSince(start)
            let rounded = Int((Double(minute) + seconds / 60) / Double(minuteInterval) + 0.5) * minuteInterval
            date = cal.date(byAdding: .minute, value: rounded - minute, to: start) ?? date
        }
        return clamped(date)
    }

    /// `date` kept within `minimumDate`…`maximumDate` (a minimum after the maximum wins).
    func clamped(_ date: Date) -> Date {
        var date = date
        if let maximumDate, date > maximumDate { date = maximumDate }
        if let minimumDate, date < minimumDate { date = minimumDate }
        return date
    }

    /// A duration in whole minutes, a multiple of the interval, within 0…23 h 59 min.
    func normalizedDuration(_ seconds: TimeInterval) -> TimeInterval {
        let minutes = Int(max(0, min(seconds, 86_399)) / 60)
        return TimeInterval(minutes / minuteInterval * minuteInterval * 60)
    }

    /// The user picked `date` in the content: it is kept within the limits (the content turns back
    /// when it was outside), and a change sends `.valueChanged`.
    func userChose(_ date: Date) {
        let chosen = normalized(date)
        let changed = chosen != storedDate
        storedDate = chosen
        refreshContent(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The user picked a count-down duration.
    func userChose(duration: TimeInterval) {
        let chosen = normalizedDuration(duration)
        let changed = chosen != countDownSeconds
        countDownSeconds = chosen
        if chosen != duration { refreshContent(animated: true) }
        if changed { sendActions(for: .valueChanged) }
    }

    private func applyLimits() {
        storedDate = normalized(storedDate)
        rebuildContent()
    }

    /// Shows the current value in the content.
    private func refreshContent(animated: Bool) {
        content?.update(animated: animated)
    }

    /// Makes the content again for the mode and style.
    private func rebuildContent() {
        content?.removeFromSuperview()
        let made: UIView & DatePickerContent
        switch (datePickerStyle, datePickerMode) {
        case (.wheels, _), (.automatic, .countDownTimer):
            made = DatePickerWheels(datePicker: self)
        case (.inline, .date), (.inline, .dateAndTime):
            made = DatePickerCalendarView(datePicker: self)
        default:
            made = DatePickerCompactView(datePicker: self)
        }
        content = made
        made.frame = bounds
        addSubview(made)
        made.update(animated: false)
        applyEnabled()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// A view that shows a date picker's value in one style.
@MainActor
protocol DatePickerContent: AnyObject {
    /// The size the style wants.
    var preferredSize: CGSize { get }
    /// Shows the picker's current value.
    func update(animated: Bool)
}
