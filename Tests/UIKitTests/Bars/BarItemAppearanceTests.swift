import Testing
@testable import UIKit

/// Appearance rules for bar items resolve by the bar that shows them and the bar's containers
/// (superviews and view controllers), with the view rules' precedence; a value on the item wins.
@MainActor @Suite struct BarItemAppearanceTests {
    private func clean(_ body: () -> Void) {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        body()
    }

    private func tint(_ item: UIBarButtonItem, _ bar: UIView) -> UIColor {
        itemView(item, in: bar)!.contentColor
    }

    @Test func containmentRulesResolveByTheBarAndItsControllers() {
        clean {
            // Seed 003: a toolbar inside a DrillViewController beside a plain toolbar rule.
            UIBarButtonItem.appearance().tintColor = .blue
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .green
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self, DrillViewController.self]).tintColor = .red
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .orange

            let window = barWindow()
            defer { window.isHidden = true }
            let root = UIViewController()
            window.rootViewController = root
            let drill = DrillViewController()
            root.addChild(drill)
            root.view.addSubview(drill.view)
            drill.view.frame = CGRect(x: 0, y: 400, width: 390, height: 300)
            drill.didMove(toParent: root)

            let drillItem = UIBarButtonItem(title: "Drill", style: .plain, target: nil, action: nil)
            let drillBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            drillBar.items = [drillItem]
            drill.view.addSubview(drillBar)

            let plainItem = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
            let plainBar = UIToolbar(frame: CGRect(x: 0, y: 750, width: 390, height: 44))
            plainBar.items = [plainItem]
            root.view.addSubview(plainBar)

            let navItem = UIBarButtonItem(title: "Nav", style: .plain, target: nil, action: nil)
            let navBar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
            let top = UINavigationItem(title: "Top")
            top.rightBarButtonItem = navItem
            navBar.items = [top]
            root.view.addSubview(navBar)

            let loose = UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: nil)
            plainBar.items = [plainItem, loose]
            loose.tintColor = .purple
            settle()

            #expect(tint(drillItem, drillBar) == .red, "toolbar inside DrillViewController")
            #expect(tint(plainItem, plainBar) == .green, "a plain toolbar")
            #expect(tint(navItem, navBar) == .orange, "a navigation bar")
            #expect(tint(loose, plainBar) == .purple, "a value on the item beats every rule")
        }
    }

    @Test func theOutermostContainerWinsAndPlainRulesAreWeakest() {
        clean {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [DrillViewController.self]).tintColor = .red
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .green
            UIBarButtonItem.appearance().tintColor = .blue
            let window = barWindow()
            defer { window.isHidden = true }
            let drill = DrillViewController()
            window.rootViewController = drill
            let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
            let bar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            bar.items = [item]
            drill.view.addSubview(bar)
            settle()
            #expect(tint(item, bar) == .red, "the controller is farther out than the toolbar")
        }
    }

    @Test func titleAttributesAndBackgroundImagesPerStateAndMetrics() {
        clean {
            let font = UIFont.systemFont(ofSize: 12)
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
                .setTitleTextAttributes([.font: font, .foregroundColor: UIColor.red], for: .normal)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 30)).image { _ in
                UIColor.green.setFill(); UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 30)).fill()
            }
            UIBarButtonItem.appearance().setBackgroundImage(image, for: .normal, style: .done, barMetrics: .default)
            #expect(UIBarButtonItem.appearance().backgroundImage(for: .normal, style: .done, barMetrics: .default) === image)
            let window = barWindow()
            defer { window.isHidden = true }
            let plain = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            let bar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            bar.items = [plain, done]
            window.addSubview(bar)
            settle()
            let attributes = itemView(plain, in: bar)!.titleAttributes
            #expect((attributes[.font] as? UIFont)?.pointSize == 12)
            #expect(attributes[.foregroundColor] as? UIColor == .red)
            let doneView = itemView(done, in: bar)!
            #expect(doneView.frame.width == ceil("Done".size(withAttributes: doneView.titleAttributes).width) + 16,
                    "a background image adds 8 points each side")
            let snapshot = window.screen.snapshotImage()
            savePNG(snapshot, "item-appearance")
            #expect(rgba(snapshot, Int(doneView.frame.minX) + 2, 700 + 22) == [0, 255, 0, 255], "the done style's background image")
        }
    }

    @Test func itemsReadBackTheValuesTheRulesGaveThem() {
        clean {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            UIBarButtonItem.appearance().setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 2), for: .default)
            UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .selected)
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let mine = UIBarButtonItem(title: "Mine", style: .plain, target: nil, action: nil)
            mine.tintColor = .purple
            #expect(item.tintColor == nil, "not yet shown in a bar in a window")
            let window = barWindow()
            defer { window.isHidden = true }
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
            let top = UINavigationItem(title: "Top")
            top.rightBarButtonItems = [item, mine]
            bar.items = [top]
            window.addSubview(bar)
            let tabItem = UITabBarItem(title: "Tab", image: nil, tag: 0)
            let tabBar = UITabBar(frame: CGRect(x: 0, y: 700, width: 390, height: 49))
            tabBar.items = [tabItem]
            window.addSubview(tabBar)
            settle()
            #expect(item.tintColor == .white, "as on iOS, the proxy's value is the item's")
            #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
            #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: 2))
            #expect(tabItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .orange)
            #expect(tabItem.titleTextAttributes(for: .normal) == nil)
            #expect(mine.tintColor == .purple, "a value set on the item beats the rule")
            #expect(tint(item, bar) == .white && tint(mine, bar) == .purple, "and the drawing agrees")
            item.tintColor = .green
            window.reapplyAppearance()
            #expect(item.tintColor == .green && tint(item, bar) == .green)
        }
    }

    @Test func rulesChangedLaterReachLiveBarsOnReapply() {
        clean {
            let window = barWindow()
            defer { window.isHidden = true }
            let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
            let bar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            bar.items = [item]
            window.addSubview(bar)
            settle()
            UIBarButtonItem.appearance().tintColor = .red
            settle()
            #expect(tint(item, bar) != .red, "a live bar keeps its values, as on iOS")
            window.reapplyAppearance()
            #expect(tint(item, bar) == .red)
        }
    }

    @Test func reapplyReachesTheBarsOfThatWindowOnly() {
        clean {
            let window = barWindow()
            let other = barWindow()
            defer { window.isHidden = true; other.isHidden = true }
            @MainActor func toolbar(in host: UIView?) -> (UIToolbar, UIBarButtonItem) {
                let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
                let bar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
                bar.items = [item]
                host?.addSubview(bar)
                return (bar, item)
            }
            // A bar nested below a plain view, one in another window, one in no window, and bars made
            // and freed before the reapply (their entries are dead by then).
            let holder = UIView(frame: window.bounds)
            window.addSubview(holder)
            let (nested, nestedItem) = toolbar(in: holder)
            let (elsewhere, elsewhereItem) = toolbar(in: other)
            let (loose, looseItem) = toolbar(in: nil)
            loose.layoutIfNeeded()
            for _ in 0..<100 { _ = toolbar(in: nil) }
            settle()
            UIBarButtonItem.appearance().tintColor = .red
            window.reapplyAppearance()
            #expect(tint(nestedItem, nested) == .red, "a bar anywhere below the window")
            #expect(tint(elsewhereItem, elsewhere) != .red, "another window's bar waits for its own reapply")
            #expect(tint(looseItem, loose) != .red, "a bar in no window is not refreshed")
            other.reapplyAppearance()
            #expect(tint(elsewhereItem, elsewhere) == .red)
        }
    }
}
