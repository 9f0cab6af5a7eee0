import Foundation
import Testing
@testable import UIKit

/// Keyboard focus (`UIFocusSystem`): Tab and Shift-Tab between groups, arrows inside a group, Space and
/// Return activating, the environments' callbacks in UIKit's order, and the halo.
@MainActor @Suite struct KeyboardFocusTests {
    private func press(_ window: UIWindow, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
        window.send(KeyInput.press(code, modifierFlags: flags, timestamp: CACurrentMediaTime() + 0.01))
    }

    private func frame(_ window: UIWindow) { UIApplication.shared.advanceFrame(by: 0) }

    /// A form on an iPad screen: two text fields, a switch and a button, top to bottom.
    private func form() -> (UIWindow, UITextField, UITextField, UISwitch, UIButton) {
        let window = padWindowAtScale1()
        let first = UITextField(frame: CGRect(x: 40, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 40, y: 150, width: 300, height: 34))
        let toggle = UISwitch(frame: CGRect(x: 40, y: 200, width: 51, height: 31))
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.frame = CGRect(x: 40, y: 250, width: 100, height: 44)
        // Added out of reading order: Tab follows the screen, not the view tree.
        for view in [button, toggle, second, first] { window.addSubview(view) }
        frame(window)
        return (window, first, second, toggle, button)
    }

    @Test func thereIsNoFocusSystemOnTheIPhoneIdiom() {
        let window = phoneWindowAtScale1()
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
        window.addSubview(field)
        #expect(UIFocusSystem.focusSystem(for: field) == nil)
        press(window, .keyboardTab)
        #expect(!field.isFirstResponder)
    }

    @Test func tabVisitsEachControlInReadingOrderAndWraps() throws {
        let (window, first, second, toggle, button) = form()
        let system = try #require(UIFocusSystem.focusSystem(for: first))
        #expect(system.focusedItem == nil)
        press(window, .keyboardTab)
        #expect(system.focusedItem === first)
        #expect(first.isFocused && first.isFirstResponder)
        press(window, .keyboardTab)
        #expect(system.focusedItem === second)
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(second.text == "", "Tab in a text field moves focus instead of typing")
        press(window, .keyboardTab)
        #expect(system.focusedItem === toggle)
        #expect(!second.isFirstResponder, "a text field that focus leaves stops editing")
        press(window, .keyboardTab)
        #expect(system.focusedItem === button)
        press(window, .keyboardTab)
        #expect(system.focusedItem === first)
        press(window, .keyboardTab, .shift)
        #expect(system.focusedItem === button)
        press(window, .keyboardTab, .shift)
        #expect(system.focusedItem === toggle)
    }

    @Test func shiftTabWithNothingFocusedStartsAtTheEnd() throws {
        let (window, first, _, _, button) = form()
        press(window, .keyboardTab, .shift)
        #expect(UIFocusSystem.focusSystem(for: first)?.focusedItem === button)
    }

    @Test func spaceAndReturnActivateTheFocusedControl() throws {
        let (window, _, _, toggle, button) = form()
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        for _ in 0..<3 { press(window, .keyboardTab) }
        #expect(toggle.isFocused)
        press(window, .keyboardSpacebar)
        #expect(toggle.isOn)
        #expect(changes == [true])
        press(window, .keyboardTab)
        press(window, .keyboardReturnOrEnter)
        #expect(taps == 1)
    }

    @Test func disabledAndHiddenControlsAreSkipped() throws {
        let (window, first, second, toggle, button) = form()
        second.isEnabled = false
        toggle.isHidden = true
        press(window, .keyboardTab)
        press(window, .keyboardTab)
        #expect(UIFocusSystem.focusSystem(for: first)?.focusedItem === button)
    }

    @Test func aFocusedViewThatIsHiddenLosesFocusAndItsHalo() throws {
        let (window, first, _, _, button) = form()
        let system = try #require(UIFocusSystem.focusSystem(for: first))
        press(window, .keyboardTab, .shift)
        #expect(system.focusedItem === button)
        #expect(window.layer.sublayers?.last?.name == "focus halo")
        button.isHidden = true
        frame(window)
        #expect(system.focusedItem == nil)
        #expect(window.layer.sublayers?.contains { $0.name == "focus halo" } == false)
    }

    @Test func theHaloIsARingInTheTintColourAroundTheItem() throws {
        let (window, _, _, _, button) = form()
        window.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        frame(window)
        let before = window.screen.snapshotImage()
        // The ring's centre line is 3.5 points outside the button's edge.
        let (x, y) = (Int(button.frame.maxX + 3.5), Int(button.frame.midY))
        #expect(close(rgba(before, x, y), [255, 255, 255, 255]))
        press(window, .keyboardTab, .shift)
        frame(window)
        let after = window.screen.snapshotImage()
        writeDebugImage(after, named: "focus-halo")
        #expect(close(rgba(after, x, y), [255, 0, 0, 255], 8), "\(rgba(after, x, y))")
        #expect(close(rgba(after, Int(button.frame.midX), Int(button.frame.minY) - 4), [255, 0, 0, 255], 8))
        // Not over the item itself, nor far outside it.
        #expect(close(rgba(after, x + 6, y), [255, 255, 255, 255]))
        #expect(!close(rgba(after, Int(button.frame.minX) + 30, y), [255, 0, 0, 255], 60))
    }

    /// A recording environment: a container view whose callbacks note what they hear.
    final class Recorder: UIView {
        var log: [String] = []
        var allows = true
        var name = ""
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            log.append("\(name) should \(context.focusHeading == .next ? "next" : "\(context.focusHeading.rawValue)")")
            return allows
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            let from = (context.previouslyFocusedView as? UIButton)?.currentTitle ?? "nil"
            let to = (context.nextFocusedView as? UIButton)?.currentTitle ?? "nil"
            log.append("\(name) did \(from)→\(to)")
        }
    }

    private func twoPanels() -> (UIWindow, Recorder, Recorder, UIButton, UIButton, UIButton) {
        let window = padWindowAtScale1()
        let left = Recorder(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let right = Recorder(frame: CGRect(x: 400, y: 100, width: 300, height: 300))
        left.name = "left"
        right.name = "right"
        func button(_ title: String, _ frame: CGRect) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = frame
            return button
        }
        let a = button("A", CGRect(x: 20, y: 20, width: 80, height: 40))
        let b = button("B", CGRect(x: 20, y: 100, width: 80, height: 40))
        let c = button("C", CGRect(x: 20, y: 20, width: 80, height: 40))
        left.addSubview(a)
        left.addSubview(b)
        right.addSubview(c)
        window.addSubview(left)
        window.addSubview(right)
        frame(window)
        return (window, left, right, a, b, c)
    }

    @Test func environmentsAreAskedAndToldInUIKitsOrder() throws {
        let (window, left, right, a, b, c) = twoPanels()
        press(window, .keyboardTab)
        #expect(a.isFocused)
        left.log = []
        right.log = []
        var notified: [UIFocusHeading] = []
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { note in
            if let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext {
                MainActor.assumeIsolated { notified.append(context.focusHeading) }
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        // No groups: C (right of A, on its row) comes next in reading order, then B (below A).
        press(window, .keyboardTab)
        #expect(c.isFocused)
        press(window, .keyboardTab)
        #expect(b.isFocused)
        #expect(left.log == ["left should next", "left did A→C", "left should next", "left did C→B"])
        #expect(right.log == ["right should next", "right did A→C", "right should next", "right did C→B"])
        #expect(notified == [.next, .next])
        // A refusal by an environment on either side cancels the move (B → A stays inside the left).
        left.allows = false
        left.log = []
        right.log = []
        press(window, .keyboardTab)
        #expect(b.isFocused)
        #expect(left.log == ["left should next"])
        #expect(right.log.isEmpty, "an environment holding neither item is not asked")
        #expect(notified == [.next, .next])
    }

    @Test func groupsTakeTabAndTheArrowsMoveInsideThem() throws {
        let (window, left, right, a, b, c) = twoPanels()
        left.focusGroupIdentifier = "left"
        right.focusGroupIdentifier = "right"
        press(window, .keyboardTab)
        #expect(a.isFocused)
        press(window, .keyboardTab)
        #expect(c.isFocused, "Tab leaves the group")
        press(window, .keyboardTab)
        #expect(a.isFocused)
        press(window, .keyboardDownArrow)
        #expect(b.isFocused, "an arrow moves inside the group")
        var failed = 0
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { failed += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        press(window, .keyboardDownArrow)
        press(window, .keyboardRightArrow)
        #expect(b.isFocused, "arrows do not leave a group")
        #expect(failed == 2)
        // Entering the group again returns to the item focused there last.
        press(window, .keyboardTab)
        press(window, .keyboardTab)
        #expect(b.isFocused)
    }

    @Test func aPrioritizedItemIsFocusedWhenItsGroupIsEntered() throws {
        let (window, left, _, _, b, _) = twoPanels()
        left.focusGroupIdentifier = "left"
        b.focusGroupPriority = .prioritized
        press(window, .keyboardTab)
        #expect(b.isFocused)
    }

    @Test func aRequestedUpdateFollowsPreferredEnvironments() throws {
        final class Panel: UIView {
            weak var preferred: UIView?
            override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred.map { [$0] } ?? [] }
        }
        let window = padWindowAtScale1()
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let top = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        let bottom = UIButton(frame: CGRect(x: 10, y: 200, width: 80, height: 40))
        panel.addSubview(top)
        panel.addSubview(bottom)
        window.addSubview(panel)
        panel.preferred = bottom
        panel.setNeedsFocusUpdate()
        #expect(!bottom.isFocused, "a request waits for the next update")
        panel.updateFocusIfNeeded()
        #expect(bottom.isFocused)
        // Without a preference the items are searched from the top leading corner; a request inside the
        // environment that holds focus keeps it.
        panel.preferred = nil
        panel.setNeedsFocusUpdate()
        frame(window)
        #expect(bottom.isFocused)
        #expect(UIFocusSystem.environment(panel, contains: bottom))
        #expect(!UIFocusSystem.environment(bottom, contains: panel))
    }

    @Test func aTableIsOneGroupWhoseRowsTheArrowsWalkAndReturnSelects() throws {
        let window = padWindowAtScale1()
        let recorder = TableRecorder([40])
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let table = UITableView(frame: CGRect(x: 0, y: 80, width: window.bounds.width, height: 220), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(field)
        window.addSubview(table)
        frame(window)
        #expect(table.allowsFocus, "rows take focus by default on an iPad screen")
        press(window, .keyboardTab)
        #expect(field.isFocused)
        press(window, .keyboardTab)
        let system = try #require(UIFocusSystem.focusSystem(for: table))
        #expect((system.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0) } == IndexPath(row: 0, section: 0))
        // 220 points show five 44-point rows: the arrows walk past the edge, scrolling.
        for _ in 0..<6 { press(window, .keyboardDownArrow) }
        let focusedRow = (system.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0) }
        #expect(focusedRow == IndexPath(row: 6, section: 0))
        #expect(close(table.contentOffset.y, 6 * 44 + 44 - 220), "scrolled the least that shows row 6: \(table.contentOffset.y)")
        recorder.events = []
        press(window, .keyboardReturnOrEnter)
        #expect(recorder.events.contains("didSelect 6"), "\(recorder.events)")
        press(window, .keyboardTab)
        #expect(field.isFocused, "Tab leaves the table for the next group, wrapping")
        table.allowsFocus = false
        press(window, .keyboardTab)
        #expect(field.isFocused, "a table that allows no focus is skipped")
    }

    @Test func aPrioritizedKeyCommandKeepsTabAndAnOrdinaryOneDoesNot() throws {
        final class Host: UIView {
            var commands: [UIKeyCommand] = []
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? { commands }
        }
        let window = padWindowAtScale1()
        let host = Host(frame: window.bounds)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        host.addSubview(button)
        window.addSubview(host)
        host.becomeFirstResponder()
        var fired: [String] = []
        host.commands = [UIKeyCommand(input: "\t", title: "Ordinary") { _ in fired.append("ordinary") }]
        press(window, .keyboardTab)
        #expect(button.isFocused, "the focus system takes Tab before ordinary key commands")
        #expect(fired.isEmpty)
        let prioritized = UIKeyCommand(input: "\t", modifierFlags: .shift, title: "Prioritized") { _ in fired.append("prioritized") }
        prioritized.wantsPriorityOverSystemBehavior = true
        host.commands = [prioritized]
        host.becomeFirstResponder()
        press(window, .keyboardTab, .shift)
        #expect(fired == ["prioritized"])
        #expect(button.isFocused, "the prioritized command took Shift-Tab")
    }

    @Test func aTextViewKeepsTabForItsText() throws {
        let window = padWindowAtScale1()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        let button = UIButton(frame: CGRect(x: 10, y: 200, width: 80, height: 40))
        window.addSubview(textView)
        window.addSubview(button)
        frame(window)
        press(window, .keyboardTab)
        #expect(textView.isFocused && textView.isFirstResponder)
        press(window, .keyboardTab)
        #expect(textView.isFocused)
        #expect(textView.text == "\t")
    }
}
