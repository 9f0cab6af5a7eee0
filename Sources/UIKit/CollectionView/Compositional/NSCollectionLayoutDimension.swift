import CoreGraphics

/// One dimension (width or height) of a compositional layout element: a fraction of the container's
/// width or height, an absolute number of points, an estimate the element's view corrects when it
/// sizes itself, or (iOS 17) one size shared by siblings, the largest they ask for.
///
/// Dimensions are immutable (so they may be shared across threads); make a new one with the class
/// functions.
open class NSCollectionLayoutDimension: CustomStringConvertible, @unchecked Sendable {
    enum Kind: Equatable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }

    let kind: Kind

    /// The number behind the dimension: the fraction, the points, or the estimate.
    public let dimension: CGFloat

    /// A dimension that is `fractionalWidth` times the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth, api: "NSCollectionLayoutDimension.fractionalWidth")
    }

    /// A dimension that is `fractionalHeight` times the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight, api: "NSCollectionLayoutDimension.fractionalHeight")
    }

    /// A dimension of `absoluteDimension` points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension, api: "NSCollectionLayoutDimension.absolute")
    }

    /// A dimension of `estimatedDimension` points until the element's view is measured
    /// (`preferredLayoutAttributesFitting(_:)`), then the size the view asks for.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension, api: "NSCollectionLayoutDimension.estimated")
    }

    /// A dimension shared by all the siblings in a group: each is measured (starting from `estimate`)
    /// and all take the largest size.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension,
             api: "NSCollectionLayoutDimension.uniformAcrossSiblings")
    }

    init(kind: Kind, dimension: CGFloat, api: String) {
        self.kind = kind
        self.dimension = BadValue.checkedNumber(dimension, atLeast: 0, "UIKit", api: api) ?? 0
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the element's view corrects.
    public var isEstimated: Bool { kind == .estimated }
    /// Whether the dimension is shared by the siblings, the largest they ask for.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// Whether the element's view is asked for its size (estimated and uniform dimensions).
    var selfSizes: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The points this dimension stands for in a container of `container` (width, height).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    /// A readable form, for debugging.

    public var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
