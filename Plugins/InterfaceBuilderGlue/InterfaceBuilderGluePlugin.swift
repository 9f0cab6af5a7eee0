import Foundation
import PackagePlugin

/// Generates the glue that connects a target's storyboards and xibs to its classes (outlets as key
/// paths, actions as method references) with the `ibglue` tool, so the classes need no hand-written
/// `connectOutlet(_:to:)` or `performAction(_:sender:)`. See docs/interface-builder.md.
@main
struct InterfaceBuilderGluePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var documents: [URL] = []
        // The target's folder (`directoryURL` needs tools version 6.1; `Path`'s description is its text).
        let folder = URL(fileURLWithPath: String(describing: target.directory))
        if let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            while let url = walk.nextObject() as? URL {
                if ["storyboard", "xib"].contains(url.pathExtension) { documents.append(url) }
            }
        }
        guard !documents.isEmpty else { return [] }
        documents.sort { $0.path < $1.path }
        // The Swift sources too: an unwind segue's action is found in them (see ibglue).
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "InterfaceBuilderGlue.swift")
        return [.buildCommand(displayName: "Connecting \(target.name)'s storyboards and xibs",
                              executable: try context.tool(named: "ibglue").url,
                              arguments: [target.moduleName, output.path] + documents.map(\.path) + ["--swift"] + sources.map(\.path),
                              inputFiles: documents + sources, outputFiles: [output])]
    }
}
