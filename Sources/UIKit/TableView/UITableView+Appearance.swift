/// The table's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): the separator colour and the
/// section index's colours; and the cell's separator inset.
extension UITableView {
    static let separatorColorAppearance = AppearanceProperty(name: "separatorColor", of: UITableView.self, axes: [],
                                                             defaultValue: UIColor?.some(.separator)) { table, color, _ in table.separatorColor = color }
    static let sectionIndexColorAppearance = AppearanceProperty(name: "sectionIndexColor", of: UITableView.self, axes: [],
                                                                defaultValue: UIColor?.none) { table, color, _ in table.sectionIndexColor = color }
    static let sectionIndexBackgroundColorAppearance = AppearanceProperty(name: "sectionIndexBackgroundColor", of: UITableView.self, axes: [],
                                                                          defaultValue: UIColor?.none) { table, color, _ in table.sectionIndexBackgroundColor = color }
    static let sectionIndexTrackingBackgroundColorAppearance = AppearanceProperty(
        name: "sectionIndexTrackingBackgroundColor", of: UITableView.self, axes: [],
        defaultValue: UIColor?.none) { table, color, _ in table.sectionIndexTrackingBackgroundColor = color }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [separatorColorAppearance, sectionIndexColorAppearance, sectionIndexBackgroundColorAppearance, sectionIndexTrackingBackgroundColorAppearance]
    }
}

extension UITableViewCell {
    static let separatorInsetAppearance = AppearanceProperty(name: "separatorInset", of: UITableViewCell.self, axes: [],
                                                             defaultValue: UIEdgeInsets?.none) { cell, inset, _ in
        if let inset { cell.separatorInset = inset } else { cell.explicitSeparatorInset = nil; cell.setNeedsLayout() }
    }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] { [separatorInsetAppearance] }
}
