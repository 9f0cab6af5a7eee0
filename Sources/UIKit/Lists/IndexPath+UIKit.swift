import Foundation

/// UIKit's additions to `IndexPath`: a row (table views) or an item (collection views) in a section.
///
/// As on iOS, `row` and `item` are the same second index. iOS traps when a path has fewer than two
/// indexes; Tessera answers 0 for a missing index instead (bad index paths are reported where a table
/// or collection view receives them).
extension IndexPath {
    /// The path to `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path to `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the path's first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set {
            if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) }
        }
    }

    /// The row in the section: the path's second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The item in the section: the path's second index (the same as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
