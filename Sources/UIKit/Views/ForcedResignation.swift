/// Whether a resignation under way is forced (`endEditing(true)`): the responder is not asked whether it
/// may resign. Set around the resignation and restored after it.
@MainActor
enum ForcedResignation {
    private(set) static var isActive = false

    /// Runs `body` with `isActive` set to `force`, then restores the previous value.
    static func perform<Result>(_ force: Bool, _ body: () -> Result) -> Result {
        let saved = isActive
        isActive = force
        defer { isActive = saved }
        return body()
    }
}
