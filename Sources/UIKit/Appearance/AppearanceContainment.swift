/// The matching half of an appearance selector's class and containers, shared by view rules and bar item
/// rules: which rules reach an object's class (`ClassIndex`), how deep the rule's class sits below its
/// root (subclass proxies win ties), and where the containers match in a chain of containers.
struct AppearanceContainment {
    /// One instance test per container class, innermost first.
    private let tests: [(AnyObject) -> Bool]

    init(_ containers: [any UIAppearanceContainer.Type]) {
        tests = containers.map { Self.instanceTest($0) }
    }

    /// Where the containment matches in a container chain (nearest first): the index of the outermost
    /// container matched, as far out as the chain allows, or nil. The inner containers are matched
    /// nearest first, which leaves the most room for the outer ones. No containers match at 0.
    func score(in chain: [AnyObject]) -> Int? {
        var index = 0
        for test in tests.dropLast() {
            while index < chain.count, !test(chain[index]) { index += 1 }
            guard index < chain.count else { return nil }
            index += 1
        }
        guard let outer = tests.last else { return 0 }
        return chain[index...].lastIndex(where: outer)
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

    nonisolated private static func instanceTest<C: UIAppearanceContainer>(_ type: C.Type) -> (AnyObject) -> Bool { { $0 is C } }
}
