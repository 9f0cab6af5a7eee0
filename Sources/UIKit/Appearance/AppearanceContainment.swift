/// The matching half of an appearance selector's class and containers, shared by view rules and bar item
/// rules: whether an object's class is the rule's class or a subclass, how deep the rule's class sits
/// below its root (subclass proxies win ties), and where the containers match in a chain of containers.
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

    /// Whether `candidate` is `ruleClass` or one of its subclasses.
    static func isClass(_ candidate: AnyClass, kindOf ruleClass: AnyClass) -> Bool {
        var current: AnyClass? = candidate
        while let c = current {
            if c == ruleClass { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// How many classes lie between `ruleClass` and `root` (`UIView` for views, `UIBarItem` for items).
    static func depth(of ruleClass: AnyClass, below root: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = ruleClass
        while let c = current, c != root { depth += 1; current = _getSuperclass(c) }
        return depth
    }

    nonisolated private static func instanceTest<C: UIAppearanceContainer>(_ type: C.Type) -> (AnyObject) -> Bool { { $0 is C } }
}
