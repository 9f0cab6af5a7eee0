/// The image and colour sets of the asset catalogs (`*.xcassets` folders) in a folder, read from their
/// `Contents.json` files as Xcode writes them.
struct AssetCatalog: Sendable {
    /// One file of an image set.
    struct ImageEntry: Sendable {
        var filename: String
        var scale: CGFloat
        var idiom: String
        var dark: Bool
        var capInsets: UIEdgeInsets?
        var resizingMode: UIImage.ResizingMode
    }

    /// An image set: its files and how it renders.
    struct ImageSet: Sendable {
        var folder: URL
        var entries: [ImageEntry]
        var renderingMode: UIImage.RenderingMode
    }

    /// A colour set: light and optional dark colour, and their optional increased-contrast variants.
    struct ColorSet: Sendable {
        var light: (CGFloat, CGFloat, CGFloat, CGFloat)?
        var dark: (CGFloat, CGFloat, CGFloat, CGFloat)?
        var highContrastLight: (CGFloat, CGFloat, CGFloat, CGFloat)?
        var highContrastDark: (CGFloat, CGFloat, CGFloat, CGFloat)?

        /// The components for traits: dark when dark (else light), the increased-contrast variant when
        /// contrast is high and the set has one.
        func components(for traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            let dark = traits.userInterfaceStyle == .dark
            let base = dark ? (self.dark ?? light!) : (light ?? self.dark!)
            guard traits.accessibilityContrast == .high else { return base }
            return (dark ? (highContrastDark ?? highContrastLight) : highContrastLight) ?? base
        }
    }

    var images: [String: ImageSet] = [:]
    var colors: [String: ColorSet] = [:]

    private static let cache = LockedValue<[URL: AssetCatalog]>([:])

    /// The merged catalogs found under `directory` (read once per folder).
    static func catalog(in directory: URL) -> AssetCatalog {
        if let cached = cache.withLock({ $0[directory] }) { return cached }
        var catalog = AssetCatalog()
        let fm = FileManager.default
        if let entries = try? fm.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            for url in entries where url.pathExtension == "xcassets" {
                catalog.read(folder: url, namespace: "")
            }
        }
        cache.withLock { $0[directory] = catalog }
        return catalog
    }

    private mutating func read(folder: URL, namespace: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return }
        for url in entries.sorted(by: { $0.path < $1.path }) {
            let name = namespace + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset":
                if let set = Self.readImageSet(url) { images[name] = set }
            case "colorset":
                if let set = Self.readColorSet(url) { colors[name] = set }
            case "":
                let json = Self.contents(of: url)
                let provides = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                read(folder: url, namespace: provides ? "\(name)/" : namespace)
            default:
                break
            }
        }
    }

    private static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return json
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]])?.contains {
            $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
        } ?? false
    }

    private static func isHighContrast(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]])?.contains {
            $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high"
        } ?? false
    }

    private static func readImageSet(_ folder: URL) -> ImageSet? {
        guard let json = contents(of: folder) else {
            TesseraLog.error("UIKit", "asset catalog: \(folder.path)/Contents.json is missing or not JSON")
            return nil
        }
        var entries: [ImageEntry] = []
        for image in json["images"] as? [[String: Any]] ?? [] {
            guard let filename = image["filename"] as? String else { continue }
            let scaleText = (image["scale"] as? String ?? "1x").dropLast()
            var entry = ImageEntry(filename: filename, scale: CGFloat(Double(scaleText) ?? 1),
                                   idiom: image["idiom"] as? String ?? "universal", dark: isDark(image),
                                   capInsets: nil, resizingMode: .stretch)
            if let resizing = image["resizing"] as? [String: Any] {
                let insets = resizing["cap-insets"] as? [String: Any] ?? [:]
                func value(_ key: String) -> CGFloat { CGFloat((insets[key] as? NSNumber)?.doubleValue ?? 0) }
                entry.capInsets = UIEdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
                let center = resizing["center"] as? [String: Any]
                entry.resizingMode = center?["mode"] as? String == "tile" ? .tile : .stretch
            }
            entries.append(entry)
        }
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode = intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        return ImageSet(folder: folder, entries: entries, renderingMode: mode)
    }

    private static func readColorSet(_ folder: URL) -> ColorSet? {
        guard let json = contents(of: folder) else { return nil }
        var set = ColorSet()
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { continue }
            func value(_ key: String) -> CGFloat? {
                if let n = components[key] as? NSNumber { return CGFloat(n.doubleValue) }
                guard let s = components[key] as? String else { return nil }
                if s.hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return CGFloat(v) / 255 }
                if s.contains(".") { return Double(s).map { CGFloat($0) } }
                return Int(s).map { CGFloat($0) / 255 }
            }
            let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
            if let white = value("white") {
                rgba = (white, white, white, value("alpha") ?? 1)
            } else {
                rgba = (value("red") ?? 0, value("green") ?? 0, value("blue") ?? 0, value("alpha") ?? 1)
            }
            switch (isDark(entry), isHighContrast(entry)) {
            case (true, true): set.highContrastDark = rgba
            case (false, true): set.highContrastLight = rgba
            case (true, false): set.dark = rgba
            case (false, false): if set.light == nil || entry["appearances"] == nil { set.light = rgba }
            }
        }
        return set.light == nil && set.dark == nil ? nil : set
    }
}
