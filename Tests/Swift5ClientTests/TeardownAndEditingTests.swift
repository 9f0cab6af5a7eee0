// Swift 5 mode, nonisolated XCTest methods: the library shapes in LibraryShapes.swift at work.
import UIKit
import XCTest

final class TeardownAndEditingTests: XCTestCase {
    func testSubclassDeinitsRunWhenTheLastReferenceGoes() {
        _ = DeinitLog.shared.take()
        autoreleasepool {
            let root = ObservingBadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(FancyLabel())
            root.addSubview(AvatarImageView(image: nil))
            root.layer.addSublayer(RingLayer())
            root.layer.addSublayer(ShimmerLayer())
            _ = GalleryController().view
        }
        let names = Set(DeinitLog.shared.take().map(\.name))
        XCTAssertEqual(names, ["ObservingBadgeView", "FancyLabel", "AvatarImageView", "RingLayer", "ShimmerLayer", "GalleryController"])
    }

    func testARemovedObserverIsNotCalledAfterItsViewIsFreed() {
        weak var freed: ObservingBadgeView?
        autoreleasepool {
            let view = ObservingBadgeView(frame: .zero)
            freed = view
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            XCTAssertEqual(view.notifications, 1)
        }
        XCTAssertNil(freed)
        // Would reach a freed view if the deinit had not removed the observer.
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func testSubviewsOfAFreedViewHearThatTheirSuperviewWentAway() {
        let child = MoveReportingView()
        autoreleasepool {
            let parent = UIView()
            parent.addSubview(child)
            child.moves = []
        }
        XCTAssertNil(child.superview)
        XCTAssertEqual(child.moves, ["willMoveToSuperview(nil)", "didMoveToSuperview(nil)"])
    }

    func testNibHooksAreOverridable() {
        let cell = ProfileCell(style: .default, reuseIdentifier: "profile")
        cell.awakeFromNib()
        XCTAssertTrue(cell.awoke)
        let rating = RatingView()
        rating.prepareForInterfaceBuilder()
        XCTAssertTrue(rating.preparedForInterfaceBuilder)
    }

    func testEditButtonItemTogglesEditingThroughSetEditing() {
        let controller = NotesListController()
        controller.loadViewIfNeeded()
        let item = controller.editButtonItem
        XCTAssertTrue(controller.navigationItem.rightBarButtonItem === item)
        XCTAssertTrue(controller.editButtonItem === item, "the same item each time")
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(item.style, .plain)
        item.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertTrue(controller.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        controller.isEditing = false
        XCTAssertEqual(controller.editingChanges, [true, false])
        XCTAssertEqual(item.title, "Edit")
    }

    func testAConfigurationButtonShowsItsPrimaryActionsTitle() {
        let controller = NotesListController()
        let button = controller.shareButton
        XCTAssertEqual(button.configuration?.title, "Share")
        let size = button.intrinsicContentSize
        XCTAssertGreaterThan(size.width, 60, "the title is laid out")
        XCTAssertGreaterThanOrEqual(size.height, 34)
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Share")
    }

    func testRemoveTargetWithNilActionRemovesEveryActionOfTheTarget() {
        final class Target { var hits = 0; func tapped() { hits += 1 } }
        let target = Target()
        let button = UIButton(type: .system)
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.removeTarget(target, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.hits, 1)
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.removeTarget(target, action: Target.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.hits, 1)
        XCTAssertTrue(button.allTargets.isEmpty)
    }

    func testEndEditingResignsTheFirstResponderBelowTheView() {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let form = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let refusing = Refusing()
        field.delegate = refusing
        form.addSubview(field)
        window.addSubview(form)
        window.makeKeyAndVisible()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(UIView().endEditing(true), "nothing to resign outside the view")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(form.endEditing(false), "the delegate refuses")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(form.endEditing(true), "forced: the delegate is not asked")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        window.isHidden = true
    }
}
