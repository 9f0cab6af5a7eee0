/// Groups layer changes, and sets how the implicit animations of changes made inside it run.
///
/// Transactions nest (`begin()`/`commit()`); each has its own settings, which start from the enclosing
/// one's. Changes made outside any `begin()` belong to the implicit transaction, which commits when the
/// frame is prepared, as Core Animation's commits at the end of the run loop's turn.
///
/// A transaction's completion block runs once every animation added while it was the current
/// transaction, after the block was set, has stopped (finished or removed), and the transaction and
/// every one around it have committed; with no such animation it runs at that commit.
///
/// Where Tessera differs: changes are applied to the layers at once (Tessera has no separate render
/// tree), so `flush()` has nothing to do, and `lock()`/`unlock()` guard nothing: layers live on the main
/// actor.
@preconcurrency @MainActor
open class CATransaction {
    private struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: TransactionCompletion?
        var values: [String: Any] = [:]
        var isImplicit = false
    }

    private static var stack: [Frame] = []
    /// Completions of committed nested transactions, waiting for the outermost commit.
    private static var waiting: [TransactionCompletion] = []

    /// Begins a nested transaction (its settings start from the current one's).
    public static func begin() {
        var frame = Frame()
        if let current = stack.last {
            frame.disableActions = current.disableActions
            frame.animationDuration = current.animationDuration
            frame.timingFunction = current.timingFunction
        }
        stack.append(frame)
    }

    /// Commits the innermost transaction.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            TesseraLog.warning("QuartzCore", "CATransaction.commit() without begin()")
            return
        }
        // An implicit transaction opened inside this one ends with it.
        let frame = stack[index]
        stack.removeSubrange(index...)
        finish(frame)
    }

    private static func finish(_ frame: Frame) {
        if let completion = frame.completion { waiting.append(completion) }
        guard stack.isEmpty else { return }
        let released = waiting
        waiting = []
        for completion in released { completion.commit() }
    }

    /// Commits the implicit transaction, if one is open (the frame pipeline calls this first).
    package static func commitImplicit() {
        guard let frame = stack.first, frame.isImplicit else { return }
        stack.removeAll()
        finish(frame)
    }

    /// Whether the implicit transaction is open: the next frame (or run loop turn) commits it.
    package static var hasOpenImplicitTransaction: Bool { stack.first?.isImplicit == true }

    /// The current transaction, opening the implicit one when none is open.
    private static func current(_ change: (inout Frame) -> Void) {
        if stack.isEmpty {
            var frame = Frame()
            frame.isImplicit = true
            stack.append(frame)
        }
        change(&stack[stack.count - 1])
    }

    /// Commits nothing pending (changes are already applied); kept for compatibility.
    public static func flush() {}

    /// Kept for compatibility: layers live on the main actor, so there is nothing to lock.
    public static func lock() {}

    /// Kept for compatibility (see `lock()`).
    public static func unlock() {}

    /// Whether property changes run no actions (no implicit animations).
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Turns actions off or on for the current transaction.
    public static func setDisableActions(_ flag: Bool) { current { $0.disableActions = flag } }

    /// The duration of implicit animations in the current transaction (0.25 s by default).
    public static func animationDuration() -> CFTimeInterval { stack.last?.animationDuration ?? 0.25 }

    /// Sets the duration of implicit animations in the current transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard BadValue.usable(CGFloat(duration)), duration >= 0 else {
            return BadValue.report("QuartzCore", api: "CATransaction.setAnimationDuration", "\(duration) ignored")
        }
        current { $0.animationDuration = duration }
    }

    /// The timing function of implicit animations in the current transaction (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }

    /// Sets the timing function of implicit animations in the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current { $0.timingFunction = function } }

    /// The completion block of the current transaction.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion?.block }

    /// Sets the block to run once the animations added to the current transaction from now on have
    /// stopped and the transaction has committed (see the type's notes).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        // A spun run loop commits the implicit transaction (and so runs the block) in real time.
        RunLoopFrameDriver.install()
        current { $0.completion = block.map(TransactionCompletion.init) }
    }

    /// A setting of the current transaction by key (`kCATransactionAnimationDuration` and the others
    /// are the typed settings; other keys hold what you store).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default: stack.last?.values[key]
        }
    }

    /// Sets a setting of the current transaction by key.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let duration = (anObject as? Double) ?? (anObject as? NSNumber)?.doubleValue { setAnimationDuration(duration) }
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? (anObject as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: current { $0.values[key] = anObject }
        }
    }

    /// An animation is being added: the transactions waiting for their animations count it, and are
    /// told through `observe` when it stops.
    package static func animationAdded(_ observe: (@escaping @MainActor (Bool) -> Void) -> Void) {
        for frame in stack {
            guard let completion = frame.completion else { continue }
            completion.pending += 1
            observe { _ in completion.animationStopped() }
        }
    }
}

/// The key of the implicit animations' duration (`CATransaction.setValue(_:forKey:)`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether changes run no actions.
public let kCATransactionDisableActions = "disableActions"
/// The key of the implicit animations' timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// A transaction's completion block, run once its transaction has committed and its animations stopped.
@MainActor
final class TransactionCompletion {
    let block: () -> Void
    var pending = 0
    private var committed = false
    private var ran = false

    init(_ block: @escaping () -> Void) { self.block = block }

    func commit() {
        committed = true
        runIfDone()
    }

    func animationStopped() {
        pending -= 1
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending == 0, !ran else { return }
        ran = true
        block()
    }
}
