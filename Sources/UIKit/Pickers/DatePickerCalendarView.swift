import Foundation

/// An inline date picker: iOS 17's month calendar. A header with the month and year and chevrons to
/// the previous and next month, a row of weekday abbreviations, and the month's days in weeks
/// starting on the calendar's first weekday; the selected day sits in a light tinted circle with its
/// number in the tint colour (a filled tint circle with white text when it is today), today shows in
/// the tint colour, and days outside the limits are greyed and cannot be picked. For `dateAndTime` a
/// "Time" row below holds the time field, whose wheels open over the window.
///
/// Where Tessera differs: tapping the month title does not swap the grid for month and year wheels.
@preconcurrency @MainActor
final class DatePickerCalendarView: UIView, DatePickerContent {
    private weak var datePicker: UIDatePicker?
    /// The first day of the month shown.
    private(set) var shownMonth = Date()
    let titleLabel = UILabel()
    let previousButton = CalendarChevron(pointingLeft: true)
    let nextButton = CalendarChevron(pointingLeft: false)
    private var weekdayLabels: [UILabel] = []
    /// One label per cell of the 6 × 7 grid.
    private(set) var dayLabels: [UILabel] = []
    /// The circle behind the selected day.
    let selectionCircle = UIView()
    /// The days of the cells (nil for the cells outside the month).
    private(set) var cellDays: [Date?] = Array(repeating: nil, count: 42)
    private let timeTitle = UILabel()
    let timePill = DatePickerPill()

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let cellHeight: CGFloat = 44
    static let timeRowHeight: CGFloat = 52
    static let sideInset: CGFloat = 12

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        addSubview(titleLabel)
        previousButton.onTap = { [weak self] in self?.showMonth(by: -1) }
        nextButton.onTap = { [weak self] in self?.showMonth(by: 1) }
        addSubview(previousButton)
        addSubview(nextButton)
        selectionCircle.isUserInteractionEnabled = false
        addSubview(selectionCircle)
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for _ in 0..<42 {
            let label = UILabel()
            label.textAlignment = .center
            dayLabels.append(label)
            addSubview(label)
        }
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: DatePickerCalendarView.tapped)
        addGestureRecognizer(tap)
        if datePicker.datePickerMode == .dateAndTime {
            timeTitle.text = "Time"
            timeTitle.font = .systemFont(ofSize: 17)
            timeTitle.textColor = .label
            addSubview(timeTitle)
            timePill.onTap = { [weak self] in self?.openTime() }
            addSubview(timePill)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var preferredSize: CGSize {
        let grid = Self.headerHeight + Self.weekdayHeight + 6 * Self.cellHeight + 8
        return CGSize(width: 320, height: grid + (datePicker?.datePickerMode == .dateAndTime ? Self.timeRowHeight : 0))
    }

    /// Shows the month of the picker's date with that day selected.
    func update(animated: Bool) {
        guard let datePicker else { return }
        let calendar = datePicker.effectiveCalendar
        shownMonth = calendar.dateInterval(of: .month, for: datePicker.date)?.start ?? datePicker.date
        timePill.text = DatePickerCompactView.format(datePicker.date, template: "jmm", picker: datePicker)
        fill()
        setNeedsLayout()
    }

    /// Moves the grid `months` months on (the chevrons); the date does not change.
    func showMonth(by months: Int) {
        guard let calendar = datePicker?.effectiveCalendar,
              let month = calendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        shownMonth = month
        fill()
        setNeedsLayout()
    }

    /// Sets the title, weekday letters and day numbers of the shown month.
    private func fill() {
        guard let datePicker else { return }
        let calendar = datePicker.effectiveCalendar
        titleLabel.text = DatePickerCompactView.format(shownMonth, template: "MMMMy", picker: datePicker)
        let symbols = calendar.shortStandaloneWeekdaySymbols
        for (i, label) in weekdayLabels.enumerated() {
            let index = (calendar.firstWeekday - 1 + i) % 7
            label.text = symbols.indices.contains(index) ? symbols[index].uppercased() : ""
        }
        let weekday = calendar.component(.weekday, from: shownMonth)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        let days = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        let selected = calendar.startOfDay(for: datePicker.date)
        let today = calendar.startOfDay(for: Date())
        selectionCircle.isHidden = true
        // VoiceOver reads each day as a button named by its whole date ("Tuesday, March 5").
        let spoken = DateFormatter()
        spoken.calendar = calendar
        spoken.locale = datePicker.locale ?? Locale.current
        spoken.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        for (i, label) in dayLabels.enumerated() {
            let dayNumber = i - lead + 1
            guard dayNumber >= 1, dayNumber <= days,
                  let day = calendar.date(byAdding: .day, value: dayNumber - 1, to: shownMonth) else {
                cellDays[i] = nil
                label.text = nil
                label.isAccessibilityElement = false
                continue
            }
            cellDays[i] = day
            label.text = "\(dayNumber)"
            let isSelected = day == selected, isToday = day == today
            label.isAccessibilityElement = true
            label.accessibilityLabel = spoken.string(from: day)
            label.accessibilityTraits = isSelected ? [.button, .selected] : allows(day, calendar) ? .button : [.button, .notEnabled]
            label.font = .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            if !allows(day, calendar) {
                label.textColor = .tertiaryLabel
            } else if isSelected {
                label.textColor = isToday ? .white : tintColor
                selectionCircle.isHidden = false
                selectionCircle.backgroundColor = isToday ? tintColor : tintColor.withAlphaComponent(0.12)
            } else {
                label.textColor = isToday ? tintColor : .label
            }
        }
    }

    /// Whether some moment of `day` lies within the picker's limits.
    private func allows(_ day: Date, _ calendar: Calendar) -> Bool {
        guard let datePicker else { return false }
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let minimum = datePicker.minimumDate, end <= minimum { return false }
        if let maximum = datePicker.maximumDate, day > maximum { return false }
        return true
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        fill()
    }

    /// The rectangle of grid cell `index` (row-major, 7 to a row).
    func cellFrame(_ index: Int) -> CGRect {
        let width = (bounds.width - 2 * Self.sideInset) / 7
        let top = Self.headerHeight + Self.weekdayHeight
        return CGRect(x: Self.sideInset + CGFloat(index % 7) * width, y: top + CGFloat(index / 7) * Self.cellHeight,
                      width: width, height: Self.cellHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.sideInset + 4
        titleLabel.frame = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset - 88, height: Self.headerHeight)
        nextButton.frame = CGRect(x: bounds.width - inset - 30, y: 7, width: 30, height: 30)
        previousButton.frame = CGRect(x: nextButton.frame.minX - 44, y: 7, width: 30, height: 30)
        for (i, label) in weekdayLabels.enumerated() {
            let cell = cellFrame(i)
            label.frame = CGRect(x: cell.minX, y: Self.headerHeight, width: cell.width, height: Self.weekdayHeight)
        }
        for (i, label) in dayLabels.enumerated() {
            label.frame = cellFrame(i)
            if let day = cellDays[i], let datePicker,
               day == datePicker.effectiveCalendar.startOfDay(for: datePicker.date) {
                let cell = cellFrame(i)
                let side = min(cell.width, cell.height) - 2
                selectionCircle.frame = CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
                selectionCircle.layer.cornerRadius = side / 2
            }
        }
        let timeY = Self.headerHeight + Self.weekdayHeight + 6 * Self.cellHeight + 8
        timeTitle.frame = CGRect(x: inset, y: timeY, width: 100, height: Self.timeRowHeight)
        let pill = timePill.sizeThatFits(.zero)
        timePill.frame = CGRect(x: bounds.width - inset - pill.width, y: timeY + (Self.timeRowHeight - pill.height) / 2,
                                width: pill.width, height: pill.height)
    }

    /// A tap on a day within the limits picks it, keeping the time of day.
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let datePicker else { return }
        let point = tap.location(in: self)
        guard let index = (0..<42).first(where: { cellFrame($0).contains(point) }), let day = cellDays[index] else { return }
        let calendar = datePicker.effectiveCalendar
        guard allows(day, calendar) else { return }
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: datePicker.date)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = time.hour; parts.minute = time.minute; parts.second = time.second; parts.nanosecond = time.nanosecond
        guard let date = calendar.date(from: parts) else { return }
        datePicker.userChose(date)
    }

    /// Opens the time wheels over the window, under the time field.
    private func openTime() {
        guard let datePicker else { return }
        DatePickerOverlay.present(from: timePill, for: datePicker, mode: .time)
    }
}

/// A chevron button of the inline calendar's header, drawn in the tint colour.
@preconcurrency @MainActor
final class CalendarChevron: UIView {
    let pointingLeft: Bool
    var onTap: (() -> Void)?

    init(pointingLeft: Bool) {
        self.pointingLeft = pointingLeft
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: CalendarChevron.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        pointingLeft = false
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let midX = bounds.midX, midY = bounds.midY
        let dx: CGFloat = pointingLeft ? 3.5 : -3.5
        path.move(to: CGPoint(x: midX + dx, y: midY - 8))
        path.addLine(to: CGPoint(x: midX - dx, y: midY))
        path.addLine(to: CGPoint(x: midX + dx, y: midY + 8))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        onTap?()
    }
}
