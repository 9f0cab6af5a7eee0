import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// `TESSERA_DEVICE` and `TESSERA_SCALE` choose the main screen in any process, not only in an app
/// launched through `UIApplicationMain`.
@MainActor @Suite struct EnvironmentDeviceTests {
    @Test func theEnvironmentNamesTheDeviceAndTheScale() {
        #expect(UIScreen.DeviceProfile.fromEnvironment([:]) == .iPhone)
        let se = UIScreen.DeviceProfile.fromEnvironment(["TESSERA_DEVICE": "iphone-se"])
        #expect(se == .iPhoneSE)
        #expect(se.size == CGSize(width: 375, height: 667) && se.scale == 2)
        #expect(UIScreen.DeviceProfile.fromEnvironment(["TESSERA_DEVICE": "iPad"]) == .iPad)
        var desktopAtTwo = UIScreen.DeviceProfile.desktop
        desktopAtTwo.scale = 2
        #expect(UIScreen.DeviceProfile.fromEnvironment(["TESSERA_DEVICE": "desktop", "TESSERA_SCALE": "2"]) == desktopAtTwo)
        var phoneAtOne = UIScreen.DeviceProfile.iPhone
        phoneAtOne.scale = 1
        #expect(UIScreen.DeviceProfile.fromEnvironment(["TESSERA_SCALE": "1"]) == phoneAtOne)
    }

    @Test func unknownNamesAndScalesAreLoggedAndIgnored() {
        let reports = LogCapture.messages(containing: "toaster") {
            #expect(UIScreen.DeviceProfile.fromEnvironment(["TESSERA_DEVICE": "toaster"]) == .iPhone)
        }
        #expect(reports.count == 1)
        let scales = LogCapture.messages(containing: "TESSERA_SCALE=9") {
            #expect(UIScreen.DeviceProfile.fromEnvironment(["TESSERA_DEVICE": "ipad", "TESSERA_SCALE": "9"]) == .iPad)
        }
        #expect(scales.count == 1)
    }

    @Test(.enabled(if: AppProcess.executable("RuntimeProbe") != nil, "RuntimeProbe is not built beside the tests"))
    func aProcessThatNeverRunsTheAppSeesTheScreenTheEnvironmentNames() throws {
        let probe = AppProcess.executable("RuntimeProbe")!
        let se = try AppProcess.run(probe, ["--screen"], display: nil, environment: ["TESSERA_DEVICE": "iphone-se"])
        #expect(se.lines == ["screen 375x667 @2x idiom phone"])
        let scaled = try AppProcess.run(probe, ["--screen"], display: nil, environment: ["TESSERA_DEVICE": "ipad", "TESSERA_SCALE": "1"])
        #expect(scaled.lines == ["screen 820x1180 @1x idiom pad"])
    }
}
