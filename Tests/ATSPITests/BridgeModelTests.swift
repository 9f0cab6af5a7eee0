import Testing
import UIKit
@testable import TesseraATSPI

/// The bridge's object paths, event subscriptions and text offsets, without D-Bus.
@MainActor
@Suite struct BridgeModelTests {
    @Test func pathsNameTheApplicationAndNumberedObjects() {
        #expect(ObjectRegistry.path(of: 0) == "/org/a11y/atspi/accessible/root")
        #expect(ObjectRegistry.path(of: 7) == "/org/a11y/atspi/accessible/7")
        #expect(ObjectRegistry.id(ofPath: "/org/a11y/atspi/accessible/root") == 0)
        #expect(ObjectRegistry.id(ofPath: "/org/a11y/atspi/accessible/42") == 42)
        #expect(ObjectRegistry.id(ofPath: "/org/a11y/atspi/accessible/x") == nil)
        #expect(ObjectRegistry.id(ofPath: "/org/a11y/atspi/cache") == nil)
    }

    @Test func anObjectKeepsItsIdAndANewObjectNeverGetsAnOldOne() {
        let registry = ObjectRegistry(applicationName: "Test")
        let kept = UIView()
        let first = registry.id(of: kept)
        #expect(registry.id(of: kept) == first)
        var seen: Set<Int> = [first]
        for _ in 0..<50 {
            // Freed at once: the next view may take the same address, never the same id.
            let id = registry.id(of: UIView())
            #expect(!seen.contains(id))
            seen.insert(id)
        }
        #expect(registry.id(of: kept) == first)
    }

    @Test func listenersMatchAnEventOrAnyPrefixOfIt() {
        let listeners = EventListeners()
        #expect(!listeners.hasListeners)
        #expect(!listeners.wants("object:state-changed:checked"))
        listeners.add(bus: ":1.5", event: "object:state-changed:checked")
        #expect(listeners.wants("object:state-changed:checked"))
        #expect(!listeners.wants("object:state-changed:focused"))
        #expect(!listeners.wants("focus:"))
        listeners.add(bus: ":1.6", event: "object:StateChanged")
        #expect(listeners.wants("object:state-changed:focused"))
        listeners.remove(bus: ":1.6", event: "object:StateChanged")
        #expect(!listeners.wants("object:state-changed:focused"))
        listeners.add(bus: ":1.7", event: "focus:")
        #expect(listeners.wants("focus:"))
        #expect(!listeners.wants("window:activate"))
    }

    @Test func textOffsetsCountCharactersNotUTF16Units() {
        let text = "a😀b"
        #expect(TextContent.scalarOffset(3, in: text) == 2)
        #expect(TextContent.utf16Offset(2, in: text) == 3)
        #expect(TextContent.substring(text, from: 1, to: -1) == "😀b")
        #expect(TextContent.substring(text, from: 2, to: 3) == "b")
        #expect(TextContent.range(at: 6, granularity: 1, in: "one two three") == 4..<7)
        #expect(TextContent.range(at: 2, granularity: 0, in: "abc") == 2..<3)
        #expect(TextContent.range(at: 5, granularity: 3, in: "ab\ncd ef\ngh") == 3..<8)
    }

    @Test func theSettingForcesTheBridgeOnOrOff() {
        #expect(BusConnection.forcedSetting(["TESSERA_ACCESSIBILITY": "1"]) == true)
        #expect(BusConnection.forcedSetting(["TESSERA_ACCESSIBILITY": "off"]) == false)
        #expect(BusConnection.forcedSetting([:]) == nil)
    }

    @Test func withoutASessionBusThereIsNoAccessibilityBus() {
        #expect(throws: BusConnection.Failure.self) {
            try BusConnection.findAccessibilityBus(environment: [:], forced: false)
        }
        let found = try? BusConnection.findAccessibilityBus(environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/x"], forced: false)
        guard case .address(let address) = found else {
            Issue.record("AT_SPI_BUS_ADDRESS is the accessibility bus")
            return
        }
        #expect(address == "unix:path=/x")
    }
}

/// The registry walks the tree again only when something may have changed.
@MainActor
@Suite struct RegistryWalkTests {
    @Test func aWindowIsAFrameOfItsElementsWalkedOnlyWhenStale() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let labels = (0..<20).map { index -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 300, height: 30))
            label.text = "Row \(index)"
            window.addSubview(label)
            return label
        }
        window.isHidden = false
        defer { window.isHidden = true }
        let registry = ObjectRegistry(applicationName: "Walks")
        let frame = try #require(registry.entry(of: window))
        #expect(frame.role == .frame)
        #expect(frame.parent == ObjectRegistry.applicationID)
        #expect(frame.children.count == 20)
        #expect(registry.entry(frame.children[3])?.name == "Row 3")
        #expect(registry.entry(frame.children[3])?.text == "Row 3")
        #expect(registry.entry(ObjectRegistry.applicationID)?.children.contains(frame.id) == true)
        let walks = registry.walks
        _ = registry.entry(frame.id)
        _ = registry.entry(frame.children[0])
        #expect(registry.walks == walks)
        labels[3].text = "Changed"
        #expect(registry.entry(frame.children[3])?.name == "Row 3")
        registry.isStale = true
        #expect(registry.entry(frame.children[3])?.name == "Changed")
        #expect(registry.walks == walks + 1)
        labels[5].removeFromSuperview()
        registry.refresh()
        #expect(registry.entry(of: labels[5]) == nil)
        #expect(registry.entry(frame.id)?.children.count == 19)
    }
}

/// A table's rows as the bridge exports them: a list of list items in their order on the screen.
@MainActor
@Suite struct ListExportTests {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aTablesRowsAreListItemsOfAListTopToBottom() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let registry = ObjectRegistry(applicationName: "Lists")
        let list = try #require(registry.entry(of: table))
        #expect(list.role == .list)
        #expect(registry.entry(of: window)?.children == [list.id])
        let items = list.children.compactMap { registry.entry($0) }
        #expect(items.map(\.name) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(items.allSatisfy { $0.role == .listItem && $0.parent == list.id })
    }
}

/// A stepper as the bridge exports it: its two buttons (as iOS reads it) inside a spin button that has
/// the stepper's value and limits, and whose value is set as a tap sets it.
@MainActor
@Suite struct StepperExportTests {
    @Test func aSteppersButtonsAreInsideASpinButtonWithItsValue() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.stepValue = 2
        stepper.value = 4
        stepper.accessibilityLabel = "Count"
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        window.addSubview(stepper)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let registry = ObjectRegistry(applicationName: "Stepper")
        let spin = try #require(registry.entry(of: stepper))
        #expect(spin.role == .spinButton)
        #expect(spin.name == "Count")
        #expect(spin.currentValue == 4)
        #expect(spin.children.compactMap { registry.entry($0)?.name } == ["Decrement", "Increment"])
        let limits = ValueContent.limits(of: stepper)
        #expect(limits.0 == 0 && limits.1 == 10 && limits.2 == 2)
        ValueContent.set(8, on: stepper)
        #expect(sent == [8])
        registry.isStale = true
        #expect(registry.entry(of: stepper)?.currentValue == 8)
    }
}
