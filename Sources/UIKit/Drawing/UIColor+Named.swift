/// Colours from asset catalogs.
extension UIColor {
    /// The colour set called `name` in the app's asset catalogs (dynamic when it has a dark variant).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set called `name` in `bundle`: a dynamic colour choosing the set's light, dark and
    /// increased-contrast variants by the traits it is resolved with; with a `traitCollection`, the fixed
    /// colour for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = ImageResources.directories(for: bundle).lazy
            .compactMap({ AssetCatalog.catalog(in: $0).colors[name] }).first else { return nil }
        if let traitCollection {
            let c = set.components(for: traitCollection)
            self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        } else {
            self.init(dynamicProvider: { traits in
                let c = set.components(for: traits)
                return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            })
        }
    }
}
