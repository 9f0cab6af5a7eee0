import Foundation

/// A compact date picker: the date and/or time in grey rounded fields side by side (6 points apart,
/// right-aligned as on iOS). Tapping the date opens the month calendar, tapping the time the time
/// wheels, in a card over the window (`DatePickerOverlay`).
@preconcurrency @MainActor
final class DatePickerCompactView: UIView, DatePickerContent {
    private weak var datePicker: UIDatePicker?
    let datePill = DatePickerPill()
    let timePill = DatePickerPill()
    static let spacing: CGFloat = 6

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        datePill.onTap = { [weak self] in self?.open(.date) }
        timePill.onTap = { [weak self] in self?.open(.time) }
        if datePicker.datePickerMode != .time { addSubview(datePill) }
        if datePicker.datePickerMode != .date { addSubview(timePill) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var pills: [DatePickerPill] { [datePill, timePill].filter { $0.superview === self } }

    var preferredSize: CGSize {
        let sizes = pills.map { $0.sizeThatFits(.zero) }
        let width = sizes.map(\.width).reduce(0, +) + Self.spacing * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: DatePickerPill.height)
    }

    func update(animated: Bool) {
        guard let datePicker else { return }
        datePill.text = Self.format(datePicker.date, template: "yMMMd", picker: datePicker)
        timePill.text = Self.format(datePicker.date, template: "jmm", picker: datePicker)
        superview?.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Right-aligned and vertically centred, as UIKit places a compact picker's fields.
        var x = bounds.width
        for pill in pills.reversed() {
            let size = pill.sizeThatFits(.zero)
            x -= size.width
            pill.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x -= Self.spacing
        }
    }

    private func open(_ mode: UIDatePicker.Mode) {
        guard let datePicker else { return }
        DatePickerOverlay.present(from: mode == .date ? datePill : timePill, for: datePicker, mode: mode)
    }

    /// `date` formatted from `template` in the picker's locale, calendar and time zone.
    static func format(_ date: Date, template: String, picker: UIDatePicker) -> String {
        let formatter = DateFormatter()
        let calendar = picker.effectiveCalendar
        formatter.calendar = calendar
        formatter.locale = picker.effectiveLocale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}
