/// Every appearance rule of the app, and how they reach views: when values arrive, which value wins,
/// re-application and trait changes (docs/appearance.md).
///
/// Rules are indexed per view class: the values of rules without containers or traits are merged once
/// per class, so a view entering a window costs a dictionary lookup and the writes of its values; rules
/// with containers or traits are matched, strongest last, once per view class, chain of container
/// classes and trait collection, and shared by siblings.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    /// Where property writes come from.
    enum Mode { case code, applying, probing }
    /// Writes are explicit unless the registry is applying rules or probing a key path. Always saved
    /// and restored around a block (`with(_:_:)`, or the same steps written out where a closure costs),
    /// because applying nests: a rule's setter may add a subview to a view in a window, and that
    /// subview's rules are applied inside the outer write.
    /// Both are read on every appearance-capable write, so release builds skip Swift's exclusivity check
    /// on them; debug builds keep it (no access to either overlaps another).
#if DEBUG
    private(set) static var mode = Mode.code
    /// The property a probe's write named.
    static var probed: AppearanceProperty?
#else
    @exclusivity(unchecked) private(set) static var mode = Mode.code
    @exclusivity(unchecked) static var probed: AppearanceProperty?
#endif

    /// Runs `body` with writes coming from `mode`, then restores the mode that was in force.
    static func with<Result>(_ mode: Mode, _ body: () throws -> Result) rethrows -> Result {
        let saved = self.mode
        self.mode = mode
        defer { self.mode = saved }
        return try body()
    }

    private var rules: [AppearanceSelector: AppearanceRule] = [:]
    private var nextOrder = 0
    /// The rules for each view class, made when a view of the class first needs them.
    /// Looked up for every view entering a window: release builds skip the exclusivity check, debug builds
    /// keep it (lookups copy what they need before any write).
#if DEBUG
    private var byClass: [ObjectIdentifier: ClassRules] = [:]
#else
    @exclusivity(unchecked) private var byClass: [ObjectIdentifier: ClassRules] = [:]
#endif
    /// What each key path set through a proxy turned out to be (nil: not appearance-capable).
    private var keyPathProperties: [AnyKeyPath: AppearanceProperty?] = [:]
    /// `@Appearance` properties, by their storage.
    private var wrappedProperties: [AnyKeyPath: AppearanceProperty] = [:]
    /// Whether any rule was ever recorded: until then views entering windows skip the registry.
    private(set) var isActive = false

    // MARK: Recording

    /// Whether proxies record into the theme's values (while a theme applies itself) or the code's.
    private var recordingTheme = false

    func record(_ setting: AppearanceSetting, for selector: AppearanceSelector) {
        let rule = self.rule(for: selector)
        if recordingTheme { Self.put(setting, into: &rule.theme) } else { Self.put(setting, into: &rule.code) }
        rulesChanged()
    }

    private static func put(_ setting: AppearanceSetting, into settings: inout [AppearanceSetting]) {
        if let index = settings.firstIndex(where: { $0.key == setting.key }) { settings[index] = setting } else { settings.append(setting) }
    }

    func value(for selector: AppearanceSelector, key: AppearanceSetting.Key) -> Any? {
        guard let rule = rules[selector] else { return nil }
        let layer = recordingTheme ? rule.theme : rule.code
        return (rule.sheet.last { $0.key == key } ?? layer.last { $0.key == key })?.value
    }

    func remove(_ key: AppearanceSetting.Key, for selector: AppearanceSelector) {
        guard let rule = rules[selector] else { return }
        if recordingTheme { rule.theme.removeAll { $0.key == key } } else { rule.code.removeAll { $0.key == key } }
        rulesChanged()
    }

    func removeRule(_ selector: AppearanceSelector) {
        guard let rule = rules[selector] else { return }
        if recordingTheme { rule.theme.removeAll() } else { rule.code.removeAll() }
        rulesChanged()
    }

    /// Replaces the theme's values with what `record` records (through proxies, as usual).
    func replaceThemeValues(_ record: () -> Void) {
        for rule in rules.values { rule.theme.removeAll() }
        do {
            let wasRecordingTheme = recordingTheme
            recordingTheme = true
            defer { recordingTheme = wasRecordingTheme }
            record()
        }
        rulesChanged()
    }

    /// Removes every value set in code or by a theme (the style sheet's stay).
    func removeAllCodeValues() {
        for rule in rules.values { rule.code.removeAll(); rule.theme.removeAll() }
        rulesChanged()
    }

    /// Replaces the style sheet's values with a new sheet's.
    package func replaceSheetValues(_ values: [(AppearanceSelector, AppearanceSetting)]) {
        for rule in rules.values { rule.sheet.removeAll() }
        for (selector, setting) in values {
            let rule = self.rule(for: selector)
            Self.put(setting, into: &rule.sheet)
        }
        rulesChanged()
    }

    private func rule(for selector: AppearanceSelector) -> AppearanceRule {
        if let rule = rules[selector] { return rule }
        let rule = AppearanceRule(selector: selector, order: nextOrder)
        nextOrder += 1
        rules[selector] = rule
        return rule
    }

    private func rulesChanged() {
        byClass.removeAll(keepingCapacity: true)
        byRuleClass = nil
        recentClasses.removeAll()
        // Kept: the table fills again to about the size it had, and growing it costs each time.
        resolutions.removeAll(keepingCapacity: true)
        isActive = true
    }

    // MARK: Properties

    /// The property of an `@Appearance` declaration (made on first use).
    static func property<View: UIView, Value>(wrapped: ReferenceWritableKeyPath<View, Value>,
                                              storage: ReferenceWritableKeyPath<View, Appearance<Value>>) -> AppearanceProperty {
        if let known = shared.wrappedProperties[storage] { return known }
        let made = AppearanceProperty(wrapped: wrapped, storage: storage)
        shared.wrappedProperties[storage] = made
        return made
    }

    /// The property a setting writes: found by writing a view's own value back in probing mode, which an
    /// appearance-capable setter answers by naming its property without storing anything.
    private func property(of setting: AppearanceSetting, probing view: UIView, rule: AppearanceRule) -> AppearanceKey? {
        switch setting.key {
        case .property(let property, let axes):
            return AppearanceKey(property: property, axes: axes)
        case .keyPath(let keyPath):
            if let known = keyPathProperties[keyPath] { return known.map { AppearanceKey(property: $0, axes: []) } }
            let outerProbe = Self.probed
            Self.probed = nil
            Self.with(.probing) { setting.probe?(view) }
            let found = Self.probed
            Self.probed = outerProbe
            keyPathProperties[keyPath] = .some(found)
            if found == nil {
                TesseraLog.error("UIKit.Appearance", "\(rule.selector): \(keyPath) is not an appearance property, so the value is ignored. Mark a property of your own view class with @Appearance to make it one.")
            }
            return found.map { AppearanceKey(property: $0, axes: []) }
        }
    }

    // MARK: Applying

    /// The rules that can reach views of one class.
    @MainActor private final class ClassRules {
        /// The merged values of the rules without containers or traits.
        let plain: Resolution
        /// Rules with containers or traits, weakest first by tier, class depth and age.
        let conditional: [AppearanceRule]
        let hasTraitRules: Bool
        let isEmpty: Bool

        init(plain: Resolution, conditional: [AppearanceRule]) {
            self.plain = plain
            self.conditional = conditional
            var hasTraitRules = false
            for rule in conditional where rule.selector.traits != nil { hasTraitRules = true }
            self.hasTraitRules = hasTraitRules
            isEmpty = plain.keys.isEmpty && conditional.isEmpty
        }
    }

    /// The two classes looked up last (siblings of two kinds often alternate), before the dictionary.
    /// Exclusivity is checked in debug builds only, as for `byClass`.
#if DEBUG
    private var recentClasses: [(id: ObjectIdentifier, rules: ClassRules)] = []
#else
    @exclusivity(unchecked) private var recentClasses: [(id: ObjectIdentifier, rules: ClassRules)] = []
#endif

    private func classRules(for view: UIView) -> ClassRules {
        let id = ObjectIdentifier(type(of: view))
        for recent in recentClasses where recent.id == id { return recent.rules }
        let found = byClass[id] ?? makeClassRules(for: view)
        if recentClasses.count == 2 { recentClasses.removeFirst() }
        recentClasses.append((id, found))
        return found
    }

    /// The rules with values, by their selector's class (made once after the rules change).
    private var byRuleClass: AppearanceContainment.ClassIndex<AppearanceRule>?

    /// The rules with values whose class is `viewClass` or one of its superclasses, weakest first by
    /// tier, class depth and age.
    private func rulesMatching(_ viewClass: AnyClass) -> [AppearanceRule] {
        let index: AppearanceContainment.ClassIndex<AppearanceRule>
        if let made = byRuleClass {
            index = made
        } else {
            index = AppearanceContainment.ClassIndex(rules.values.filter { !$0.isEmpty }) { $0.selector.viewClass }
            byRuleClass = index
        }
        let found = index.rules(reaching: viewClass)
        // Sorted by keys read up front: the rules are main-actor objects, and a main-actor comparison
        // closure passed to `sort` is checked for its executor at every call.
        var keys: [RuleOrder] = []
        keys.reserveCapacity(found.count)
        for (position, rule) in found.enumerated() {
            keys.append(RuleOrder(tier: rule.selector.tier, classDepth: rule.classDepth, order: rule.order, position: position))
        }
        keys.sort(by: RuleOrder.weaker)
        var sorted: [AppearanceRule] = []
        sorted.reserveCapacity(found.count)
        for key in keys { sorted.append(found[key.position]) }
        return sorted
    }

    /// Where a rule stands among the rules reaching a class (stronger later).
    private struct RuleOrder: Sendable {
        let tier: Int
        let classDepth: Int
        let order: Int
        /// The rule's place in the unsorted list.
        let position: Int

        nonisolated static func weaker(_ a: RuleOrder, _ b: RuleOrder) -> Bool {
            (a.tier, a.classDepth, a.order) < (b.tier, b.classDepth, b.order)
        }
    }

    private func makeClassRules(for view: UIView) -> ClassRules {
        let id = ObjectIdentifier(type(of: view))
        let matching = rulesMatching(type(of: view))
        var plain = Resolution.Builder()
        var conditional: [AppearanceRule] = []
        for rule in matching {
            guard rule.selector.tier == 0 else {
                conditional.append(rule)
                continue
            }
            for setting in rule.settings {
                guard let key = property(of: setting, probing: view, rule: rule) else { continue }
                plain.put(key, setting)
            }
        }
        let made = ClassRules(plain: Resolution(plain), conditional: conditional)
        byClass[id] = made
        return made
    }

    /// The winning values for a view, strongest last per property: made once per class (plain rules) or
    /// per class, containers and traits (conditional ones), then shared by every view that resolves alike.
    /// Immutable, so that writing it to a view reads its arrays in place.
    @MainActor private final class Resolution {
        static let empty = Resolution(Builder())

        let keys: [AppearanceKey]
        /// Each key's value as a typed write (made once, so applying costs one call per property).
        let writers: [AppearanceWrite]
        /// `writers` again, unretained, for `write(to:)`: calling a writer read from the array retains
        /// and releases it, and that pair was a large part of applying a value. Invariant: `writers`
        /// holds each of them, and neither array changes after `init`; debug builds check that they
        /// name the same writers at each use.
        private let unretainedWriters: [Unmanaged<AppearanceWrite>]

        init(_ builder: Builder) {
            keys = builder.keys
            writers = builder.writers
            var unretained: [Unmanaged<AppearanceWrite>] = []
            unretained.reserveCapacity(writers.count)
            for writer in writers { unretained.append(.passUnretained(writer)) }
            unretainedWriters = unretained
        }

        /// Runs every write on `view`, weakest first. The resolution (the caller's reference keeps it
        /// alive throughout) holds the writers.
        func write(to view: UIView) {
            assert(unretainedWriters.count == writers.count
                   && zip(unretainedWriters, writers).allSatisfy { $0.takeUnretainedValue() === $1 },
                   "a resolution's unretained writers are not the ones it holds")
            for writer in unretainedWriters {
                writer.withBorrowed { $0.write(view) }
            }
        }

        /// The values while rules are matched, weakest first; a later value for a key replaces an earlier one.
        @MainActor struct Builder {
            var keys: [AppearanceKey] = []
            var writers: [AppearanceWrite] = []

            init() {}

            init(_ resolution: Resolution) {
                keys = resolution.keys
                writers = resolution.writers
            }

            mutating func put(_ key: AppearanceKey, _ setting: AppearanceSetting) {
                let writer = key.property.writer(setting.value, key.axes) ?? AppearanceWrite(write: setting.apply)
                if let index = keys.firstIndex(of: key) {
                    keys.remove(at: index)
                    writers.remove(at: index)
                }
                keys.append(key)
                writers.append(writer)
            }
        }
    }

    /// The resolution of siblings of one class and trait collection: they share their containers, so
    /// they resolve alike (unless a view controller owns the view, which adds a container).
    private struct SiblingResolution {
        let viewClass: ObjectIdentifier
        /// The trait collection object, if trait rules reach the class (siblings hold theirs, so the
        /// identity can't be reused while the walk runs).
        let traits: ObjectIdentifier?
        let resolution: Resolution
        /// `resolution` again, unretained, for the siblings that reuse it: a retain and a release per
        /// view otherwise. Invariant: the entry holds the resolution, and the list of siblings doesn't
        /// change while a write runs (a write that adds views applies to them with a list of its own).
        let borrowedResolution: Unmanaged<Resolution>

        init(viewClass: ObjectIdentifier, traits: ObjectIdentifier?, resolution: Resolution) {
            self.viewClass = viewClass
            self.traits = traits
            self.resolution = resolution
            borrowedResolution = .passUnretained(resolution)
        }
    }

    /// What decides which conditional rules match a view: its class, the classes of its containers
    /// (nearest first) and, if trait rules reach the class, its trait collection. Cells of one kind in
    /// one list share a key, so they resolve once until the rules change.
    private struct ResolutionKey: Hashable {
        let viewClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        /// Held, so that its address can't be reused by another collection while the key lives.
        let traits: UITraitCollection?

        static func == (lhs: ResolutionKey, rhs: ResolutionKey) -> Bool {
            lhs.viewClass == rhs.viewClass && lhs.traits === rhs.traits && lhs.containers == rhs.containers
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(viewClass)
            hasher.combine(containers)
            hasher.combine(traits.map(ObjectIdentifier.init))
        }
    }

    /// Resolutions of views with conditional rules, until the rules change (emptied when it grows past
    /// `resolutionLimit`, which only trait collections made per view could cause).
    /// Exclusivity is checked in debug builds only, as for `byClass`.
#if DEBUG
    private var resolutions: [ResolutionKey: Resolution] = [:]
#else
    @exclusivity(unchecked) private var resolutions: [ResolutionKey: Resolution] = [:]
#endif
    private static let resolutionLimit = 4096

    /// Resolves the rules for one view and writes the winning values, skipping explicit ones and
    /// resetting properties whose rules are gone.
    func apply(to view: UIView) {
        var siblings: [SiblingResolution] = []
        var family: Containers?
        apply(to: view, siblings: &siblings, family: &family)
    }

    /// As above, reusing and recording the resolutions of the view's siblings met so far, and the
    /// containers they share (`family`: made when first needed, once per family of siblings).
    private func apply(to view: UIView, siblings: inout [SiblingResolution], family: inout Containers?) {
        let viewClass = ObjectIdentifier(type(of: view))
        let ownedByController = view.viewExtras?.viewController != nil
        if !ownedByController {
            // A sibling of the same class resolved alike (with the same traits, if trait rules reach the
            // class): most views of a family take this path, without looking up their class's rules.
            // A loop, not `first(where:)`: a main-actor closure passed to a generic algorithm is checked
            // for its executor at every call, which showed in profiles.
            for index in siblings.indices where siblings[index].viewClass == viewClass {
                if let traits = siblings[index].traits, traits != ObjectIdentifier(view.resolvedTraits) { continue }
                return siblings[index].borrowedResolution.withBorrowed { write($0, to: view) }
            }
        }
        let classRules = classRules(for: view)
        let resolution: Resolution
        if classRules.isEmpty {
            resolution = .empty
        } else if classRules.conditional.isEmpty {
            resolution = classRules.plain
        } else if ownedByController {
            return write(resolve(classRules, for: view, in: Self.containers(of: view)), to: view)
        } else {
            if family == nil {
                // A view without a controller is contained by its superview, then by what contains that.
                if let parent = view.storedSuperview {
                    family = Self.containers(of: parent, including: true)
                } else {
                    family = Self.containers(of: view)
                }
            }
            resolution = resolve(classRules, for: view, in: family!)
        }
        if !ownedByController {
            let traits = classRules.hasTraitRules ? ObjectIdentifier(view.resolvedTraits) : nil
            if siblings.count == 4 { siblings.removeFirst() }
            siblings.append(SiblingResolution(viewClass: viewClass, traits: traits, resolution: resolution))
        }
        write(resolution, to: view)
    }

    /// The containers around a view (nearest first) and their classes.
    private struct Containers {
        let chain: [AnyObject]
        let classes: [ObjectIdentifier]
    }

    /// The containers of `view`'s subviews that have no controller (`view` first) when `including`,
    /// else those of `view` itself.
    private static func containers(of view: UIView, including: Bool = false) -> Containers {
        let chain = containerChain(of: view, including: including)
        var classes: [ObjectIdentifier] = []
        classes.reserveCapacity(chain.count)
        for container in chain { classes.append(ObjectIdentifier(type(of: container))) }
        return Containers(chain: chain, classes: classes)
    }

    private func resolve(_ classRules: ClassRules, for view: UIView, in containers: Containers) -> Resolution {
        let key = ResolutionKey(viewClass: ObjectIdentifier(type(of: view)), containers: containers.classes,
                                traits: classRules.hasTraitRules ? view.resolvedTraits : nil)
        if let known = resolutions[key] { return known }
        var builder = Resolution.Builder(classRules.plain)
        overlayConditional(classRules.conditional, on: view, chain: containers.chain, into: &builder)
        let resolution = Resolution(builder)
        if resolutions.count >= Self.resolutionLimit { resolutions.removeAll() }
        resolutions[key] = resolution
        return resolution
    }

    private func write(_ resolution: Resolution, to view: UIView) {
        if resolution.keys.isEmpty && view.appliedAppearance.isEmpty { return }
        // `with(_:_:)` written out: this runs for every view that takes rules, and a closure costs here.
        let outerMode = Self.mode
        Self.mode = .applying
        defer { Self.mode = outerMode }
        // Writes in applying mode never make a value explicit, so what is explicit is known up front.
        if !view.hasExplicitAppearance {
            resolution.write(to: view)
            finishWrite(applied: resolution.keys, to: view)
            return
        }
        let keys = resolution.keys
        var applied: [AppearanceKey] = []
        applied.reserveCapacity(keys.count)
        for index in keys.indices where !view.isExplicit(keys[index].property, axes: keys[index].axes) {
            resolution.writers[index].write(view)
            applied.append(keys[index])
        }
        finishWrite(applied: applied, to: view)
    }

    /// Records what rules wrote to a view, resetting the properties earlier rules wrote and the new ones
    /// don't (unless the code has set them since).
    private func finishWrite(applied: [AppearanceKey], to view: UIView) {
        let previous = view.appliedAppearance
        if !previous.isEmpty && previous != applied {
            for key in previous where !applied.contains(key) && !view.isExplicit(key.property, axes: key.axes) {
                key.property.reset(view, key.axes)
            }
        }
        view.appliedAppearance = applied
    }

    private func overlayConditional(_ conditional: [AppearanceRule], on view: UIView, chain: [AnyObject], into winners: inout Resolution.Builder) {
        let matched = AppearanceContainment.matches(of: conditional, traits: view.resolvedTraits,
                                                    in: AppearanceContainment.Chain(chain))
        for rule in matched {
            for setting in rule.settings {
                guard let key = property(of: setting, probing: view, rule: rule) else { continue }
                winners.put(key, setting)
            }
        }
    }

    /// The containers around a view, nearest first: superviews, each view controller right after (outside)
    /// its root view, and a presented controller's presentation controller right after it. With
    /// `including`, `view` itself comes first (the containers of its subviews, or of a bar's items).
    static func containerChain(of view: UIView, including: Bool = false) -> [AnyObject] {
        // Room for a usual chain (a few superviews and a controller), so that it is allocated once.
        var chain: [AnyObject] = []
        chain.reserveCapacity(8)
        if including { chain.append(view) }
        var current = view
        while true {
            if let controller = current.viewExtras?.viewController {
                chain.append(controller)
                if controller.presentationLinks.presenting != nil, let presentation = controller.presentationLinks.active {
                    chain.append(presentation)
                    if let owner = (presentation as? UIPopoverPresentationController)?.legacyOwner { chain.append(owner) }
                }
            }
            guard let superview = current.storedSuperview else { break }
            chain.append(superview)
            current = superview
        }
        return chain
    }

    /// Applies the rules to a subtree entering a window (before `didMoveToWindow()` and the first layout), one
    /// family of siblings at a time.
    ///
    /// The values are written without layer actions: the views are entering a window and have not been
    /// on screen, so there is nothing to animate from (and asking every layer for an action per value
    /// was most of the cost of applying).
    func apply(subtree root: UIView) {
        LayerActions.withoutActions { applyWithActions(subtree: root) }
    }

    private func applyWithActions(subtree root: UIView) {
        apply(to: root)
        var parents: [UIView] = [root]
        var siblings: [SiblingResolution] = []
        while let parent = parents.popLast() {
            siblings.removeAll(keepingCapacity: true)
            var family: Containers?
            // The family is read from a copy of the parent's subviews held for the whole loop, so the
            // loop borrows each view rather than retaining and releasing it (that pair, per view, was a
            // large part of applying). Invariant: `familyViews` holds every view it lends, whatever a setter
            // does to the parent's subviews meanwhile (changing them copies the parent's array, not
            // this one); debug builds check that each borrowed view is the one the copy holds.
            let familyViews = parent.storedSubviews
            familyViews.withUnsafeBufferPointer { views in
                views.withMemoryRebound(to: Unmanaged<UIView>.self) { borrowed in
                    for index in borrowed.indices {
                        borrowed[index].withBorrowed { view in
                            assert(view === familyViews[index], "a borrowed view is not the one its family holds")
                            apply(to: view, siblings: &siblings, family: &family)
                            if !view.storedSubviews.isEmpty { parents.append(view) }
                        }
                    }
                }
            }
        }
    }

    /// Re-resolves the trait-restricted rules of a view whose traits changed.
    func traitsChanged(_ view: UIView) {
        guard isActive, view.storedWindow != nil, classRules(for: view).hasTraitRules else { return }
        apply(to: view)
    }

    // MARK: Explaining

    /// The rules that can reach a view, weakest first, with whether each matches and why (for tools).
    package func rules(reaching view: UIView) -> [(selector: String, matches: Bool, reason: String, values: [(name: String, value: Any)])] {
        let chain = Self.containerChain(of: view)
        let containers = AppearanceContainment.Chain(chain)
        let matching = rulesMatching(type(of: view))
        return matching.map { rule in
            var reasons: [String] = []
            var matches = true
            if let traits = rule.selector.traits {
                let ok = view.traitCollection.containsTraits(in: traits)
                matches = matches && ok
                reasons.append(ok ? "traits \(AppearanceSelector.describe(traits)) match" : "traits \(AppearanceSelector.describe(traits)) don't match")
            }
            if !rule.selector.containers.isEmpty {
                if let outer = rule.containmentScore(in: containers) {
                    reasons.append("contained; outermost container \(type(of: chain[outer])) at distance \(outer + 1), chain depth \(rule.selector.containers.count)")
                } else {
                    matches = false
                    reasons.append("not inside " + rule.selector.containers.map { "\($0)" }.joined(separator: " inside "))
                }
            }
            if reasons.isEmpty { reasons.append("every \(rule.selector.viewClass)") }
            let values = rule.settings.map { setting -> (String, Any) in
                switch setting.key {
                case .property(let property, let axes):
                    return (property.name + axes.enumerated().map { ":" + property.axes[$0.offset].name(of: $0.element) }.joined(), setting.value)
                case .keyPath(let keyPath):
                    return ((keyPathProperties[keyPath] ?? nil)?.name ?? AppearanceProperty.name(of: keyPath), setting.value)
                }
            }
            return ("\(rule.selector)", matches, reasons.joined(separator: "; "), values)
        }
    }
}
