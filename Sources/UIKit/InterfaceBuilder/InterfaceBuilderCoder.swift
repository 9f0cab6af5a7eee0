import Foundation

/// The coder an object made from an Interface Builder document receives in `init?(coder:)`: it decodes
/// one element of the document.
///
/// UIKit's classes read their Interface Builder attributes from it in their own `init?(coder:)`, so an
/// app's `required init?(coder:)` override sees a configured view after `super.init(coder:)`, as on
/// iOS. Keyed decoding (`decodeObject(forKey:)`, `decodeBool(forKey:)`…) answers with the element's
/// attributes and keyed children, for apps that read their own keys.
///
/// Where Tessera differs: iOS's coder (`UINibDecoder`) reads ibtool's compiled nib; this one reads the
/// XML Xcode writes, through the element's names (`text`, `backgroundColor`), not the archive's keys
/// (`UIText`, `UIBackgroundColor`).
public final class InterfaceBuilderCoder: NSCoder {
    /// The element being decoded.
    let element: IBElement
    /// The pass decoding it: the document, the objects made so far, what is connected afterwards. It
    /// belongs to the main actor; every method that touches it is isolated to the main actor (the
    /// NSCoder overrides, which Foundation declares nonisolated, assume the main actor: objects from
    /// Interface Builder documents are made on it).
    let pass: IBDecodingPass
    /// The attributes and keyed children read so far: what is left is reported as skipped.
    private(set) var consumed: Set<String> = []
    /// Whether reads are recorded in `consumed`: only until the element's unread names have been
    /// reported (once per process), so later instantiations of the same document skip that work.
    let tracksReads: Bool

    @MainActor init(element: IBElement, pass: IBDecodingPass) {
        self.element = element
        self.pass = pass
        tracksReads = !pass.hasReportedUnread(element)
        super.init()
    }

    /// The names read while a plan is being built (nil when none is).
    private var planReads: [String]?

    /// Records that the attribute or keyed child `name` was read.
    func markRead(_ name: String) {
        if tracksReads { consumed.insert(name) }
        planReads?.append(name)
    }

    /// Decodes the element onto `target` through the plan `table` keeps for it. The first time, `build`
    /// makes the plan: it reads the element through this coder's readers, as decoding without a plan
    /// would, and adds a step for each property it would set; every later object made from the element
    /// gets the same steps, with no string decoded again.
    @MainActor func replay<Target>(_ target: Target, from table: IBPlanTable<IBPlan<Target>>,
                                   build: (IBPlan<Target>.Builder) -> Void) {
        let plan = table.value(for: element) {
            let outer = planReads
            planReads = []
            let builder = IBPlan<Target>.Builder()
            build(builder)
            let plan = IBPlan(steps: builder.steps, reads: planReads ?? [])
            planReads = outer.map { $0 + plan.reads }
            return plan
        }
        if tracksReads { consumed.formUnion(plan.reads) }
        plan.apply(to: target, coder: self)
    }

    /// True: the coder is keyed.
    public override var allowsKeyedCoding: Bool { true }

    /// Whether the element has an attribute or a keyed child named `key`.
    public override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    /// The attribute named `key` (a string), else the keyed child decoded as an object (a view, a colour,
    /// a font, a rect as an `NSValue`…), else nil.
    public override func decodeObject(forKey key: String) -> Any? {
        nonisolated(unsafe) var result: Any?
        nonisolated(unsafe) let coder = self
        MainActor.assumeIsolated {
            if let value = coder.string(key) { result = value; return }
            guard let child = coder.element.child(key: key) else { return }
            coder.markRead(key)
            result = coder.pass.value(of: child)
        }
        return result
    }

    /// The attribute named `key` as a Boolean (`YES`/`NO`); false when absent.
    public override func decodeBool(forKey key: String) -> Bool {
        nonisolated(unsafe) let coder = self
        return MainActor.assumeIsolated { coder.bool(key) ?? false }
    }

    /// The attribute named `key` as an integer; 0 when absent.
    public override func decodeInteger(forKey key: String) -> Int {
        nonisolated(unsafe) let coder = self
        return MainActor.assumeIsolated { coder.number(key).map { Int($0) } ?? 0 }
    }

    /// The attribute named `key` as a 32-bit integer; 0 when absent.
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }

    /// The attribute named `key` as a 64-bit integer; 0 when absent.
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    /// The attribute named `key` as a double; 0 when absent.
    public override func decodeDouble(forKey key: String) -> Double {
        nonisolated(unsafe) let coder = self
        return MainActor.assumeIsolated { coder.number(key).map(Double.init) ?? 0 }
    }

    /// The attribute named `key` as a float; 0 when absent.
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Reading (UIKit's classes, in their init?(coder:))

    /// An attribute's text.
    @MainActor func string(_ name: String) -> String? {
        guard let value = element[name] else { return nil }
        markRead(name)
        return value
    }

    /// An attribute as a Boolean (`YES`/`NO`).
    @MainActor func bool(_ name: String) -> Bool? { string(name).map { $0 == "YES" || $0 == "true" } }

    /// An attribute as a number.
    @MainActor func number(_ name: String) -> CGFloat? { string(name).flatMap { Double($0) }.map { CGFloat($0) } }

    /// An attribute mapped through `table` (an enumeration's IB names); unknown names are reported.
    @MainActor func enumeration<Value>(_ name: String, _ table: [String: Value]) -> Value? {
        guard let raw = string(name) else { return nil }
        if let value = table[raw] { return value }
        pass.skipped("the value \"\(raw)\" of \(name) on <\(element.name)>", line: element.line)
        return nil
    }

    /// The keyed child element `key`, marked read.
    @MainActor func child(_ key: String) -> IBElement? {
        guard let child = element.child(key: key) else { return nil }
        markRead(key)
        return child
    }

    /// The container child `name` (`subviews`, `segments`), marked read.
    @MainActor func container(_ name: String) -> IBElement? {
        guard let child = element.container(name) else { return nil }
        markRead(name)
        return child
    }

    /// Whether the keyed child `key` is present (a `<nil key="…"/>` counts: it says "no value").
    @MainActor func has(_ key: String) -> Bool { element.child(key: key) != nil }

    /// The colour the keyed child `key` describes (nil for `<nil key="…"/>` or when absent).
    @MainActor func color(_ key: String) -> UIColor? { child(key).flatMap { IBValues.color($0, pass: pass) } }

    /// The rectangle the keyed child `key` describes.
    @MainActor func rect(_ key: String) -> CGRect? { child(key).flatMap(IBValues.rect) }

    /// The size the keyed child `key` describes.
    @MainActor func size(_ key: String) -> CGSize? { child(key).flatMap(IBValues.size) }

    /// The font the keyed child `key` describes (`fontDescription` by default).
    @MainActor func font(_ key: String = "fontDescription") -> UIFont? { child(key).flatMap(IBValues.font) }

    /// The image an attribute names (an asset of the document's bundle, or a system symbol when the
    /// document's resources say `catalog="system"`).
    @MainActor func image(_ name: String) -> UIImage? { string(name).flatMap { pass.image(named: $0) } }

    /// The object the keyed child `key` describes, decoded (a view, an item, a layout).
    @MainActor func object(_ key: String) -> AnyObject? { child(key).flatMap { pass.decode($0) } }

    /// The objects in the container `name` (`subviews`), decoded in order.
    @MainActor func objects(in name: String) -> [AnyObject] {
        (container(name)?.children ?? []).compactMap { pass.decode($0) }
    }

    /// Decodes the keyed child `key` onto an object that already exists (a cell's content view, a
    /// controller's navigation item), registering it under the child's id.
    @MainActor func adopt(_ key: String, into object: AnyObject) {
        guard let child = child(key) else { return }
        pass.adopt(child, into: object)
    }
}

extension NSCoder {
    /// The Interface Builder coder, when this is one.
    var interfaceBuilder: InterfaceBuilderCoder? { self as? InterfaceBuilderCoder }
}
