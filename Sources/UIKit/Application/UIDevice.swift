import Foundation

/// The device the app runs on: its name, model, system, idiom, orientation and battery.
///
/// Where Tessera differs: the device is the Linux machine, imitating the iOS device of the main screen's
/// profile (`UIScreen.main.profile`). `systemName` and `systemVersion` name the iOS release whose
/// UIKit Tessera follows ("iOS" or "iPadOS", "17.0"), so the version checks libraries make take their
/// modern path; `name` is the host name. The battery is read from Linux's power-supply class
/// (`/sys/class/power_supply`); a machine without one reports `.unknown` and -1 as iOS's simulator does.
/// There is no proximity sensor and no input click sound. `orientation` follows the main screen's
/// profile; Tessera does not post `orientationDidChangeNotification` when it changes: observe the
/// window scene's geometry or `traitCollectionDidChange(_:)` instead.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public class var current: UIDevice { shared }
    private static let shared = UIDevice()

    private var orientationNotificationRequests = 0
    private var batteryMonitoring = false

    /// Creates a device object; use `UIDevice.current`.
    public override init() { super.init() }

    /// The device's name: the machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }

    /// The model the main screen imitates: "iPhone", "iPad", "Mac", "Apple TV", "CarPlay" or "Vision".
    open var model: String {
        switch userInterfaceIdiom {
        case .pad: "iPad"
        case .mac: "Mac"
        case .tv: "Apple TV"
        case .carPlay: "CarPlay"
        case .vision: "Vision"
        default: "iPhone"
        }
    }

    /// The model, localized (the same words: Tessera ships no translations of them).
    open var localizedModel: String { model }

    /// The operating system's name as iOS gives it: "iPadOS" for the iPad idiom, "iOS" otherwise.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The iOS release whose UIKit Tessera follows.
    open var systemVersion: String { "17.0" }

    /// The idiom of the main screen's profile (phone, pad, mac…).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.profile.idiom }

    /// An identifier that stays the same for the apps of one vendor on this machine: derived from the
    /// machine's identifier (`/etc/machine-id`) and the vendor's part of the bundle identifier (all but
    /// its last component), so it survives relaunches, as on iOS.
    open var identifierForVendor: UUID? {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ProcessInfo.processInfo.hostName
        let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let vendor = bundle.split(separator: ".").dropLast().joined(separator: ".")
        return Self.uuid(hashing: machine + "\u{0}" + (vendor.isEmpty ? bundle : vendor))
    }

    /// Whether the device runs several apps at once: always on Linux.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// How the device is held: the main screen's profile, landscape or portrait; `.unknown` until
    /// `beginGeneratingDeviceOrientationNotifications()`, as on iOS.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        // The interface shows landscape-right when the device is turned left.
        return UIScreen.main.profile.isLandscape ? .landscapeLeft : .portrait
    }

    /// Whether `orientation` is being tracked.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts tracking the orientation; calls nest, each matched by `endGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(orientationNotificationRequests - 1, 0)
    }

    // MARK: Battery

    /// The charge states of the battery.
    public enum BatteryState: Int, Sendable {
        /// Not known: monitoring is off, or the machine has no battery.
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }

    /// Whether the battery is read; `batteryLevel` and `batteryState` answer only while it is on.
    open var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoring }
        set { batteryMonitoring = newValue }
    }

    /// The battery's charge from 0 to 1, or -1 when monitoring is off or there is no battery.
    open var batteryLevel: Float {
        guard batteryMonitoring, let battery = Self.batteryDirectory(),
              let text = try? String(contentsOfFile: battery + "/capacity", encoding: .utf8),
              let percent = Float(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return -1 }
        return min(max(percent / 100, 0), 1)
    }

    /// Whether the battery is charging, full or running the machine.
    open var batteryState: BatteryState {
        guard batteryMonitoring, let battery = Self.batteryDirectory(),
              let status = try? String(contentsOfFile: battery + "/status", encoding: .utf8) else { return .unknown }
        return Self.batteryState(linuxStatus: status)
    }

    /// The state Linux's power-supply `status` text ("Charging", "Discharging", "Full", "Not charging")
    /// means.
    static func batteryState(linuxStatus status: String) -> BatteryState {
        switch status.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "Charging": .charging
        case "Discharging": .unplugged
        case "Full", "Not charging": .full
        default: .unknown
        }
    }

    /// The first power supply of type "Battery".
    private static func batteryDirectory() -> String? {
        let root = "/sys/class/power_supply"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return nil }
        return names.sorted().map { root + "/" + $0 }.first { path in
            (try? String(contentsOfFile: path + "/type", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "Battery"
        }
    }

    // MARK: Proximity and sound

    /// Whether the proximity sensor is on. Machines running Tessera have none: it stays false, as on
    /// an iOS device without the sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the proximity sensor: never.
    open var proximityState: Bool { false }

    /// Plays the keyboard click of a custom input view. Tessera plays no sounds; it does nothing.
    open func playInputClick() {}

    // MARK: Notifications

    /// Posted when the orientation changes while it is tracked (see the class's note).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes while it is monitored.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes while it is monitored.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes (never, without a sensor).
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// A name-based UUID (version 8 layout) from two 64-bit FNV-1a hashes of `text`.
    private static func uuid(hashing text: String) -> UUID {
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        let high = fnv(0xcbf2_9ce4_8422_2325), low = fnv(0x8422_2325_cbf2_9ce4)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = (bytes[6] & 0x0f) | 0x80
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
