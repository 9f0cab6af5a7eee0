// A UIKit library that logs the pre-iOS 14 way: `import os.log` and printf-style `os_log`.
import UIKit
import XCTest
import os.log
import TesseraTesting

/// The log objects a library declares once, as iOS libraries do.
enum BasketLog {
    static let ui = OSLog(subsystem: "com.example.basket", category: "ui")
}

final class BasketView: UIView {
    var items: [String] = [] {
        didSet { os_log("%@ has %d items", log: BasketLog.ui, type: .info, name, items.count) }
    }
    let name = "Basket"
}

final class OSLogImportTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LogCapture.install()
    }

    private func logged(_ body: () -> Void) -> [String] {
        LogCapture.messages(containing: "com.example.basket.ui ", during: body)
    }

    func testOSLogTakesAStringArgumentAndRedactsItAsIOSDoes() {
        let view = BasketView()
        let messages = logged { view.items = ["apple", "pear", "plum"] }
        XCTAssertEqual(messages, ["com.example.basket.ui info: <private> has 3 items"])
    }

    func testOSLogFormatsEachConversion() {
        let messages = logged {
            os_log("%{public}@ paid %.2f for %u items (%ld/%lu/%lld) at %i%% off", log: BasketLog.ui, type: .info,
                   "Ann", 12.5, UInt32(3), -4, UInt(5), Int64(6), 10)
            os_log("%{public}s, %{private}@, %f, %d", log: BasketLog.ui, type: .info, "public text", "secret", 1.5, 7)
            os_log("%{public}@ and %{public}@", log: BasketLog.ui, "only one")
            os_log("no arguments at all", log: BasketLog.ui)
            os_log("%{bool}d %{BOOL}d [%{public}-4s] [%5d] %x %{private, mask.hash}@", log: BasketLog.ui, type: .error, true, 0, "ab", 42, 255, "id")
            Logger(BasketLog.ui).error("\("id", privacy: .private(mask: .hash))")
        }
        // A hashed value prints as a Logger interpolation with `privacy: .private(mask: .hash)` does.
        guard messages.count == 6, let hashed = messages.last, hashed.hasPrefix("com.example.basket.ui error: <mask.hash: '") else {
            return XCTFail("\(messages)")
        }
        let hash = String(hashed.dropFirst("com.example.basket.ui error: ".count))
        XCTAssertEqual(messages, [
            "com.example.basket.ui info: Ann paid 12.50 for 3 items (-4/5/6) at 10% off",
            "com.example.basket.ui info: public text, <private>, 1.500000, 7",
            "com.example.basket.ui notice: only one and <missing>",
            "com.example.basket.ui notice: no arguments at all",
            "com.example.basket.ui error: true NO [ab  ] [   42] ff \(hash)",
            hashed,
        ])
    }

    func testOSLogTypesMapToSwiftLogLevels() {
        let messages = logged {
            os_log("d", log: BasketLog.ui, type: .debug)
            os_log("i", log: BasketLog.ui, type: .info)
            os_log("n", log: BasketLog.ui, type: .default)
            os_log("e", log: BasketLog.ui, type: .error)
            os_log(.fault, log: BasketLog.ui, "f")
        }
        XCTAssertEqual(messages, [
            "com.example.basket.ui debug: d", "com.example.basket.ui info: i", "com.example.basket.ui notice: n",
            "com.example.basket.ui error: e", "com.example.basket.ui critical: f",
        ])
    }

    func testOSLogWithInterpolationAndTheDefaultLog() {
        let count = 2
        let label = ProcessInfo.processInfo.processName
        let messages = LogCapture.messages(containing: "default-log-check") {
            os_log("default-log-check \(count) items")
            os_log(.error, log: .default, "default-log-check \(count, privacy: .private)")
            os_log("default-log-check %d", 5)
        }
        XCTAssertEqual(messages, [
            "\(label) notice: default-log-check 2 items",
            "\(label) error: default-log-check <private>",
            "\(label) notice: default-log-check 5",
        ])
    }

    func testDisabledLogWritesNothing() {
        let messages = LogCapture.messages(containing: "disabled-check") {
            os_log("disabled-check %d", log: .disabled, type: .fault, 1)
            Logger(OSLog.disabled).fault("disabled-check \(XCTFail("evaluated an argument of a disabled log") as Any)")
        }
        XCTAssertEqual(messages, [])
    }
}
