import CatalogPages
import UIKit

/// The catalog: every page rendered to PNG files, with an index.html that shows them all.
/// Usage: UICatalog [--output DIRECTORY] [--page TITLE]
var output = "catalog-out"
var onlyPages: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output", "-o":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("UICatalog: --output needs a directory\n".utf8))
            exit(2)
        }
        output = value
    case "--page", "-p":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("UICatalog: --page needs a page title\n".utf8))
            exit(2)
        }
        onlyPages.append(value.lowercased())
    case "--help", "-h":
        print("""
        Usage: UICatalog [--output DIRECTORY] [--page TITLE]...
        Renders the catalog's pages to PNG files (default: catalog-out/); --page renders only pages whose title starts with TITLE.
        """)
        exit(0)
    default:
        FileHandle.standardError.write(Data("UICatalog: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let directory = URL(fileURLWithPath: output)
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
var written: [(CatalogPage, UIImage)] = []
let pages = onlyPages.isEmpty ? Catalog.pages
    : Catalog.pages.filter { page in onlyPages.contains { page.title.lowercased().hasPrefix($0) } }
if pages.isEmpty {
    FileHandle.standardError.write(Data("UICatalog: no page matches \(onlyPages); pages are: \(Catalog.pages.map(\.title).joined(separator: ", "))\n".utf8))
    exit(2)
}
for page in pages {
    let image = page.render()
    guard let data = image.pngData() else {
        FileHandle.standardError.write(Data("UICatalog: could not encode \(page.title)\n".utf8))
        exit(1)
    }
    try data.write(to: directory.appendingPathComponent(page.fileName))
    written.append((page, image))
}
try Catalog.indexHTML(written).write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
print("Catalog: \(written.count) page(s) in \(directory.standardizedFileURL.path)/ (open index.html)")
for (page, image) in written {
    print("  \(page.fileName)  \(Int(image.size.width))×\(Int(image.size.height)) pt @\(Int(image.scale))x")
}
