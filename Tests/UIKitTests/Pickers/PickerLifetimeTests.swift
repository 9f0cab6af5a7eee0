import Testing
import Foundation
@testable import UIKit

/// Pickers are freed when their window lets them go: the wheels, the date picker's content, a
/// compact field's open card and the frame observers of a glide hold them only weakly.
@MainActor @Suite struct PickerLifetimeTests {
    final class Rows: UIPickerViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
    }

    @Test func aPickerViewInMotionIsFreedWithItsWindow() {
        let rows = Rows()
        weak var weakPicker: UIPickerView?
        weak var weakWheel: UIScrollView?
        do {
            let window = phoneWindowAtScale1()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            picker.dataSource = rows
            window.addSubview(picker)
            UIApplication.shared.advanceFrame(by: 0)
            picker.selectRow(50, inComponent: 0, animated: true)
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
            weakPicker = picker
            weakWheel = picker.wheels[0]
            picker.removeFromSuperview()
            window.isHidden = true
        }
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(weakPicker == nil)
        #expect(weakWheel == nil)
    }

    @Test func datePickersInEveryStyleAreFreed() {
        for style in [UIDatePickerStyle.wheels, .compact, .inline] {
            weak var weakPicker: UIDatePicker?
            weak var weakContent: UIView?
            do {
                let window = phoneWindowAtScale1()
                let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 360))
                picker.preferredDatePickerStyle = style
                window.addSubview(picker)
                UIApplication.shared.advanceFrame(by: 0)
                if let compact = picker.content as? DatePickerCompactView {
                    DatePickerOverlay.present(from: compact.datePill, for: picker, mode: .date)
                }
                weakPicker = picker
                weakContent = picker.content
                picker.removeFromSuperview()
                for case let overlay as DatePickerOverlay in window.subviews { overlay.dismiss() }
                window.isHidden = true
            }
            #expect(weakPicker == nil, "\(style)")
            #expect(weakContent == nil, "\(style)")
        }
    }
}
