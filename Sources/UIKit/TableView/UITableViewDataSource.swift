/// Supplies a table's sections, rows and cells, and carries out edits the user makes. The two row
/// methods are required; every other method is optional.
///
/// Where Tessera differs: Swift cannot ask whether an object implements an optional method, so the
/// table asks the defaults: `tableView(_:commit:forRowAt:)` is probed once with `.none` (an editing
/// style a data source ignores) to learn whether deletions are committed (which offers swipe to
/// delete), and `tableView(_:canMoveRowAt:)` defaults to whether `tableView(_:moveRowAt:to:)` is
/// implemented, learned the same way the first time editing begins (a move of a row onto itself).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows section `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (usually from `dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title the table shows in section `section`'s header (nil: none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title the table shows in section `section`'s footer (nil: none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited: deleted, inserted or swiped (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder grip while editing (by default: whether moves are implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index along the right edge (nil: no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to (by default the title's position, within the sections).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user tapped a delete or insert control (or confirmed a swipe delete): change the data, then
    /// tell the table (`deleteRows(at:with:)`, `insertRows(at:with:)`).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath`: move it in the data (the
    /// table has already moved the cell).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.dataSourceImplementsMove(probing: indexPath)
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.defaults.insert(.commit)
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.defaults.insert(.move)
    }
}
