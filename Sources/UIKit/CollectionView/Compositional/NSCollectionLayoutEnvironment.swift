import CoreGraphics

/// What a section provider (and a custom group's item provider) knows of where it lays out: the
/// container's size and insets, and the collection view's traits (size classes, layout direction).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container: the collection view's size and insets, or a custom group's size.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment the layout hands to providers.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
