extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        /// An hour and a minute (with AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// A day: month, day and year, in the locale's order.
        case date = 1
        /// A day and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes (`countDownDuration`), always shown as wheels.
        case countDownTimer = 3
    }
}
