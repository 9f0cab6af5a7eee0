/// How a date picker presents itself.
///
/// `automatic` lets the picker choose: on an iPhone, as here, that is `compact` (the
/// count-down timer always shows wheels, as in UIKit).
public enum UIDatePickerStyle: Int, Sendable {
    /// The picker chooses (compact here).
    case automatic = 0
    /// Spinning wheels (UIPickerView's look).
    case wheels = 1
    /// Grey rounded fields showing the date and time; tapping one opens an editor over the window.
    case compact = 2
    /// The editor shown in place: a month calendar for dates, a time field for times.
    case inline = 3
}
