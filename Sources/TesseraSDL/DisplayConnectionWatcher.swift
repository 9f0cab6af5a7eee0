#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TesseraSupport

/// Wakes the sleeping main run loop when the display server has input for the app.
///
/// The main thread sleeps in `RunLoop.main`, which wakes for timers, `DispatchQueue.main` and the main
/// actor, but not for the X server's socket. This thread waits on that socket instead and, when it has
/// data, schedules an (empty) block on the main queue, which wakes the run loop so it reads SDL's
/// events; then it waits until the main thread has read them before it looks again, so a readable
/// socket never makes it spin.
final class DisplayConnectionWatcher: Sendable {
    private let awaitingPump = LockedValue(false)
    private let pumped = DispatchSemaphore(value: 0)
    private let stopPipe: (read: Int32, write: Int32)

    /// Starts watching `fd` (the X connection) on a thread of its own.
    init?(fd: Int32) {
        var ends: [Int32] = [0, 0]
        guard fd >= 0, pipe(&ends) == 0 else { return nil }
        stopPipe = (ends[0], ends[1])
        let stop = ends[0]
        let awaiting = awaitingPump, pumped = pumped
        let thread = Thread {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            while true {
                fds[0].revents = 0
                fds[1].revents = 0
                let ready = poll(&fds, 2, -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 || fds[1].revents != 0 { return }
                if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return }
                awaiting.withLock { $0 = true }
                DispatchQueue.main.async {}
                pumped.wait()
            }
        }
        thread.name = "Tessera display connection"
        thread.start()
    }

    /// The main thread read the display's events: the watcher may wait on the socket again.
    func didPump() {
        let wasAwaiting = awaitingPump.withLock { value -> Bool in
            defer { value = false }
            return value
        }
        if wasAwaiting { pumped.signal() }
    }

    /// Ends the thread.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        didPump()
    }

    deinit {
        close(stopPipe.read)
        close(stopPipe.write)
    }
}
