import CoreGraphics
import Logging
import CoreGraphics
import UIKit

/// Captures Tessera's log messages in tests, so a test can check that bad input was reported, and keeps
/// the expected errors out of the test output (set `TESSERA_LOG=1` to print them too).
///
/// It bootstraps swift-log's `LoggingSystem`, which a process may do only once: a suite that bootstraps
/// its own handler should not also install this one.
public enum LogCapture {
    private static let storage = LockedValue<[String]>([])

    /// Installs the capturing log handler for the whole process (idempotent).
    public static func install() { _ = installed }

    private static let installed: Void = {
        let echo = ProcessInfo.processInfo.environment["TESSERA_LOG"] == "1"
        LoggingSystem.bootstrap { label in
            CapturingHandler(label: label, storage: storage, echo: echo ? StreamLogHandler.standardError(label: label) : nil)
        }
    }()

    /// Runs `body` and returns the messages logged meanwhile that contain `substring`.
    public static func messages(containing substring: String, during body: () throws -> Void) rethrows -> [String] {
        install()
        let start = storage.withLock { $0.count }
        try body()
        return storage.withLock { Array($0[min(start, $0.count)...]) }.filter { $0.contains(substring) }
    }

    /// Runs `body` and returns the bad-value reports of `api` ("UIView.frame") that `body` logged (on
    /// this thread). Reports are once per API and process; within `body` they are once per API and call
    /// of this function, so a test sees its own report even when another test used up the process's.
    public static func badValueReports(of api: String, during body: () throws -> Void) rethrows -> [String] {
        let capture = BadValue.Capture()
        let logged = try messages(containing: "\(api): ") { try BadValue.$capture.withValue(capture) { try body() } }
        // The captured reports that went through the log (other threads' reports of the API are left out).
        return capture.messages.filter { report in report.hasPrefix("\(api): ") && logged.contains { $0.hasSuffix(report) } }
    }

    /// Every message logged so far.
    public static var allMessages: [String] { storage.withLock { $0 } }
}

// swift-log's types are qualified: UIKit re-exports OSLog, whose `Logger` is Apple's.
private struct CapturingHandler: LogHandler {
    let label: String
    let storage: LockedValue<[String]>
    let echo: StreamLogHandler?
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .trace

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        storage.withLock { $0.append("\(label) \(event.level): \(event.message)") }
        echo?.log(event: event)
    }
}
