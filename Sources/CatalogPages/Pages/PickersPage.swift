import Foundation
import UIKit

/// The "Pickers" page: a picker view with three wheels, and date pickers in every style and mode
/// (wheels for a date, a date and time, a count-down; compact fields; the inline calendar), in light
/// and dark. The dates are fixed (25 November 2026, 10:41, in UTC and US English) so the page renders
/// the same every day.
@MainActor
package enum PickersPage {
    /// The picker view's rows (the picker holds its data source weakly; the page keeps it).
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        let columns = [["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes", "Kiwis", "Lemons", "Mangoes"],
                       ["Small", "Medium", "Large", "Family"],
                       ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { [150, 100, 60][component] }
    }

    static let model = Model()

    /// 25 November 2026, 10:41 UTC.
    static let sampleDate = Date(timeIntervalSince1970: 1_795_603_260)

    package static func make() -> ViewPage {
        var page = ViewPage(title: "Pickers")
        page.section("Picker view: three components", height: 240) { content in
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: content.bounds.width, height: 216))
            picker.dataSource = model
            picker.delegate = model
            picker.selectRow(4, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 1, animated: false)
            picker.selectRow(2, inComponent: 2, animated: false)
            content.addSubview(picker)
        }
        page.section("Date picker: wheels, date", height: 240) { content in
            content.addSubview(datePicker(.date, .wheels, in: content, height: 216))
        }
        page.section("Wheels, date and time (15-minute steps)", height: 240) { content in
            let picker = datePicker(.dateAndTime, .wheels, in: content, height: 216)
            picker.minuteInterval = 15
            content.addSubview(picker)
        }
        page.section("Count-down timer", height: 240) { content in
            let picker = datePicker(.countDownTimer, .wheels, in: content, height: 216)
            picker.countDownDuration = 5400
            content.addSubview(picker)
        }
        page.section("Compact: date and time, date, time", height: 150) { content in
            let modes: [(UIDatePicker.Mode, String)] = [(.dateAndTime, "Starts"), (.date, "Birthday"), (.time, "Alarm")]
            for (i, (mode, title)) in modes.enumerated() {
                let y = CGFloat(i) * 44
                let label = UILabel(frame: CGRect(x: 4, y: y, width: 120, height: 34))
                label.text = title
                label.font = .systemFont(ofSize: 17)
                label.textColor = .label
                content.addSubview(label)
                let picker = datePicker(mode, .compact, in: content, height: 34)
                picker.frame.origin.y = y
                content.addSubview(picker)
            }
        }
        page.section("Inline: date and time", height: 420) { content in
            let picker = datePicker(.dateAndTime, .inline, in: content, height: 396)
            content.addSubview(picker)
        }
        return page
    }

    private static func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, in content: UIView, height: CGFloat) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: content.bounds.width, height: height))
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = sampleDate
        return picker
    }
}
