import Foundation

extension Bundle {
    /// The value of an Info.plist key, localized as `object(forInfoDictionaryKey:)` localizes it, or nil
    /// when the Info.plist does not declare the key (or there is none).
    ///
    /// Why not `object(forInfoDictionaryKey:)` itself: on Linux it looks for localized values first, and
    /// for an executable outside a bundle that means listing every file of the executable's directory
    /// (`/usr/bin`, or a build folder) — a quarter of a small app's launch. A localized value translates a
    /// declared one, so an undeclared key is answered from the Info.plist alone.
    package func declaredInfoValue(forKey key: String) -> Any? {
        guard infoDictionary?[key] != nil else { return nil }
        return object(forInfoDictionaryKey: key)
    }

    /// The app's name for window titles and the accessibility tree: the Info.plist's
    /// `CFBundleDisplayName` (localized), else the process name.
    package var appDisplayName: String {
        (declaredInfoValue(forKey: "CFBundleDisplayName") as? String) ?? ProcessInfo.processInfo.processName
    }
}
