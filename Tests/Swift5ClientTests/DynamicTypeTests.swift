// Dynamic Type as apps use it: the change notification, preferred fonts, UIFontMetrics for custom fonts,
// and labels that follow the setting.
import UIKit
import XCTest

final class DynamicTypeTests: XCTestCase {
    override func tearDown() {
        UIScreen.main.preferredContentSizeCategory = .large
        super.tearDown()
    }

    func testAChangePostsTheNotificationWithTheNewCategory() {
        final class Received: @unchecked Sendable { var categories: [UIContentSizeCategory] = []; var objects: [AnyObject?] = [] }
        let received = Received()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            received.objects.append(note.object as AnyObject?)
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { received.categories.append(category) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIScreen.main.preferredContentSizeCategory = .extraExtraLarge
        UIScreen.main.preferredContentSizeCategory = .extraExtraLarge
        XCTAssertEqual(received.categories, [.extraExtraLarge], "once per change")
        XCTAssertTrue(received.objects.first! === UIApplication.shared)
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .extraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 21)
    }

    func testFontMetricsScaleCustomFontsAlongTheStylesCurve() {
        let base = UIFont.systemFont(ofSize: 20, weight: .bold)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: base).pointSize, 20, "large is the base size")
        UIScreen.main.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let huge = UIFontMetrics.default.scaledFont(for: base)
        XCTAssertEqual(huge.pointSize, 20 * 53 / 17, accuracy: 0.001)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .headline).scaledFont(for: base, maximumPointSize: 40).pointSize, 40)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 12), 43)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: small), 14)
    }

    func testALabelWithAScaledFontFollowsTheSetting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 28))
        label.adjustsFontForContentSizeCategory = true
        let plain = UILabel()
        plain.font = UIFont.systemFont(ofSize: 28)
        plain.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        window.addSubview(plain)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIScreen.main.preferredContentSizeCategory = .extraExtraExtraLarge
        XCTAssertEqual(label.font.pointSize, 34)
        XCTAssertEqual(plain.font.pointSize, 28, "a font that is not dynamic stays")
        UIScreen.main.preferredContentSizeCategory = .extraSmall
        XCTAssertEqual(label.font.pointSize, 25)
    }
}
