/// One picture in its variants for different traits (light and dark, scales): `image(with:)` picks the
/// variant for a trait collection. Images from asset catalogs have one, so an image view showing one
/// swaps variants when its traits change.
///
/// Where Tessera differs: images registered in code match when the traits they were registered with
/// are all in the requested collection; the one with the most specified traits wins, then the later.
/// `image(with:)` returns a new image object each time (sharing the registered image's pixels), so the
/// asset never holds an image that holds the asset: each registered image keeps its asset alive, and the
/// two would otherwise keep each other alive for ever.
open class UIImageAsset: @unchecked Sendable {
    /// Copies of the images registered in code (without a link back to this asset), with their traits.
    private let registered = LockedValue<[(traits: UITraitCollection, image: UIImage)]>([])
    /// The asset catalog image set this asset reads, if any.
    private let catalogSource: (name: String, bundle: Bundle?)?
    /// Whether the catalog set has variants for dark appearance.
    private let catalogVariesWithAppearance: Bool

    /// An empty asset, for registering images in code.
    public init() {
        catalogSource = nil
        catalogVariesWithAppearance = false
    }

    private init(name: String, bundle: Bundle?, variesWithAppearance: Bool) {
        catalogSource = (name, bundle)
        catalogVariesWithAppearance = variesWithAppearance
    }

    private static let catalogAssets = LockedValue<[String: UIImageAsset]>([:])

    /// The shared asset of an asset catalog image set.
    static func catalogAsset(name: String, bundle: Bundle?, set: AssetCatalog.ImageSet) -> UIImageAsset {
        let key = "\(bundle?.bundlePath ?? "")|\(name)"
        return catalogAssets.withLock { assets in
            if let asset = assets[key] { return asset }
            let asset = UIImageAsset(name: name, bundle: bundle, variesWithAppearance: set.entries.contains { $0.dark })
            assets[key] = asset
            return asset
        }
    }

    /// The variant for `traitCollection` (an empty image when the asset has none).
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let candidates = registered.withLock { $0 }.filter { traitCollection.containsTraits(in: $0.traits) }
        if let best = candidates.enumerated().max(by: { a, b in
            let sa = Self.specifiedCount(a.element.traits), sb = Self.specifiedCount(b.element.traits)
            return sa != sb ? sa < sb : a.offset < b.offset
        }) {
            return linked(best.element.image)
        }
        if let (name, bundle) = catalogSource, let image = UIImage.loadNamed(name, bundle: bundle, traits: traitCollection) {
            return image
        }
        return registered.withLock { $0 }.last.map { linked($0.image) } ?? UIImage()
    }

    /// A new image showing `variant`, whose `imageAsset` is this asset.
    private func linked(_ variant: UIImage) -> UIImage {
        let image = variant.with()
        image.imageAsset = self
        return image
    }

    /// Adds `image` as the variant for `traitCollection` (replacing one registered with equal traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registered.withLock { list in
            list.removeAll { $0.traits == traitCollection }
            list.append((traitCollection, image.with()))
        }
        image.imageAsset = self
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        registered.withLock { $0.removeAll { $0.traits == traitCollection } }
    }

    /// Whether the variants differ by traits, so a view showing one must choose again when its traits
    /// change.
    var variesWithTraits: Bool { catalogVariesWithAppearance || registered.withLock { $0.count } > 1 }

    private static func specifiedCount(_ traits: UITraitCollection) -> Int {
        let empty = UITraitCollection()
        var count = traits.storage.custom.count
        for trait in [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self,
                      UITraitDisplayScale.self, UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceIdiom.self,
                      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitLayoutDirection.self] as [UITrait] {
            func differs<T: UITraitDefinition>(_ trait: T.Type) -> Bool { traits.storage.differs(in: trait, from: empty.storage) }
            if differs(trait) { count += 1 }
        }
        return count
    }
}
