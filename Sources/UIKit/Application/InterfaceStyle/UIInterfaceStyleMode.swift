import Foundation

/// How the app chooses light or dark (a Tessera type): as the system says, forced,
/// or following the sun at a place.
public enum UIInterfaceStyleMode: Hashable, Sendable {
    /// The style the platform reports: on Linux, `TESSERA_INTERFACE_STYLE=dark|light` in the environment
    /// (light when unset or unrecognised).
    case system
    /// Always this style.
    case forced(UIUserInterfaceStyle)
    /// Light from sunrise to sunset, dark otherwise, at a place.
    case followsSun(SunSchedule)
}
