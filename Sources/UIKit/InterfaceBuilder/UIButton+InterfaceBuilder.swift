/// A button's Interface Builder attributes: the title, image, colours and background image of each
/// state (`<state key="normal" title="…" image="…">`), or a configuration
/// (`<buttonConfiguration key="configuration" style="filled" title="…"/>`).
extension UIButton {
    static let interfaceBuilderTypes: [String: ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    func decodeInterfaceBuilderButton(_ coder: InterfaceBuilderCoder) {
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted,
                                                 "selected": .selected, "disabled": .disabled]
        for element in coder.element.children where element.name == "state" {
            guard let key = element.key, let state = states[key] else { continue }
            coder.markRead(key)
            if let title = element["title"] { setTitle(title, for: state) }
            if let name = element["image"], let image = coder.pass.image(named: name) { setImage(image, for: state) }
            if let name = element["backgroundImage"], let image = coder.pass.image(named: name) {
                setBackgroundImage(image, for: state)
            }
            if let color = element.child(key: "titleColor").flatMap({ IBValues.color($0, pass: coder.pass) }) {
                setTitleColor(color, for: state)
            }
        }
        if let font = coder.child("titleLabel")?.child(key: "fontDescription").flatMap(IBValues.font) {
            titleLabel?.font = font
        }
        if let element = coder.child("configuration") {
            var configuration: Configuration
            switch element["style"] {
            case "filled": configuration = .filled()
            case "tinted": configuration = .tinted()
            case "gray": configuration = .gray()
            default: configuration = .plain()
            }
            if let title = element["title"] { configuration.title = title }
            if let subtitle = element["subtitle"] { configuration.subtitle = subtitle }
            if let name = element["image"] { configuration.image = coder.pass.image(named: name) }
            self.configuration = configuration
        }
        if let selected = coder.bool("selected") { isSelected = selected }
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        _ = coder.string("lineBreakMode")
        _ = coder.string("contentHorizontalAlignment")
        _ = coder.string("contentVerticalAlignment")
    }
}
