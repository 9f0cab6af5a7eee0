/// Colours from asset catalogs.
extension UIColor {
    /// The colour set called `name` in the app's asset catalogs (dynamic when it has a dark variant).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set called `name` in `bundle`; resolved for `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = ImageResources.directories(for: bundle).lazy
            .compactMap({ AssetCatalog.catalog(in: $0).colors[name] }).first else { return nil }
        func make(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor { UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3) }
        let light = make(set.light ?? set.dark!)
        let dark = set.dark.map(make) ?? light
        if let traitCollection {
            let c = traitCollection.userInterfaceStyle == .dark ? (set.dark ?? set.light!) : (set.light ?? set.dark!)
            self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        } else {
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        }
    }
}
