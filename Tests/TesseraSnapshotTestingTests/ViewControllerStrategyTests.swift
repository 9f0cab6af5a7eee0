import Foundation
import SnapshotTesting
import Testing
import TesseraSnapshotTesting
import UIKit

/// A white screen with a red panel filling its safe area, noting what it was told.
@MainActor
final class SafeAreaViewController: UIViewController {
    let panel = UIView()
    var appearances = 0
    var seenTraits: UITraitCollection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        panel.backgroundColor = .red
        view.addSubview(panel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        panel.frame = view.bounds.inset(by: view.safeAreaInsets)
        seenTraits = traitCollection
    }
}

@MainActor @Suite
struct ViewControllerStrategyTests {
    let scale1 = UITraitCollection(displayScale: 1)

    @Test func aDeviceGivesItsSizeSafeAreaAndSizeClasses() throws {
        let controller = SafeAreaViewController()
        let image = try #require(take(controller as UIViewController, .image(on: .iPhoneSe, traits: scale1)))
        #expect(image.cgImage?.width == 320 && image.cgImage?.height == 568)
        #expect(rgba(image, 100, 10) == [255, 255, 255, 255])   // status bar: outside the safe area
        #expect(rgba(image, 100, 20) == [255, 0, 0, 255])
        #expect(rgba(image, 100, 567) == [255, 0, 0, 255])
        #expect(controller.appearances == 1)
        #expect(controller.seenTraits?.horizontalSizeClass == .compact)
        #expect(controller.seenTraits?.verticalSizeClass == .regular)
        #expect(controller.seenTraits?.userInterfaceIdiom == .phone)
        #expect(controller.seenTraits?.displayScale == 1)
    }

    @Test func landscapeTurnsTheScreenAndItsInsets() throws {
        let controller = SafeAreaViewController()
        let image = try #require(take(controller as UIViewController, .image(on: .iPhoneX(.landscape), traits: scale1)))
        #expect(image.cgImage?.width == 812 && image.cgImage?.height == 375)
        #expect(rgba(image, 43, 100) == [255, 255, 255, 255])
        #expect(rgba(image, 44, 100) == [255, 0, 0, 255])
        #expect(rgba(image, 400, 353) == [255, 0, 0, 255])
        #expect(rgba(image, 400, 354) == [255, 255, 255, 255])   // the home indicator's 21 points
        #expect(controller.seenTraits?.verticalSizeClass == .compact)
    }

    @Test func theDevicesScaleIsTheImagesUnlessTraitsSayOtherwise() throws {
        let controller = SafeAreaViewController()
        let size = CGSize(width: 30, height: 40)
        let atDeviceScale = try #require(take(controller as UIViewController, .image(on: .iPhone8, size: size)))
        #expect(atDeviceScale.cgImage?.width == 60 && atDeviceScale.scale == 2)
        let atOne = try #require(take(controller as UIViewController, .image(on: .iPhone8, size: size, traits: scale1)))
        #expect(atOne.cgImage?.width == 30 && atOne.cgImage?.height == 40)
    }

    @Test func withoutADeviceTheViewKeepsItsSize() throws {
        let controller = SafeAreaViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        let image = try #require(take(controller as UIViewController, .image(traits: scale1)))
        #expect(image.cgImage?.width == 50 && image.cgImage?.height == 30)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])   // no safe area
    }

    @Test func thePadsAreRegularBothWays() throws {
        let controller = SafeAreaViewController()
        _ = take(controller as UIViewController, .image(on: .iPadPro11(.portrait), traits: scale1))
        #expect(controller.seenTraits?.horizontalSizeClass == .regular)
        #expect(controller.seenTraits?.verticalSizeClass == .regular)
        #expect(controller.seenTraits?.userInterfaceIdiom == .pad)
        #expect(controller.view.bounds.size == CGSize(width: 834, height: 1194))
    }
}
