import CatalogPages
import TesseraSDL
import UIKit

/// The catalog. With a display, an interactive app in a window (its pages listed, each live);
/// without one, or with --output, every page rendered to PNG files with an index.html.
/// Usage: UICatalog [--output DIRECTORY] [--page TITLE]... [--device iphone|iphone-se|ipad|desktop]
var output: String?
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
    case "--device":
        guard arguments.popFirst() != nil else {
            FileHandle.standardError.write(Data("UICatalog: --device needs iphone, iphone-se, ipad or desktop\n".utf8))
            exit(2)
        }
    case "--help", "-h":
        print("""
        Usage: UICatalog [--output DIRECTORY] [--page TITLE]... [--device iphone|iphone-se|ipad|desktop]
        With a display (DISPLAY or WAYLAND_DISPLAY), opens the catalog as an app in a window; --page opens
        that page first. Without one, or with --output, renders the pages to PNG files (default: catalog-out/);
        --page renders only pages whose title starts with TITLE.
        """)
        exit(0)
    default:
        FileHandle.standardError.write(Data("UICatalog: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

if output == nil, SDLVideo.start(appName: "UICatalog") {
    CatalogAppDelegate.firstPage = onlyPages.first
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass: CatalogAppDelegate.self))
}
exit(try exportPNGs(output: output ?? "catalog-out", only: onlyPages))
