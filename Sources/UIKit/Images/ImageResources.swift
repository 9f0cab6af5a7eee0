/// Finds image files the way `UIImage(named:)` does: in the app's bundles, by name, with @2x/@3x and
/// ~iphone/~ipad variants, and in asset catalogs (`.xcassets` folders).
///
/// On Linux an app's resources live in its executable's folder and in the `*.resources` folders SwiftPM
/// puts beside it (one per target); with no bundle given, all of them are searched.
enum ImageResources {
    /// Device-specific file suffix tried first (`~iphone`, or `~ipad` on iPad profiles).
    static let idiomSuffixes = LockedValue<[String]>(["~iphone"])

    /// The folders to search for a bundle (nil: the main bundle and its siblings).
    static func directories(for bundle: Bundle?) -> [URL] {
        if let bundle, bundle != Bundle.main {
            return [bundle.resourceURL ?? bundle.bundleURL]
        }
        return mainDirectories
    }

    private static let mainDirectories: [URL] = {
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        var result = [main]
        let executableDirectory = Bundle.main.executableURL?.deletingLastPathComponent() ?? main
        if let entries = try? FileManager.default.contentsOfDirectory(at: executableDirectory, includingPropertiesForKeys: nil) {
            result += entries.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return result
    }()

    /// The scales to try, best first, for a screen scale: exact, then larger, then smaller.
    static func preferredScales(for screenScale: CGFloat) -> [CGFloat] {
        let all: [CGFloat] = [1, 2, 3]
        let exact = all.min { abs($0 - screenScale) < abs($1 - screenScale) }!
        return [exact] + all.filter { $0 > exact } + all.filter { $0 < exact }.reversed()
    }

    /// The scale a file name declares with an @Nx suffix (1 without one).
    static func scale(ofFileNamed name: String) -> CGFloat {
        let base = (name as NSString).deletingPathExtension
        let stem = base.split(separator: "~").first.map(String.init) ?? base
        if let at = stem.range(of: "@", options: .backwards), stem.hasSuffix("x"),
           let n = Double(stem[at.upperBound..<stem.index(before: stem.endIndex)]), n > 0 {
            return CGFloat(n)
        }
        return 1
    }

    /// The best file for `name` in `directories`: its path and scale.
    static func file(named name: String, in directories: [URL], screenScale: CGFloat) -> (path: String, scale: CGFloat)? {
        let ns = name as NSString
        let givenExtension = ns.pathExtension.lowercased()
        let knownExtensions = ["png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "ico", "cur", "xbm", "webp"]
        let (base, extensions) = knownExtensions.contains(givenExtension)
            ? (ns.deletingPathExtension, [ns.pathExtension])
            : (name, ["png", "jpg", "jpeg", "gif", "webp"])
        let fm = FileManager.default
        let explicitScale = scale(ofFileNamed: base + ".png")
        let scales = explicitScale != 1 || base.hasSuffix("@1x") ? [explicitScale] : preferredScales(for: screenScale)
        let suffixes = idiomSuffixes.withLock { $0 } + [""]
        for directory in directories {
            for s in scales {
                let scaleSuffix = explicitScale != 1 || s == 1 ? "" : "@\(Int(s))x"
                for idiom in suffixes {
                    for ext in extensions {
                        let path = directory.appendingPathComponent("\(base)\(scaleSuffix)\(idiom).\(ext)").path
                        if fm.fileExists(atPath: path) { return (path, s) }
                    }
                }
            }
        }
        return nil
    }
}
