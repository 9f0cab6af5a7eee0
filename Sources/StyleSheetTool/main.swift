import ArgumentParser
import Foundation
import StyleSheets
import UIKit

/// `stylesheet`: checks appearance style sheets and explains which rules reach a view.
@main
struct StyleSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stylesheet",
        abstract: "Check Tessera appearance style sheets (JSON or YAML) and explain their rules.",
        subcommands: [Lint.self, Explain.self])

    /// `stylesheet lint FILE...`: every error as file:line:column.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print every error of each sheet as file:line:column; exit 1 if any.")

        @Argument(help: "Style sheet files (.json, .yaml or .yml).")
        var files: [String]

        func run() throws {
            let errors = MainActor.assumeIsolated { () -> [String] in
                files.flatMap { UIStyleSheet(contentsOf: URL(fileURLWithPath: $0)).errors.map(\.description) }
            }
            for error in errors { print(error) }
            if !errors.isEmpty { throw ExitCode(1) }
            print("\(files.count) sheet(s) OK")
        }
    }

    /// `stylesheet explain FILE --class UILabel --in ViewA,Controller --traits dark`.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show which rules reach a view of a class in a container and trait context, and why.")

        @Argument(help: "The style sheet.")
        var file: String

        @Option(name: .customLong("class"), help: "The view class to explain (a registered name, such as UILabel).")
        var className: String

        @Option(name: .customLong("in"), help: "Containers, innermost first, comma-separated (such as ViewA,UIViewController).")
        var containers: String = ""

        @Option(help: "Trait sections, comma-separated: dark, light, compact-width, regular-width, compact-height, regular-height, phone, pad, high-contrast.")
        var traits: String = ""

        func run() throws {
            let output = MainActor.assumeIsolated { () -> Result<String, StyleSheetExplainer.ValidationErrorMessage> in
                StyleSheetExplainer.explain(file: file, className: className,
                                            containers: containers.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) },
                                            traits: traits.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
            }
            switch output {
            case .success(let text): print(text, terminator: "")
            case .failure(let error): throw ValidationError(error.description)
            }
        }
    }
}
