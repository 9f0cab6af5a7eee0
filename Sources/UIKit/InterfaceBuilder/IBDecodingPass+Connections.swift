import Foundation

extension IBDecodingPass {
    /// Connects `<outlet property="…" destination="…"/>` of `source`.
    func connectOutlet(_ connection: IBElement, of source: AnyObject, element: IBElement) {
        guard let property = connection["property"], let id = connection["destination"] else { return }
        guard let destination = object(id: id) else {
            report(connection.line, "the outlet '\(property)' of \(type(of: source)) points at \(id), which is not an object this document makes here; it was not connected")
            return
        }
        setOutlet(property, of: source, to: destination, line: connection.line)
    }

    /// Sets the outlet `name` of `source`: the source's own `connectOutlet(_:to:)` first, then UIKit's
    /// outlets (`view`, `delegate`, `dataSource`…); reports one that neither sets, naming the file, the
    /// line, the class and the outlet.
    func setOutlet(_ name: String, of source: AnyObject, to value: Any, line: Int) {
        if let connectable = source as? InterfaceBuilderConnectable, connectable.connectOutlet(name, to: value) { return }
        if InterfaceBuilderGlue.connectOutlet(name, of: source, to: value) { return }
        if IBBuiltInOutlets.connect(name, of: source, to: value) { return }
        report(line, "the outlet '\(name)' of \(type(of: source)) could not be set to \(type(of: value)): \(type(of: source)).connectOutlet(_:to:) does not set '\(name)' (Tessera has no key-value coding; see docs/interface-builder.md)")
    }

    /// Connects `<action selector="save:" destination="…" eventType="touchUpInside"/>` of a control or a
    /// bar button item: when it fires, the destination's `performAction(_:sender:)` runs (for the
    /// first responder placeholder, the first responder's, up the responder chain).
    func connectAction(_ connection: IBElement, of source: AnyObject) {
        guard let name = connection["selector"], let id = connection["destination"] else { return }
        let selector = Selector(name)
        let toFirstResponder = firstResponderIDs.contains(id)
        let target = toFirstResponder ? nil : object(id: id)
        guard toFirstResponder || target != nil else {
            report(connection.line, "the action \(name) of \(type(of: source)) is sent to \(id), which is not an object this document makes here; it was not connected")
            return
        }
        let sender = IBActionSender(selector: selector, target: target, toFirstResponder: toFirstResponder,
                                    file: document.fileName, line: connection.line)
        switch source {
        case let control as UIControl:
            let event = connection["eventType"].flatMap { Self.controlEvents[$0] } ?? .primaryActionTriggered
            control.addAction(UIAction { [weak control] _ in sender.send(from: control) }, for: event)
        case let item as UIBarButtonItem:
            item.primaryAction = UIAction { [weak item] _ in sender.send(from: item) }
        case let recognizer as UIGestureRecognizer:
            recognizer.addHandler { sender.send(from: $0) }
        default:
            skipped("actions sent by \(type(of: source))", line: connection.line)
        }
    }

    /// Control events by the names Interface Builder writes.
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// Wires `<segue destination="…" kind="…"/>` of `source`: relationships (a navigation controller's
    /// root, a tab bar controller's children) now; a controller's manual segues into its table; a
    /// control's, cell's or bar button item's as what its trigger performs; embeds into the list the
    /// view pass performs.
    func wireSegue(_ connection: IBElement, of source: AnyObject) {
        guard let storyboard else {
            skipped("segues outside storyboards", line: connection.line)
            return
        }
        let template = UIStoryboardSegueTemplate(storyboard: storyboard, element: connection)
        if template.kind == "relationship" {
            relate(template, source: source)
            return
        }
        switch source {
        case let controller as UIViewController:
            guard let identifier = template.identifier else { return }
            controller.storyboardState?.segues[identifier] = template
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in
                guard let control else { return }
                template.trigger(sender: control, from: control)
            }, for: .primaryActionTriggered)
        case let cell as UITableViewCell:
            cell.triggeredSegues.append(template)
        case let cell as UICollectionViewCell:
            cell.triggeredSegues.append(template)
        case let item as UIBarButtonItem:
            let controller = sceneController
            item.primaryAction = UIAction { [weak item, weak controller] _ in
                guard let item, let controller else { return }
                template.trigger(sender: item, from: controller)
            }
        case let view as UIView where template.kind == "embed":
            embeds.append((view, template))
        default:
            skipped("segues from \(type(of: source))", line: connection.line)
        }
    }

    /// A relationship segue: the destination becomes a navigation controller's root, one of a tab bar
    /// controller's children, or a split view controller's primary or secondary (`masterViewController`,
    /// `detailViewController`; a column style's supplementary and compact columns too).
    private func relate(_ template: UIStoryboardSegueTemplate, source: AnyObject) {
        guard let destination = template.instantiateDestination() else { return }
        switch (source, template.element["relationship"]) {
        case (let navigation as UINavigationController, "rootViewController"):
            navigation.setViewControllers([destination], animated: false)
        case (let tabs as UITabBarController, "viewControllers"):
            tabs.setViewControllers((tabs.viewControllers ?? []) + [destination], animated: false)
        case (let split as UISplitViewController, let relationship?) where UISplitViewController.interfaceBuilderColumns[relationship] != nil:
            split.setInterfaceBuilderChild(destination, for: UISplitViewController.interfaceBuilderColumns[relationship]!)
        default:
            skipped("the relationship \(template.element["relationship"] ?? "?") of \(type(of: source))", line: template.element.line)
        }
    }

    /// Performs the embed segues of a view pass: each destination becomes a child of the scene's
    /// controller, its view filling the container view.
    func performEmbeds() {
        guard let parent = sceneController else { return }
        for (container, template) in embeds {
            guard let child = template.instantiateDestination() else { continue }
            let segue = template.makeSegue(source: parent, destination: child)
            parent.prepare(for: segue, sender: nil)
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        embeds = []
    }
}

/// Sends one connected action: to its target's `performAction(_:sender:)`, or up the responder chain.
@MainActor
final class IBActionSender {
    let selector: Selector
    weak var target: AnyObject?
    let toFirstResponder: Bool
    let file: String
    let line: Int

    init(selector: Selector, target: AnyObject?, toFirstResponder: Bool, file: String, line: Int) {
        self.selector = selector
        self.target = target
        self.toFirstResponder = toFirstResponder
        self.file = file
        self.line = line
    }

    /// Sends the action from `sender`.
    func send(from sender: AnyObject?) {
        if toFirstResponder {
            var starts: [UIResponder] = []
            if let first = (sender as? UIView)?.window?.currentFirstResponder { starts.append(first) }
            if let responder = sender as? UIResponder { starts.append(responder) }
            for start in starts {
                var responder: UIResponder? = start
                while let current = responder {
                    if current.performAction(selector, sender: sender) { return }
                    if InterfaceBuilderGlue.performAction(selector, on: current, sender: sender) { return }
                    responder = current.next
                }
            }
            TesseraLog.warning("UIKit", "\(file):\(line): no responder in the responder chain performs the action \(selector); it was not sent")
            return
        }
        guard let target else { return }
        if let connectable = target as? InterfaceBuilderConnectable, connectable.performAction(selector, sender: sender) { return }
        if InterfaceBuilderGlue.performAction(selector, on: target, sender: sender) { return }
        TesseraLog.error("UIKit", "\(file):\(line): \(type(of: target)) does not perform the action \(selector): its performAction(_:sender:) returned false and no generated glue has it (see docs/interface-builder.md)")
    }
}
