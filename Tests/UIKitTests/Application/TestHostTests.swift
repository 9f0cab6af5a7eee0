import Testing
@testable import UIKit

/// The stand-in for an iOS test host app (`TESSERA_TEST_HOST=1`): a key window the screen's size with a
/// root controller that tests present on, as libraries' hosted test suites expect.
@MainActor @Suite struct TestHostTests {
    @Test func theHostWindowIsKeyScreenSizedAndTakesPresentations() {
        let window = TestHost.showHostWindow()
        defer { window.isHidden = true }
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(window.bounds == UIScreen.main.bounds)
        let root = window.rootViewController
        #expect(root != nil)
        #expect(root?.view.backgroundColor == .systemBackground)
        #expect(root?.view.window === window, "the root's view is in the window")
        // What hosted tests do with it: present a controller on the root.
        let presented = UIViewController()
        root?.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(root?.presentedViewController === presented)
        #expect(presented.view.window === window)
        root?.dismiss(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(root?.presentedViewController == nil)
    }

    @Test func withoutTheVariableReadingTheKeyWindowShowsNothing() {
        #expect(!TestHost.isRequested, "this test process runs without TESSERA_TEST_HOST")
        let before = UIApplication.shared.windows.count
        _ = UIApplication.shared.keyWindow
        #expect(UIApplication.shared.windows.count == before)
    }
}
