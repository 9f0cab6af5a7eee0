/// Target-action and action handlers, without the Objective-C runtime.
///
/// Where Tessera differs: there are no selectors. A target's action is a typed method reference,
/// `addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)`, taking nothing, the
/// sender, or the sender and the event. Targets are held weakly, so a control never keeps its
/// target alive. A nil target means the first object of the action's target type up the responder
/// chain (from the window's first responder, else from the control) when the event happens.
extension UIControl {
    // MARK: UIAction

    /// Adds an action handler for events; one already added with the same identifier is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        eventHandlers.append(ControlEventHandler(events: controlEvents, kind: .action(action)))
    }

    /// Removes an action handler from events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeHandlers(for: controlEvents) { if case .action(let a) = $0.kind { return a === action } else { return false } }
    }

    /// Removes the action handler with an identifier from events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeHandlers(for: controlEvents) {
            if case .action(let a) = $0.kind { return a.identifier == actionIdentifier } else { return false }
        }
    }

    // MARK: Target-action

    /// Adds a target and a method taking nothing, for events.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        addTarget(ControlTarget(target, action: action), for: controlEvents)
    }

    /// Adds a target and a method taking the sender, for events.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                                for controlEvents: Event) {
        addTarget(ControlTarget(target, action: action), for: controlEvents)
    }

    /// Adds a target and a method taking the sender as `Any` (`@IBAction func tapped(_ sender: Any)`), for events.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (Any) -> Void, for controlEvents: Event) {
        addTarget(ControlTarget(target, action: action), for: controlEvents)
    }

    /// Adds a target and a method taking the sender and the event, for events.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
                                                                for controlEvents: Event) {
        addTarget(ControlTarget(target, action: action), for: controlEvents)
    }

    /// Removes every action of a target (of every target when nil) from events.
    ///
    /// Where Tessera differs: without selectors, one method of a target can't be named, so iOS's
    /// `action:` argument is left out.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeHandlers(for: controlEvents) {
            guard case .target(let t) = $0.kind else { return false }
            return target == nil || t.target === target
        }
    }

    /// Removes a target's actions from events, as `removeTarget(_:action:for:)` does on iOS with a nil
    /// action: every action of `target` (of every target when nil).
    ///
    /// Where Tessera differs: actions are method references, not selectors, so a non-nil `Selector`
    /// names no action here and removes nothing; pass the method reference instead.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        if let action {
            TesseraLog.warning("UIKit", "UIControl.removeTarget(_:action:for:): actions are method references in Tessera, so the selector \(action) matches none; pass the method (removeTarget(self, action: MyView.tapped, for:))")
            return
        }
        removeTarget(target, for: controlEvents)
    }

    /// Removes a target's method taking nothing from events.
    ///
    /// Where Tessera differs: two method references cannot be compared in Swift, so this removes the
    /// target's actions whose methods have the same type as `action` (on iOS, only that one method's).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        removeTarget(target, matching: ControlTarget(target, action: action), for: controlEvents)
    }

    /// Removes a target's method taking the sender from events (see the first typed form for how it matches).
    public func removeTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                                   for controlEvents: Event) {
        removeTarget(target, matching: ControlTarget(target, action: action), for: controlEvents)
    }

    /// Removes a target's method taking the sender as `Any` from events (see the first typed form for how it matches).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (Any) -> Void, for controlEvents: Event) {
        removeTarget(target, matching: ControlTarget(target, action: action), for: controlEvents)
    }

    /// Removes a target's method taking the sender and the event from events (see the first typed form for how it matches).
    public func removeTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
                                                                   for controlEvents: Event) {
        removeTarget(target, matching: ControlTarget(target, action: action), for: controlEvents)
    }

    /// Removes the actions of `target` (of every target when nil) whose method has `probe`'s signature.
    private func removeTarget(_ target: AnyObject?, matching probe: ControlTarget, for controlEvents: Event) {
        removeHandlers(for: controlEvents) {
            guard case .target(let t) = $0.kind else { return false }
            return (target == nil || t.target === target) && t.signature == probe.signature
        }
    }

    /// Calls a target's method as the control would for an event (a nil target is looked up the
    /// responder chain).
    public func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, to target: Target?, for event: UIEvent?) {
        ControlTarget(target, action: action).invoke(from: self, event: event)
    }

    /// Calls a target's method that takes the sender.
    public func sendAction<Target: AnyObject, Sender: UIControl>(_ action: @escaping (Target) -> (Sender) -> Void, to target: Target?,
                                                                 for event: UIEvent?) {
        ControlTarget(target, action: action).invoke(from: self, event: event)
    }

    /// Calls a target's method that takes the sender and the event.
    public func sendAction<Target: AnyObject, Sender: UIControl>(_ action: @escaping (Target) -> (Sender, UIEvent?) -> Void, to target: Target?,
                                                                 for event: UIEvent?) {
        ControlTarget(target, action: action).invoke(from: self, event: event)
    }

    /// The live targets with actions for any event (each once; nil targets are not listed).
    ///
    /// Where Tessera differs: an array of objects, since Swift objects are not hashable by default.
    public var allTargets: [AnyObject] {
        var found: [AnyObject] = []
        for handler in eventHandlers {
            guard case .target(let t) = handler.kind, let target = t.target, !found.contains(where: { $0 === target }) else { continue }
            found.append(target)
        }
        return found
    }

    /// The events that have at least one action or target.
    public var allControlEvents: Event {
        eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions a target (nil: the nil-target entries) has for an event, or nil when it has none.
    ///
    /// Where Tessera differs: without selectors, each action is described by its method's type,
    /// such as `"(ViewController) -> (UIButton) -> ()"`.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let found = eventHandlers.compactMap { handler -> String? in
            guard case .target(let t) = handler.kind, !handler.events.isDisjoint(with: controlEvent) else { return nil }
            if let target { return t.target === target ? t.signature : nil }
            return t.isNilTargeted ? t.signature : nil
        }
        return found.isEmpty ? nil : found
    }

    private func addTarget(_ target: ControlTarget, for controlEvents: Event) {
        eventHandlers.removeAll { if case .target(let t) = $0.kind { return !t.isNilTargeted && t.target == nil } else { return false } }
        eventHandlers.append(ControlEventHandler(events: controlEvents, kind: .target(target)))
    }

    /// Takes `controlEvents` away from the handlers that match; a handler left with no events goes.
    private func removeHandlers(for controlEvents: Event, where matches: (ControlEventHandler) -> Bool) {
        eventHandlers = eventHandlers.compactMap { handler in
            guard matches(handler) else { return handler }
            var handler = handler
            handler.events.subtract(controlEvents)
            return handler.events.isEmpty ? nil : handler
        }
    }
}

/// One registration: events and what they run.
struct ControlEventHandler {
    enum Kind {
        case action(UIAction)
        case target(ControlTarget)
    }

    var events: UIControl.Event
    /// What runs, stored as two plain references rather than as `Kind`: Swift packs an enum's case into
    /// spare bits of its payload pointer, which LeakSanitizer's scan would not recognise as a pointer.
    private let action: UIAction?
    private let target: ControlTarget?

    init(events: UIControl.Event, kind: Kind) {
        self.events = events
        switch kind {
        case .action(let action): self.action = action; target = nil
        case .target(let target): action = nil; self.target = target
        }
    }

    var kind: Kind {
        if let action { return .action(action) }
        return .target(target!)
    }
}

/// A weakly held target and its typed method, erased to one call shape.
@MainActor
final class ControlTarget {
    private(set) weak var target: AnyObject?
    /// Whether the target is looked up the responder chain when the event happens.
    let isNilTargeted: Bool
    /// The method's type, for `actions(forTarget:forControlEvent:)` and messages.
    let signature: String
    private let resolve: @MainActor (UIResponder) -> AnyObject?
    private let call: @MainActor (AnyObject, UIControl, UIEvent?) -> Void

    private init<Target: AnyObject>(_ target: Target?, signature: String,
                                    call: @escaping @MainActor (Target, UIControl, UIEvent?) -> Void) {
        self.target = target
        isNilTargeted = target == nil
        self.signature = signature
        resolve = { $0 as? Target }
        self.call = { call(unsafeDowncast($0, to: Target.self), $1, $2) }
    }

    convenience init<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(target, signature: "(\(Target.self)) -> () -> ()") { target, _, _ in action(target)() }
    }

    convenience init<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target, signature: "(\(Target.self)) -> (\(Sender.self)) -> ()") { target, control, _ in
            guard let sender = Self.sender(control, as: Sender.self, target: Target.self) else { return }
            action(target)(sender)
        }
    }

    convenience init<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (Any) -> Void) {
        self.init(target, signature: "(\(Target.self)) -> (Any) -> ()") { target, control, _ in action(target)(control) }
    }

    convenience init<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        self.init(target, signature: "(\(Target.self)) -> (\(Sender.self), UIEvent?) -> ()") { target, control, event in
            guard let sender = Self.sender(control, as: Sender.self, target: Target.self) else { return }
            action(target)(sender, event)
        }
    }

    /// Calls the method on the target (looked up the responder chain when nil-targeted); a target
    /// that has gone away is skipped.
    func invoke(from control: UIControl, event: UIEvent?) {
        if isNilTargeted {
            guard let found = chainTarget(from: control) else {
                TesseraLog.warning("UIKit", "\(type(of: control)): no responder of the action's target type \(signature) in the responder chain; the action was not sent")
                return
            }
            call(found, control, event)
        } else if let target {
            call(target, control, event)
        }
    }

    /// The first responder of the target type, from the window's first responder, else from the control.
    private func chainTarget(from control: UIControl) -> AnyObject? {
        var starts: [UIResponder] = []
        if let first = control.window?.currentFirstResponder { starts.append(first) }
        starts.append(control)
        for start in starts {
            var responder: UIResponder? = start
            while let current = responder {
                if let found = resolve(current) { return found }
                responder = current.next
            }
        }
        return nil
    }

    private static func sender<Sender: UIControl>(_ control: UIControl, as type: Sender.Type, target: Any.Type) -> Sender? {
        if let sender = control as? Sender { return sender }
        TesseraLog.error("UIKit", "an action of \(target) takes a \(Sender.self) but was sent by a \(Swift.type(of: control)); the action was not called")
        return nil
    }
}
