/// The values recorded on one proxy, from code and from the style sheet in force.
@MainActor
final class AppearanceRule {
    let selector: AppearanceSelector
    /// When the rule was made: later rules win ties.
    let order: Int
    /// How many classes lie between the rule's class and `UIView` (subclass proxies win ties).
    let classDepth: Int
    /// Values set in code, in the order first set.
    var code: [AppearanceSetting] = []
    /// Values the current theme recorded; at the same selector they beat values set in code.
    var theme: [AppearanceSetting] = []
    /// Values from the style sheet in force; at the same selector they beat the theme's.
    var sheet: [AppearanceSetting] = []
    private let containerTests: [(AnyObject) -> Bool]

    init(selector: AppearanceSelector, order: Int) {
        self.selector = selector
        self.order = order
        var depth = 0
        var current: AnyClass? = selector.viewClass
        while let c = current, c != UIView.self { depth += 1; current = _getSuperclass(c) }
        classDepth = depth
        containerTests = selector.containers.map { Self.instanceTest($0) }
    }

    var isEmpty: Bool { code.isEmpty && theme.isEmpty && sheet.isEmpty }
    var settings: [AppearanceSetting] { theme.isEmpty && sheet.isEmpty ? code : code + theme + sheet }

    /// Whether a view of some class is an instance of the rule's class.
    func matches(_ viewClass: AnyClass) -> Bool {
        var current: AnyClass? = viewClass
        while let c = current {
            if c == selector.viewClass { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// Where the containment matches in a container chain (nearest first): the index of the outermost
    /// container matched, as far out as the chain allows, or nil. The inner containers are matched
    /// nearest first, which leaves the most room for the outer ones.
    func containmentScore(in chain: [AnyObject]) -> Int? {
        var index = 0
        for test in containerTests.dropLast() {
            while index < chain.count, !test(chain[index]) { index += 1 }
            guard index < chain.count else { return nil }
            index += 1
        }
        guard let outer = containerTests.last else { return 0 }
        return chain[index...].lastIndex(where: outer)
    }

    private static func instanceTest<C: UIAppearanceContainer>(_ type: C.Type) -> (AnyObject) -> Bool { { $0 is C } }
}
