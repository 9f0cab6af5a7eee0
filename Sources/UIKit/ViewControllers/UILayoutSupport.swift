import Foundation

/// The edges and length of a view controller's `topLayoutGuide` or `bottomLayoutGuide`: the band
/// between the top (bottom) of its view and the top (bottom) of its safe area, where bars cover it.
///
/// Deprecated since iOS 11 in favour of `safeAreaLayoutGuide`, and still shipped: Tessera keeps it so
/// code that predates the safe area compiles and lays out as it does on iOS.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height in points: the height of what covers the top (or bottom) of the view.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}
