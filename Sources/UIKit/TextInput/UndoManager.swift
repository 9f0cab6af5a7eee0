/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which
/// swift-corelibs-foundation does not have, so Tessera provides it.
///
/// Changes register an undo action (`registerUndo(withTarget:handler:)`); actions registered inside one
/// `beginUndoGrouping()`/`endUndoGrouping()` pair undo together. An action registered while undoing
/// becomes a redo action, and one registered while redoing an undo action again, as on Apple's
/// platforms. Responders find theirs through `UIResponder.undoManager`; text fields and text views own
/// one each.
///
/// Where Tessera differs: with `groupsByEvent` (the default), an action registered outside any group
/// gets a group of its own instead of one that closes at the end of the run loop's turn; register
/// related actions inside an explicit group. Only closure actions exist (no selectors, no
/// `prepare(withInvocationTarget:)`).
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One undoable step: its actions (performed last first) and its name.
    private final class Group {
        var actions: [(target: ObjectIdentifier, perform: @MainActor () -> Void)] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups being built, outermost first.
    private var openGroups: [Group] = []
    private var disableCount = 0

    /// Whether an undo is in progress.
    public private(set) var isUndoing = false
    /// Whether a redo is in progress.
    public private(set) var isRedoing = false
    /// Whether registrations outside a group get a group of their own (see the type's note).
    open var groupsByEvent = true
    /// How many undo steps are kept (0: no limit).
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// The run loop modes (kept for source compatibility; groups do not follow the run loop).
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// Creates an empty undo manager.
    public override init() {
        super.init()
    }

    // MARK: Registering

    /// Registers an action undoing a change to `target` (which is not retained beyond the action's own
    /// capture): while undoing it becomes a redo action.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: (target: ObjectIdentifier, perform: @MainActor () -> Void) = (ObjectIdentifier(target), { handler(target) })
        if let group = openGroups.last {
            group.actions.append(action)
            return
        }
        // Outside a group: a group of its own.
        let group = Group()
        group.actions.append(action)
        push(group)
    }

    /// Names the step being registered (shown as "Undo Typing").
    open func setActionName(_ actionName: String) {
        if let group = openGroups.first {
            group.name = actionName
        } else if isUndoing, let last = redoStack.last {
            last.name = actionName
        } else if let last = undoStack.last {
            last.name = actionName
        }
    }

    /// Opens a group: everything registered until the matching `endUndoGrouping()` undoes at once.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        if openGroups.count == 1 { NotificationCenter.default.post(name: Self.didOpenUndoGroupNotification, object: self) }
    }

    /// Closes the innermost group.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            TesseraLog.error("Foundation", "UndoManager.endUndoGrouping: no group is open; ignored")
            return
        }
        if let outer = openGroups.last {
            outer.actions.append(contentsOf: group.actions)
            if outer.name.isEmpty { outer.name = group.name }
        } else {
            NotificationCenter.default.post(name: Self.willCloseUndoGroupNotification, object: self)
            if !group.actions.isEmpty { push(group) }
            NotificationCenter.default.post(name: Self.didCloseUndoGroupNotification, object: self)
        }
    }

    /// How deeply groups are nested now.
    open var groupingLevel: Int { openGroups.count }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Undoing and redoing

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step (closing the open group first, when there is exactly one).
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty else {
            TesseraLog.error("Foundation", "UndoManager.undo: called with nested groups open; ignored")
            return
        }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willUndoChangeNotification, object: self)
        isUndoing = true
        beginUndoGrouping()
        for action in group.actions.reversed() { action.perform() }
        openGroups.first?.name = group.name
        endUndoGrouping()
        isUndoing = false
        NotificationCenter.default.post(name: Self.didUndoChangeNotification, object: self)
    }

    /// Redoes the last undone step.
    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willRedoChangeNotification, object: self)
        isRedoing = true
        beginUndoGrouping()
        for action in group.actions.reversed() { action.perform() }
        openGroups.first?.name = group.name
        endUndoGrouping()
        isRedoing = false
        NotificationCenter.default.post(name: Self.didRedoChangeNotification, object: self)
    }

    /// Undoes the actions of the open group without making a redo step.
    open func undoNestedGroup() {
        guard let group = openGroups.popLast() else { undo(); return }
        let enabled = disableCount
        disableCount += 1
        for action in group.actions.reversed() { action.perform() }
        disableCount = enabled
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets every action on `target` (steps left empty go too).
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        for group in undoStack + redoStack + openGroups { group.actions.removeAll { $0.target == id } }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    // MARK: Registration switch

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    /// Stops recording registrations (calls nest).
    open func disableUndoRegistration() { disableCount += 1 }
    /// Resumes recording registrations.
    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            TesseraLog.error("Foundation", "UndoManager.enableUndoRegistration: registration is not disabled; ignored")
            return
        }
        disableCount -= 1
    }

    // MARK: Names

    /// The name of the step `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the step `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the step's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the step's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo" followed by a name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    /// "Redo" followed by a name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    // MARK: Notifications

    /// Posted before an undo.
    nonisolated public static let willUndoChangeNotification = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo.
    nonisolated public static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before a redo.
    nonisolated public static let willRedoChangeNotification = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after a redo.
    nonisolated public static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when an outermost group opens.
    nonisolated public static let didOpenUndoGroupNotification = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before an outermost group closes.
    nonisolated public static let willCloseUndoGroupNotification = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after an outermost group closed.
    nonisolated public static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
