import Testing
@testable import UIKit

/// The walk assistive technologies (and the desktop bridge) see: elements, containers, order,
/// hiding and modality.
@MainActor @Suite struct AccessibilityTreeTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    private func label(_ text: String, y: CGFloat = 0) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
        label.text = text
        return label
    }

    @Test func elementsListedByAContainerReplaceItsSubviewsInTheirOrder() {
        let window = window()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let title = label("Title"), body = label("Body", y: 30), hidden = label("Ignored", y: 60)
        for view in [title, body, hidden] { card.addSubview(view) }
        window.addSubview(card)
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Title", "Body", "Ignored"])
        card.accessibilityElements = [body, title]
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Body", "Title"])
        card.accessibilityElements = []
        #expect(window.accessibilityElementsInTree.isEmpty, "an empty list hides the subviews")
    }

    @Test func elementsThatAreNotViewsAreInTheTreeWithTheirScreenFrames() {
        let window = window()
        let chart = AccessibilityElementTests.Chart(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(chart)
        #expect(window.accessibilityTreeDescription() == """
        [none] "Mon" value: "3 hours" frame: (20, 110, 40, 80)
        [none] "Tue" value: "4 hours" frame: (70, 110, 40, 80)
        """)
        let tree = AccessibilityTree.tree(of: window)
        #expect(tree.object === window && !tree.isElement)
        #expect(tree.children.count == 1, "the chart lists its elements, so it is a container node")
        #expect(tree.children[0].object === chart && tree.children[0].children.map(\.label) == ["Mon", "Tue"])
        #expect(window.accessibilityElementsInTree.isEmpty, "no element is a view")
    }

    @Test func containersStructureTheTreeAndPlainViewsAreLookedThrough() {
        let window = window()
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Fruit"
        let plain = UIView(frame: list.bounds)
        plain.addSubview(label("Apple"))
        plain.addSubview(label("Pear", y: 30))
        list.addSubview(plain)
        let group = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 40))
        group.shouldGroupAccessibilityChildren = true
        group.addSubview(label("Price"))
        window.addSubview(list)
        window.addSubview(group)
        window.addSubview(label("Footer", y: 800))
        let tree = AccessibilityTree.tree(of: window)
        #expect(tree.children.map(\.isElement) == [false, false, true])
        #expect(tree.children[0].containerType == .list && tree.children[0].label == "Fruit")
        #expect(tree.children[0].children.map(\.label) == ["Apple", "Pear"])
        #expect(tree.children[1].children.map(\.label) == ["Price"])
        #expect(tree.elements.map(\.label) == ["Apple", "Pear", "Price", "Footer"])
    }

    @Test func hiddenTransparentAndHiddenFromAccessibilityViewsAreSkipped() {
        let window = window()
        let a = label("A"), b = label("B"), c = label("C"), d = label("D")
        b.isHidden = true
        c.alpha = 0
        let box = UIView()
        box.accessibilityElementsHidden = true
        box.addSubview(d)
        for view in [a, b, c, box] { window.addSubview(view) }
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["A"])
        let element = UIAccessibilityElement(accessibilityContainer: window)
        element.isAccessibilityElement = true
        element.accessibilityElementsHidden = true
        window.accessibilityElements = [a, element]
        #expect(AccessibilityTree.elements(of: window).count == 1)
    }

    @Test func theLastModalViewHidesEverythingElse() {
        let window = window()
        window.addSubview(label("Behind"))
        let first = UIView(), second = UIView()
        first.accessibilityViewIsModal = true
        second.accessibilityViewIsModal = true
        first.addSubview(label("First"))
        second.addSubview(label("Second"))
        window.addSubview(first)
        window.addSubview(second)
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Second"])
        #expect(AccessibilityTree.tree(of: window).object === second && AccessibilityTree.tree(of: window).isModal)
        second.isHidden = true
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["First"])
    }

    @Test func nodesOfferTheActionsTheirElementsTake() {
        let window = window()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let view = UIView(frame: CGRect(x: 0, y: 40, width: 50, height: 50))
        view.isAccessibilityElement = true
        view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
        window.addSubview(slider)
        window.addSubview(view)
        let nodes = AccessibilityTree.elements(of: window)
        #expect(nodes[0].actions == [.activate, .increment, .decrement])
        #expect(nodes[1].actions == [.activate, .custom(0)] && nodes[1].customActionNames == ["Delete"])
    }

    @Test func siblingsReadTopToBottomThenInTheReadingDirection() {
        let window = window()
        let plain = UIView(frame: window.bounds)
        // Added in an order unlike the screen's: VoiceOver reads by position.
        let right = label("Right", y: 100), left = label("Left", y: 100.5), below = label("Below", y: 200), top = label("Top", y: 10)
        right.frame.origin.x = 200
        for view in [below, right, top, left] { plain.addSubview(view) }
        window.addSubview(plain)
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Top", "Left", "Right", "Below"])
        let direction = UIApplication.shared.userInterfaceLayoutDirection
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = direction }
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Top", "Right", "Left", "Below"])
        // A container's own list keeps the app's order.
        plain.accessibilityElements = [below, top]
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Below", "Top"])
    }
}
