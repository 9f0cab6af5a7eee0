import CoreGraphics

/// Reports misuse of the diffable data source types: the cases where iOS raises an exception.
///
/// Each message carries UIKit's words and names the API ("NSDiffableDataSourceSnapshot.appendItems"),
/// and goes through `BadValue.report`, so a loop repeating a mistake logs it once.
enum DiffableLog {
    /// Reports a call to `api` whose bad part was ignored.
    static func invalid(_ api: String, _ message: @autoclosure () -> String, type: String = "NSDiffableDataSourceSnapshot") {
        BadValue.report("UIKit", api: "\(type).\(api)", message())
    }
}
