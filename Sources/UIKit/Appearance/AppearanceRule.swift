/// The values recorded on one proxy, from code and from the style sheet in force.
@MainActor
final class AppearanceRule: RankedAppearanceRule {
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
    private let containment: AppearanceContainment

    init(selector: AppearanceSelector, order: Int) {
        self.selector = selector
        self.order = order
        classDepth = AppearanceContainment.depth(of: selector.viewClass, below: UIView.self)
        containment = AppearanceContainment(selector.containers)
    }

    var isEmpty: Bool { code.isEmpty && theme.isEmpty && sheet.isEmpty }
    var settings: [AppearanceSetting] { theme.isEmpty && sheet.isEmpty ? code : code + theme + sheet }

    /// Where the containment matches in a container chain (nearest first): the index of the outermost
    /// container matched, as far out as the chain allows, or nil. The inner containers are matched
    /// nearest first, which leaves the most room for the outer ones.
    func containmentScore(in chain: AppearanceContainment.Chain) -> Int? { containment.score(in: chain) }

    var requiredTraits: UITraitCollection? { selector.traits }
    var containerCount: Int { selector.containers.count }
    var tier: Int { selector.tier }
}
