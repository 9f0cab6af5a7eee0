import Testing
import TesseraTesting
import UIKit

/// The layout pass, layout margins and safe areas.
@MainActor @Suite struct LayoutPassTests {
    @Test func aPassRunsParentsBeforeChildrenOnce() {
        let log = EventLog()
        let root = ProbeView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = ProbeView("a", log: log), b = ProbeView("b", log: log), a1 = ProbeView("a1", log: log)
        root.addSubview(a); root.addSubview(b); a.addSubview(a1)
        log.take()
        a1.setNeedsLayout()
        root.setNeedsLayout()
        a1.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.take().filter { $0.hasSuffix("layoutSubviews") } == ["root.layoutSubviews", "a.layoutSubviews", "a1.layoutSubviews", "b.layoutSubviews"])
        root.layoutIfNeeded()
        #expect(log.take().isEmpty)
    }

    @Test func layoutIfNeededOnASubviewLaysOutOnlyItsSubtree() {
        let log = EventLog()
        let root = ProbeView("root", log: log), a = ProbeView("a", log: log)
        root.addSubview(a)
        a.layoutIfNeeded()
        #expect(log.take().filter { $0.hasSuffix("layoutSubviews") } == ["a.layoutSubviews"])
        root.layoutIfNeeded()
        #expect(log.take().filter { $0.hasSuffix("layoutSubviews") } == ["root.layoutSubviews"])
    }

    @Test func sizeChangesScheduleLayoutOfTheViewAndItsSuperview() {
        let log = EventLog()
        let root = ProbeView("root", log: log), a = ProbeView("a", log: log)
        root.addSubview(a)
        root.layoutIfNeeded()
        log.take()
        a.center = CGPoint(x: 40, y: 40)
        root.layoutIfNeeded()
        #expect(log.take().isEmpty)
        a.bounds.size = CGSize(width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(log.take().filter { $0.hasSuffix("layoutSubviews") } == ["root.layoutSubviews", "a.layoutSubviews"])
    }

    @Test func subviewsMarkedDuringAParentsLayoutAreLaidOutInTheSamePass() {
        final class Parent: UIView {
            let child = ProbeView("child", log: EventLog())
            override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.layoutIfNeeded()
        parent.child.log.take()
        parent.frame.size.width = 300
        parent.layoutIfNeeded()
        #expect(parent.child.frame.width == 150)
        #expect(parent.child.log.take().filter { $0.hasSuffix("layoutSubviews") } == ["child.layoutSubviews"])
        #expect(!parent.layer.needsLayout() && !parent.child.layer.needsLayout())
    }

    @Test func defaultLayoutMarginsAndDirectionalMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func preservesSuperviewLayoutMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 200))
        parent.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 30, left: 20, bottom: 30, right: 20))
    }

    @Test func safeAreaComesFromTheScreenProfile() {
        let window = UIWindow()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        window.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        window.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero)
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test func safeAreaChangesAreReportedInTheLayoutPass() {
        final class Watcher: UIView {
            var changes: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
        }
        let window = UIWindow()
        let view = Watcher(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.changes == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        view.frame.origin.y = 10
        window.layoutIfNeeded()
        #expect(view.changes.last == UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0))
        view.frame.origin.y = 400
        window.layoutIfNeeded()
        #expect(view.changes.last == .zero)
        #expect(view.changes.count == 3)
    }

    @Test func rootViewMarginsIncludeTheSafeAreaAndSystemMinimum() {
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 57, left: 16, bottom: 34, right: 16))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test func screenProfilesAndRotation() {
        let screen = UIScreen(profile: .iPhoneSE)
        #expect(screen.bounds.size == CGSize(width: 375, height: 667) && screen.scale == 2)
        #expect(screen.nativeBounds.size == CGSize(width: 750, height: 1334))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(window.traitCollection.displayScale == 2)
        #expect(window.traitCollection.horizontalSizeClass == .compact)

        let landscape = UIScreen.DeviceProfile.iPhone.rotated
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.rotated == .iPhone)
        let phone = UIScreen(profile: .iPhone)
        let phoneWindow = UIWindow(frame: phone.bounds)
        phoneWindow.screen = phone
        let content = UIView(frame: phoneWindow.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        phoneWindow.addSubview(content)
        phone.profile = landscape
        #expect(phoneWindow.frame.size == CGSize(width: 844, height: 390))
        #expect(content.frame.size == CGSize(width: 844, height: 390))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(content.traitCollection.verticalSizeClass == .compact)
        #expect(UIScreen.DeviceProfile.iPad.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(UIScreen.DeviceProfile.desktop.scale == 1)
    }
}
