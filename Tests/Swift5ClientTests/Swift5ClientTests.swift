// Tests written as a third-party library's tests are: XCTest, Swift 5 language mode, nonisolated test
// methods calling UIKit. That this target compiles at all is half of what it checks.
import UIKit
import XCTest

/// A delegate protocol constrained to NSObjectProtocol, as Objective-C-era libraries declare them.
protocol CardViewDelegate: NSObjectProtocol {
    func cardViewDidTap(_ cardView: CardView)
}

final class CardView: UIView {
    weak var delegate: CardViewDelegate?
    private(set) var layoutCount = 0

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }

    func tap() { delegate?.cardViewDidTap(self) }
}

final class CardController: UIViewController, CardViewDelegate, UITableViewDataSource {
    var taps = 0
    func cardViewDidTap(_ cardView: CardView) { taps += 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A table controller as an iOS 16 library writes one: a self-sizing cell and a primary action.
final class FeedController: UITableViewController {
    var opened: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Post \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { opened.append(indexPath.row) }
}

/// A colour subclass that adds no initializer: it inherits UIColor's.
final class BrandColor: UIColor, @unchecked Sendable {}

/// An image subclass that adds no initializer: it inherits UIImage's.
final class AssetImage: UIImage, @unchecked Sendable {}

final class Swift5ClientTests: XCTestCase {
    func testLayoutDSLSolvesFromNonisolatedCode() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = makeCard(title: "Hello")
        let badge = UIView()
        root.addSubviews(card, badge)
        let made = card.dsl.makeConstraints { make in
            make.top.inset(20)
            make.leading.inset(16)
            make.trailing.inset(16)
            make.height.equalTo(nil).offset(120)
        }
        badge.dsl.makeConstraints { make in
            make.size.equalTo(nil).offset(24)
            make.centerX.equalTo(card)
            make.top.equalTo(card).offset(8)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 20, width: 288, height: 120))
        XCTAssertEqual(badge.frame, CGRect(x: 148, y: 28, width: 24, height: 24))
        XCTAssertEqual(made.count, 4)
        XCTAssertTrue(made.allSatisfy { $0.isActive })
        XCTAssertEqual(made.first?.label, "UIView.\(NSLayoutConstraint.Attribute.top.rawValue)")
    }

    func testConstraintSubclassInheritsInitializersAndNSObjectClassMethods() {
        let view = UIView()
        let constraint = LabeledConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 50)
        XCTAssertTrue(constraint.isKind(of: NSLayoutConstraint.self))
        XCTAssertFalse(constraint.isMember(of: NSLayoutConstraint.self))
        XCTAssertEqual(constraint.firstAttribute, .width)
        XCTAssertEqual(constraint.constant, 50)
        XCTAssertTrue(type(of: constraint).description().hasSuffix("LabeledConstraint"))
        XCTAssertEqual(NSLayoutConstraint.description(), "NSLayoutConstraint")
        XCTAssertEqual(UIView.description(), "UIView")
        XCTAssertTrue(constraint.description.contains("LabeledConstraint:0x"))
        XCTAssertTrue(constraint.description.contains(".width == 50"))
        let empty = LabeledConstraint()
        empty.isActive = true
        XCTAssertFalse(empty.isActive, "a constraint without items cannot be activated")
    }

    func testViewsCompareAsNSObjects() {
        let a = UIView(), b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        let container = UIView()
        container.addSubview(a)
        container.addSubview(b)
        XCTAssertEqual(container.subviews.firstIndex(of: b), 1)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertEqual(a.hash, a.hash)
        let recognizer = UITapGestureRecognizer()
        a.addGestureRecognizer(recognizer)
        XCTAssertEqual(a.gestureRecognizers?.first, recognizer)
        let object: NSObject = a
        XCTAssertTrue(object.isKind(of: UIResponder.self))
    }

    func testDescriptionsReadLikeUIKits() {
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 21))
        view.isHidden = true
        XCTAssertTrue(view.description.hasPrefix("<UIView: 0x"), view.description)
        XCTAssertTrue(view.description.contains("frame = (20 40; 280 21)"), view.description)
        XCTAssertTrue(view.description.contains("hidden = YES"), view.description)
        XCTAssertTrue(view.description.contains("layer = <CALayer: 0x"), view.description)
        let label = UILabel()
        XCTAssertTrue("\(label)".hasPrefix("<UILabel: 0x"))
    }

    func testNSObjectProtocolDelegatesAndDataSources() {
        let controller = CardController()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.delegate = controller
        card.tap()
        card.tap()
        XCTAssertEqual(controller.taps, 2)
        XCTAssertTrue(card.delegate === controller)
        XCTAssertTrue(card.delegate?.isEqual(controller) ?? false)

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = controller
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 1")
    }

    func testSubclassOverridesRunFromNonisolatedCode() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.setNeedsLayout()
        card.layoutIfNeeded()
        XCTAssertEqual(card.layoutCount, 1)
        XCTAssertTrue(card.next == nil)
        let controller = CardController()
        controller.view.addSubview(card)
        XCTAssertTrue(card.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
    }

    func testAssociatedObjectsAddStoredPropertiesAndDieWithTheirView() {
        var view: UIView? = UIView()
        view?.badgeCount = 3
        view?.tracker = Tracker()
        XCTAssertEqual(view?.badgeCount, 3)
        XCTAssertEqual(UIView().badgeCount, 0)
        XCTAssertEqual(Tracker.live, 1)
        view = nil
        XCTAssertEqual(Tracker.live, 0, "the value is released with its view")
    }

    func testCrossAxisConstraintsFromTheItemInitializer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        root.addSubviews(a, b)
        a.frame = CGRect(x: 0, y: 40, width: 10, height: 10)
        b.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .top, multiplier: 1, constant: 5),
            NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 45, y: 0, width: 20, height: 20))
    }

    func testNSStringMeasuresLikeString() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let size = ("Hello, world" as NSString).size(withAttributes: attributes)
        XCTAssertEqual(size, "Hello, world".size(withAttributes: attributes))
        XCTAssertGreaterThan(size.width, 50)
        let box = ("Hello, world" as NSString).boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                                           options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertGreaterThan(box.height, size.height, "a narrow box wraps the text")
    }

    @available(*, deprecated, message: "exercises topLayoutGuide on purpose")
    func testSystemSymbolsAndDeprecatedLayoutGuides() {
        let gear = UIImage(systemName: "gear")
        XCTAssertNotNil(gear)
        XCTAssertTrue(gear?.isSymbolImage ?? false)
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        let big = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        XCTAssertGreaterThan(big?.size.height ?? 0, gear?.size.height ?? 0)

        let controller = UIViewController()
        let guide: UILayoutSupport = controller.topLayoutGuide
        XCTAssertTrue(guide.isEqual(controller.topLayoutGuide), "the same guide each time")
    }

    func testColorSubclassInheritsInitializers() {
        let brand = BrandColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0
        brand.getRed(&red, green: &green, blue: nil, alpha: nil)
        XCTAssertEqual(red, 1)
        XCTAssertEqual(green, 0.5)
        XCTAssertEqual(BrandColor(white: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1))
        let dynamic = BrandColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
    }

    func testImageSubclassInheritsInitializers() {
        XCTAssertEqual(AssetImage().size, .zero)
        let pixels = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let image = AssetImage(cgImage: pixels.cgImage!, scale: 2, orientation: .up)
        XCTAssertEqual(image.size, CGSize(width: CGFloat(pixels.cgImage!.width) / 2, height: CGFloat(pixels.cgImage!.height) / 2))
        XCTAssertEqual(image.scale, 2)
        XCTAssertNotNil(AssetImage(data: pixels.pngData()!))
        XCTAssertNil(AssetImage(data: Data([1, 2, 3])))
    }

    func testTableSelfSizingInvalidationAndPrimaryActionsFromNonisolatedCode() {
        let controller = FeedController(style: .insetGrouped)
        let table = controller.tableView!
        XCTAssertEqual(table.selfSizingInvalidation, .enabled)
        table.selfSizingInvalidation = .enabledIncludingConstraints
        table.register(UITableViewCell.self, forCellReuseIdentifier: "feed")
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let before = table.rectForRow(at: first).height
        let cell = table.cellForRow(at: first)!
        var content = cell.defaultContentConfiguration()
        content.text = Array(repeating: "A post long enough to wrap onto several lines", count: 5).joined(separator: " ")
        cell.contentConfiguration = content
        table.layoutIfNeeded()
        XCTAssertGreaterThan(table.rectForRow(at: first).height, before + 40)
        XCTAssertFalse(controller.tableView(table, canPerformPrimaryActionForRowAt: first))
        controller.tableView(table, performPrimaryActionForRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(controller.opened, [2])
        XCTAssertFalse(table.allowsFocusDuringEditing)
        XCTAssertFalse(table.hasActiveDrop)
    }
}
