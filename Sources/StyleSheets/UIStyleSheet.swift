import Foundation
import UIKit

/// A style sheet: appearance rules in JSON or YAML, checked against the registered appearance
/// properties and applied through the same proxies as code (a Tessera type).
///
/// The format is described in docs/style-sheets.md. A sheet with any error is never applied, so the
/// sheet in force stays in force.
@preconcurrency @MainActor
public final class UIStyleSheet {
    /// The two notations, which mean the same.
    public enum Format: Sendable {
        case json, yaml

        /// The format a file's extension names (YAML unless it ends in .json).
        public init(fileExtension: String) { self = fileExtension.lowercased() == "json" ? .json : .yaml }
    }

    /// One problem in a sheet, with where it is and a hint.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The file (or name) of the sheet.
        public let file: String
        /// 1-based line.
        public let line: Int
        /// 1-based column, in characters.
        public let column: Int
        /// What is wrong.
        public let message: String
        /// How to fix it (may be empty).
        public let hint: String

        /// `file:line:column: error: message (hint)` on one line, as compilers print (line breaks quoted
        /// from the sheet are written `\n` and `\r`, so tools reading errors line by line see one each).
        public var description: String {
            let text = "\(file):\(line):\(column): error: \(message)" + (hint.isEmpty ? "" : " (\(hint))")
            return text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        }
    }

    /// The sheet's name in messages (its file path when read from a file).
    public let name: String
    /// Every problem found; empty when the sheet can be applied.
    public let errors: [Error]
    private let rules: [StyleSheetCompiler.Rule]

    /// Reads and checks a sheet from a file (the format from its extension). A file that can't be read
    /// gives a sheet with one error.
    public convenience init(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else {
            self.init(name: url.path, rules: [], errors: [Error(file: url.path, line: 1, column: 1, message: "can't read the file", hint: "check that it exists and is readable")])
            return
        }
        self.init(data: data, format: Format(fileExtension: url.pathExtension), name: url.path)
    }

    /// Checks a sheet given as text.
    public convenience init(string: String, format: Format, name: String = "<string>") {
        self.init(data: Data(string.utf8), format: format, name: name)
    }

    /// Checks a sheet given as bytes.
    public init(data: Data, format: Format, name: String) {
        self.name = name
        var compiler = StyleSheetCompiler(file: name)
        do throws(JSONStyleParser.SyntaxError) {
            let root: StyleNode
            switch format {
            case .json: root = try JSONStyleParser.parse(data)
            case .yaml: root = try YAMLStyleParser.parse(String(decoding: data, as: UTF8.self))
            }
            compiler.compile(root)
            rules = compiler.rules
            errors = compiler.errors
        } catch {
            rules = []
            errors = [Error(file: name, line: error.line, column: error.column, message: error.message, hint: "")]
        }
    }

    private init(name: String, rules: [StyleSheetCompiler.Rule], errors: [Error]) {
        self.name = name
        self.rules = rules
        self.errors = errors
    }

    /// How many rule values the sheet sets.
    public var valueCount: Int { rules.count }

    /// Makes this the sheet in force and re-applies appearance to every live view; a property whose rule
    /// the previous sheet had and this one lacks returns to its default. A sheet with errors is refused
    /// (the errors are thrown and logged) and the previous sheet stays.
    public func apply() throws {
        guard errors.isEmpty else {
            for error in errors { TesseraLog.error("StyleSheets", error.description) }
            throw errors[0]
        }
        AppearanceSchema.installSheetRules(rules.map { ($0.viewClass, $0.containers, $0.traits, $0.setting) })
        UIApplication.shared.reapplyAppearance()
    }

    /// Removes the sheet in force (whichever it is) and re-applies appearance.
    public static func removeCurrent() {
        AppearanceSchema.installSheetRules([])
        UIApplication.shared.reapplyAppearance()
    }
}
