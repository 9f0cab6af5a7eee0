import CoreGraphics

/// The width and height of a compositional layout element, each an `NSCollectionLayoutDimension`.
open class NSCollectionLayoutSize: CustomStringConvertible, @unchecked Sendable {
    /// The element's width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The element's height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points within a container of `container` points (estimates at their estimate).
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    /// A readable form, for debugging.

    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
