/// The light or dark preference of the Linux desktop, read where it can be read without a session bus:
/// `GTK_THEME` (a ":dark" variant), then GTK 3/4's settings.ini (`gtk-application-prefer-dark-theme`, or
/// a theme name ending in "-dark"). Only consulted while the app shows a desktop window; headless apps
/// and tests never depend on the machine's settings.
@MainActor
enum DesktopStyle {
    /// Set while a window backend runs.
    static var isConsulted = false

    /// The desktop's preference, or nil when it says none (or is not consulted).
    static func preferredStyle(environment: [String: String] = ProcessEnvironment.variables) -> UIUserInterfaceStyle? {
        guard isConsulted else { return nil }
        if let theme = environment["GTK_THEME"], !theme.isEmpty {
            return theme.lowercased().hasSuffix(":dark") || theme.lowercased().hasSuffix("-dark") ? .dark : .light
        }
        let config = environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        for folder in ["gtk-4.0", "gtk-3.0"] {
            let file = config.appendingPathComponent(folder).appendingPathComponent("settings.ini")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let style = style(fromSettings: text) { return style }
        }
        return nil
    }

    /// The style a GTK settings.ini asks for, if any.
    nonisolated static func style(fromSettings text: String) -> UIUserInterfaceStyle? {
        var found: UIUserInterfaceStyle?
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "gtk-application-prefer-dark-theme":
                return parts[1] == "1" || parts[1] == "true" ? .dark : .light
            case "gtk-theme-name":
                found = parts[1].hasSuffix("-dark") || parts[1].hasSuffix(":dark") ? .dark : found
            default:
                continue
            }
        }
        return found
    }
}
