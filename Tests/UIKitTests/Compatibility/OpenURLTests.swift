import Foundation
import Testing
@testable import UIKit

/// Opening URLs hands them to the desktop's opener for schemes that have a handler.
@MainActor @Suite(.serialized) struct OpenURLTests {
    /// Replaces the desktop with a fake that knows `schemes` and records what it was asked to open.
    private final class FakeDesktop: @unchecked Sendable {
        let lock = NSLock()
        var opened: [URL] = []
        var succeeds = true
    }

    private func withFakeDesktop(schemes: Set<String>, _ body: (FakeDesktop) async -> Void) async {
        let desktop = FakeDesktop()
        let (handler, launch) = (ExternalURLOpener.handler, ExternalURLOpener.launch)
        ExternalURLOpener.handler = { schemes.contains($0) ? "\($0)-handler.desktop" : nil }
        ExternalURLOpener.launch = { url, done in
            desktop.lock.lock()
            desktop.opened.append(url)
            let succeeds = desktop.succeeds
            desktop.lock.unlock()
            done(succeeds)
        }
        await body(desktop)
        (ExternalURLOpener.handler, ExternalURLOpener.launch) = (handler, launch)
    }

    @Test func canOpenURLAsksForAHandler() async {
        await withFakeDesktop(schemes: ["https", "mailto"]) { _ in
            let app = UIApplication.shared
            #expect(app.canOpenURL(URL(string: "https://example.org")!))
            #expect(app.canOpenURL(URL(string: "mailto:someone@example.org")!))
            #expect(!app.canOpenURL(URL(string: "myapp://open")!))
            #expect(!app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
            #expect(app.canOpenURL(URL(fileURLWithPath: "/etc/hostname")) == FileManager.default.fileExists(atPath: "/etc/hostname"))
            #expect(!app.canOpenURL(URL(fileURLWithPath: "/no/such/file")))
        }
    }

    @Test func openHandsTheURLOverAndReports() async {
        await withFakeDesktop(schemes: ["https"]) { desktop in
            let app = UIApplication.shared
            let url = URL(string: "https://example.org/page")!
            let opened = await withCheckedContinuation { continuation in
                app.open(url, options: [:]) { continuation.resume(returning: $0) }
            }
            #expect(opened && desktop.opened == [url])

            let unknown = await withCheckedContinuation { continuation in
                app.open(URL(string: "myapp://x")!) { continuation.resume(returning: $0) }
            }
            #expect(!unknown && desktop.opened.count == 1, "no handler: nothing opens")

            let universal = await withCheckedContinuation { continuation in
                app.open(url, options: [.universalLinksOnly: true]) { continuation.resume(returning: $0) }
            }
            #expect(!universal && desktop.opened.count == 1, "no universal links on Linux")

            desktop.succeeds = false
            let failed = await withCheckedContinuation { continuation in
                app.open(url) { continuation.resume(returning: $0) }
            }
            #expect(!failed && desktop.opened.count == 2, "the opener failed")
            #expect(deprecatedCalls.openURL(url, on: app) && desktop.opened.count == 3, "the deprecated call answers at once")
        }
    }

    @Test func withoutAnOpenerNothingCanBeOpened() {
        // This machine's real answer, whatever it is, must not crash; an unknown scheme has no handler.
        #expect(!UIApplication.shared.canOpenURL(URL(string: "tessera-no-such-scheme://x")!))
    }
}
