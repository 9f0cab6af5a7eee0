import Foundation

/// Finds an Interface Builder document in a bundle: at its top level, in `Base.lproj` or the preferred
/// localisation's folder (as Xcode places them), else in any folder of the bundle (SwiftPM's `.copy`
/// rule keeps the folders it copies).
enum IBResourceLocator {
    /// The URL of `name.ext` in `bundle` (the main bundle when nil), or nil.
    static func url(name: String, extension ext: String, bundle: Bundle?) -> URL? {
        let bundle = bundle ?? .main
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        let folders = ["Base.lproj"] + bundle.preferredLocalizations.map { "\($0).lproj" }
        for folder in folders {
            if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: folder) { return url }
        }
        guard let root = bundle.resourceURL,
              let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return nil }
        let fileName = "\(name).\(ext)"
        while let url = walk.nextObject() as? URL {
            if url.lastPathComponent == fileName { return url }
        }
        return nil
    }

    /// The documents parsed so far, by bundle, name and extension: an app's bundle does not change
    /// while it runs, so each file is found and parsed once (every `UIStoryboard(name:bundle:)` and
    /// `UINib(nibName:bundle:)` after the first shares the parsed, immutable document).
    @MainActor private static var parsed: [String: IBDocument] = [:]

    /// Reads and parses `name.ext` in `bundle`, once per process.
    @MainActor static func document(name: String, extension ext: String, bundle: Bundle?) throws(InterfaceBuilderError) -> IBDocument {
        let key = "\((bundle ?? .main).bundlePath)\u{0}\(name).\(ext)"
        if let document = parsed[key] { return document }
        let document = try parse(name: name, extension: ext, bundle: bundle)
        parsed[key] = document
        return document
    }

    /// Finds and parses `name.ext` in `bundle`.
    private static func parse(name: String, extension ext: String, bundle: Bundle?) throws(InterfaceBuilderError) -> IBDocument {
        guard let url = url(name: name, extension: ext, bundle: bundle) else {
            throw InterfaceBuilderError(file: "\(name).\(ext)", line: 0,
                                        message: "Could not find a \(ext == "storyboard" ? "storyboard" : "nib") named '\(name)' in bundle \((bundle ?? .main).bundlePath)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError(file: url.lastPathComponent, line: 0, message: "could not read the file: \(error)")
        }
        return try IBDocumentParser.parse(data, fileName: url.lastPathComponent)
    }
}
