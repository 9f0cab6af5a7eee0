// ibglue: writes the Swift glue that connects a target's storyboards and xibs to its classes without
// the Objective-C runtime (see docs/interface-builder.md). Run by the InterfaceBuilderGlue build-tool
// plugin: `ibglue <module> <output.swift> <document>...`.
//
// For every outlet, outlet collection and action whose object has a custom class of this module, it
// writes one registration with `InterfaceBuilderGlue` (a key path for an outlet, a method reference
// for an action), each preceded by `#sourceLocation` at the document's line: an outlet with no settable
// property of that name, or an action with no such method, is a compile error there.
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

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: ibglue <module> <output.swift> <document>...\n".utf8))
    exit(2)
}
let module = arguments[1]
let output = URL(fileURLWithPath: arguments[2])
var lines: [String] = []
var registered: Set<String> = []

for path in arguments.dropFirst(3) {
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
    func emit(_ key: String, _ line: Int, _ code: String) {
        guard registered.insert(key).inserted else { return }
        lines.append("#sourceLocation(file: \"\(path)\", line: \(line))")
        lines.append("        \(code)")
        lines.append("#sourceLocation()")
    }
    func visit(_ element: Element) {
        for child in element.children {
            if child.name == "connections" {
                let sourceClass = element.attributes["id"].flatMap { classes[$0] }
                for connection in child.children {
                    switch connection.name {
                    case "outlet", "outletCollection":
                        guard let sourceClass, let property = connection.attributes["property"] else { continue }
                        emit("\(sourceClass).\(property)", connection.line,
                             "InterfaceBuilderGlue.outlet(\\\(sourceClass).\(property), named: \"\(property)\")")
                    case "action":
                        guard let selector = connection.attributes["selector"],
                              let target = connection.attributes["destination"].flatMap({ classes[$0] }) else { continue }
                        emit("\(target) \(selector)", connection.line,
                             "InterfaceBuilderGlue.action(\(target).\(swiftName(of: selector)), named: \"\(selector)\")")
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
