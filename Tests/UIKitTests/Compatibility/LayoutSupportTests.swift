import Foundation
import Testing
@testable import UIKit

/// `topLayoutGuide` and `bottomLayoutGuide` follow the safe area's top and bottom, in constraints and
/// in `length`, as on iOS 11 and later.
@MainActor @Suite struct LayoutSupportTests {
    /// The tests' bodies call deprecated API on purpose, so they live in `LayoutSupportTestsBodiesImpl`, whose methods are
    /// deprecated (no warning inside them) and are reached through a protocol that is not (no warning here).
    /// Swift Testing refuses `@Test` on a deprecated function, which would be the direct way.
    private let bodies: any LayoutSupportTestsBodies = LayoutSupportTestsBodiesImpl()

    @Test func guidesFollowTheSafeArea() { bodies.guidesFollowTheSafeArea() }
    @Test func guidesAreItemsOfItemBasedConstraints() { bodies.guidesAreItemsOfItemBasedConstraints() }
    @Test func eachGuideIsOneObjectThatDoesNotKeepItsControllerAlive() { bodies.eachGuideIsOneObjectThatDoesNotKeepItsControllerAlive() }
}

@MainActor private protocol LayoutSupportTestsBodies {
    func guidesFollowTheSafeArea()
    func guidesAreItemsOfItemBasedConstraints()
    func eachGuideIsOneObjectThatDoesNotKeepItsControllerAlive()
}

private struct LayoutSupportTestsBodiesImpl: LayoutSupportTestsBodies {
    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func guidesFollowTheSafeArea() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView(), bar = UIView(), footer = UIView()
        content.backgroundColor = .systemBlue
        bar.backgroundColor = .systemRed
        footer.backgroundColor = .systemGreen
        for view in [content, bar, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            // A bar the height of the top guide, from the top of the view.
            bar.topAnchor.constraint(equalTo: controller.topLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            // A footer filling the bottom guide.
            footer.topAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            footer.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
        ])
        UIApplication.shared.advanceFrame(by: 0)

        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(content.frame == CGRect(x: 0, y: 55, width: 390, height: 844 - 34 - 55))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 100, height: 47))
        #expect(footer.frame == CGRect(x: 0, y: 810, width: 100, height: 34))

        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "compat-layoutsupport")

        // The guides move with the safe area.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.topLayoutGuide.length == 91)
        #expect(controller.bottomLayoutGuide.length == 83)
        #expect(content.frame.minY == 99 && content.frame.maxY == 844 - 83)
        #expect(bar.frame.height == 91)
        #expect(footer.frame == CGRect(x: 0, y: 844 - 83, width: 100, height: 83))
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func guidesAreItemsOfItemBasedConstraints() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let controller = UIViewController()
        window.rootViewController = controller
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let guide = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        NSLayoutConstraint.activate([
            // As SnapKit makes them: the guide as the second item.
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .bottom, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: bottom, attribute: .top, multiplier: 1, constant: -10),
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: guide, attribute: .height, multiplier: 2, constant: 0),
            NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: controller.view, attribute: .left, multiplier: 1, constant: 0),
        ])
        UIApplication.shared.advanceFrame(by: 0)
        #expect(view.frame == CGRect(x: 0, y: 57, width: 94, height: 844 - 34 - 10 - 57))

        // The guide as the first item: the marker's top sits on the guide's bottom.
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: guide, attribute: .bottom, relatedBy: .equal, toItem: marker, attribute: .top, multiplier: 1, constant: -3),
            marker.heightAnchor.constraint(equalToConstant: 10), marker.widthAnchor.constraint(equalToConstant: 10),
            marker.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
        ])
        UIApplication.shared.advanceFrame(by: 0)
        #expect(marker.frame.minY == 50)

        // Another attribute of a guide is reported and constrains nothing.
        let capture = BadValue.Capture()
        BadValue.$capture.withValue(capture) {
            _ = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: guide, attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(capture.messages.count == 1 && capture.messages[0].contains("only top, bottom and height"))
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func eachGuideIsOneObjectThatDoesNotKeepItsControllerAlive() {
        weak var freedController: UIViewController?
        weak var freedGuide: NSObject?
        do {
            let controller = UIViewController()
            let guide = controller.topLayoutGuide
            #expect(guide === controller.topLayoutGuide, "the same guide on every call")
            #expect(guide !== controller.bottomLayoutGuide)
            #expect(guide.length == 0, "no window, no safe area")
            #expect("\(guide)".contains("topLayoutGuide"))
            freedController = controller
            freedGuide = guide as? NSObject
        }
        #expect(freedController == nil, "the guide does not retain its controller")
        AssociatedObjects.purgeFreedOwners()
        #expect(freedGuide == nil, "the guide goes with its controller")
    }
}
