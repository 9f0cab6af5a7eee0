/// Navigation items and bar items from Interface Builder documents.
extension UINavigationItem {
    func decodeInterfaceBuilderItem(_ coder: InterfaceBuilderCoder) {
        if let title = coder.string("title") { self.title = title }
        if let prompt = coder.string("prompt") { self.prompt = prompt }
        let modes: [String: LargeTitleDisplayMode] = ["automatic": .automatic, "always": .always, "never": .never, "inline": .inline]
        if let mode = coder.enumeration("largeTitleDisplayMode", modes) { largeTitleDisplayMode = mode }
        if let item = coder.object("leftBarButtonItem") as? UIBarButtonItem { leftBarButtonItem = item }
        if let item = coder.object("rightBarButtonItem") as? UIBarButtonItem { rightBarButtonItem = item }
        if let item = coder.object("backBarButtonItem") as? UIBarButtonItem { backBarButtonItem = item }
        let left = coder.objects(in: "leftBarButtonItems").compactMap { $0 as? UIBarButtonItem }
        if !left.isEmpty { leftBarButtonItems = left }
        let right = coder.objects(in: "rightBarButtonItems").compactMap { $0 as? UIBarButtonItem }
        if !right.isEmpty { rightBarButtonItems = right }
        if let view = coder.object("titleView") as? UIView { titleView = view }
    }
}

extension UIBarItem {
    func decodeInterfaceBuilderBarItem(_ coder: InterfaceBuilderCoder) {
        if let title = coder.string("title") { self.title = title }
        if let image = coder.image("image") { self.image = image }
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let tag = coder.number("tag") { self.tag = Int(tag) }
        if let item = self as? UITabBarItem, let image = coder.image("selectedImage") { item.selectedImage = image }
    }
}

extension UIBarButtonItem {
    func decodeInterfaceBuilderBarButtonItem(_ coder: InterfaceBuilderCoder) {
        decodeInterfaceBuilderBarItem(coder)
        if coder.string("style") == "done" { style = .done }
        if let width = coder.number("width") { self.width = width }
        if let name = coder.string("systemItem") {
            var raw = 0
            while let item = SystemItem(rawValue: raw) {
                if "\(item)" == name {
                    systemItem = item
                    if item == .done || item == .save { style = .done }
                    break
                }
                raw += 1
            }
            if systemItem == nil { coder.pass.skipped("the bar button system item \(name)", line: coder.element.line) }
        }
        if let view = coder.object("customView") as? UIView { customView = view }
    }
}
