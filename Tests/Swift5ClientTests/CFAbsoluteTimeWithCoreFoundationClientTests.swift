// A file that imports CoreFoundation besides UIKit (which declares CFAbsoluteTime for iOS code that does
// not): the names resolve to Core Foundation's without ambiguity.
import CoreFoundation
import UIKit
import XCTest

final class CFAbsoluteTimeWithCoreFoundationClientTests: XCTestCase {
    func testCoreFoundationsFunctionIsCalledWhereItIsImported() {
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(now, Date().timeIntervalSinceReferenceDate, accuracy: 5)
    }
}
