import Foundation
import Testing
@testable import UIKit

/// UIDevice's answers, background tasks and the memory warning's name.
@MainActor @Suite struct DeviceAndBackgroundTaskTests {
    @Test func theDeviceFollowsTheMainScreensProfile() {
        let device = UIDevice.current
        #expect(device === UIDevice.current, "one device")
        let idiom = UIScreen.main.profile.idiom
        #expect(device.userInterfaceIdiom == idiom)
        #expect(device.model == (idiom == .pad ? "iPad" : idiom == .mac ? "Mac" : "iPhone"))
        #expect(device.systemName == (idiom == .pad ? "iPadOS" : "iOS"))
        #expect(device.systemVersion == "17.0")
        #expect((Double(device.systemVersion) ?? 0) >= 13, "version checks take the modern path")
        #expect(!device.name.isEmpty)
        #expect(device.isMultitaskingSupported)
    }

    @Test func orientationIsUnknownUntilTracked() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == (UIScreen.main.profile.isLandscape ? .landscapeLeft : .portrait))
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "calls nest")
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()  // one too many: harmless
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation && UIDeviceOrientation.portrait.isValidInterfaceOrientation)
    }

    @Test func theBatteryAnswersOnlyWhileMonitored() {
        let device = UIDevice.current
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "monitoring is off")
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        let level = device.batteryLevel
        #expect(level == -1 || (0...1).contains(level))
        #expect(UIDevice.batteryState(linuxStatus: "Charging\n") == .charging)
        #expect(UIDevice.batteryState(linuxStatus: "Discharging\n") == .unplugged)
        #expect(UIDevice.batteryState(linuxStatus: "Full\n") == .full)
        #expect(UIDevice.batteryState(linuxStatus: "Not charging\n") == .full)
        #expect(UIDevice.batteryState(linuxStatus: "Unknown\n") == .unknown)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState, "no sensor")
    }

    @Test func theVendorIdentifierIsStable() throws {
        let first = try #require(UIDevice.current.identifierForVendor)
        #expect(UIDevice.current.identifierForVendor == first)
        #expect(UIDevice().identifierForVendor == first)
        // A name-based UUID: version 8, RFC 4122 variant.
        let bytes = withUnsafeBytes(of: first.uuid) { Array($0) }
        #expect(bytes[6] >> 4 == 8 && bytes[8] >> 6 == 2)
    }

    @Test func backgroundTasksAreCountedAndNeverExpire() {
        let app = UIApplication.shared
        let before = BackgroundTasks.running.count
        let a = app.beginBackgroundTask { Issue.record("Linux never expires a task") }
        let b = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(a != .invalid && b != .invalid && a != b)
        #expect(BackgroundTasks.running.count == before + 2)
        #expect(BackgroundTasks.running[b]?.name == "upload")
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.endBackgroundTask(a)
        app.endBackgroundTask(.invalid)  // nothing
        #expect(BackgroundTasks.running.count == before + 1)

        let capture = BadValue.Capture()
        BadValue.$capture.withValue(capture) { app.endBackgroundTask(a) }
        #expect(capture.messages.first?.contains("no background task exists with identifier \(a.rawValue)") == true)
        app.endBackgroundTask(b)
        #expect(BackgroundTasks.running.count == before)
    }

    @Test func memoryWarningsCanBePostedAndObserved() {
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
        nonisolated(unsafe) var received = 0
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                          object: nil, queue: nil) { _ in received += 1 }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
        NotificationCenter.default.removeObserver(token)
        #expect(received == 1)
    }
}
