import Foundation

/// Opening URLs in other applications: a web page in the browser, a `mailto:` link in the mail client.
///
/// Where Tessera differs: iOS hands the URL to the app registered for its scheme; Tessera hands it to
/// the desktop's opener (`xdg-open`, which asks the freedesktop MIME database). `canOpenURL(_:)` needs
/// no `LSApplicationQueriesSchemes` list: it answers whether a handler is registered for the scheme
/// (or, for `file:` URLs, whether the file exists). There are no universal links on Linux: with
/// `.universalLinksOnly` nothing opens and the completion gets false, as on iOS when no app claims
/// the link.
extension UIApplication {
    /// Options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public var rawValue: String
        /// Wraps a name as an option key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Bool`: open the URL only if it is a universal link an installed app claims.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings on iOS. Linux desktops have no such page: opening
    /// it fails (the completion gets false).
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` in the application registered for it, then calls `completion` on the main actor with
    /// whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        guard !universalOnly, canOpenURL(url) else {
            if let completion { Task { @MainActor in completion(false) } }
            return
        }
        ExternalURLOpener.open(url) { opened in
            if let completion { Task { @MainActor in completion(opened) } }
        }
    }

    /// Whether some application can open `url`: a handler is registered for its scheme, or the file a
    /// `file:` URL names exists.
    public func canOpenURL(_ url: URL) -> Bool {
        ExternalURLOpener.canOpen(url)
    }

    /// Opens `url`, answering at once whether it could be handed over.
    @available(*, deprecated, message: "Use open(_:options:completionHandler:) instead")
    public func openURL(_ url: URL) -> Bool {
        guard canOpenURL(url) else { return false }
        ExternalURLOpener.open(url) { _ in }
        return true
    }
}

/// Hands URLs to the desktop (`xdg-open`) and asks it which schemes have handlers (`xdg-mime`).
enum ExternalURLOpener {
    /// The desktop file of the application that handles `scheme`, or nil; tests replace it.
    nonisolated(unsafe) static var handler: (_ scheme: String) -> String? = { scheme in
        let name = output(of: "xdg-mime", ["query", "default", "x-scheme-handler/\(scheme)"])?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return name.isEmpty ? nil : name
    }

    /// Hands `url` to the opener and reports whether it succeeded; tests replace it.
    nonisolated(unsafe) static var launch: (_ url: URL, _ done: @escaping @Sendable (Bool) -> Void) -> Void = { url, done in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { done($0.terminationStatus == 0) }
        do { try process.run() } catch { done(false) }
    }

    static func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return false }
        if scheme == "file" { return FileManager.default.fileExists(atPath: url.path) }
        if scheme == "app-settings" { return false }
        return handler(scheme) != nil
    }

    static func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        launch(url, completion)
    }

    /// What `program` prints when it succeeds (nil when it fails or cannot run).
    private static func output(of program: String, _ arguments: [String]) -> String? {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
