import Foundation

/// Choosing light or dark for the whole app: system, forced, or following the sun (Tessera
/// additions).
extension UIApplication {
    /// How the app's screens choose their style; setting it applies the style at once.
    public var interfaceStyleMode: UIInterfaceStyleMode {
        get { InterfaceStyleState.mode }
        set {
            InterfaceStyleState.mode = newValue
            InterfaceStyleState.apply()
        }
    }

    /// The clock that sun-following reads (the real clock by default); tests inject their own.
    public var interfaceStyleClock: @MainActor () -> Date {
        get { InterfaceStyleState.clock }
        set {
            InterfaceStyleState.clock = newValue
            InterfaceStyleState.apply()
        }
    }
}

/// The style mode and when it next needs a look.
@MainActor
enum InterfaceStyleState {
    static var mode = UIInterfaceStyleMode.system
    static var clock: @MainActor () -> Date = { Date() }
    /// When following the sun, the next sunrise or sunset (or an hour on, in polar day or night).
    private static var nextChange: Date?

    /// The style the platform asks for.
    static var systemStyle: UIUserInterfaceStyle {
        switch ProcessEnvironment.value("TESSERA_INTERFACE_STYLE")?.lowercased() {
        case "dark": .dark
        case "light": .light
        default: DesktopStyle.preferredStyle() ?? .light
        }
    }

    /// Sets every screen's style from the mode.
    static func apply() {
        let style: UIUserInterfaceStyle
        switch mode {
        case .system:
            style = systemStyle
            nextChange = nil
        case .forced(let forced):
            style = forced == .unspecified ? systemStyle : forced
            nextChange = nil
        case .followsSun(let schedule):
            let now = clock()
            style = schedule.isDaylight(at: now) ? .light : .dark
            nextChange = schedule.nextChange(after: now) ?? now.addingTimeInterval(3600)
        }
        var screens = [UIScreen.main]
        for window in UIApplication.shared.windows where !screens.contains(where: { $0 === window.screen }) { screens.append(window.screen) }
        for screen in screens { screen.userInterfaceStyle = style }
    }

    /// Called every frame: re-applies when following the sun and a sunrise or sunset has passed (one
    /// date comparison otherwise; nothing when not following the sun).
    static func frameTick() {
        guard let nextChange, clock() >= nextChange else { return }
        apply()
    }
}
