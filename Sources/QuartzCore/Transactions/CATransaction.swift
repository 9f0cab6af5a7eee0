/// Groups layer changes. Tessera applies changes at once and shows them in the next frame; a
/// transaction's completion block runs when the outermost transaction commits. Its animation settings
/// are kept for implicit animations (not implemented yet).
@MainActor
public final class CATransaction {
    private struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var completion: (() -> Void)?
    }

    private static var stack: [Frame] = []

    /// Begins a nested transaction.
    public static func begin() { stack.append(Frame()) }

    /// Commits the innermost transaction; its completion block runs when the outermost one commits.
    public static func commit() {
        guard let frame = stack.popLast() else {
            TesseraLog.warning("QuartzCore", "CATransaction.commit() without begin()")
            return
        }
        if let completion = frame.completion {
            if stack.isEmpty { completion() } else { pendingCompletions.append(completion) }
        }
        if stack.isEmpty {
            let pending = pendingCompletions
            pendingCompletions = []
            for completion in pending { completion() }
        }
    }

    private static var pendingCompletions: [() -> Void] = []

    /// Commits nothing pending (changes are already applied); kept for compatibility.
    public static func flush() {}

    /// Whether property changes run their actions (implicit animations).
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Turns actions off or on for the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        if stack.isEmpty { return }
        stack[stack.count - 1].disableActions = flag
    }

    /// The duration of implicit animations in the current transaction.
    public static func animationDuration() -> CFTimeInterval { stack.last?.animationDuration ?? 0.25 }

    /// Sets the duration of implicit animations in the current transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        if stack.isEmpty { return }
        stack[stack.count - 1].animationDuration = duration
    }

    /// The completion block of the current transaction.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets a block to run when the current transaction (and every transaction around it) has committed.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else {
            block?()
            return
        }
        stack[stack.count - 1].completion = block
    }
}
