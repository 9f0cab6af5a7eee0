import CoreGraphics

/// A function that places a custom group's items in the group's size (the environment's container).
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items laid out in a row (horizontal), a column (vertical), or where a function says
/// (custom). Groups are items, so they nest; a section repeats its group until it runs out of items.
///
/// A row or column made with `subitems:` repeats its subitems while they still fit, so a row of
/// items a fifth of its width holds five of them, as on iOS.
///
/// The class functions return `NSCollectionLayoutGroup` where iOS's return `Self`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    enum Repetition: Equatable {
        /// Subitems repeat while they fit.
        case fill
        /// The one subitem `count` times, sized equally along the axis (`subitem:count:`).
        case equal(Int)
        /// The one subitem `count` times, each its own size (`repeatingSubitem:count:`).
        case repeating(Int)
    }

    let arrangement: Arrangement
    let repetition: Repetition

    /// The group's items, in order (each may be a group).
    public let subitems: [NSCollectionLayoutItem]

    /// Space between neighbouring subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementary items attached to the whole group.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, repetition: Repetition,
         subitems: [NSCollectionLayoutItem]) {
        self.arrangement = arrangement
        self.repetition = repetition
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    private class func checkedCount(_ count: Int, _ api: String) -> Int {
        if count < 1 {
            BadValue.report("UIKit", api: api, "count \(count) must be at least 1; 1 used")
            return 1
        }
        return count
    }

    /// A row of `subitems`, repeated while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, repetition: .fill, subitems: subitems)
    }

    /// A row of `count` copies of `subitem`, sized equally to fill the row (less the spacing).
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let n = checkedCount(count, "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, repetition: .equal(n), subitems: [subitem])
    }

    /// A row of `count` copies of `subitem`, each its own size.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let n = checkedCount(count, "NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, repetition: .repeating(n), subitems: [subitem])
    }

    /// A column of `subitems`, repeated while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, repetition: .fill, subitems: subitems)
    }

    /// A column of `count` copies of `subitem`, sized equally to fill the column (less the spacing).
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let n = checkedCount(count, "NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, repetition: .equal(n), subitems: [subitem])
    }

    /// A column of `count` copies of `subitem`, each its own size.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let n = checkedCount(count, "NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, repetition: .repeating(n), subitems: [subitem])
    }

    /// A group whose items `itemProvider` places, given the group's size as the environment's container.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), repetition: .fill, subitems: [])
    }

    /// A text description of the group's structure, for debugging.
    open func visualDescription() -> String {
        var lines: [String] = []
        func walk(_ item: NSCollectionLayoutItem, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            if let g = item as? NSCollectionLayoutGroup {
                let kind: String
                switch g.arrangement {
                case .horizontal: kind = "horizontal"
                case .vertical: kind = "vertical"
                case .custom: kind = "custom"
                }
                lines.append("\(pad)\(kind) group \(g.layoutSize)")
                for s in g.subitems { walk(s, depth + 1) }
            } else {
                lines.append("\(pad)item \(item.layoutSize)")
            }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}
