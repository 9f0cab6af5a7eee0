import Foundation

/// A date picker's wheels: a picker view whose components are the date's fields in the locale's
/// order (month, day, year; the day with its weekday, hour, minute, AM/PM; or a duration's hours and
/// minutes). Rows map to field values; a wheel the user turns rebuilds the date from every wheel.
@preconcurrency @MainActor
final class DatePickerWheels: UIView, DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel's field.
    enum Field: Equatable {
        case month, day, year, dayOfYear, hour, minute, meridiem, durationHours, durationMinutes
    }

    /// The picker the wheels belong to (it owns them).
    private weak var datePicker: UIDatePicker?
    /// The wheels.
    let pickerView = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    /// The fields, one per component.
    private(set) var fields: [Field] = []
    /// Whether the hour wheel counts 1…12 (with AM/PM).
    private(set) var twelveHour = true
    /// The first day of the day wheel (dateAndTime) and its number of days.
    private var firstDay = Date()
    private var dayCount = 0
    /// The earliest year of the year wheel.
    static let firstYear = 1
    static let yearCount = 9999

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        configureFields()
        pickerView.dataSource = self
        pickerView.delegate = self
        addSubview(pickerView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var preferredSize: CGSize { CGSize(width: 320, height: UIPickerView.defaultHeight) }

    override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }

    /// The fields in the locale's order and its clock.
    private func configureFields() {
        guard let datePicker else { return }
        let locale = datePicker.effectiveLocale
        // The hour pattern without its quoted literals (German's "HH 'Uhr'" has an h in its text).
        let time = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
            .split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
        twelveHour = time.contains("a") || time.contains("h") || time.contains("K")
        let meridiemFirst = (time.firstIndex(of: "a").map { a in time.firstIndex(where: { "hHkK".contains($0) }).map { a < $0 } ?? false }) ?? false
        var timeFields: [Field] = [.hour, .minute]
        if twelveHour { if meridiemFirst { timeFields.insert(.meridiem, at: 0) } else { timeFields.append(.meridiem) } }
        switch datePicker.datePickerMode {
        case .time:
            fields = timeFields
        case .dateAndTime:
            fields = [.dayOfYear] + timeFields
        case .countDownTimer:
            fields = [.durationHours, .durationMinutes]
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            let order: [(Field, String.Index)] = [(.month, "M"), (.day, "d"), (.year, "y")].compactMap { field, letter in
                let letters: Set<Character> = letter == "M" ? ["M", "L"] : [Character(letter)]
                return format.firstIndex(where: { letters.contains($0) }).map { (field, $0) }
            }
            fields = order.count == 3 ? order.sorted { $0.1 < $1.1 }.map(\.0) : [.month, .day, .year]
        }
    }

    // MARK: Values and rows

    /// Turns every wheel to the picker's value.
    func update(animated: Bool) {
        guard let datePicker else { return }
        let calendar = datePicker.effectiveCalendar
        if datePicker.datePickerMode == .dateAndTime { configureDays(calendar, around: datePicker.date) }
        pickerView.reloadAllComponents()
        for (component, field) in fields.enumerated() {
            let row = self.row(of: field, datePicker: datePicker, calendar: calendar)
            guard row >= 0, row < pickerView.numberOfRows(inComponent: component) else { continue }
            if pickerView.selectedRow(inComponent: component) != row || !animated {
                pickerView.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    /// The limits the day wheel was built for.
    private var dayLimits: (Date?, Date?) = (nil, nil)

    /// The day wheel runs from the minimum date (or 5000 days before the date) to the maximum (or 5000
    /// after). It stays put while the date is on it and the limits are the same, so a wheel the user
    /// turned keeps its rows.
    private func configureDays(_ calendar: Calendar, around date: Date) {
        let start = calendar.startOfDay(for: date)
        let limits = (datePicker?.minimumDate, datePicker?.maximumDate)
        if dayCount > 0, limits.0 == dayLimits.0, limits.1 == dayLimits.1, start >= firstDay,
           let end = calendar.date(byAdding: .day, value: dayCount, to: firstDay), start < end {
            return
        }
        dayLimits = limits
        var first = calendar.date(byAdding: .day, value: -5000, to: start) ?? start
        var last = calendar.date(byAdding: .day, value: 5000, to: start) ?? start
        if let minimum = datePicker?.minimumDate { first = max(first, calendar.startOfDay(for: minimum)) }
        if let maximum = datePicker?.maximumDate { last = min(last, calendar.startOfDay(for: maximum)) }
        if last < first { last = first }
        firstDay = first
        dayCount = (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
    }

    private func row(of field: Field, datePicker: UIDatePicker, calendar: Calendar) -> Int {
        let date = datePicker.date
        let interval = datePicker.minuteInterval
        switch field {
        case .month: return calendar.component(.month, from: date) - 1
        case .day: return calendar.component(.day, from: date) - 1
        case .year: return calendar.component(.year, from: date) - Self.firstYear
        case .dayOfYear: return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
        case .hour:
            let hour = calendar.component(.hour, from: date)
            return twelveHour ? hour % 12 : hour
        case .minute: return calendar.component(.minute, from: date) / interval
        case .meridiem: return calendar.component(.hour, from: date) < 12 ? 0 : 1
        case .durationHours: return Int(datePicker.countDownDuration) / 3600
        case .durationMinutes: return Int(datePicker.countDownDuration) % 3600 / 60 / interval
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { fields.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        let interval = datePicker?.minuteInterval ?? 1
        switch fields[component] {
        case .month: return 12
        case .day: return 31
        case .year: return Self.yearCount
        case .dayOfYear: return dayCount
        case .hour: return twelveHour ? 12 : 24
        case .minute, .durationMinutes: return 60 / interval
        case .meridiem: return 2
        case .durationHours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let width = max(bounds.width, 1)
        let shares: [CGFloat] = fields.map { field in
            switch field {
            case .month: return 0.42
            case .day, .hour, .minute, .meridiem: return 0.17
            case .year: return 0.24
            case .dayOfYear: return 0.42
            case .durationHours, .durationMinutes: return 0.4
            }
        }
        let total = shares.reduce(0, +)
        let available = width - 2 * UIPickerView.sideMargin - UIPickerView.componentSpacing * CGFloat(fields.count - 1)
        return max(available * shares[component] / total, 1)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let datePicker else { return nil }
        let calendar = datePicker.effectiveCalendar
        let interval = datePicker.minuteInterval
        switch fields[component] {
        case .month:
            let names = calendar.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(row + Self.firstYear)"
        case .dayOfYear:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return nil }
            if calendar.isDate(day, inSameDayAs: Date()) { return "Today" }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = datePicker.effectiveLocale
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return twelveHour ? "\(row == 0 ? 12 : row)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * interval) min"
        }
    }

    /// Days the shown month does not have (the 31st in November) are greyed, as iOS greys them; a
    /// wheel left on one turns back to the month's last day.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard fields[component] == .day, let datePicker else { return nil }
        let calendar = datePicker.effectiveCalendar
        let days = calendar.range(of: .day, in: .month, for: datePicker.date)?.count ?? 31
        guard row + 1 > days else { return nil }
        return NSAttributedString(string: "\(row + 1)", attributes: [.foregroundColor: UIColor.tertiaryLabel, .font: UIPickerView.titleFont])
    }

    /// The user turned a wheel: the date (or duration) is rebuilt from every wheel.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let datePicker else { return }
        if datePicker.datePickerMode == .countDownTimer {
            let hours = selected(.durationHours), minutes = selected(.durationMinutes) * datePicker.minuteInterval
            datePicker.userChose(duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        let calendar = datePicker.effectiveCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: datePicker.date)
        if fields.contains(.year) { parts.year = selected(.year) + Self.firstYear }
        if fields.contains(.month) { parts.month = selected(.month) + 1 }
        if fields.contains(.day) {
            // A day past the month's end becomes its last day (the wheel turns back to it).
            var first = parts
            first.day = 1
            let days = calendar.date(from: first).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = min(selected(.day) + 1, days)
        }
        if fields.contains(.dayOfYear), let day = calendar.date(byAdding: .day, value: selected(.dayOfYear), to: firstDay) {
            let d = calendar.dateComponents([.era, .year, .month, .day], from: day)
            parts.era = d.era; parts.year = d.year; parts.month = d.month; parts.day = d.day
        }
        if fields.contains(.hour) {
            let hour = selected(.hour)
            parts.hour = twelveHour ? hour + (selected(.meridiem) == 1 ? 12 : 0) : hour
        }
        if fields.contains(.minute) {
            parts.minute = selected(.minute) * datePicker.minuteInterval
            parts.second = 0
        }
        guard let date = calendar.date(from: parts) else { return }
        // The picker turns the wheels back to what it holds (a clamped date, a shortened month).
        datePicker.userChose(date)
    }

    private func selected(_ field: Field) -> Int {
        guard let component = fields.firstIndex(of: field) else { return 0 }
        return max(pickerView.selectedRow(inComponent: component), 0)
    }
}
