/// What an image is drawn for: the traits (scale, appearance, content size) an image from an asset, or a
/// symbol image, is resolved against. Immutable: every change makes a new configuration.
///
/// On iOS the class cannot be made directly either: configurations come from
/// `UITraitCollection.imageConfiguration`-style factories, `UIImage.Configuration.withTraitCollection(_:)`
/// on an existing one, or the symbol configuration's initializers.
public class UIImageConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// The traits the image is resolved against; nil for none (the current traits are used).
    public internal(set) var traitCollection: UITraitCollection?

    init(traitCollection: UITraitCollection?) {
        self.traitCollection = traitCollection
        super.init()
    }

    /// A copy with other traits (nil removes them).
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
        let copy = copied()
        copy.traitCollection = traitCollection
        return copy as? Self ?? self
    }

    /// This configuration with `otherConfiguration`'s specified values laid over it: where the other
    /// leaves a value unspecified, this one's stays.
    public func applying(_ otherConfiguration: UIImageConfiguration?) -> Self {
        guard let otherConfiguration else { return self }
        let merged = copied()
        merged.lay(otherConfiguration)
        return merged as? Self ?? self
    }

    /// An equal configuration (configurations are immutable, so copies only matter to code that expects them).
    public func copy(with zone: NSZone? = nil) -> Any { copied() }

    /// A copy of the same class that the methods above then change (before anyone else sees it).
    func copied() -> UIImageConfiguration { UIImageConfiguration(traitCollection: traitCollection) }

    /// Takes the other configuration's specified values (on a fresh copy only); subclasses add theirs.
    func lay(_ other: UIImageConfiguration) {
        if let traits = other.traitCollection { traitCollection = traits }
    }

    /// Configurations are equal when they configure the same (same class, traits and values).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImageConfiguration, type(of: other) == type(of: self) else { return false }
        return other.traitCollection == traitCollection
    }

    public override var hash: Int { traitCollection?.hashValue ?? 0 }

    public override var description: String {
        "<\(type(of: self)): traits=\(traitCollection.map { "\($0)" } ?? "none")>"
    }
}

extension UIImage {
    /// What an image is drawn for (traits, and for symbols their size, weight, scale and colours).
    public typealias Configuration = UIImageConfiguration
}
