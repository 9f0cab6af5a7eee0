/// Tables and cells from Interface Builder documents: the table's attributes and prototype cells, cells
/// registered by nib, and a cell's attributes (its content view and built-in labels are the cell's
/// own, configured from the document).
extension UITableView {
    /// The style a table element names (`style="grouped"`), read before the table is made.
    static func interfaceBuilderStyle(_ coder: NSCoder) -> Style? {
        guard let coder = coder.interfaceBuilder else { return nil }
        return coder.enumeration("style", ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped])
    }

    func decodeInterfaceBuilderTable(_ coder: InterfaceBuilderCoder) {
        if coder.has("backgroundColor") { backgroundColor = coder.color("backgroundColor") }
        decodeInterfaceBuilderScrollView(coder)
        if let height = coder.number("rowHeight") { rowHeight = height }
        if let height = coder.number("estimatedRowHeight") { estimatedRowHeight = height }
        if let height = coder.number("sectionHeaderHeight") { sectionHeaderHeight = height }
        if let height = coder.number("sectionFooterHeight") { sectionFooterHeight = height }
        let separators: [String: UITableViewCell.SeparatorStyle] = ["default": .singleLine, "singleLine": .singleLine, "none": .none]
        if let style = coder.enumeration("separatorStyle", separators) { separatorStyle = style }
        if let flag = coder.bool("allowsSelection") { allowsSelection = flag }
        if let flag = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = flag }
        if coder.string("dataMode") == "static", let sections = coder.container("sections") {
            decodeInterfaceBuilderStaticSections(sections, pass: coder.pass)
        }
        guard let prototypes = coder.container("prototypes") else { return }
        guard let storyboard = coder.pass.storyboard else { return }
        for cell in prototypes.children where cell.name == "tableViewCell" {
            guard let identifier = cell["reuseIdentifier"] else {
                coder.pass.report(cell.line, "a prototype cell has no reuse identifier; it cannot be dequeued")
                continue
            }
            register(UINib(prototype: cell, storyboard: storyboard, document: coder.pass.document,
                           controllerID: coder.pass.sceneControllerID), forCellReuseIdentifier: identifier)
        }
    }

    /// Registers a nib whose top-level table cell `dequeueReusableCell` makes for `identifier` (nil
    /// forgets it). A class registered under the same identifier is forgotten.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        if nib != nil { cellClasses[identifier] = nil }
        registeredCellNibs[identifier] = nib
    }

    /// A new cell from the nib registered for `identifier` (nil when there is none, or it makes no cell).
    func makeCellFromNib(withIdentifier identifier: String) -> UITableViewCell? {
        guard let nib = registeredCellNibs[identifier] else { return nil }
        guard let cell = nib.instantiate(withOwner: nearestViewController).lazy.compactMap({ $0 as? UITableViewCell }).first else {
            TesseraLog.errorOnce("UIKit", key: "table-nib-\(identifier)",
                                 "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
            return nil
        }
        cellsCreated += 1
        cell.tableView = self
        cell.chrome.tableStyle = style
        return cell
    }
}

extension UIView {
    /// The first view controller up the responder chain (a prototype cell's actions and outlets go to it).
    var nearestViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

extension UITableViewCell {
    /// The style a cell element names (`style="IBUITableViewCellStyleSubtitle"`), read before the cell is made.
    static func interfaceBuilderStyle(_ coder: NSCoder) -> CellStyle? {
        guard let coder = coder.interfaceBuilder else { return nil }
        return coder.enumeration("style", interfaceBuilderStyles)
    }

    /// The cell styles, accessory types and selection styles by the names Interface Builder writes
    /// (built once: a registered nib decodes a cell for every cell a table makes).
    static let interfaceBuilderStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    static let interfaceBuilderAccessories: [String: AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let interfaceBuilderSelectionStyles: [String: SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    /// Decodes the cell's attributes, its built-in views and its content view (once per element: the
    /// document keeps the plan; each step reaches the cell's own views).
    func decodeInterfaceBuilderCell(_ coder: InterfaceBuilderCoder) {
        coder.replay(self, from: coder.pass.document.plans.cells) { plan in
            UITableViewCell.planInterfaceBuilderCell(coder, into: plan)
        }
    }

    private static func planInterfaceBuilderCell(_ coder: InterfaceBuilderCoder, into plan: IBPlan<UITableViewCell>.Builder) {
        if let accessory = coder.enumeration("accessoryType", interfaceBuilderAccessories) {
            plan.add { cell, _ in cell.accessoryType = accessory }
        }
        if let selection = coder.enumeration("selectionStyle", interfaceBuilderSelectionStyles) {
            plan.add { cell, _ in cell.selectionStyle = selection }
        }
        if let id = coder.string("textLabel") {
            plan.add { cell, coder in if let label = cell.textLabel { coder.pass.adopt(id: id, object: label) } }
        }
        if let id = coder.string("detailTextLabel") {
            plan.add { cell, coder in if let label = cell.detailTextLabel { coder.pass.adopt(id: id, object: label) } }
        }
        if let id = coder.string("imageView") {
            plan.add { cell, coder in if let view = cell.imageView { coder.pass.adopt(id: id, object: view) } }
        }
        _ = coder.string("indentationWidth")
        _ = coder.string("rowHeight")
        _ = coder.string("indentationLevel")
        if let content = coder.child("contentView") {
            plan.add { cell, coder in coder.pass.adopt(content, into: cell.contentView) }
        }
    }
}
