import CGio
import Foundation
import UIKit

/// Finds what changed in the accessible tree since the last report and sends it as AT-SPI2 events:
/// focus (following the first responder), window activation, checked and selected states, names and
/// values, text insertions, deletions, caret moves and selections, children added and removed, a selection
/// container's selection (when one of its children's `selected` state changed), and the cache's
/// added and removed objects. Only events someone listens to are sent; the walk itself happens only
/// after a frame or a posted notification, when someone listens at all.
@MainActor
package final class EventReporter {
    /// What the last report saw of an object.
    struct Summary: Equatable {
        var name: String
        var states: ATSPIStateSet
        var text: String?
        var caret: Int?
        var selection: Range<Int>?
        var value: Double?
        var children: [Int]
    }

    private var baseline: [Int: Summary] = [:]
    private var focused: Int?
    private var activeWindow: Int?

    /// The states whose changes are reported.
    private static let reportedStates: [ATSPIState] = [.checked, .selected, .enabled, .sensitive, .editable]

    static func summaries(of registry: ObjectRegistry) -> [Int: Summary] {
        registry.entries.mapValues {
            Summary(name: $0.name, states: $0.states, text: $0.text, caret: $0.caret, selection: $0.selection, value: $0.currentValue, children: $0.children)
        }
    }

    /// An object whose summary has `state` (the focused object, the active window); outside the main
    /// actor, so the search checks no executor per object.
    nonisolated static func object(in summaries: [Int: Summary], with state: ATSPIState) -> Int? {
        for (id, summary) in summaries where summary.states.contains(state) { return id }
        return nil
    }

    /// Remembers the tree as it is now, reporting nothing.
    package func takeBaseline(_ registry: ObjectRegistry) {
        registry.refreshIfStale()
        baseline = Self.summaries(of: registry)
        focused = Self.object(in: baseline, with: .focused)
        activeWindow = Self.object(in: baseline, with: .active)
    }

    /// Compares the tree with the last report and sends the differences (together, when it returns).
    package func report(_ bridge: ATSPIBridge) {
        bridge.signals.batch { compare(bridge) }
    }

    private func compare(_ bridge: ATSPIBridge) {
        let registry = bridge.registry
        registry.refreshIfStale()
        let current = Self.summaries(of: registry)
        defer { baseline = current }
        // The containers whose children's selection changed (one `selection-changed` each).
        var selectionChanged: Set<Int> = []
        for id in current.keys.sorted() {
            guard let now = current[id] else { continue }
            guard let before = baseline[id] else {
                if let entry = registry.entries[id] { bridge.emitCache("AddAccessible", CacheInterface.item(entry, bridge: bridge)) }
                continue
            }
            if now == before { continue }
            if now.name != before.name {
                bridge.emit("object:property-change:accessible-name", on: id, data: Variant.string(now.name))
            }
            if now.value != before.value, let value = now.value {
                bridge.emit("object:property-change:accessible-value", on: id, data: Variant.double(value))
            }
            for state in Self.reportedStates where now.states.contains(state) != before.states.contains(state) {
                bridge.emit("object:state-changed:" + state.eventName, on: id, detail1: now.states.contains(state) ? 1 : 0)
                if state == .selected, let parent = registry.entries[id]?.parent,
                   SelectionContent.container(of: registry.entries[parent]?.object) != nil {
                    selectionChanged.insert(parent)
                }
            }
            if let old = before.text, let new = now.text, old != new { reportTextChange(from: old, to: new, on: id, bridge) }
            if let caret = now.caret, caret != before.caret {
                bridge.emit("object:text-caret-moved", on: id, detail1: Int32(caret))
            }
            if now.selection != before.selection, now.text != nil {
                bridge.emit("object:text-selection-changed", on: id)
            }
            if now.children != before.children { reportChildren(from: before.children, to: now.children, on: id, bridge) }
        }
        for id in selectionChanged.sorted() { bridge.emit("object:selection-changed", on: id) }
        for id in baseline.keys where current[id] == nil {
            bridge.emitCache("RemoveAccessible", bridge.reference(id))
        }
        let newFocus = Self.object(in: current, with: .focused)
        if newFocus != focused {
            if let old = focused, current[old] != nil { bridge.emit("object:state-changed:focused", on: old, detail1: 0) }
            if let new = newFocus {
                bridge.emit("object:state-changed:focused", on: new, detail1: 1)
                bridge.emit("focus:", on: new)
            }
            focused = newFocus
        }
        let newActive = Self.object(in: current, with: .active)
        if newActive != activeWindow {
            if let old = activeWindow, let entry = registry.entries[old] {
                bridge.emit("window:deactivate", on: old, data: Variant.string(entry.name))
            }
            if let new = newActive, let entry = registry.entries[new] {
                bridge.emit("window:activate", on: new, data: Variant.string(entry.name))
            }
            activeWindow = newActive
        }
    }

    /// A text change as one deletion and one insertion around the common start and end.
    private func reportTextChange(from old: String, to new: String, on id: Int, _ bridge: ATSPIBridge) {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let deleted = TextContent.substring(old, from: prefix, to: a.count - suffix)
        let inserted = TextContent.substring(new, from: prefix, to: b.count - suffix)
        if !deleted.isEmpty {
            bridge.emit("object:text-changed:delete", on: id, detail1: Int32(prefix), detail2: Int32(deleted.unicodeScalars.count),
                        data: Variant.string(deleted))
        }
        if !inserted.isEmpty {
            bridge.emit("object:text-changed:insert", on: id, detail1: Int32(prefix), detail2: Int32(inserted.unicodeScalars.count),
                        data: Variant.string(inserted))
        }
    }

    private func reportChildren(from old: [Int], to new: [Int], on id: Int, _ bridge: ATSPIBridge) {
        let kept = Set(new)
        for (index, child) in old.enumerated() where !kept.contains(child) {
            bridge.emit("object:children-changed:remove", on: id, detail1: Int32(index), data: bridge.reference(child))
        }
        let had = Set(old)
        for (index, child) in new.enumerated() where !had.contains(child) {
            bridge.emit("object:children-changed:add", on: id, detail1: Int32(index), data: bridge.reference(child))
        }
    }

    /// `UIAccessibility.post(notification: .announcement, …)`: an `Announcement` event on the application.
    /// AT-SPI2 does not say when the reader has spoken it, so the app hears
    /// `announcementDidFinishNotification` on the next turn of the main queue, successful when someone
    /// listened.
    func announce(_ text: String, bridge: ATSPIBridge) {
        let heard = bridge.listeners.wants("object:announcement")
        // ATSPI_LIVE_POLITE.
        bridge.emit("object:announcement", on: ObjectRegistry.applicationID, detail1: 1, data: Variant.string(text))
        DispatchQueue.main.async {
            MainActor.assumeIsolated { AccessibilityEvents.announcementFinished(text, successfully: heard) }
        }
    }
}

extension ATSPIBridge {
    /// Sends the event named as AT-SPI2 clients register it ("object:state-changed:checked") from an
    /// object, if anyone listens: the signal `StateChanged` of `org.a11y.atspi.Event.Object`, detail
    /// "checked".
    func emit(_ event: String, on id: Int, detail1: Int32 = 0, detail2: Int32 = 0, data: OpaquePointer? = nil) {
        guard listeners.wants(event) else {
            if let data { g_variant_unref(g_variant_ref_sink(data)) }
            return
        }
        let (interface, signal, detail) = Self.signal(of: event)
        let arguments = Variant.tuple([Variant.string(detail), Variant.int32(detail1), Variant.int32(detail2),
                                       Variant.boxed(data ?? Variant.int32(0)), Variant.emptyProperties])
        signals.send(path: ObjectRegistry.path(of: id), interface: interface, member: signal, arguments: arguments)
    }

    /// The interface, member and detail of the signal for an event name, worked out once a name (a report
    /// sends the same few names again and again).
    private static func signal(of event: String) -> (interface: String, member: String, detail: String) {
        if let known = signalNames[event] { return known }
        let parts = event.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let category = parts[0]
        let member = parts.count > 1 && !parts[1].isEmpty ? parts[1] : category
        let detail = parts.count > 2 ? parts[2...].joined(separator: ":") : ""
        let interface = "org.a11y.atspi.Event." + category.prefix(1).uppercased() + category.dropFirst()
        let signal = member.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        signalNames[event] = (interface, signal, detail)
        return (interface, signal, detail)
    }

    /// The signals worked out so far, by event name.
    private static var signalNames: [String: (interface: String, member: String, detail: String)] = [:]

    /// A cache signal (`AddAccessible`, `RemoveAccessible`).
    func emitCache(_ member: String, _ item: OpaquePointer) {
        signals.send(path: CacheInterface.path, interface: InterfaceDefinitions.cache, member: member, arguments: Variant.tuple([item]))
    }
}
