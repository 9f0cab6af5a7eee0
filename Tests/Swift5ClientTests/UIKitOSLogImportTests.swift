// A UIKit library that imports both UIKit and OSLog, as iOS 14+ code often does.
import UIKit
import OSLog
import XCTest
import TesseraTesting

extension UIViewController {
    static let lifecycleLog = Logger(subsystem: "com.example.ui", category: "lifecycle")

    func logAppearance() {
        Self.lifecycleLog.debug("\(type(of: self), privacy: .public) appeared with \(self.children.count) children")
    }
}

final class UIKitOSLogImportTests: XCTestCase {
    func testUIKitAndOSLogTogether() {
        LogCapture.install()
        let controller = UINavigationController(rootViewController: UIViewController())
        let messages = LogCapture.messages(containing: "com.example.ui.lifecycle") { controller.logAppearance() }
        XCTAssertEqual(messages, ["com.example.ui.lifecycle debug: UINavigationController appeared with 1 children"])
    }
}
