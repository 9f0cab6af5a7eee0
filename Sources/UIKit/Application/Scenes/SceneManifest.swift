import Foundation

/// The scene configurations an app declares outside code: the `UIApplicationSceneManifest` of its
/// Info.plist, or, when it has none, the manifest of Xcode's app template.
///
/// On iOS a configuration returned by name from `application(_:configurationForConnecting:options:)`
/// (the template returns `UISceneConfiguration(name: "Default Configuration", …)`) takes its scene and
/// delegate classes from the Info.plist entry of that name. A Swift package on Linux usually ships no
/// Info.plist, so Tessera falls back to what the template's Info.plist says: the configuration
/// "Default Configuration" uses the class `SceneDelegate` of the app delegate's module.
@MainActor
enum SceneManifest {
    /// The name of the template's configuration.
    static let templateConfigurationName = "Default Configuration"

    /// Fills in the classes of a configuration that names none, from the manifest entry of its name and
    /// role. `appModule` is the app delegate's module, for `$(PRODUCT_MODULE_NAME)` and the template.
    static func complete(_ configuration: UISceneConfiguration, appModule: String?) {
        guard configuration.delegateClass == nil else { return }
        if let entries = declaredEntries(role: configuration.role) {
            let entry = entries.first { ($0["UISceneConfigurationName"] as? String) == configuration.name }
                ?? (configuration.name == nil ? entries.first : nil)
            guard let entry else { return }
            configuration.delegateClass = (entry["UISceneDelegateClassName"] as? String).flatMap { lookUpClass($0, appModule: appModule) }
            if configuration.sceneClass == nil {
                configuration.sceneClass = (entry["UISceneClassName"] as? String).flatMap { lookUpClass($0, appModule: appModule) }
            }
        } else if configuration.name == templateConfigurationName, let appModule,
                  let type = NSClassFromString("\(appModule).SceneDelegate"), type is UISceneDelegate.Type {
            configuration.delegateClass = type
        }
    }

    /// The Info.plist's configurations for a role (nil when the app declares no manifest).
    private static func declaredEntries(role: UISceneSession.Role) -> [[String: Any]]? {
        guard let manifest = Bundle.main.declaredInfoValue(forKey: "UIApplicationSceneManifest") as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any] else { return nil }
        return configurations[role.rawValue] as? [[String: Any]] ?? []
    }

    /// The class a manifest names, with Xcode's `$(PRODUCT_MODULE_NAME)` replaced by the app's module.
    private static func lookUpClass(_ name: String, appModule: String?) -> AnyClass? {
        let expanded = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: appModule ?? "")
        if let type = NSClassFromString(expanded) { return type }
        TesseraLog.error("UIKit", "scene manifest: no class \(expanded) (name it \"Module.Class\")")
        return nil
    }

    /// The module of the app delegate's class ("NotesApp" for NotesApp.AppDelegate).
    static func module(of delegate: AnyObject?) -> String? {
        guard let delegate else { return nil }
        // `String(reflecting:)` gives the same name, after searching every conformance record for a
        // custom description of the metatype: about 4.6 million instructions of the app's launch.
        let name = _typeName(type(of: delegate), qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}
