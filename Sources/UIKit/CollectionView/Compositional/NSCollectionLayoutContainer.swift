import CoreGraphics

/// The space a compositional layout element is laid out in: its size and insets, and the size left
/// once the insets are taken out.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size less its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (the content insets plus those of the reference, such as the safe area).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container a section provider or custom group sees.
@MainActor
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero,
         effectiveContentInsets: NSDirectionalEdgeInsets? = nil) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets ?? contentInsets
    }

    var effectiveContentSize: CGSize {
        let i = effectiveContentInsets
        return CGSize(width: max(0, contentSize.width - i.leading - i.trailing),
                      height: max(0, contentSize.height - i.top - i.bottom))
    }
}
