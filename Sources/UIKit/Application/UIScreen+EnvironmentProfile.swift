import Foundation

extension UIScreen.DeviceProfile {
    /// The profile a device name gives (`iphone`, `iphone-se`, `ipad`, `desktop`, any case; nil for
    /// another name). What `--device` and `TESSERA_DEVICE` take.
    static func named(_ name: String) -> UIScreen.DeviceProfile? {
        switch name.lowercased() {
        case "iphone": .iPhone
        case "iphone-se", "iphonese", "se": .iPhoneSE
        case "ipad": .iPad
        case "desktop", "mac": .desktop
        default: nil
        }
    }

    /// The pixels per point `TESSERA_SCALE` asks for (0.5 to 4), nil when it is unset or not such a
    /// scale (logged).
    package static func configuredScale(environment: [String: String]) -> CGFloat? {
        guard let setting = environment["TESSERA_SCALE"] else { return nil }
        if let value = Double(setting), value.isFinite, value >= 0.5, value <= 4 { return CGFloat(value) }
        TesseraLog.error("UIKit", "TESSERA_SCALE=\(setting) is not a scale from 0.5 to 4; ignored")
        return nil
    }

    /// The profile the main screen starts with in any process, app or test: the device `TESSERA_DEVICE`
    /// names (else the iPhone), at the scale `TESSERA_SCALE` gives (else the device's). Unknown names and
    /// scales are logged and ignored.
    static func fromEnvironment(_ environment: [String: String]) -> UIScreen.DeviceProfile {
        var profile = UIScreen.DeviceProfile.iPhone
        if let name = environment["TESSERA_DEVICE"] {
            if let named = named(name) {
                profile = named
            } else {
                TesseraLog.error("UIKit", "unknown device \(name) in TESSERA_DEVICE (iphone, iphone-se, ipad or desktop); using the iPhone")
            }
        }
        if let scale = configuredScale(environment: environment) { profile.scale = scale }
        return profile
    }

    /// This process's `fromEnvironment` profile, worked out (and any bad setting logged) once.
    static let ofEnvironment = fromEnvironment(ProcessEnvironment.variables)
}
