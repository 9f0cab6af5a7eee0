/// An object that can update its font when the content size category (Dynamic Type) changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether a font made with `UIFont.preferredFont(forTextStyle:)` follows the category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
