/// The app's one main run loop: display events, `RunLoop.main` (timers, `perform`), `DispatchQueue.main`
/// and the main actor all run on the main thread, and frames are shown at the display's refresh.
///
/// Each turn reads the display's events (input goes through the same doors tests use:
/// `UIWindow.send(_:)`), fires due timers, shows a frame when anything needs one (layout, drawing,
/// compositing, frame observers, display links, animations), and then sleeps in `RunLoop.main` until
/// the next frame is due, a timer fires, work arrives on the main queue or the display has input.
/// The window system is a `PlatformBackend` (SDL2 in the `TesseraSDL` module), opened through
/// `PlatformBackendRegistry`; without one the loop runs the same way with no window.
/// With nothing to do, the process sleeps: there is no polling. In a window the media clock is real
/// time; headless tests never run this loop and keep the virtual clock (which `RunLoopFrameDriver`
/// moves in real time while a test spins `RunLoop.main` itself).
@preconcurrency @MainActor
package final class MainRunLoop {
    /// The loop of the app's main thread.
    package static let shared = MainRunLoop()

    /// The window system showing the main screen (nil when headless).
    package private(set) var backend: (any PlatformBackend)?
    /// Frames shown so far.
    package private(set) var framesShown = 0

    private var lastFrameTime: CFTimeInterval = -.infinity
    /// Damage composited since the last frame was shown, per window.
    private var pendingDamage: [ObjectIdentifier: [CGRect]] = [:]
    /// Everything must be shown again (a window hid, the desktop window was exposed or resized).
    private var needsFullPresent = false
    private var stopRequested = false
    private var signalSources: [DispatchSourceSignal] = []
    private var observers: [NSObjectProtocol] = []
    /// Keeps the run loop non-empty in every configuration, so `run(mode:before:)` always sleeps.
    private var keepAlive: Timer?

    private init() {}

    // MARK: Display

    /// Opens a desktop window for the main screen; false when no display can be opened.
    package func attachDisplay(title: String) -> Bool {
        guard backend == nil else { return true }
        guard let backend = PlatformBackendRegistry.open(screen: UIScreen.main, title: title, loop: self) else { return false }
        self.backend = backend
        UIApplication.shared.framePeriod = backend.framePeriod
        MediaClock.useRealTime()
        DesktopStyle.isConsulted = true
        InterfaceStyleState.apply()
        UIApplication.shared.compositeObserver = { [unowned self] window, damage in
            pendingDamage[ObjectIdentifier(window), default: []].append(contentsOf: damage)
        }
        UIApplication.shared.lifecycle.titleObserver = { [unowned self] title in self.backend?.setTitle(title) }
        TextInputRouting.observer = { [unowned backend] responder, caret in
            backend.followTextResponder(responder, caret: caret)
        }
        backend.followTextResponder(TextInputRouting.textResponder, caret: nil)
        // The general pasteboard's text goes to the desktop clipboard (the backend reads the clipboard
        // into the pasteboard as it opens, and whenever it changes).
        UIPasteboard.desktopWriter.withLock { $0 = backend.clipboardWriter }
        for name in [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { needsFullPresent = true }
            })
        }
        return true
    }

    /// Closes the desktop window and stops the window system.
    package func detachDisplay() {
        backend?.close()
        backend = nil
        UIApplication.shared.compositeObserver = nil
        TextInputRouting.observer = nil
        UIPasteboard.desktopWriter.withLock { $0 = nil }
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        DesktopStyle.isConsulted = false
    }

    /// The desktop window must be repainted whole (exposed, resized): the backend says so.
    package func invalidateDisplay() { needsFullPresent = true }

    // MARK: Looping

    /// Runs until `stop()` (or the app is terminated): SIGINT and SIGTERM end the app through its life cycle.
    package func run() {
        stopRequested = false
        installSignalHandlers()
        scheduleExitIfAsked()
        if keepAlive == nil {
            let timer = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
            RunLoop.main.add(timer, forMode: .default)
            keepAlive = timer
        }
        while !stopRequested { turn(maxWait: 1) }
    }

    /// Asks `run()` to return after the current turn.
    package func stop() {
        stopRequested = true
    }

    /// One turn: events, due timers, a frame if one is due, then sleep for at most `maxWait` seconds
    /// (less when a frame or timer is due sooner). Tests call it to drive a window step by step.
    package func turn(maxWait: CFTimeInterval) {
        pumpEvents()
        let nextTimer = RunLoop.main.limitDate(forMode: .default)
        let app = UIApplication.shared
        let now = CACurrentMediaTime()
        if app.needsFrame || hasPendingPresent, now - lastFrameTime >= app.framePeriod * 0.95 {
            showFrame()
        }
        guard !stopRequested else { return }
        // A backend that cannot wake the loop when input arrives (SDL on a display server other than X11)
        // has its input read every 10 ms.
        var wait = maxWait
        if let backend, !backend.wakesRunLoopOnInput { wait = min(wait, 0.01) }
        if app.needsFrame || hasPendingPresent { wait = min(wait, lastFrameTime + app.framePeriod - CACurrentMediaTime()) }
        if let nextTimer { wait = min(wait, nextTimer.timeIntervalSinceNow) }
        // This loop shows its frames itself: its sleep does not drive frames (spins nested in the
        // callbacks it runs do).
        if wait > 0 { _ = RunLoopFrameDriver.withoutDriving { RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: wait)) } }
    }

    private var hasPendingPresent: Bool { needsFullPresent || !pendingDamage.isEmpty }

    /// Reads every queued display event and hands it to UIKit.
    package func pumpEvents() {
        backend?.pumpEvents()
    }

    /// Makes a frame (time, layout, display, compositing) and shows what changed in the desktop window.
    package func showFrame() {
        lastFrameTime = CACurrentMediaTime()
        UIApplication.shared.advanceFrame(by: 0)
        presentPendingDamage()
        framesShown += 1
        AccessibilityBridgeRegistry.frameDidEnd()
    }

    /// Uploads what windows composited since the last frame was shown.
    private func presentPendingDamage() {
        defer {
            pendingDamage = [:]
            needsFullPresent = false
        }
        guard let backend else { return }
        let windows = UIApplication.shared.windows.filter { $0.screen === backend.screen }.map { window in
            CompositedWindow(window: window, damage: pendingDamage[ObjectIdentifier(window)] ?? [])
        }
        FramePhase.withPhase(.present) { backend.present(windows, everything: needsFullPresent) }
        if backend.lastUploadedPixels > 0 {
            FrameTrace.frame(framesShown, uploaded: backend.lastUploadedPixels, drawable: backend.drawablePixels)
        }
    }

    // MARK: Ending

    /// Ends the app: its life cycle's termination calls, then the loop stops.
    package func terminateApp() {
        UIApplication.shared.terminate()
        stop()
    }

    /// Makes SIGINT and SIGTERM end the app through its life cycle (handled on the main queue, so a signal
    /// that arrives while the app launches is handled once the loop runs). The launch calls it before it
    /// opens any window: a tool that sees the window and sends SIGTERM must never meet the default
    /// action, which would kill the app without its termination calls.
    package func installSignalHandlers() {
        guard signalSources.isEmpty else { return }
        // A process inherits its parent's blocked signals (a test runner's worker thread blocks most):
        // unblock the two that end the app, or they would wait forever.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { MainRunLoop.shared.terminateApp() }
            }
            source.resume()
            signalSources.append(source)
        }
        installSnapshotSignal()
    }

    /// With `TESSERA_SNAPSHOT_PATH` set, SIGUSR1 writes what the main screen shows, as the headless
    /// renderer draws it, to that PNG file: how the window tests compare the desktop's pixels with it.
    private func installSnapshotSignal() {
        guard let path = ProcessEnvironment.value("TESSERA_SNAPSHOT_PATH"), !path.isEmpty else { return }
        signal(SIGUSR1, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                let data = UIScreen.main.snapshotImage().pngData()
                let temporary = path + ".partial"
                if let data, (try? data.write(to: URL(fileURLWithPath: temporary))) != nil {
                    _ = rename(temporary, path)
                }
            }
        }
        source.resume()
        signalSources.append(source)
    }
}
