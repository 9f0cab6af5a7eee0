import Foundation
import Testing
@testable import UIKit

/// `topLayoutGuide` and `bottomLayoutGuide` follow the safe area's top and bottom, in constraints and
/// in `length`, as on iOS 11 and later.
@MainActor @Suite(.serialized) struct LayoutSupportTests {
    @Test func guidesFollowTheSafeArea() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView(), bar = UIView(), footer = UIView()
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

        // The guides move with the safe area.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.topLayoutGuide.length == 91)
        #expect(controller.bottomLayoutGuide.length == 83)
        #expect(content.frame.minY == 99 && content.frame.maxY == 844 - 83)
        #expect(bar.frame.height == 91)
        #expect(footer.frame == CGRect(x: 0, y: 844 - 83, width: 100, height: 83))
    }

    @Test func eachGuideIsOneObjectThatDoesNotKeepItsControllerAlive() {
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
