/// Supplies a picker view's shape: how many wheels (components) it has and how many rows each holds.
///
/// Both methods are required, as in UIKit. The picker asks again on `reloadAllComponents()` and
/// `reloadComponent(_:)`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (side-by-side wheels) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
