/// A direction in the stored text: towards its end (forward) or its start (backward).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}
