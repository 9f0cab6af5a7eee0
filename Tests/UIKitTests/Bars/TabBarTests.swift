import Testing
@testable import UIKit

/// UITabBar: items share the width, a tap selects and tells the delegate, badges are red capsules
/// with white text, the bar is 49 points plus the home indicator area.
@MainActor @Suite struct TabBarTests {
    @MainActor final class TabLog: UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.displayedTitle ?? "") }
    }

    private func bar(in window: UIWindow) -> (UITabBar, [UITabBarItem]) {
        let bar = UITabBar(frame: CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        let items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .recents, tag: 1),
                     UITabBarItem(tabBarSystemItem: .contacts, tag: 2), UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        bar.items = items
        bar.selectedItem = items[0]
        window.addSubview(bar)
        settle()
        return (bar, items)
    }

    @Test func itemsShareTheWidthAndTheBarIsFortyNinePointsAboveTheHomeIndicator() {
        let window = barWindow()
        defer { window.isHidden = true }
        let (bar, _) = bar(in: window)
        #expect(bar.buttons.map(\.frame.minX) == [0, 98, 195, 293])
        #expect(bar.buttons.allSatisfy { $0.frame.height == 49 && $0.frame.minY == 0 })
        #expect(bar.sizeThatFits(.zero).height == 49 + bar.safeAreaInsets.bottom)
    }

    @Test func tappingSelectsAndTellsTheDelegate() {
        let window = barWindow()
        defer { window.isHidden = true }
        let (bar, items) = bar(in: window)
        let log = TabLog()
        bar.delegate = log
        var time = CACurrentMediaTime() + 1
        func tap(_ index: Int) {
            time += 0.5
            window.send(TouchInput.tap(at: CGPoint(x: bar.buttons[index].frame.midX, y: 844 - 83 + 20), timestamp: time))
        }
        tap(2)
        #expect(bar.selectedItem === items[2])
        #expect(bar.buttons[2].isSelected && !bar.buttons[0].isSelected)
        items[3].isEnabled = false
        tap(3)
        tap(2)
        #expect(log.selected == ["Contacts", "Contacts"], "a disabled item can't be selected; a selected one reports again")
        bar.selectedItem = UITabBarItem(title: "Stranger", image: nil, tag: 9)
        #expect(bar.selectedItem === items[2], "an item not in the bar is reported and ignored")
    }

    @Test func badgesAreRedCapsulesWithWhiteText() {
        let window = barWindow()
        defer { window.isHidden = true }
        let (bar, items) = bar(in: window)
        items[1].badgeValue = "3"
        items[2].badgeValue = "12"
        items[2].badgeColor = .systemGreen
        settle()
        let image = window.screen.snapshotImage()
        savePNG(image, "tabbar")
        let badge = bar.buttons[1].badgeRect!.offsetBy(dx: bar.buttons[1].frame.minX, dy: 844 - 83)
        #expect(badge.height == 18 && badge.width >= 18)
        let fill = rgba(image, Int(badge.minX) + 3, Int(badge.midY))
        #expect(fill[0] > 230 && fill[1] < 80 && fill[2] < 80, "system red: \(fill)")
        var white = false
        for x in Int(badge.minX)..<Int(badge.maxX) { for y in Int(badge.minY)..<Int(badge.maxY) where rgba(image, x, y).allSatisfy({ $0 > 230 }) { white = true } }
        #expect(white, "white badge text")
        let green = bar.buttons[2].badgeRect!.offsetBy(dx: bar.buttons[2].frame.minX, dy: 844 - 83)
        let greenFill = rgba(image, Int(green.minX) + 3, Int(green.midY))
        #expect(greenFill[1] > 150 && greenFill[0] < 100, "a badge colour: \(greenFill)")
        #expect(bar.buttons[0].contentColor == bar.tintColor, "the selected item in the tint")
        #expect(bar.buttons[1].contentColor == .systemGray)
    }
}

/// Tab bar items take appearance rules by their bar's containers, like bar button items.
@MainActor @Suite struct TabBarItemAppearanceTests {
    @Test func titleAttributesThroughTheProxy() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        UITabBarItem.appearance(whenContainedInInstancesOf: [UITabBar.self]).setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UITabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        let item = UITabBarItem(title: "One", image: nil, tag: 0)
        bar.items = [item]
        window.addSubview(bar)
        settle()
        #expect(bar.buttons[0].titleAttributes[.foregroundColor] as? UIColor == .red)
    }
}
