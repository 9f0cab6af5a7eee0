// A library that measures itself with signposts: `import os` beside UIKit.
import UIKit
import XCTest
import os
import TesseraTesting

final class ImageLoader {
    static let signposter = OSSignposter(subsystem: "com.example.images", category: .pointsOfInterest)
    static let log = OSLog(subsystem: "com.example.images", category: "legacy")

    func load(_ name: String) -> UIImage? {
        let id = Self.signposter.makeSignpostID(from: self)
        let state = Self.signposter.beginInterval("Load image", id: id, "\(name, privacy: .public)")
        defer { Self.signposter.endInterval("Load image", state) }
        return nil
    }
}

final class SignpostTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LogCapture.install()
    }

    func testIntervalsAndEventsAreTraceMessages() throws {
        let loader = ImageLoader()
        let signposter = ImageLoader.signposter
        XCTAssertTrue(signposter.isEnabled) // the capturing handler is at .trace
        XCTAssertEqual(signposter.makeSignpostID(from: loader), signposter.makeSignpostID(from: loader))
        XCTAssertNotEqual(signposter.makeSignpostID(), signposter.makeSignpostID())

        let id = signposter.makeSignpostID(from: loader)
        let messages = LogCapture.messages(containing: "com.example.images.PointsOfInterest") {
            _ = loader.load("cat.png")
            let sum = signposter.withIntervalSignpost("Sum") { 2 + 2 }
            XCTAssertEqual(sum, 4)
            signposter.emitEvent("Tap")
            signposter.emitEvent("Tap", id: OSSignpostID(9), "at \(3)")
            let state = signposter.beginInterval("Decode")
            signposter.endInterval("Decode", state, "done")
        }
        guard messages.count == 8 else { return XCTFail("\(messages)") }
        XCTAssertEqual(messages[0], "com.example.images.PointsOfInterest trace: begin Load image (signpost \(id.rawValue)): cat.png")
        XCTAssertTrue(messages[1].hasPrefix("com.example.images.PointsOfInterest trace: end Load image (signpost \(id.rawValue)) after "), messages[1])
        XCTAssertEqual(messages[2], "com.example.images.PointsOfInterest trace: begin Sum (exclusive)")
        XCTAssertTrue(messages[3].hasSuffix(" ms"), messages[3])
        XCTAssertEqual(messages[4], "com.example.images.PointsOfInterest trace: event Tap (exclusive)")
        XCTAssertEqual(messages[5], "com.example.images.PointsOfInterest trace: event Tap (signpost 9): at 3")
        XCTAssertTrue(messages[7].hasSuffix(" ms: done"), messages[7])
    }

    func testOSSignpostFunctionsAndOtherInitializers() {
        let log = ImageLoader.log
        let id = OSSignpostID(log: log)
        let messages = LogCapture.messages(containing: "com.example.images.legacy") {
            os_signpost(.begin, log: log, name: "Fetch", signpostID: id)
            os_signpost(.end, log: log, name: "Fetch", signpostID: id, "%{public}@ %d bytes", "a.png", 12)
            OSSignposter(logHandle: log).emitEvent("Handle")
            OSSignposter(logger: Logger(log)).emitEvent("Logger")
            let state = OSSignposter(logHandle: log).beginInterval("Again", id: id)
            OSSignposter(logHandle: log).endInterval("Again", OSSignpostIntervalState.beginState(id: id))
            _ = state
        }
        XCTAssertEqual(messages, [
            "com.example.images.legacy trace: begin Fetch (signpost \(id.rawValue))",
            "com.example.images.legacy trace: end Fetch (signpost \(id.rawValue)): a.png 12 bytes",
            "com.example.images.legacy trace: event Handle (exclusive)",
            "com.example.images.legacy trace: event Logger (exclusive)",
            "com.example.images.legacy trace: begin Again (signpost \(id.rawValue))",
            "com.example.images.legacy trace: end Again (signpost \(id.rawValue))",
        ])
    }

    func testDisabledSignposterWritesNothing() {
        let quiet = OSSignposter(logHandle: makeOSLog(label: "com.example.images.quiet", level: .debug))
        XCTAssertFalse(quiet.isEnabled)
        XCTAssertFalse(OSSignposter.disabled.isEnabled)
        let messages = LogCapture.messages(containing: "com.example.images.quiet") {
            let state = quiet.beginInterval("Quiet", id: .exclusive, "\(XCTFail("evaluated") as Any)")
            quiet.endInterval("Quiet", state)
            OSSignposter.disabled.emitEvent("Nothing")
        }
        XCTAssertEqual(messages, [])
    }
}
