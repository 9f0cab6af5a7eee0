// Timing code from iOS libraries: `CFAbsoluteTimeGetCurrent()` with Foundation and UIKit imported, as
// iOS code has it through UIKit (Foundation on Linux does not export it).
import Foundation
import UIKit
import XCTest

final class CFAbsoluteTimeClientTests: XCTestCase {
    func testCFAbsoluteTimeCountsSecondsSinceTheReferenceDate() {
        let before = Date().timeIntervalSinceReferenceDate
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        XCTAssertTrue(before <= start && start <= after, "\(before) ≤ \(start) ≤ \(after)")
        XCTAssertGreaterThan(start, 700_000_000, "seconds since 2001, not since 1970 or the boot")
        let elapsed = CFAbsoluteTimeGetCurrent() - start
        XCTAssertTrue(elapsed >= 0 && elapsed < 60)
    }
}
