import Foundation
import Testing
import UIKit

/// Sunrise and sunset, and the app's style following them.
@Suite struct SunScheduleTests {
    static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    static func expectNear(_ date: Date, _ expected: String, minutes: Double = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = abs(date.timeIntervalSince(utc(expected))) / 60
        #expect(error <= minutes, "\(date) vs \(expected): \(error) minutes off", sourceLocation: sourceLocation)
    }

    @Test func parisAtTheSolstices() throws {
        let paris = SunSchedule(latitude: 48.8566, longitude: 2.3522)
        guard case .risesAndSets(let rise, let set) = paris.day(around: Self.utc("2024-06-21T12:00:00Z")) else { Issue.record("no sunrise"); return }
        Self.expectNear(rise, "2024-06-21T03:47:00Z")   // 05:47 CEST
        Self.expectNear(set, "2024-06-21T19:58:00Z")    // 21:58 CEST
        guard case .risesAndSets(let winterRise, let winterSet) = paris.day(around: Self.utc("2024-12-21T12:00:00Z")) else { Issue.record("no sunrise"); return }
        Self.expectNear(winterRise, "2024-12-21T07:42:00Z")   // 08:42 CET
        Self.expectNear(winterSet, "2024-12-21T15:56:00Z")    // 16:56 CET
    }

    @Test func sydneyAcrossTheDateLine() {
        let sydney = SunSchedule(latitude: -33.8688, longitude: 151.2093)
        // 21 December in Sydney (AEDT, UTC+11): sunrise 05:41, sunset 20:05 local.
        guard case .risesAndSets(let rise, let set) = sydney.day(around: Self.utc("2024-12-21T02:00:00Z")) else { Issue.record("no sunrise"); return }
        Self.expectNear(rise, "2024-12-20T18:41:00Z")
        Self.expectNear(set, "2024-12-21T09:05:00Z")
    }

    @Test func polarDayAndNightNorthOfTheArcticCircle() {
        let tromso = SunSchedule(latitude: 69.6492, longitude: 18.9553)
        #expect(tromso.day(around: Self.utc("2024-06-21T12:00:00Z")) == .polarDay)
        #expect(tromso.day(around: Self.utc("2024-12-21T12:00:00Z")) == .polarNight)
        #expect(tromso.isDaylight(at: Self.utc("2024-06-21T23:30:00Z")))
        #expect(!tromso.isDaylight(at: Self.utc("2024-12-21T11:00:00Z")))
        #expect(tromso.nextChange(after: Self.utc("2024-06-21T12:00:00Z")) == nil)
    }

    @Test func nextChangeIsTheComingSunriseOrSunset() throws {
        let paris = SunSchedule(latitude: 48.8566, longitude: 2.3522)
        Self.expectNear(try #require(paris.nextChange(after: Self.utc("2024-06-21T12:00:00Z"))), "2024-06-21T19:58:00Z")
        Self.expectNear(try #require(paris.nextChange(after: Self.utc("2024-06-21T22:00:00Z"))), "2024-06-22T03:47:00Z")
        #expect(!paris.isDaylight(at: Self.utc("2024-06-21T23:00:00Z")))
        #expect(paris.isDaylight(at: Self.utc("2024-06-21T04:00:00Z")))
    }

    @Test func badCoordinatesAreClampedNotFatal() {
        let odd = SunSchedule(latitude: 123, longitude: 540)
        #expect(odd.latitude == 90 && odd.longitude == 180 || odd.longitude == -180)
        let nan = SunSchedule(latitude: .nan, longitude: .infinity)
        _ = nan.isDaylight(at: Date())
    }
}

/// The app's interface style mode, with an injected clock.
@MainActor @Suite struct InterfaceStyleModeTests {
    final class Watcher: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test func followingTheSunSwitchesAtSunsetAndSunrise() {
        let app = UIApplication.shared
        let clock = FakeClock(SunScheduleTests.utc("2024-06-21T12:00:00Z"))
        app.interfaceStyleClock = { clock.now }
        defer {
            app.interfaceStyleMode = .system
            app.interfaceStyleClock = { Date() }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Watcher()
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        app.interfaceStyleMode = .followsSun(SunSchedule(latitude: 48.8566, longitude: 2.3522))
        #expect(view.traitCollection.userInterfaceStyle == .light)
        let before = view.changes
        clock.now = SunScheduleTests.utc("2024-06-21T20:10:00Z")   // after sunset
        app.advanceFrame()
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes == before + 1)
        app.advanceFrame()
        #expect(view.changes == before + 1)   // nothing more until sunrise
        clock.now = SunScheduleTests.utc("2024-06-22T04:00:00Z")   // after sunrise
        app.advanceFrame()
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func forcedAndSystemModes() {
        let app = UIApplication.shared
        defer { app.interfaceStyleMode = .system }
        app.interfaceStyleMode = .forced(.dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        app.interfaceStyleMode = .forced(.light)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        app.interfaceStyleMode = .forced(.dark)
        app.interfaceStyleMode = .system   // TESSERA_INTERFACE_STYLE is unset in tests: light
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
    }
}

/// A clock a test sets by hand.
@MainActor private final class FakeClock {
    var now: Date
    init(_ now: Date) { self.now = now }
}
