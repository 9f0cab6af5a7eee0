/// The matching half of an appearance selector's class and containers, shared by view rules and bar item
/// rules: which rules reach an object's class (`ClassIndex`), how deep the rule's class sits below its
/// root (subclass proxies win ties), and where the containers match in a chain of containers.
struct AppearanceContainment {
    /// The container classes, innermost first. Only classes conform to `UIAppearanceContainer`, so an
    /// object is an instance of one when the class is its own or one of its superclasses.
    private let classes: [ObjectIdentifier]

    init(_ containers: [any UIAppearanceContainer.Type]) {
        classes = containers.map { ObjectIdentifier($0) }
    }

    /// Where the containment matches in a container chain (nearest first): the index of the outermost
    /// container matched, as far out as the chain allows, or nil. The inner containers are matched
    /// nearest first, which leaves the most room for the outer ones. No containers match at 0.
    func score(in chain: Chain) -> Int? {
        guard let outer = classes.last else { return 0 }
        var index = 0
        for inner in classes.dropLast() {
            while index < chain.count, !chain.container(at: index, isA: inner) { index += 1 }
            guard index < chain.count else { return nil }
            index += 1
        }
        var last = chain.count - 1
        while last >= index {
            if chain.container(at: last, isA: outer) { return last }
            last -= 1
        }
        return nil
    }

    /// A chain of containers (nearest first) with each container's class and superclasses read once, so
    /// that matching the rules of a resolution against it makes no dynamic cast, class walk or retain
    /// per test: matching ran once per rule and container, and those were most of its cost.
    struct Chain {
        let objects: [AnyObject]
        /// Each container's class and its superclasses, most derived first.
        private let ancestries: [[ObjectIdentifier]]

        init(_ objects: [AnyObject]) {
            self.objects = objects
            var ancestries: [[ObjectIdentifier]] = []
            ancestries.reserveCapacity(objects.count)
            for object in objects {
                var classes: [ObjectIdentifier] = []
                var current: AnyClass? = type(of: object)
                while let candidate = current {
                    classes.append(ObjectIdentifier(candidate))
                    current = _getSuperclass(candidate)
                }
                ancestries.append(classes)
            }
            self.ancestries = ancestries
        }

        var count: Int { objects.count }

        /// Whether the container at `index` is an instance of the class `container` (or of a subclass).
        func container(at index: Int, isA container: ObjectIdentifier) -> Bool {
            ancestries[index].contains(container)
        }
    }

    /// Where a matching rule stands among the rules that match an object, stronger later: tier, then the
    /// outermost container, then chain depth, then subclass, then age. Sorted by these keys, read before
    /// the sort: the rules are main-actor objects, and a main-actor comparison closure passed to `sort`
    /// is checked for its executor at every call.
    struct MatchOrder: Sendable {
        let tier: Int
        let outer: Int
        let depth: Int
        let classDepth: Int
        let order: Int
        /// The rule's place in the unsorted list.
        let position: Int

        nonisolated static func weaker(_ a: MatchOrder, _ b: MatchOrder) -> Bool {
            (a.tier, a.outer, a.depth, a.classDepth, a.order) < (b.tier, b.outer, b.depth, b.classDepth, b.order)
        }
    }

    /// How many classes lie between `ruleClass` and `root` (`UIView` for views, `UIBarItem` for items).
    static func depth(of ruleClass: AnyClass, below root: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = ruleClass
        while let c = current, c != root { depth += 1; current = _getSuperclass(c) }
        return depth
    }

    /// Rules by the class their selector names, made once after the rules change, so that the rules
    /// reaching a class are found by walking its superclasses (a lookup each) instead of testing every rule.
    struct ClassIndex<Rule> {
        private var byClass: [ObjectIdentifier: [Rule]] = [:]

        /// Indexes `rules` (in their order) by the class `ruleClass` gives each.
        init(_ rules: some Sequence<Rule>, ruleClass: (Rule) -> AnyClass) {
            byClass.reserveCapacity(rules.underestimatedCount)
            for rule in rules { byClass[ObjectIdentifier(ruleClass(rule)), default: []].append(rule) }
        }

        /// The rules whose class is `candidate` or one of its superclasses: the class's own first, then
        /// its superclass's, and so on.
        func rules(reaching candidate: AnyClass) -> [Rule] {
            var found: [Rule] = []
            var current: AnyClass? = candidate
            while let c = current {
                if let own = byClass[ObjectIdentifier(c)] { found.append(contentsOf: own) }
                current = _getSuperclass(c)
            }
            return found
        }
    }
}

/// A recorded proxy that traits and containment select and `AppearanceContainment.MatchOrder` ranks: a
/// view rule or a bar item rule.
@MainActor
protocol RankedAppearanceRule: AnyObject {
    /// The traits the proxy asks for; nil for any.
    var requiredTraits: UITraitCollection? { get }
    /// How many containers the proxy names.
    var containerCount: Int { get }
    /// The selector's specificity (class only, traits, containment, both).
    var tier: Int { get }
    /// When the rule was made: later rules win ties.
    var order: Int { get }
    /// How many classes lie between the rule's class and its root.
    var classDepth: Int { get }
    /// The index of the outermost container matched in the chain (nearest first), or nil.
    func containmentScore(in chain: AppearanceContainment.Chain) -> Int?
}

extension AppearanceContainment {
    /// The rules among `rules` that match an object with `traits` inside `chain`, weakest first: applied
    /// in turn, the strongest rule's value is the one left.
    @MainActor
    static func matches<Rule: RankedAppearanceRule>(of rules: [Rule], traits: UITraitCollection, in chain: Chain) -> [Rule] {
        var matched: [Rule] = []
        var order: [MatchOrder] = []
        for rule in rules {
            if let required = rule.requiredTraits, !traits.containsTraits(in: required) { continue }
            var outer = 0
            if rule.containerCount > 0 {
                guard let score = rule.containmentScore(in: chain) else { continue }
                outer = score
            }
            order.append(MatchOrder(tier: rule.tier, outer: outer, depth: rule.containerCount, classDepth: rule.classDepth,
                                    order: rule.order, position: matched.count))
            matched.append(rule)
        }
        guard matched.count > 1 else { return matched }
        order.sort(by: MatchOrder.weaker)
        var weakestFirst: [Rule] = []
        weakestFirst.reserveCapacity(matched.count)
        for key in order { weakestFirst.append(matched[key.position]) }
        return weakestFirst
    }
}
