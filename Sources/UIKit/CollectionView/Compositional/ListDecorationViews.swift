import CoreGraphics
import Foundation

/// The attributes of a list separator: its colour rides along to the view.
final class ListSeparatorAttributes: UICollectionViewLayoutAttributes {
    var color: UIColor = .separator

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ListSeparatorAttributes)?.color = color
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ListSeparatorAttributes else { return false }
        return super.isEqual(other) && other.color == color
    }
}

/// A list's separator: a hairline in its configuration's colour.
@MainActor
final class ListSeparatorView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let separator = layoutAttributes as? ListSeparatorAttributes { backgroundColor = separator.color }
    }
}

/// An inset grouped list section's rounded background (iOS 17: 10-point corners, the secondary grouped
/// background).
@MainActor
final class ListSectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
