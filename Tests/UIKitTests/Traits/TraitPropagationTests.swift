import Testing
import TesseraTesting
@testable import UIKit

/// A view that logs its trait changes as "name:previous→current" styles (0 unspecified, 1 light, 2 dark).
@MainActor
final class TraitProbeView: UIView {
    var name = ""
    var log: EventLog?

    convenience init(_ name: String, _ log: EventLog) {
        self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.name = name
        self.log = log
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        #expect(UITraitCollection.current === traitCollection)
        log?.add("\(name):\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→\(traitCollection.userInterfaceStyle.rawValue)")
    }
}

/// A view controller that logs its trait changes like `TraitProbeView`.
@MainActor
final class TraitProbeController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, _ log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() { view = TraitProbeView("\(name).view", log) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name):\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→\(traitCollection.userInterfaceStyle.rawValue)")
    }
}

/// Trait collections flowing from screen to window to view controllers to views, overrides in subtrees,
/// and the callbacks and registrations that report changes.
@MainActor @Suite struct TraitPropagationTests {
    init() { LogCapture.install() }

    private func window(on screen: UIScreen) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return window
    }

    @Test func traitsFlowFromScreenToWindowToControllerToViews() {
        let screen = UIScreen(profile: .iPad)
        let window = window(on: screen)
        let log = EventLog()
        let controller = TraitProbeController("vc", log)
        window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(log.take() == ["vc:1→1", "vc.view:1→1"])   // the iPad screen's traits differ from the main screen's
        for environment in [window.traitCollection, controller.traitCollection, controller.view.traitCollection, label.traitCollection] {
            #expect(environment.displayScale == 2 && environment.userInterfaceIdiom == .pad)
            #expect(environment.horizontalSizeClass == .regular && environment.layoutDirection == .leftToRight)
        }
        // Views without overrides share their parent's collection: nothing is allocated for them.
        #expect(label.traitCollection === controller.view.traitCollection)
        #expect(label.viewExtras == nil)
        screen.userInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        #expect(log.take() == ["vc:1→2", "vc.view:1→2"])
        screen.preferredContentSizeCategory = .accessibilityLarge
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(log.take() == ["vc:2→2", "vc.view:2→2"])
    }

    @Test func overrideUserInterfaceStyleForcesASubtreeOnly() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let log = EventLog()
        let a = TraitProbeView("a", log), b = TraitProbeView("b", log), c = TraitProbeView("c", log)
        let d = TraitProbeView("d", log), e = TraitProbeView("e", log)
        window.addSubview(a); a.addSubview(b); a.addSubview(c); c.addSubview(d); window.addSubview(e)
        // Each view heard once that it moved to a screen of another scale (2×, the main one's is 3×).
        #expect(log.take() == ["a:1→1", "b:1→1", "c:1→1", "d:1→1", "e:1→1"])

        a.overrideUserInterfaceStyle = .dark
        // Parents before children, only the affected subtree, once each.
        #expect(log.take() == ["a:1→2", "b:1→2", "c:1→2", "d:1→2"])
        #expect(e.traitCollection.userInterfaceStyle == .light && d.traitCollection.userInterfaceStyle == .dark)
        a.overrideUserInterfaceStyle = .dark
        #expect(log.take().isEmpty)   // no change, no callbacks

        // A subtree that forces its own style does not hear about its ancestors' changes.
        c.overrideUserInterfaceStyle = .light
        #expect(log.take() == ["c:2→1", "d:2→1"])
        a.overrideUserInterfaceStyle = .unspecified
        #expect(log.take() == ["a:2→1", "b:2→1"])
        screen.userInterfaceStyle = .dark
        #expect(log.take() == ["a:1→2", "b:1→2", "e:1→2"])
        #expect(c.traitCollection.userInterfaceStyle == .light)
    }

    @Test func windowAndControllerOverridesReachTheirViews() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let log = EventLog()
        let parent = TraitProbeController("parent", log)
        window.rootViewController = parent
        let child = TraitProbeController("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.take()

        child.overrideUserInterfaceStyle = .dark
        #expect(log.take() == ["child:1→2", "child.view:1→2"])
        #expect(child.traitCollection.userInterfaceStyle == .dark && parent.traitCollection.userInterfaceStyle == .light)

        window.overrideUserInterfaceStyle = .dark
        // The child already is dark: only the window's other descendants change.
        #expect(log.take() == ["parent:1→2", "parent.view:1→2"])
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .unspecified
        child.overrideUserInterfaceStyle = .unspecified
        log.take()

        // Controller trait overrides (iOS 17) reach the views below.
        parent.traitOverrides.horizontalSizeClass = .regular
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func movingAViewDeliversTheDifferenceOnly() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let log = EventLog()
        let dark = UIView(), light = UIView()
        dark.overrideUserInterfaceStyle = .dark
        window.addSubview(dark); window.addSubview(light)
        let moving = TraitProbeView("m", log)
        let inner = TraitProbeView("i", log)
        moving.addSubview(inner)
        light.addSubview(moving)
        #expect(log.take() == ["m:1→1", "i:1→1"])   // the window's screen is 2×, the main screen 3×
        light.addSubview(moving)
        #expect(log.take().isEmpty)
        dark.addSubview(moving)
        #expect(log.take() == ["m:1→2", "i:1→2"])
        moving.removeFromSuperview()
        #expect(log.take() == ["m:2→1", "i:2→1"])
        #expect(moving.traitCollection == UIScreen.main.traitCollection)
    }

    @Test func customTraitsFlowAndRegistrationsFireAfterTheCallback() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let log = EventLog()
        let container = UIView()
        let probe = TraitProbeView("p", log)
        container.addSubview(probe)
        window.addSubview(container)
        log.take()
        probe.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitProbeView, previous) in
            #expect(UITraitCollection.current === view.traitCollection)
            log.add("style \(view.name) \(previous.userInterfaceStyle.rawValue)→\(view.traitCollection.userInterfaceStyle.rawValue)")
        }
        let themeRegistration = probe.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, previous: UITraitCollection) in
            log.add("theme \(previous.theme)→\(view.traitCollection.theme)")
        }
        container.traitOverrides.theme = .monochrome
        #expect(probe.traitCollection.theme == .monochrome)
        #expect(log.take() == ["p:1→1", "theme standard→monochrome"])
        container.overrideUserInterfaceStyle = .dark
        #expect(log.take() == ["p:1→2", "style p 1→2"])
        probe.unregisterForTraitChanges(themeRegistration)
        container.traitOverrides.remove(ThemeTrait.self)
        #expect(log.take() == ["p:2→2"])
    }

    @Test func controllerRegistrationsFireBeforeTheViewsCallbacks() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let log = EventLog()
        let controller = TraitProbeController("vc", log)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (vc: TraitProbeController, _) in
            log.add("vc registration")
        }
        window.rootViewController = controller
        log.take()
        screen.userInterfaceStyle = .dark
        #expect(log.take() == ["vc:1→2", "vc registration", "vc.view:1→2"])
    }

    @Test func viewsWithoutOverridesAllocateNothingAndShareCollections() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let root = UIView()
        var parent = root
        for _ in 0..<200 {
            let child = UIView()
            parent.addSubview(child)
            parent = child
        }
        window.addSubview(root)
        #expect(parent.traitCollection === window.traitCollection)
        #expect(parent.viewExtras == nil)
        root.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection === root.traitCollection && parent.traitCollection.userInterfaceStyle == .dark)

        // A wide tree of 10,000 views entering a window: every view shares the window's collection.
        let wide = UIView()
        for _ in 0..<100 {
            let row = UIView()
            for _ in 0..<99 { row.addSubview(UIView()) }
            wide.addSubview(row)
        }
        window.addSubview(wide)
        #expect(wide.subviews.allSatisfy { row in
            row.traitCollection === window.traitCollection && row.subviews.allSatisfy { $0.traitCollection === window.traitCollection && $0.viewExtras == nil }
        })
    }
}
