import Testing
import Foundation
@testable import UIKit

/// UIDatePicker: styles resolved as on an iPhone, dates kept within the limits and rounded to the
/// minute interval, count-down durations, wheels in the locale's order, `.valueChanged` only for the
/// user's changes (wheels turned by touches, days tapped in the calendar, the compact field's card),
/// and the calendar's selected day in pixels.
@MainActor @Suite struct DatePickerTests {
    /// 25 November 2026, 10:41 UTC (a Wednesday).
    static let sample = Date(timeIntervalSince1970: 1_795_603_260)
    static let utc = TimeZone(identifier: "UTC")!

    final class Counter {
        var changes = 0
    }

    private func makePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 216),
                            locale: String = "en_US") -> (UIDatePicker, Counter) {
        let picker = UIDatePicker(frame: frame)
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 1
        picker.calendar = calendar
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = Self.sample
        let counter = Counter()
        picker.addAction(UIAction { _ in counter.changes += 1 }, for: .valueChanged)
        return (picker, counter)
    }

    private func settle(_ frames: Int = 400) {
        for _ in 0..<frames { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    private func tap(_ window: UIWindow, at point: CGPoint) {
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.05))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private func parts(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    @Test func stylesResolveAsOnAnIPhone() {
        let (picker, _) = makePicker(.date, .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.content is DatePickerCompactView)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.content is DatePickerCalendarView)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.content is DatePickerWheels)
        #expect(picker.intrinsicContentSize.height == 216)
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.content is DatePickerWheels)
    }

    @Test func datesAreKeptWithinTheLimits() {
        let (picker, counter) = makePicker(.dateAndTime, .wheels)
        picker.minimumDate = Self.sample.addingTimeInterval(3600)
        #expect(picker.date == Self.sample.addingTimeInterval(3600))
        picker.maximumDate = Self.sample.addingTimeInterval(7200)
        picker.date = Self.sample.addingTimeInterval(86_400)
        #expect(picker.date == Self.sample.addingTimeInterval(7200))
        picker.setDate(.distantPast, animated: true)
        #expect(picker.date == Self.sample.addingTimeInterval(3600))
        #expect(counter.changes == 0)
    }

    @Test func theMinuteIntervalRoundsTheDate() {
        let (picker, _) = makePicker(.time, .wheels)
        picker.minuteInterval = 15
        // 10:41 → 10:45.
        #expect(parts(picker.date).hour == 10 && parts(picker.date).minute == 45 && parts(picker.date).second == 0)
        picker.date = Self.sample.addingTimeInterval(-34 * 60 + 20)   // 10:07:20 → 10:00
        #expect(parts(picker.date).minute == 0 && parts(picker.date).hour == 10)
        picker.date = Self.sample.addingTimeInterval(-33 * 60)   // 10:08 → 10:15
        #expect(parts(picker.date).minute == 15)
        // The minute wheel steps by 15: four rows.
        let wheels = picker.content as! DatePickerWheels
        #expect(wheels.pickerView.numberOfRows(inComponent: 1) == 4)
        #expect(wheels.pickerView.selectedRow(inComponent: 1) == 1)
        // Not a divisor of 60: refused.
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 1
        picker.roundsToMinuteInterval = false
        picker.minuteInterval = 10
        picker.date = Self.sample
        #expect(picker.date == Self.sample)
    }

    @Test func countDownDurationsAreWholeMinutesWithinADay() {
        let (picker, _) = makePicker(.countDownTimer, .wheels)
        picker.countDownDuration = 5430
        #expect(picker.countDownDuration == 5400)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.minuteInterval = 5
        picker.countDownDuration = 16 * 60
        #expect(picker.countDownDuration == 15 * 60)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 15 * 60)
        let wheels = picker.content as! DatePickerWheels
        #expect(wheels.fields == [.durationHours, .durationMinutes])
        #expect(wheels.pickerView.selectedRow(inComponent: 0) == 0)
        #expect(wheels.pickerView.selectedRow(inComponent: 1) == 3)
        #expect(wheels.pickerView(wheels.pickerView, titleForRow: 3, forComponent: 1) == "15 min")
    }

    @Test func wheelsFollowTheLocale() {
        let usPicker = makePicker(.date, .wheels).0, gbPicker = makePicker(.date, .wheels, locale: "en_GB").0
        let usTimePicker = makePicker(.time, .wheels).0, deTimePicker = makePicker(.time, .wheels, locale: "de_DE").0
        let bothPicker = makePicker(.dateAndTime, .wheels).0
        let us = usPicker.content as! DatePickerWheels
        #expect(us.fields == [.month, .day, .year])
        let gb = gbPicker.content as! DatePickerWheels
        #expect(gb.fields == [.day, .month, .year])
        let usTime = usTimePicker.content as! DatePickerWheels
        #expect(usTime.fields == [.hour, .minute, .meridiem])
        let deTime = deTimePicker.content as! DatePickerWheels
        #expect(deTime.fields == [.hour, .minute])
        #expect(deTime.pickerView.numberOfRows(inComponent: 0) == 24)
        #expect(deTime.pickerView.selectedRow(inComponent: 0) == 10)
        #expect(us.pickerView(us.pickerView, titleForRow: 10, forComponent: 0) == "November")
        #expect(us.pickerView.selectedRow(inComponent: 1) == 24)
        #expect(us.pickerView.selectedRow(inComponent: 2) == 2025)
        let both = bothPicker.content as! DatePickerWheels
        #expect(both.fields == [.dayOfYear, .hour, .minute, .meridiem])
    }

    @Test func turningAWheelByTouchChangesTheDateOnceAndCodeNever() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.date, .wheels)
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        picker.setDate(Self.sample.addingTimeInterval(86_400), animated: true)
        settle(30)
        #expect(counter.changes == 0)
        #expect(parts(picker.date).day == 26)
        // Drag the day wheel up by two rows (10 points of slop + 64), slowly: the 28th.
        let wheels = picker.content as! DatePickerWheels
        let dayWheel = wheels.pickerView.wheels[1]
        let x = dayWheel.convert(CGPoint(x: dayWheel.bounds.midX, y: 0), to: window).x
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: x, y: 250), timestamp: t))
        for i in 1...10 {
            t += 0.016
            window.send(TouchInput(phase: .move, location: CGPoint(x: x, y: 250 - 7.4 * CGFloat(i)), timestamp: t))
        }
        t += 0.3
        window.send(TouchInput(phase: .move, location: CGPoint(x: x, y: 176), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: x, y: 176), timestamp: t + 0.001))
        settle()
        #expect(parts(picker.date).day == 28)
        #expect(parts(picker.date).month == 11)
        #expect(parts(picker.date).hour == 10 && parts(picker.date).minute == 41)
        #expect(counter.changes == 1)
    }

    @Test func aWheelTurnedPastTheMaximumTurnsBack() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.date, .wheels)
        picker.maximumDate = Self.sample.addingTimeInterval(86_400)
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        let wheels = picker.content as! DatePickerWheels
        // The user taps the day two rows below (the 27th): past the maximum, so the 26th.
        let dayWheel = wheels.pickerView.wheels[1]
        let x = dayWheel.convert(CGPoint(x: dayWheel.bounds.midX, y: 0), to: window).x
        tap(window, at: CGPoint(x: x, y: 100 + 108 + 108 * sin(64 / 108.0)))
        settle(60)
        #expect(parts(picker.date).day == 26)
        #expect(counter.changes == 1)
        #expect(wheels.pickerView.selectedRow(inComponent: 1) == 25)
    }

    @Test func theInlineCalendarPicksATappedDayAndMarksIt() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.date, .inline, frame: CGRect(x: 20, y: 80, width: 320, height: 360))
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        let calendar = picker.content as! DatePickerCalendarView
        #expect(calendar.titleLabel.text == "November 2026")
        // November 2026 starts on a Sunday: the 25th is cell 24 (fourth row, Wednesday).
        #expect(calendar.dayLabels[24].text == "25")
        #expect(calendar.selectionCircle.frame.midX == calendar.cellFrame(24).midX)
        let image = window.screen.snapshotImage()
        let circle = calendar.convert(CGPoint(x: calendar.cellFrame(24).minX + 5, y: calendar.cellFrame(24).midY), to: window)
        // The light tint circle (systemBlue at 12 % over white), or a filled tint one when the day is today.
        let isToday = picker.effectiveCalendar.isDate(Self.sample, inSameDayAs: Date())
        #expect(close(rgba(image, Int(circle.x), Int(circle.y)), isToday ? [0, 122, 255, 255] : [224, 239, 255, 255], 4))
        // Outside the circle, in the same cell: the white background.
        let outside = calendar.convert(CGPoint(x: calendar.cellFrame(24).minX + 1, y: calendar.cellFrame(24).minY + 1), to: window)
        #expect(rgba(image, Int(outside.x), Int(outside.y)) == [255, 255, 255, 255])
        writeDebugImage(image, named: "datepicker-inline-test")
        // Tap the 10th (cell 9).
        let cell = calendar.convert(CGPoint(x: calendar.cellFrame(9).midX, y: calendar.cellFrame(9).midY), to: window)
        tap(window, at: cell)
        #expect(parts(picker.date).day == 10)
        #expect(parts(picker.date).hour == 10 && parts(picker.date).minute == 41)
        #expect(counter.changes == 1)
        // The chevron shows December without changing the date.
        let next = calendar.nextButton.convert(CGPoint(x: 15, y: 15), to: window)
        tap(window, at: next)
        #expect(calendar.titleLabel.text == "December 2026")
        #expect(counter.changes == 1)
        #expect(calendar.dayLabels[2].text == "1")   // 1 December 2026 is a Tuesday
    }

    @Test func theCompactFieldOpensTheCalendarOverTheWindow() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.dateAndTime, .automatic, frame: CGRect(x: 20, y: 80, width: 330, height: 34))
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        let compact = picker.content as! DatePickerCompactView
        #expect(compact.datePill.text == "Nov 25, 2026")
        #expect(compact.timePill.text.replacingOccurrences(of: "\u{202F}", with: " ") == "10:41 AM")
        #expect(compact.timePill.frame.maxX == 330)
        #expect(compact.datePill.frame.maxX == compact.timePill.frame.minX - 6)
        tap(window, at: compact.datePill.convert(CGPoint(x: 20, y: 17), to: window))
        let overlay = window.subviews.compactMap { $0 as? DatePickerOverlay }.first
        #expect(overlay != nil)
        #expect(compact.datePill.isActive)
        guard let overlay else { return }
        #expect(overlay.card.frame.minY > compact.datePill.convert(compact.datePill.bounds, to: window).maxY)
        let calendar = overlay.editor.content as! DatePickerCalendarView
        let cell = calendar.convert(CGPoint(x: calendar.cellFrame(29).midX, y: calendar.cellFrame(29).midY), to: window)
        tap(window, at: cell)
        #expect(parts(picker.date).day == 30)   // cell 29: the 30th
        #expect(counter.changes == 1)
        #expect(compact.datePill.text == "Nov 30, 2026")
        writeDebugImage(window.screen.snapshotImage(), named: "datepicker-compact-test")
        // A tap outside closes the card.
        tap(window, at: CGPoint(x: 5, y: window.bounds.height - 5))
        #expect(window.subviews.contains { $0 is DatePickerOverlay } == false)
        #expect(!compact.datePill.isActive)
    }

    @Test func theDayWheelKeepsItsRowsWhileTheDateStaysOnIt() {
        let (picker, _) = makePicker(.dateAndTime, .wheels)
        let wheels = picker.content as! DatePickerWheels
        // The wheel was built around the date of the day the test runs (the picker's first date), and
        // the sample date lies on it: the selected row shows the sample's day, whatever the row's number.
        let row = wheels.pickerView.selectedRow(inComponent: 0)
        #expect(wheels.pickerView(wheels.pickerView, titleForRow: row, forComponent: 0)?.contains("Nov 25") == true)
        #expect(wheels.pickerView(wheels.pickerView, titleForRow: row + 1, forComponent: 0) != nil)
        picker.date = Self.sample.addingTimeInterval(3 * 86_400)
        #expect(wheels.pickerView.selectedRow(inComponent: 0) == row + 3)
        // Limits rebuild the wheel from the minimum day.
        picker.minimumDate = Self.sample.addingTimeInterval(-86_400)
        let rebuilt = picker.content as! DatePickerWheels
        #expect(rebuilt.pickerView.selectedRow(inComponent: 0) == 4)
        #expect(rebuilt.pickerView(rebuilt.pickerView, titleForRow: 0, forComponent: 0)?.contains("24") == true)
    }

    @Test func daysTheMonthLacksAreGreyed() {
        let (picker, _) = makePicker(.date, .wheels)
        let wheels = picker.content as! DatePickerWheels
        #expect(wheels.pickerView(wheels.pickerView, attributedTitleForRow: 29, forComponent: 1) == nil)
        let missing = wheels.pickerView(wheels.pickerView, attributedTitleForRow: 30, forComponent: 1)
        #expect(missing?.string == "31")
        #expect(missing?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.tertiaryLabel)
    }

    @Test func theCompactTimeFieldOpensTheTimeWheels() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.time, .compact, frame: CGRect(x: 20, y: 80, width: 330, height: 34))
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        let compact = picker.content as! DatePickerCompactView
        #expect(compact.datePill.superview == nil)
        tap(window, at: compact.timePill.convert(CGPoint(x: 20, y: 17), to: window))
        guard let overlay = window.subviews.compactMap({ $0 as? DatePickerOverlay }).first else {
            Issue.record("no card")
            return
        }
        let wheels = overlay.editor.content as! DatePickerWheels
        #expect(wheels.fields == [.hour, .minute, .meridiem])
        #expect(close(overlay.card.frame.height, 216 + 16))
        // Tap PM (one row below the centre of the last wheel).
        let last = wheels.pickerView.wheels[2]
        tap(window, at: last.convert(CGPoint(x: last.bounds.midX, y: last.contentOffset.y + 108 + 108 * sin(32 / 108.0)), to: window))
        for _ in 0..<60 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(parts(picker.date).hour == 22 && parts(picker.date).minute == 41)
        #expect(counter.changes == 1)
        #expect(compact.timePill.text.replacingOccurrences(of: "\u{202F}", with: " ") == "10:41 PM")
        writeDebugImage(window.screen.snapshotImage(), named: "datepicker-time-card-test")
    }

    @Test func aDisabledPickerIgnoresTaps() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let (picker, counter) = makePicker(.date, .inline, frame: CGRect(x: 20, y: 80, width: 320, height: 360))
        picker.isEnabled = false
        window.addSubview(picker)
        UIApplication.shared.advanceFrame(by: 0)
        let calendar = picker.content as! DatePickerCalendarView
        #expect(calendar.alpha < 0.5)
        tap(window, at: calendar.convert(CGPoint(x: calendar.cellFrame(9).midX, y: calendar.cellFrame(9).midY), to: window))
        #expect(parts(picker.date).day == 25)
        #expect(counter.changes == 0)
        picker.isEnabled = true
        tap(window, at: calendar.convert(CGPoint(x: calendar.cellFrame(9).midX, y: calendar.cellFrame(9).midY), to: window))
        #expect(parts(picker.date).day == 10)
        #expect(counter.changes == 1)
    }
}
