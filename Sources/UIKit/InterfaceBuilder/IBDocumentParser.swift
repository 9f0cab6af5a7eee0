import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML Xcode writes for storyboards and xibs into an `IBDocument`.
///
/// Where Tessera differs: iOS never sees this XML (ibtool compiles it into binary nibs at build time);
/// Linux has no ibtool, so Tessera parses the source document when it loads. On Linux Foundation's
/// `XMLParser` lives in FoundationXML, over libxml2.
enum IBDocumentParser {
    /// Parses `data`; `fileName` names the document in errors. Throws for malformed XML (with the line
    /// libxml2 stopped at) and for XML that is not an Interface Builder document.
    static func parse(_ data: Data, fileName: String) throws(InterfaceBuilderError) -> IBDocument {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        guard parsed, builder.failure == nil, let root = builder.root else {
            let line = builder.failureLine ?? parser.lineNumber
            let reason = builder.failure ?? parser.parserError.map(describe) ?? "the document is empty"
            throw InterfaceBuilderError(file: fileName, line: line, message: "malformed Interface Builder document: \(reason)")
        }
        guard root.name == "document", (root["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw InterfaceBuilderError(file: fileName, line: root.line,
                                        message: "not an iOS Interface Builder document: the root is <\(root.name)> of type \(root["type"] ?? "none"), not <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">")
        }
        return IBDocument(root: root, fileName: fileName, ids: builder.ids)
    }

    /// The parser's reason for a parse error: its message when it gives one, else what libxml2's code
    /// means for the common ones (Foundation on Linux gives only the code).
    private static func describe(_ error: Error) -> String {
        let error = error as NSError
        if let text = error.userInfo[NSLocalizedDescriptionKey] as? String { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        let meanings = [4: "the document is empty", 5: "the document ends inside an element", 41: "an attribute has no value",
                        73: "'>' expected", 76: "an end tag does not match its start tag", 77: "an element is not closed"]
        return meanings[error.code].map { "\($0) (XML error \(error.code))" } ?? "XML error \(error.code)"
    }

    /// Builds the element tree as the parser reports elements.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private struct Open {
            let name: String
            let attributes: [String: String]
            let line: Int
            let slot: Int?
            var children: [IBElement] = []
        }

        private var stack: [Open] = []
        var root: IBElement?
        /// How many elements were closed (each element's `index` is the count before it).
        private var elementCount = 0
        /// The ids met, in the order first met (an element's `slot` is its id's place here), and the
        /// place of each.
        private(set) var ids: [String] = []
        private var slots: [String: Int] = [:]
        var failure: String?
        var failureLine: Int?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            // Slots are given as elements open, so a parent's comes before its children's: a pass registers
            // a parent before the objects inside it, and its list of objects grows at its end.
            var slot: Int?
            if let id = attributeDict["id"] {
                if let known = slots[id] {
                    slot = known
                } else {
                    slot = ids.count
                    slots[id] = ids.count
                    ids.append(id)
                }
            }
            stack.append(Open(name: elementName, attributes: attributeDict, line: parser.lineNumber, slot: slot))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let open = stack.popLast() else { return }
            let element = IBElement(name: open.name, attributes: open.attributes, children: open.children, line: open.line,
                                    index: elementCount, slot: open.slot)
            elementCount += 1
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil {
                failure = IBDocumentParser.describe(parseError)
                failureLine = parser.lineNumber
            }
        }
    }
}
