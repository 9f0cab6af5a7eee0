/// The appearance rules of bar items, and how they reach items (a Tessera type).
///
/// A bar item is not a view, so the view registry (`AppearanceRegistry`) can't write into it. Item rules
/// are kept here, with the view rules' precedence (class, traits, containment, traits with containment;
/// among containment rules the outermost container wins, then the longer chain, then the subclass, then
/// the later rule). An item's containers are the bar that shows it, then the bar's containers: its
/// superviews and the view controllers whose views hold it. The bar resolves its items' rules when it
/// enters a window, when its items change and on `reapplyAppearance()`; a value set on the item itself
/// always wins.
@MainActor
final class BarItemAppearanceRegistry {
    static let shared = BarItemAppearanceRegistry()

    /// Which items a proxy speaks for.
    struct Selector: Hashable, CustomStringConvertible {
        let itemClass: UIBarItem.Type
        let containers: [any UIAppearanceContainer.Type]
        let traits: UITraitCollection?

        var tier: Int { (containers.isEmpty ? 0 : 2) + (traits == nil ? 0 : 1) }

        static func == (lhs: Selector, rhs: Selector) -> Bool {
            ObjectIdentifier(lhs.itemClass) == ObjectIdentifier(rhs.itemClass)
                && lhs.containers.map { ObjectIdentifier($0) } == rhs.containers.map { ObjectIdentifier($0) }
                && lhs.traits == rhs.traits
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(itemClass))
            for container in containers { hasher.combine(ObjectIdentifier(container)) }
            hasher.combine(traits)
        }

        var description: String {
            containers.isEmpty ? "\(itemClass).appearance()"
                : "\(itemClass).appearance(whenContainedInInstancesOf: [" + containers.map { "\($0)" }.joined(separator: ", ") + "])"
        }
    }

    /// The values one proxy recorded.
    final class Rule: RankedAppearanceRule {
        let selector: Selector
        let order: Int
        let classDepth: Int
        var values: [BarItemAppearanceKey: Any] = [:]
        let containment: AppearanceContainment

        init(selector: Selector, order: Int) {
            self.selector = selector
            self.order = order
            classDepth = AppearanceContainment.depth(of: selector.itemClass, below: UIBarItem.self)
            containment = AppearanceContainment(selector.containers)
        }

        /// The index of the outermost container matched in the chain (nearest first), or nil.
        func containmentScore(in chain: AppearanceContainment.Chain) -> Int? { containment.score(in: chain) }

        var requiredTraits: UITraitCollection? { selector.traits }
        var containerCount: Int { selector.containers.count }
        var tier: Int { selector.tier }
    }

    private var rules: [Selector: Rule] = [:]
    /// The rules with values, by their item class (made once after the rules change): an item class's
    /// rules are found by walking its superclasses instead of testing every rule.
    private var byItemClass: AppearanceContainment.ClassIndex<Rule>?
    private var nextOrder = 0
    /// Bumped whenever a rule changes.
    private(set) var generation = 0
    /// Resolutions by item class, container classes and traits, until the rules change.
    private var cache: [CacheKey: [BarItemAppearanceKey: Any]] = [:]

    private struct CacheKey: Hashable {
        let itemClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?
        static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
            lhs.itemClass == rhs.itemClass && lhs.containers == rhs.containers && lhs.traits === rhs.traits
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(itemClass)
            hasher.combine(containers)
            hasher.combine(traits.map(ObjectIdentifier.init))
        }
    }

    func record(_ value: Any?, for key: BarItemAppearanceKey, selector: Selector) {
        let rule: Rule
        if let known = rules[selector] { rule = known } else {
            rule = Rule(selector: selector, order: nextOrder)
            nextOrder += 1
            rules[selector] = rule
        }
        rule.values[key] = value
        changed()
    }

    func value(for key: BarItemAppearanceKey, selector: Selector) -> Any? {
        rules[selector]?.values[key]
    }

    func removeRule(_ selector: Selector) {
        rules[selector] = nil
        changed()
    }

    func removeAll() {
        rules.removeAll()
        changed()
    }

    private func changed() {
        generation += 1
        byItemClass = nil
        cache.removeAll()
    }

    /// The rules with values whose item class is `itemClass` or one of its superclasses.
    private func rulesMatching(_ itemClass: AnyClass) -> [Rule] {
        if let index = byItemClass { return index.rules(reaching: itemClass) }
        let index = AppearanceContainment.ClassIndex(rules.values.filter { !$0.values.isEmpty }) { $0.selector.itemClass }
        byItemClass = index
        return index.rules(reaching: itemClass)
    }

    /// The winning appearance values for an item shown by `bar`.
    func resolve(for item: UIBarItem, in bar: UIView) -> [BarItemAppearanceKey: Any] {
        guard !rules.isEmpty else { return [:] }
        let chain = AppearanceRegistry.containerChain(of: bar, including: true)
        let matching = rulesMatching(type(of: item))
        guard !matching.isEmpty else { return [:] }
        let hasTraits = matching.contains { $0.selector.traits != nil }
        let key = CacheKey(itemClass: ObjectIdentifier(type(of: item)), containers: chain.map { ObjectIdentifier(type(of: $0)) },
                           traits: hasTraits ? bar.traitCollection : nil)
        if let known = cache[key] { return known }
        var values: [BarItemAppearanceKey: Any] = [:]
        for rule in AppearanceContainment.matches(of: matching, traits: bar.traitCollection, in: AppearanceContainment.Chain(chain)) {
            for (name, value) in rule.values { values[name] = value }
        }
        cache[key] = values
        return values
    }

    /// Resolves an item's rules for `bar` and applies them: the item's own properties read the values
    /// back from then on (under any value set on the item), as on iOS, where a proxy sets the item's
    /// properties. Returns the values, for the view that draws the item in that bar.
    func apply(to item: UIBarItem, in bar: UIView) -> [BarItemAppearanceKey: Any] {
        let values = resolve(for: item, in: bar)
        item.appliedValues = values
        return values
    }

    /// Every bar made, held weakly: `refreshBars(in:)` visits these rather than walking every view of the
    /// window (a window holds thousands of views and a handful of bars). Dead entries are dropped as
    /// the list is walked. Weak, which gives each bar a side table (its retains and releases take the
    /// runtime's slower path): a fair price for a handful of objects, and no deinit bookkeeping.
    private var bars: [WeakBar] = []

    private struct WeakBar {
        weak var bar: (UIView & BarItemAppearanceRefreshing)?
    }

    /// The list's length at which `register(_:)` drops dead entries (doubling, so registering stays
    /// amortized constant time however many bars come and go without a refresh).
    private var pruneAt = 64

    /// Records a bar whose items take rules (from the bar's initializer).
    func register(_ bar: UIView & BarItemAppearanceRefreshing) {
        if bars.count >= pruneAt {
            var live: [WeakBar] = []
            for entry in bars where entry.bar != nil { live.append(entry) }
            bars = live
            pruneAt = max(64, live.count * 2)
        }
        bars.append(WeakBar(bar: bar))
    }

    /// Re-resolves the items of every bar in a view tree (`reapplyAppearance()`), in the order the bars
    /// were made.
    func refreshBars(in root: UIView) {
        // The bars are found first and refreshed after: a refresh may make bars of its own, which
        // register (and are not refreshed by this call, being new).
        var inTree: [UIView & BarItemAppearanceRefreshing] = []
        var live: [WeakBar] = []
        live.reserveCapacity(bars.count)
        for entry in bars {
            guard let bar = entry.bar else { continue }
            live.append(entry)
            if bar.isDescendant(of: root) { inTree.append(bar) }
        }
        bars = live
        for bar in inTree { bar.refreshItemAppearance() }
    }
}

/// A bar whose items take appearance rules; it registers with `BarItemAppearanceRegistry` when made,
/// and `refreshBars(in:)` refreshes it.
@MainActor
protocol BarItemAppearanceRefreshing: AnyObject {
    func refreshItemAppearance()
}

/// An item appearance property and its axis values (state, style, bar metrics…).
struct BarItemAppearanceKey: Hashable {
    let name: String
    let axes: [Int]

    init(_ name: String, _ axes: [Int] = []) {
        self.name = name
        self.axes = axes
    }

    static let tintColor = BarItemAppearanceKey("tintColor")
    static func titleTextAttributes(_ state: UIControl.State) -> BarItemAppearanceKey { .init("titleTextAttributes", [Int(state.rawValue)]) }
    static func titlePositionAdjustment(_ metrics: UIBarMetrics) -> BarItemAppearanceKey { .init("titlePositionAdjustment", [metrics.rawValue]) }
    static func backgroundVerticalPositionAdjustment(_ metrics: UIBarMetrics) -> BarItemAppearanceKey {
        .init("backgroundVerticalPositionAdjustment", [metrics.rawValue])
    }
    /// Style -1: the image for any style (`setBackgroundImage(_:for:barMetrics:)`).
    static func backgroundImage(_ state: UIControl.State, _ style: Int, _ metrics: UIBarMetrics) -> BarItemAppearanceKey {
        .init("backgroundImage", [Int(state.rawValue), style, metrics.rawValue])
    }
    static func backButtonBackgroundImage(_ state: UIControl.State, _ metrics: UIBarMetrics) -> BarItemAppearanceKey {
        .init("backButtonBackgroundImage", [Int(state.rawValue), metrics.rawValue])
    }
    static func backButtonTitlePositionAdjustment(_ metrics: UIBarMetrics) -> BarItemAppearanceKey {
        .init("backButtonTitlePositionAdjustment", [metrics.rawValue])
    }
    static func backButtonBackgroundVerticalPositionAdjustment(_ metrics: UIBarMetrics) -> BarItemAppearanceKey {
        .init("backButtonBackgroundVerticalPositionAdjustment", [metrics.rawValue])
    }
}
