import UIKit

/// Checks a sheet's tree against the appearance schema and turns it into rule values, collecting every
/// error with its line and column.
@MainActor
struct StyleSheetCompiler {
    /// One value for one selector.
    struct Rule {
        let viewClass: UIView.Type
        let containers: [any UIAppearanceContainer.Type]
        let traits: UITraitCollection?
        let setting: AppearanceSetting
    }

    let file: String
    private(set) var rules: [Rule] = []
    private(set) var errors: [UIStyleSheet.Error] = []
    private var variables: [String: StyleNode] = [:]

    init(file: String) { self.file = file }

    /// The trait sections a sheet may open, and what each adds.
    static let traitSections: [String: UITraitCollection] = [
        "@dark": UITraitCollection(userInterfaceStyle: .dark), "@light": UITraitCollection(userInterfaceStyle: .light),
        "@compact-width": UITraitCollection(horizontalSizeClass: .compact), "@regular-width": UITraitCollection(horizontalSizeClass: .regular),
        "@compact-height": UITraitCollection(verticalSizeClass: .compact), "@regular-height": UITraitCollection(verticalSizeClass: .regular),
        "@phone": UITraitCollection(userInterfaceIdiom: .phone), "@pad": UITraitCollection(userInterfaceIdiom: .pad),
        "@mac": UITraitCollection(userInterfaceIdiom: .mac), "@tv": UITraitCollection(userInterfaceIdiom: .tv),
        "@car": UITraitCollection(userInterfaceIdiom: .carPlay), "@high-contrast": UITraitCollection(accessibilityContrast: .high),
    ]

    mutating func compile(_ root: StyleNode) {
        guard case .mapping(let entries) = root.kind else {
            return error("a style sheet is a mapping of class names to their rules, not \(root.summary)", at: root, hint: "start with a class name such as UILabel:")
        }
        for entry in entries where entry.key == "variables" { defineVariables(entry.value) }
        for entry in entries where entry.key != "variables" {
            guard let type = classType(entry.key, line: entry.keyLine, column: entry.keyColumn) else { continue }
            block(entry.value, type: type, name: entry.key, containers: [], traits: nil)
        }
    }

    private mutating func defineVariables(_ node: StyleNode) {
        guard case .mapping(let entries) = node.kind else { return error("variables are a mapping of names to values", at: node, hint: "variables: { accent: \"#FF6600\" }") }
        for entry in entries {
            guard let value = resolve(entry.value) else { continue }
            variables[entry.key] = value
        }
    }

    /// A value with variable references replaced (nil after reporting an unknown variable).
    private mutating func resolve(_ node: StyleNode) -> StyleNode? {
        switch node.kind {
        case .string(let text) where text.hasPrefix("$"):
            let name = String(text.dropFirst())
            guard let value = variables[name] else {
                error("unknown variable $\(name)", at: node, hint: Self.nearest(name, in: Array(variables.keys)).map { "did you mean $\($0)?" } ?? "define it under variables: before using it")
                return nil
            }
            return value
        case .sequence(let items):
            var resolved: [StyleNode] = []
            for item in items { guard let value = resolve(item) else { return nil }; resolved.append(value) }
            return StyleNode(kind: .sequence(resolved), line: node.line, column: node.column)
        case .mapping(let entries):
            var resolved: [(key: String, keyLine: Int, keyColumn: Int, value: StyleNode)] = []
            for entry in entries { guard let value = resolve(entry.value) else { return nil }; resolved.append((entry.key, entry.keyLine, entry.keyColumn, value)) }
            return StyleNode(kind: .mapping(resolved), line: node.line, column: node.column)
        default:
            return node
        }
    }

    private mutating func classType(_ name: String, line: Int, column: Int) -> (any UIAppearanceContainer.Type)? {
        guard let entry = AppearanceSchema.classEntry(named: name) else {
            let near = Self.nearest(name, in: AppearanceSchema.classNames)
            errors.append(UIStyleSheet.Error(file: file, line: line, column: column, message: "unknown class '\(name)'",
                                             hint: near.map { "did you mean '\($0)'?" } ?? "register your own classes with AppearanceSchema.register"))
            return nil
        }
        return entry.type
    }

    /// The rules of one class, inside containers (innermost first) and trait sections.
    private mutating func block(_ node: StyleNode, type: any UIAppearanceContainer.Type, name: String,
                                containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
        guard case .mapping(let entries) = node.kind else {
            return error("the rules of \(name) are a mapping of properties, classes and trait sections, not \(node.summary)", at: node, hint: "\(name): { ... }")
        }
        for entry in entries {
            let keyNode = StyleNode(kind: .null, line: entry.keyLine, column: entry.keyColumn)
            if entry.key.hasPrefix("@") {
                guard let section = Self.traitSections[entry.key] else {
                    error("unknown trait section '\(entry.key)'", at: keyNode,
                          hint: Self.nearest(entry.key, in: Array(Self.traitSections.keys)).map { "did you mean '\($0)'?" } ?? "")
                    continue
                }
                let combined = traits.map { UITraitCollection(traitsFrom: [$0, section]) } ?? section
                block(entry.value, type: type, name: name, containers: containers, traits: combined)
            } else if entry.key.first?.isUppercase == true {
                guard let inner = classType(entry.key, line: entry.keyLine, column: entry.keyColumn) else { continue }
                block(entry.value, type: inner, name: entry.key, containers: [type] + containers, traits: traits)
            } else {
                guard let viewClass = type as? UIView.Type else {
                    error("\(name) is a view controller: it has no appearance properties", at: keyNode, hint: "nest view classes inside it to style the views it contains")
                    continue
                }
                property(entry.key, of: viewClass, value: entry.value, keyNode: keyNode, containers: containers, traits: traits)
            }
        }
    }

    private mutating func property(_ key: String, of viewClass: UIView.Type, value: StyleNode, keyNode: StyleNode,
                                   containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
        let parts = key.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let entry = AppearanceSchema.property(named: parts[0], of: viewClass) else {
            let near = Self.nearest(parts[0], in: AppearanceSchema.propertyNames(of: viewClass))
            return error("\(viewClass) has no appearance property '\(parts[0])'",
                         at: keyNode, hint: near.map { "did you mean '\($0)'?" } ?? "appearance properties of \(viewClass): \(AppearanceSchema.propertyNames(of: viewClass).joined(separator: ", "))")
        }
        var axes: [Int] = []
        guard parts.count - 1 <= entry.axes.count else {
            return error("'\(parts[0])' takes \(entry.axes.count) axis value(s), not \(parts.count - 1)", at: keyNode,
                         hint: entry.axes.isEmpty ? "write '\(parts[0])' alone" : "write '\(parts[0]):" + entry.axes.map { $0.values.first?.name ?? "" }.joined(separator: ":") + "'")
        }
        for (i, axis) in entry.axes.enumerated() {
            if i + 1 < parts.count {
                guard let raw = axis.rawValue(named: parts[i + 1]) else {
                    return error("unknown \(axis.name) '\(parts[i + 1])' for '\(parts[0])'", at: keyNode,
                                 hint: Self.nearest(parts[i + 1], in: axis.values.map(\.name)).map { "did you mean '\($0)'?" } ?? "one of \(axis.values.map(\.name).joined(separator: ", "))")
                }
                axes.append(raw)
            } else {
                axes.append(axis.values.first?.rawValue ?? 0)
            }
        }
        guard let resolved = resolve(value) else { return }
        do {
            let converted = try StyleValueConverter.convert(resolved, to: entry.valueType)
            rules.append(Rule(viewClass: viewClass, containers: containers, traits: traits, setting: entry.setting(converted, axes)))
        } catch {
            self.error("\(key): \(error.message)", at: value, hint: error.hint)
        }
    }

    private mutating func error(_ message: String, at node: StyleNode, hint: String) {
        errors.append(UIStyleSheet.Error(file: file, line: node.line, column: node.column, message: message, hint: hint))
    }

    /// The name closest to `name` by edit distance, if close enough to be a likely typo.
    static func nearest(_ name: String, in names: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in names {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= max(2, lowered.count / 3), distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
