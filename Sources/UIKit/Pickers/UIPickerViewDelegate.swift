/// Supplies what a picker view's rows show and hears which rows the user picks. Every method is
/// optional.
///
/// A row shows, in order of preference, the view from
/// `pickerView(_:viewForRow:forComponent:reusing:)`, the attributed title, or the plain title (a "?"
/// when none of them is given, as in UIKit). `pickerView(_:didSelectRow:inComponent:)` is called only
/// for the user's changes, once the wheel has settled on the row, never for `selectRow(_:inComponent:animated:)`.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`; components without one share the picker's width equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component` (32 points when not given).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of `row` in `component`, drawn in the picker's font and colour.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title of `row` in `component` (preferred over the plain title).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for `row` in `component` (preferred over titles); `view` is a row view that scrolled
    /// out of sight, handed back for reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView?
    /// The user moved `component` to `row` (the wheel has come to rest on it).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
