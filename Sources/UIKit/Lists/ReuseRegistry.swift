/// Registering view classes for reuse, shared by tables, collection views and layouts: a class is
/// stored under its key, nil forgets the key, and a class of the wrong kind is logged (naming the
/// API) and ignored, as UIKit's registration calls expect.
enum ReuseRegistry {
    @MainActor
    static func register<View>(_ viewClass: AnyClass?, as kind: View.Type, key: String,
                               in classes: inout [String: View.Type], api: @autoclosure () -> String) {
        guard let viewClass else {
            classes[key] = nil
            return
        }
        guard let type = viewClass as? View.Type else {
            TesseraLog.error("UIKit", "\(api()): \(viewClass) is not a \(View.self) subclass; ignored")
            return
        }
        classes[key] = type
    }
}
