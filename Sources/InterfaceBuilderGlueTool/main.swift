// ibglue: writes the Swift glue that connects a target's storyboards and xibs to its classes without
// the Objective-C runtime (see docs/interface-builder.md). Run by the InterfaceBuilderGlue build-tool
// plugin: `ibglue <module> <output.swift> <document>... [--swift <source.swift>...]`.
//
// For every outlet, outlet collection and action whose object has a custom class of this module, it
// writes one registration with `InterfaceBuilderGlue` (a key path for an outlet, a method reference
// for an action), each preceded by `#sourceLocation` at the document's line: an outlet with no settable
// property of that name, or an action with no such method, is a compile error there. Custom objects
// and gesture recognizers of the module's classes get a factory (`{ Model() }`: Swift makes an
// instance from a class value only through a required initializer). An unwind segue's action belongs
// to whichever controller implements it, which the document does not say: the target's Swift sources
// are scanned for methods of that name taking a `UIStoryboardSegue`, and each is registered.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a document: name, attributes, children, line.
final class Element {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [Element] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }
}

/// Builds the element tree.
final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [Element] = []
    var root: Element?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = Element(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        stack.last?.children.append(element)
        stack.append(element)
        if root == nil { root = element }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }
}

/// The Swift name of an Objective-C action selector: `save:` → `save(_:)`, `saveWithSender:` →
/// `save(sender:)`, `save:forEvent:` → `save(_:forEvent:)`, `refresh` → `refresh`.
func swiftName(of selector: String) -> String {
    guard selector.hasSuffix(":") else { return selector }
    var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    pieces.removeLast()
    var base = pieces.removeFirst()
    var labels = ["_"]
    if let range = base.range(of: "With", options: .backwards), range.upperBound < base.endIndex,
       base[range.upperBound].isUppercase, range.lowerBound > base.startIndex {
        let label = String(base[range.upperBound...])
        labels = [label.prefix(1).lowercased() + label.dropFirst()]
        base = String(base[..<range.lowerBound])
    }
    labels += pieces.map { $0.isEmpty ? "_" : $0 }
    return "\(base)(\(labels.map { "\($0):" }.joined()))"
}

/// The methods taking one `UIStoryboardSegue` declared in `paths`, as (enclosing type, Swift name):
/// `func unwindToList(_ segue: UIStoryboardSegue)` in `class ListController` (or an extension of it)
/// is ("ListController", "unwindToList(_:)"). A light scan, not a parser: comments are dropped and
/// braces counted to know the enclosing type (nested types are joined with dots).
func unwindMethods(in paths: [String]) -> [(type: String, method: String)] {
    let typePattern = try! NSRegularExpression(pattern: #"\b(class|struct|enum|extension|actor)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
    let methodPattern = try! NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)(\s+[A-Za-z_][A-Za-z0-9_]*)?\s*:\s*(UIKit\.)?UIStoryboardSegue\s*\)"#)
    let modifiers: Set<String> = ["func", "var", "let", "subscript", "init", "override", "final", "public", "open",
                                  "internal", "private", "fileprivate", "package", "static", "convenience", "required"]
    var found: [(type: String, method: String)] = []
    for path in paths {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("UIStoryboardSegue") else { continue }
        var stack: [(name: String, depth: Int)] = []
        var depth = 0
        var pending: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let range = NSRange(line.startIndex..., in: line)
            if let match = typePattern.firstMatch(in: line, range: range), let name = Range(match.range(at: 2), in: line),
               !modifiers.contains(String(line[name])) {
                pending = String(line[name])
            }
            if let match = methodPattern.firstMatch(in: line, range: range), !stack.isEmpty,
               let base = Range(match.range(at: 1), in: line), let label = Range(match.range(at: 2), in: line) {
                found.append((stack.map(\.name).joined(separator: "."), "\(line[base])(\(line[label]):)"))
            }
            for character in line {
                if character == "{" {
                    if let name = pending {
                        stack.append((name, depth))
                        pending = nil
                    }
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if let last = stack.last, last.depth == depth { stack.removeLast() }
                }
            }
        }
    }
    return found
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: ibglue <module> <output.swift> <document>...\n".utf8))
    exit(2)
}
let module = arguments[1]
let output = URL(fileURLWithPath: arguments[2])
var lines: [String] = []
var registered: Set<String> = []
var documentPaths: [String] = []
var swiftPaths: [String] = []
var readingSwift = false
for argument in arguments.dropFirst(3) {
    if argument == "--swift" {
        readingSwift = true
    } else if readingSwift {
        swiftPaths.append(argument)
    } else {
        documentPaths.append(argument)
    }
}
/// The unwind actions the documents name, with the document and line of their first segue.
var unwindActions: [(selector: String, path: String, line: Int)] = []

@MainActor func emit(_ key: String, _ path: String, _ line: Int, _ code: String) {
    guard registered.insert(key).inserted else { return }
    lines.append("#sourceLocation(file: \"\(path)\", line: \(line))")
    lines.append("        \(code)")
    lines.append("#sourceLocation()")
}

for path in documentPaths {
    let url = URL(fileURLWithPath: path)
    guard let data = try? Data(contentsOf: url) else { continue }
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
        print("\(path):\(parser.lineNumber): error: malformed Interface Builder document")
        exit(1)
    }
    // Custom classes of this module by object id.
    var classes: [String: String] = [:]
    func index(_ element: Element) {
        if let id = element.attributes["id"], let custom = element.attributes["customClass"],
           element.attributes["placeholderIdentifier"] != "IBFirstResponder" {
            let owner = element.attributes["customModule"]
            if owner == nil || owner == module || element.attributes["customModuleProvider"] == "target" {
                classes[id] = custom
            }
        }
        element.children.forEach(index)
    }
    index(root)
    func visit(_ element: Element) {
        if let custom = element.attributes["id"].flatMap({ classes[$0] }),
           element.name == "customObject" || element.name.hasSuffix("GestureRecognizer") {
            emit("make \(custom)", path, element.line, "InterfaceBuilderGlue.object { \(custom)() }")
        }
        for child in element.children {
            if child.name == "connections" {
                let sourceClass = element.attributes["id"].flatMap { classes[$0] }
                for connection in child.children {
                    switch connection.name {
                    case "outlet", "outletCollection":
                        // UIKit's own collection: adding the recognizers is the loader's job.
                        guard let sourceClass, let property = connection.attributes["property"],
                              property != "gestureRecognizers" else { continue }
                        emit("\(sourceClass).\(property)", path, connection.line,
                             "InterfaceBuilderGlue.outlet(\\\(sourceClass).\(property), named: \"\(property)\")")
                    case "action":
                        guard let selector = connection.attributes["selector"],
                              let target = connection.attributes["destination"].flatMap({ classes[$0] }) else { continue }
                        emit("\(target) \(selector)", path, connection.line,
                             "InterfaceBuilderGlue.action(\(target).\(swiftName(of: selector)), named: \"\(selector)\")")
                    case "segue" where connection.attributes["kind"] == "unwind":
                        if let selector = connection.attributes["unwindAction"], !unwindActions.contains(where: { $0.selector == selector }) {
                            unwindActions.append((selector, path, connection.line))
                        }
                    default:
                        continue
                    }
                }
            }
            visit(child)
        }
    }
    visit(root)
}

// Unwind actions: the methods of the target's types named as the selector says, taking a segue.
for (type, method) in unwindMethods(in: swiftPaths) {
    for action in unwindActions where swiftName(of: action.selector) == method {
        emit("\(type) \(action.selector)", action.path, action.line,
             "InterfaceBuilderGlue.action(\(type).\(method), named: \"\(action.selector)\")")
    }
}

let text = """
// Generated by Tessera's InterfaceBuilderGlue plugin from this target's storyboards and xibs; do not edit.
import UIKit

/// Registers the outlets and actions the target's Interface Builder documents connect (a class: Swift
/// finds classes by name at run time, not enums).
final class __TesseraInterfaceBuilderGlue: InterfaceBuilderGlueProvider {
    @MainActor static func registerInterfaceBuilderGlue() {
\(lines.joined(separator: "\n"))
    }
}

"""
do {
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
        try text.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    print("error: could not write \(output.path): \(error)")
    exit(1)
}
