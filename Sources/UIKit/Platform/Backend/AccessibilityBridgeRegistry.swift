/// A desktop accessibility bridge (the AT-SPI2 one in `TesseraATSPI`) as the app's main loop drives it. A
/// Tessera addition.
@MainActor
package protocol AccessibilityBridge: AnyObject {
    /// A frame was shown: the accessible tree may have changed (the bridge reports what did, to whoever
    /// listens).
    func frameDidEnd()
    /// The app is ending: leave the bus.
    func stop()
}

/// Where the accessibility bridge the app links is found: as for the window backend
/// (`PlatformBackendRegistry`), a bridge module registers how to start itself as the program starts
/// (from a C constructor, before `main`), and `UIApplicationMain` starts it once the app has launched.
/// UIKit itself never talks to an accessibility bus; tests that make their own windows run no bridge.
package enum AccessibilityBridgeRegistry {
    /// Starts the bridge on the main actor; nil when it does not run (no bus, accessibility off).
    package typealias Starter = @Sendable @MainActor () -> (any AccessibilityBridge)?

    private static let starter = LockedValue<Starter?>(nil)
    @MainActor private static var running: (any AccessibilityBridge)?

    /// Registers the bridge (any thread, before `main` included). The last registration wins.
    package static func register(_ start: @escaping Starter) {
        starter.withLock { $0 = start }
    }

    /// Starts the registered bridge, if any and not yet started.
    @MainActor
    static func start() {
        guard running == nil, let start = starter.withLock({ $0 }) else { return }
        running = start()
    }

    /// Tells the running bridge a frame was shown.
    @MainActor
    static func frameDidEnd() {
        running?.frameDidEnd()
    }

    /// Stops the running bridge.
    @MainActor
    static func stop() {
        running?.stop()
        running = nil
    }
}
