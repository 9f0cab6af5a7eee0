import Foundation

extension UIApplication {
    /// Posted when the system is low on memory, so caches can be emptied.
    ///
    /// Where Tessera differs: Linux sends applications no memory warnings, so Tessera never posts it on
    /// its own; post it yourself (`NotificationCenter.default.post(name:object:)`) to exercise the code
    /// that observes it.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
