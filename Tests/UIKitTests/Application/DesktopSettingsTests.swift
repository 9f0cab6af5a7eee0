import Testing
import TesseraTesting
@testable import UIKit

/// What the app reads from the desktop and its command line: the light or dark preference in GTK's
/// settings, and the device a `--device` names.
@MainActor @Suite struct DesktopSettingsTests {
    @Test func gtkSettingsPreferringDarkMeanDark() {
        #expect(DesktopStyle.style(fromSettings: "[Settings]\ngtk-application-prefer-dark-theme=1\n") == .dark)
        #expect(DesktopStyle.style(fromSettings: "[Settings]\ngtk-application-prefer-dark-theme = true") == .dark)
        #expect(DesktopStyle.style(fromSettings: "[Settings]\ngtk-application-prefer-dark-theme=0\ngtk-theme-name=Adwaita-dark") == .light)
        #expect(DesktopStyle.style(fromSettings: "[Settings]\ngtk-theme-name=Adwaita-dark") == .dark)
        #expect(DesktopStyle.style(fromSettings: "[Settings]\ngtk-theme-name=Adwaita") == nil)
        #expect(DesktopStyle.style(fromSettings: "") == nil)
    }

    @Test func headlessTheDesktopIsNotConsulted() {
        #expect(!DesktopStyle.isConsulted)
        #expect(DesktopStyle.preferredStyle(environment: ["GTK_THEME": "Adwaita:dark"]) == nil)
    }

    @Test func deviceNamesPickProfiles() {
        #expect(AppLauncher.deviceProfile(arguments: ["app", "--device", "ipad"]) == .iPad)
        #expect(AppLauncher.deviceProfile(arguments: ["app", "--device", "iPhone-SE"]) == .iPhoneSE)
        #expect(AppLauncher.deviceProfile(arguments: ["app", "--device", "desktop"]) == .desktop)
        let reports = LogCapture.messages(containing: "unknown device toaster") {
            #expect(AppLauncher.deviceProfile(arguments: ["app", "--device", "toaster"]) == nil)
        }
        #expect(reports.count == 1)
    }
}
