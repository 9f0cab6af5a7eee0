/// Loading images by name.
extension UIImage {
    private static let namedCache = LockedValue<[String: UIImage]>([:])

    /// The image called `name` in the app's resources or asset catalogs, for the main screen's scale and
    /// the current trait collection; nil when there is none. Images are cached and shared, as on iOS.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image called `name` in `bundle` (nil: the app's bundles) for a trait collection.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = UIImage.loadNamed(name, bundle: bundle, traits: traitCollection ?? .current) else { return nil }
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
                  renderingMode: image.renderingMode, capInsets: image.capInsets, resizingMode: image.resizingMode,
                  images: image.images, duration: image.duration)
        imageAsset = image.imageAsset
    }

    /// The shared image called `name` for traits (cached), or nil.
    static func loadNamed(_ name: String, bundle: Bundle?, traits: UITraitCollection) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let screenScale = traits.displayScale > 0 ? traits.displayScale : MainScreenScale.value
        let dark = traits.userInterfaceStyle == .dark
        let key = "\(bundle?.bundlePath ?? "")|\(name)|\(screenScale)|\(dark)"
        if let cached = namedCache.withLock({ $0[key] }) { return cached }
        let directories = ImageResources.directories(for: bundle)
        var image: UIImage?
        if let set = directories.lazy.compactMap({ AssetCatalog.catalog(in: $0).images[name] }).first {
            image = fromAssetSet(set, screenScale: screenScale, dark: dark)
            image?.imageAsset = UIImageAsset.catalogAsset(name: name, bundle: bundle, set: set)
        } else if let (path, scale) = ImageResources.file(named: name, in: directories, screenScale: screenScale),
                  let data = FileManager.default.contents(atPath: path) {
            image = UIImage(data: data, scale: scale)
        }
        if let image {
            namedCache.withLock { cache in
                if cache.count > 512 { cache.removeAll() }
                cache[key] = image
            }
        }
        return image
    }

    private static func fromAssetSet(_ set: AssetCatalog.ImageSet, screenScale: CGFloat, dark: Bool) -> UIImage? {
        let idiom = ImageResources.idiomSuffixes.withLock { $0 }.first == "~ipad" ? "ipad" : "iphone"
        let usable = set.entries.filter { $0.idiom == "universal" || $0.idiom == idiom }
        let styled = usable.filter { $0.dark == dark }
        let candidates = styled.isEmpty ? usable.filter { !$0.dark } : styled
        let order = ImageResources.preferredScales(for: screenScale)
        guard let entry = candidates.min(by: { (order.firstIndex(of: $0.scale) ?? 9) < (order.firstIndex(of: $1.scale) ?? 9) }),
              let data = FileManager.default.contents(atPath: set.folder.appendingPathComponent(entry.filename).path),
              let image = UIImage(data: data, scale: entry.scale) else { return nil }
        var result = image.withRenderingMode(set.renderingMode)
        if let insets = entry.capInsets {
            result = result.resizableImage(withCapInsets: UIEdgeInsets(top: insets.top / entry.scale, left: insets.left / entry.scale,
                                                                       bottom: insets.bottom / entry.scale, right: insets.right / entry.scale),
                                           resizingMode: entry.resizingMode)
        }
        return result
    }
}
