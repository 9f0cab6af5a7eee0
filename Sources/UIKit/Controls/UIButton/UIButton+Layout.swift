/// Where a button's title and image go, and its size, for buttons without a configuration.
///
/// The title and image sit side by side (image first, in the layout direction) as one block, placed
/// in the content rectangle by the content alignments. Title and image edge insets shrink the region
/// each is placed in, so they move it without changing the intrinsic size, as in UIKit.
extension UIButton {
    /// The image's size as laid out.
    var layoutImageSize: CGSize {
        guard let image = storedImageView?.image, storedImageView?.isHidden == false else { return .zero }
        return image.size
    }

    /// The title's size as laid out, fitting beside the image in `width`.
    func layoutTitleSize(fitting width: CGFloat) -> CGSize {
        guard let label = storedTitleLabel, !label.isHidden else { return .zero }
        return label.fittedSize(width: width)
    }

    /// The rectangle of one part of the content block (the image, or the title after it).
    func contentPartRect(in region: CGRect, imageSize: CGSize, titleSize: CGSize, isTitle: Bool) -> CGRect {
        let gap: CGFloat = 0
        let blockWidth = imageSize.width + titleSize.width + gap
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let partSize = isTitle ? titleSize : imageSize
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = region.minX
        case .right, .trailing: x = region.maxX - blockWidth
        case .center, .fill: x = region.minX + (region.width - blockWidth) / 2
        }
        let titleFirst = rightToLeft
        if isTitle != titleFirst { x += isTitle ? imageSize.width + gap : titleSize.width + gap }
        var y: CGFloat
        var height = partSize.height
        switch contentVerticalAlignment {
        case .top: y = region.minY
        case .bottom: y = region.maxY - partSize.height
        case .center: y = region.minY + (region.height - partSize.height) / 2
        case .fill:
            y = region.minY
            height = isTitle ? region.height : max(partSize.height, region.height)
        }
        var width = partSize.width
        if effectiveContentHorizontalAlignment == .fill && isTitle { width = max(width, region.width - imageSize.width - gap) }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Lays out the title label, image view and background view.
    func layoutLegacyContent() {
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        storedImageView?.frame = imageRect(forContentRect: content)
        storedTitleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The size that fits the title and image with the content insets: images size the button exactly;
    /// a title adds iOS's 6 points above and below unless content insets are set; an empty button is 30 × 34.
    var legacyContentSize: CGSize {
        let imageSize = layoutImageSize
        let titleSize = layoutTitleSize(fitting: .greatestFiniteMagnitude)
        let insets = storedContentEdgeInsets
        if imageSize == .zero && titleSize == .zero && backgroundImageView?.image == nil {
            return CGSize(width: 30 + insets.left + insets.right, height: 34 + insets.top + insets.bottom)
        }
        var height = max(imageSize.height, titleSize.height)
        if titleSize != .zero && insets == .zero { height = max(height, titleSize.height + 12) }
        var size = CGSize(width: imageSize.width + titleSize.width + insets.left + insets.right,
                          height: height + insets.top + insets.bottom)
        if let background = backgroundImageView?.image {
            size.width = max(size.width, background.size.width)
            size.height = max(size.height, background.size.height)
        }
        return size
    }
}

extension UILabel {
    /// The label's size within `width`, rounded up: its natural size when that fits (measured once
    /// and cached by the label), else the width with the height the lines need (one line's height for
    /// single-line labels, without measuring again).
    func fittedSize(width: CGFloat) -> CGSize {
        let width = max(0, width)
        let natural = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        if ceil(natural.width) <= width { return CGSize(width: ceil(natural.width), height: ceil(natural.height)) }
        if numberOfLines == 1 { return CGSize(width: width, height: ceil(natural.height)) }
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(ceil(size.width), width), height: ceil(size.height))
    }
}
