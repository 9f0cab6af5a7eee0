// A Swift 6 library's cache guarded by `OSAllocatedUnfairLock`: Sendable as on Apple's platforms, so a
// final class holding one is Sendable without `@unchecked`.
import UIKit
import XCTest

/// Image sizes cached across threads.
final class SizeCache: Sendable {
    private let sizes = OSAllocatedUnfairLock(initialState: [String: CGSize]())

    func store(_ size: CGSize, for name: String) { sizes.withLock { $0[name] = size } }
    func size(for name: String) -> CGSize? { sizes.withLock { $0[name] } }
    var count: Int { sizes.withLock { $0.count } }
}

final class UnfairLockSwift6Tests: XCTestCase {
    func testASendableCacheTakesWritesFromTwoTasks() async {
        let cache = SizeCache()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<2 {
                group.addTask {
                    for index in 0..<500 { cache.store(CGSize(width: index, height: task), for: "\(task)-\(index)") }
                }
            }
        }
        XCTAssertEqual(cache.count, 1000)
        XCTAssertEqual(cache.size(for: "1-499"), CGSize(width: 499, height: 1))
    }
}
