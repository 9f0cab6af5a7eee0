/// What kind of container an object is, so assistive technologies can say so and navigate it
/// ("list start", "table, 3 rows").
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of its own kind (the default).
    case none = 0
    /// A table of data with rows and columns.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark region (a navigation area, a sidebar).
    case landmark = 3
    /// A group of related elements read as one unit.
    case semanticGroup = 4
}
