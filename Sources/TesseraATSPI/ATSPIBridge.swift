import CGio
import Foundation
import TesseraSupport
import UIKit

/// The AT-SPI2 bridge: exports the app's accessible tree on the desktop's accessibility bus so that
/// screen readers (Orca) and test tools (pyatspi, dogtail) read and operate it. `UIApplicationMain`
/// starts it (through `AccessibilityBridgeRegistry`) when this module is linked.
///
/// Everything runs on the main thread but the sending of events (`SignalSender`): calls arrive through
/// `MainContextPump`, answers come from the tree `ObjectRegistry` last walked (walked again when
/// something changed), and actions go through `AccessibilityTree.perform(_:on:)` as VoiceOver's would.
@MainActor
package final class ATSPIBridge: AccessibilityBridge {
    /// The running bridge (the C callbacks of GDBus find it here).
    static var shared: ATSPIBridge?

    let connection: OpaquePointer
    /// This connection's unique name on the accessibility bus.
    let busName: String
    let pump: MainContextPump
    /// The exported objects, as the last walk saw them.
    package let registry: ObjectRegistry
    /// Which events anyone listens to.
    package let listeners = EventListeners()
    /// What changed since the last report.
    package let reporter = EventReporter()
    /// Sends the events, off the main thread.
    let signals: SignalSender
    /// The id the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    private var observer: AccessibilityEvents.Token?

    private init(connection: OpaquePointer, pump: MainContextPump, applicationName: String) {
        self.connection = connection
        self.pump = pump
        signals = SignalSender(connection: connection)
        busName = String(cString: g_dbus_connection_get_unique_name(connection))
        registry = ObjectRegistry(applicationName: applicationName)
    }

    /// Joins the accessibility bus and embeds the app on the desktop. When the desktop's accessibility
    /// is off, a `DormantBridge` waits for it to come on; nil (with one log line) when there is no bus
    /// or `TESSERA_ACCESSIBILITY=0`.
    static func start() -> (any AccessibilityBridge)? {
        let environment = ProcessEnvironment.variables
        let forced = BusConnection.forcedSetting(environment)
        if forced == false { return nil }
        do {
            switch try BusConnection.findAccessibilityBus(environment: environment, forced: forced == true) {
            case .address(let address):
                return try join(address)
            case .disabled(let session):
                TesseraLog.warning("Accessibility", "the desktop's accessibility is off: the AT-SPI2 bridge starts when it is turned on")
                return DormantBridge(session: session)
            }
        } catch {
            TesseraLog.warning("Accessibility", "no AT-SPI2 bridge: \(error)")
            return nil
        }
    }

    /// Connects to the accessibility bus at `address`, exports the objects and embeds the application.
    /// Without `embedding` the application is not embedded on the desktop (no AT-SPI2 registry is
    /// asked), for a plain message bus: the benchmarks measure the bridge's own work on one.
    package static func join(_ address: String, embedding: Bool = true) throws(BusConnection.Failure) -> ATSPIBridge {
        let connection = try BusConnection.connect(address)
        let name = Bundle.main.appDisplayName
        let bridge = ATSPIBridge(connection: connection, pump: MainContextPump(), applicationName: name)
        shared = bridge
        do throws(BusConnection.Failure) {
            try ObjectServer.export(on: connection)
            if embedding { try bridge.embed() }
        } catch {
            bridge.stop()
            throw error
        }
        bridge.listeners.start(on: connection)
        bridge.observer = AccessibilityEvents.addObserver { event in
            ATSPIBridge.shared?.posted(event)
        }
        bridge.registry.refresh()
        bridge.reporter.takeBaseline(bridge.registry)
        bridge.pump.pump()
        return bridge
    }

    /// `org.a11y.atspi.Socket.Embed`: the desktop adopts the application object.
    private func embed() throws(BusConnection.Failure) {
        let plug = Variant.reference(bus: busName, path: ObjectRegistry.rootPath)
        let reply = try BusConnection.call(connection, destination: "org.a11y.atspi.Registry", path: ObjectRegistry.rootPath,
                                           interface: "org.a11y.atspi.Socket", method: "Embed",
                                           arguments: Variant.tuple([plug]), replyType: "((so))")
        g_variant_unref(reply)
    }

    // MARK: AccessibilityBridge

    /// A frame was shown: the tree may have changed; a report is scheduled, when anyone listens.
    package func frameDidEnd() {
        registry.isStale = true
        scheduleReport()
    }

    /// The shortest time between two reports. A walk and comparison cost about 0.03 ms an object in a
    /// debug build (14 ms for 500 labels): during an animation, walking at every frame would cost more
    /// than the frame, so reports come at most ten times a second, the last one always after the change.
    package static let reportInterval: TimeInterval = 0.1
    private var reportScheduled = false
    private var lastReport: TimeInterval = -.infinity

    /// Reports what changed on a later turn of the main queue, when anyone listens.
    private func scheduleReport() {
        guard listeners.hasListeners, !reportScheduled else { return }
        reportScheduled = true
        let delay = max(0, lastReport + Self.reportInterval - ProcessInfo.processInfo.systemUptime)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                guard let bridge = ATSPIBridge.shared else { return }
                bridge.reportScheduled = false
                bridge.lastReport = ProcessInfo.processInfo.systemUptime
                bridge.reporter.report(bridge)
            }
        }
    }

    /// Leaves the bus: the objects are unexported and the connection closed.
    package func stop() {
        if let observer { AccessibilityEvents.removeObserver(observer) }
        observer = nil
        AccessibilityChanges.isTracking = false
        signals.waitUntilSent()
        ObjectServer.unexport(from: connection)
        pump.stop()
        g_dbus_connection_close(connection, nil, nil, nil)
        if Self.shared === self { Self.shared = nil }
    }

    /// A `UIAccessibility.post`: announcements go out at once; other changes are reported as a frame's
    /// are (a notification may come without a frame).
    private func posted(_ event: AccessibilityEvent) {
        registry.isStale = true
        if event.notification == .announcement, let text = event.text {
            reporter.announce(text, bridge: self)
            return
        }
        scheduleReport()
    }

    // MARK: Answering

    /// Runs what an assistive technology asked for on the next turn of the main queue, after the call is
    /// answered: an action may present, push, move the first responder or spin the run loop, none of
    /// which may happen inside a D-Bus callback (it would re-enter the GLib context being dispatched).
    func later(_ body: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                body()
                ATSPIBridge.shared?.registry.isStale = true
                ATSPIBridge.shared?.scheduleReport()
            }
        }
    }

    /// A reference `(so)` to an exported object.
    func reference(_ id: Int) -> OpaquePointer { Variant.reference(bus: busName, path: ObjectRegistry.path(of: id)) }

    /// The null reference AT-SPI2 uses for "none".
    var nullReference: OpaquePointer { Variant.reference(bus: "", path: "/org/a11y/atspi/null") }

    /// The interfaces an object implements.
    func interfaces(of entry: ObjectRegistry.Entry) -> [String] {
        var names = [InterfaceDefinitions.accessible]
        if entry.kind == .application {
            names.append(InterfaceDefinitions.application)
            return names
        }
        names.append(InterfaceDefinitions.component)
        if let node = entry.node, !node.actions.isEmpty { names.append(InterfaceDefinitions.action) }
        if entry.text != nil {
            names.append(InterfaceDefinitions.text)
            if entry.states.contains(.editable) { names.append(InterfaceDefinitions.editableText) }
        }
        if entry.currentValue != nil { names.append(InterfaceDefinitions.value) }
        if SelectionContent.container(of: entry.object) != nil { names.append(InterfaceDefinitions.selection) }
        if entry.role == .table, TableContent.rows(of: entry.object) != nil { names.append(InterfaceDefinitions.table) }
        if entry.role == .tableCell { names.append(InterfaceDefinitions.tableCell) }
        return names
    }

    /// Answers a method call on an exported object: the reply's arguments, or a D-Bus error.
    func answer(path: String, interface: String, method: String, arguments: OpaquePointer) throws(BusError) -> OpaquePointer {
        if path == CacheInterface.path {
            return try CacheInterface.call(method, bridge: self)
        }
        guard let id = ObjectRegistry.id(ofPath: path), let entry = registry.entry(id) else { throw .unknownObject(path) }
        guard interfaces(of: entry).contains(interface) else { throw .unknownMethod(interface, method) }
        switch interface {
        case InterfaceDefinitions.accessible: return try AccessibleInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.application: return try ApplicationInterface.call(method, arguments, bridge: self)
        case InterfaceDefinitions.component: return try ComponentInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.action: return try ActionInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.text: return try TextInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.editableText: return try EditableTextInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.selection: return try SelectionInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.table: return try TableInterface.call(method, arguments, entry, bridge: self)
        case InterfaceDefinitions.tableCell: return try TableInterface.cellCall(method, entry, bridge: self)
        default: throw .unknownMethod(interface, method)
        }
    }

    /// A property of an exported object.
    func property(path: String, interface: String, name: String) throws(BusError) -> OpaquePointer {
        guard let id = ObjectRegistry.id(ofPath: path), let entry = registry.entry(id) else { throw .unknownObject(path) }
        let value: OpaquePointer? = switch interface {
        case InterfaceDefinitions.accessible: AccessibleInterface.property(name, entry, bridge: self)
        case InterfaceDefinitions.application: ApplicationInterface.property(name, bridge: self)
        case InterfaceDefinitions.action: ActionInterface.property(name, entry)
        case InterfaceDefinitions.text: TextInterface.property(name, entry)
        case InterfaceDefinitions.value: ValueInterface.property(name, entry)
        case InterfaceDefinitions.selection: SelectionInterface.property(name, entry, bridge: self)
        case InterfaceDefinitions.table: TableInterface.property(name, entry, bridge: self)
        case InterfaceDefinitions.tableCell: TableInterface.cellProperty(name, entry, bridge: self)
        default: nil
        }
        guard let value else { throw .invalidArgs("no property \(interface).\(name) on \(path)") }
        return value
    }

    /// Sets a property (`Value.CurrentValue`, `Application.Id`).
    func setProperty(path: String, interface: String, name: String, value: OpaquePointer) throws(BusError) {
        guard let id = ObjectRegistry.id(ofPath: path), let entry = registry.entry(id) else { throw .unknownObject(path) }
        switch (interface, name) {
        case (InterfaceDefinitions.application, "Id"):
            applicationID = g_variant_get_int32(value)
        case (InterfaceDefinitions.value, "CurrentValue"):
            guard let object = entry.object else { throw .unknownObject(path) }
            let number = g_variant_get_double(value)
            later { ValueContent.set(number, on: object) }
        default:
            throw .invalidArgs("\(interface).\(name) cannot be set")
        }
    }
}

/// Registers the AT-SPI2 bridge with UIKit. The C constructor in `TesseraATSPIRegistration` calls it as
/// the program starts; it only stores how to start the bridge.
@_cdecl("tessera_atspi_register_bridge")
func registerATSPIBridge() {
    AccessibilityBridgeRegistry.register { ATSPIBridge.start() }
}
