import CatalogPages
import UIKit

/// The headless catalog: every page (or those whose titles start with one of `only`) rendered to PNG
/// files in `output`, with an index.html that shows them all. Returns the exit status.
@MainActor
func exportPNGs(output: String, only: [String]) throws -> Int32 {
    let directory = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var written: [(CatalogPage, UIImage)] = []
    let pages = only.isEmpty ? Catalog.pages
        : Catalog.pages.filter { page in only.contains { page.title.lowercased().hasPrefix($0) } }
    if pages.isEmpty {
        FileHandle.standardError.write(Data("UICatalog: no page matches \(only); pages are: \(Catalog.pages.map(\.title).joined(separator: ", "))\n".utf8))
        return 2
    }
    for page in pages {
        let image = page.render()
        guard let data = image.pngData() else {
            FileHandle.standardError.write(Data("UICatalog: could not encode \(page.title)\n".utf8))
            return 1
        }
        try data.write(to: directory.appendingPathComponent(page.fileName))
        written.append((page, image))
        if let motion = page.motion?() {
            guard let apng = APNGEncoder.encode(motion.frames.compactMap(\.cgImage), delay: motion.interval) else {
                FileHandle.standardError.write(Data("UICatalog: could not encode the motion of \(page.title)\n".utf8))
                return 1
            }
            try apng.write(to: directory.appendingPathComponent(page.motionFileName))
        }
    }
    // The app's shell (tabs, the page list, a pushed page, the Appearance tab), light and dark.
    if only.isEmpty {
        for state in CatalogShell.renderStates() {
            guard let data = state.image.pngData() else {
                FileHandle.standardError.write(Data("UICatalog: could not encode \(state.name)\n".utf8))
                return 1
            }
            try data.write(to: directory.appendingPathComponent(state.name + ".png"))
            print("  \(state.name).png")
        }
    }
    try Catalog.indexHTML(written).write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    print("Catalog: \(written.count) page(s) in \(directory.standardizedFileURL.path)/ (open index.html)")
    for (page, image) in written {
        print("  \(page.fileName)  \(Int(image.size.width))×\(Int(image.size.height)) pt @\(Int(image.scale))x")
        if page.motion != nil { print("  \(page.motionFileName)  (animated PNG)") }
    }
    return 0
}
