import Foundation
import Testing
@testable import UIKit

/// The element tree: menus, actions, commands and deferred elements as iOS builds them.
@MainActor @Suite struct MenuElementTests {
    final class Document: UIResponder {
        var duplicated: [Any?] = []
        func duplicate(_ command: UICommand) { duplicated.append(command.propertyList) }
    }

    @Test func actionsAndCommandsAreMenuElements() {
        let action = UIAction(title: "Share", subtitle: "With friends", image: UIImage(systemName: "square.and.arrow.up"),
                              attributes: [.destructive], state: .on) { _ in }
        let element: UIMenuElement = action
        #expect(element.title == "Share" && element.subtitle == "With friends" && element.image != nil)
        #expect(action.attributes == [.destructive] && action.state == .on)
        action.title = "Send"
        #expect(element.title == "Send", "UIAction's title is settable and is the element's")

        let key = UIKeyCommand(input: "d", modifierFlags: .command, action: Document.duplicate, discoverabilityTitle: "Duplicate")
        let command: UICommand = key
        #expect((command as UIMenuElement).title == "Duplicate")
        #expect(key.input == "d" && key.modifierFlags == .command)
    }

    @Test func menuOptionsChildrenAndSelectedElements() {
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let c = UIAction(title: "C", state: .on) { _ in }
        let inline = UIMenu(title: "", options: .displayInline, children: [c])
        let sub = UIMenu(title: "More", children: [UIAction(title: "D", state: .on) { _ in }])
        let menu = UIMenu(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), identifier: UIMenu.Identifier("sort"),
                          options: [.singleSelection], preferredElementSize: .medium, children: [a, b, inline, sub])
        #expect(menu.identifier.rawValue == "sort" && menu.options == .singleSelection && menu.preferredElementSize == .medium)
        #expect(menu.children.count == 4)
        #expect(menu.selectedElements.map(\.title) == ["A", "C"], "inline sections count, submenus don't")

        let replaced = menu.replacingChildren([b])
        #expect(replaced !== menu && replaced.identifier == menu.identifier && replaced.title == "Sort")
        #expect(replaced.options == menu.options && replaced.children.map(\.title) == ["B"] && menu.children.count == 4)

        let unnamed = UIMenu(children: [])
        #expect(unnamed.identifier != UIMenu(children: []).identifier, "menus without an identifier get unique ones")
        #expect(UIMenu.Identifier.edit.rawValue == "com.apple.menu.edit" && UIMenu.Identifier.standardEdit.rawValue == "com.apple.menu.standard-edit")
    }

    @Test func commandsRunOnTheFirstResponderOfTheirType() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let document = Document()
        let command = UICommand(title: "Duplicate", action: Document.duplicate, propertyList: "twice")
        #expect(command.performAction(from: document) == true)
        #expect(document.duplicated.count == 1 && document.duplicated.first as? String == "twice")
        #expect(command.performAction(from: window) == false, "no Document up the window's chain")
    }

    @Test func deferredElementsCacheUnlessUncached() {
        var asks = 0
        let cached = UIDeferredMenuElement { completion in
            asks += 1
            completion([UIAction(title: "Loaded") { _ in }])
        }
        var got: [String] = []
        cached.load { got = $0.map(\.title) }
        cached.load { got += $0.map(\.title) }
        #expect(asks == 1 && got == ["Loaded", "Loaded"])

        var uncachedAsks = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedAsks += 1
            completion([])
        }
        uncached.load { _ in }
        uncached.load { _ in }
        #expect(uncachedAsks == 2)
    }
}
