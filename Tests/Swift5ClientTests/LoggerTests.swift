// A library that logs the iOS 14 way: `import OSLog` and `Logger` with interpolation, without UIKit.
import Foundation
import OSLog
import XCTest
import TesseraTesting

private struct FetchError: Error { let code: Int }
private final class Session { let id = 7 }
private struct Point: CustomStringConvertible { var description: String { "(1, 2)" } }

final class LoggerTests: XCTestCase {
    private let logger = Logger(subsystem: "com.example.feed", category: "network")

    override func setUp() {
        super.setUp()
        LogCapture.install()
    }

    private func logged(_ body: () -> Void) -> [String] {
        LogCapture.messages(containing: "com.example.feed.network ", during: body).map {
            String($0.dropFirst("com.example.feed.network ".count))
        }
    }

    func testEachMethodWritesAtTheMatchingSwiftLogLevel() {
        let messages = logged {
            logger.trace("t")
            logger.debug("d")
            logger.info("i")
            logger.notice("n")
            logger.log("l")
            logger.log(level: .error, "le")
            logger.warning("w")
            logger.error("e")
            logger.critical("c")
            logger.fault("f")
        }
        XCTAssertEqual(messages, ["debug: t", "debug: d", "info: i", "notice: n", "notice: l", "error: le",
                                  "warning: w", "error: e", "critical: c", "critical: f"])
    }

    func testPrivacyRedactsStringsAndObjectsButNotNumbers() {
        let user = "ann@example.com"
        let messages = logged {
            logger.info("user \(user) id \(42) ok \(true)")
            logger.info("user \(user, privacy: .public) id \(42, privacy: .private) ok \(false, privacy: .sensitive)")
            logger.info("hash \(user, privacy: .private(mask: .hash)) \(user, privacy: .private(mask: .hash))")
        }
        guard messages.count == 3 else { return XCTFail("\(messages)") }
        XCTAssertEqual(messages[0], "info: user <private> id 42 ok true")
        XCTAssertEqual(messages[1], "info: user ann@example.com id <private> ok <private>")
        // Equal values hash alike, and the value itself is not shown.
        let hashes = messages[2].components(separatedBy: "<mask.hash: ").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(hashes.count, 2)
        XCTAssertEqual(hashes.first, hashes.last)
        XCTAssertFalse(messages[2].contains("ann"))
    }

    func testFormatsAndAlignment() {
        let messages = logged {
            logger.info("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal)")
            logger.info("\(7, format: .decimal(minDigits: 3)) \(5, format: .decimal(explicitPositiveSign: true)) \(-1, format: .hex)")
            logger.info("\(1.5) \(2.0 / 3, format: .fixed(precision: 2)) \(1234.5, format: .exponential)")
            logger.info("[\("ab", align: .left(columns: 4), privacy: .public)][\(12, align: .right(columns: 5))]")
            logger.info("\(true, format: .answer) \(Float(0.25), format: .fixed(precision: 1)) \(CGFloat(3), format: .fixed(precision: 0))")
        }
        XCTAssertEqual(messages, [
            "info: ff 0XFF 10",
            "info: 007 +5 ffffffffffffffff",
            "info: 1.500000 0.67 1.234500e+03",
            "info: [ab  ][   12]",
            "info: YES 0.2 3",
        ])
    }

    func testAnyValueInterpolates() {
        let error: Error = FetchError(code: 404)
        let session = Session()
        let messages = logged {
            logger.error("\(error, privacy: .public) | \(session.id) | \(type(of: session), privacy: .public) | \(Point(), privacy: .public)")
            logger.error("\(error) \(String.self)")
            let compute = { 6 * 7 }
            logger.info("closure \(compute()) optional \(Optional(3), privacy: .public)")
        }
        XCTAssertEqual(messages, [
            "error: FetchError(code: 404) | 7 | Session | (1, 2)",
            "error: <private> <private>",
            "info: closure 42 optional Optional(3)",
        ])
    }

    func testSuppressedLevelsNeverEvaluateTheirArguments() {
        // A category whose swift-log handler is set to .info (Tessera only: OSLog(swiftLog:)).
        let quiet = Logger(makeOSLog(label: "com.example.feed.quiet", level: .info))
        var evaluated = 0
        func expensive() -> String { evaluated += 1; return "payload" }
        let messages = LogCapture.messages(containing: "com.example.feed.quiet") {
            quiet.debug("dropped \(expensive())")
            quiet.trace("dropped \(expensive(), privacy: .public)")
            quiet.log(level: .debug, "dropped \(expensive())")
            quiet.info("kept \(expensive(), privacy: .public)")
        }
        XCTAssertEqual(evaluated, 1)
        XCTAssertEqual(messages, ["com.example.feed.quiet info: kept payload"])
    }

    func testLoggersAreSendable() async {
        let logger = self.logger
        let messages = await Task.detached { () -> Int in
            logger.info("from a task")
            return 1
        }.value
        XCTAssertEqual(messages, 1)
        let sendable: [Sendable] = [logger, OSLog.default, OSSignposter(logger: logger), OSSignpostID(1)]
        XCTAssertEqual(sendable.count, 4)
    }

    func testDefaultLoggerUsesTheProcessName() {
        let label = ProcessInfo.processInfo.processName
        let messages = LogCapture.messages(containing: "default-logger-check") { Logger().info("default-logger-check") }
        XCTAssertEqual(messages, ["\(label) info: default-logger-check"])
    }
}
