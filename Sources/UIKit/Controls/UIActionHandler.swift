/// What an action runs: a closure given the action itself (whose `sender` is set while it runs).
///
/// Main-actor isolated, as the SDK declares it, so a handler may touch views directly.
public typealias UIActionHandler = @MainActor (UIAction) -> Void
