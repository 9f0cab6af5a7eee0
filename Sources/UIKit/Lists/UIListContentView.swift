/// The view that shows a `UIListContentConfiguration`: an image column, then the text and secondary
/// text, inside the configuration's margins. Cells make one through the configuration's
/// `makeContentView()`; you can also use one on its own.
///
/// It sizes itself: `sizeThatFits(_:)`, `systemLayoutSizeFitting(_:…)` and `intrinsicContentSize` give
/// the height its content needs at a width (at least 44 points for the row presets), which is what a
/// table's `automaticDimension` and a list layout's estimated heights ask for.
///
/// As on iOS, `configuration` has the protocol's type, `any UIContentConfiguration`: cast it
/// (`view.configuration as? UIListContentConfiguration`) to read the list fields. Setting a
/// configuration of another type is logged and ignored.
open class UIListContentView: UIView, UIContentView {
    private var current: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()
    /// The width the intrinsic height was last computed for.
    private var intrinsicWidth: CGFloat = -1
    /// The layout guides made so far (see `UIListContentView+LayoutGuides`).
    var guides: [GuidedPart: PartGuide] = [:]

    /// Makes a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// Makes a view from an archive; Tessera has no nibs, so this shows an empty `cell()` configuration.
    public required init?(coder: NSCoder) {
        current = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown (a `UIListContentConfiguration`); setting it updates the view.
    public var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                TesseraLog.error("UIKit", "UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration; the configuration is ignored")
                return
            }
            guard list != current else { return }
            current = list
            apply()
        }
    }

    /// True for `UIListContentConfiguration`s.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Applying

    private func apply() {
        let c = current
        configure(textLabel, text: c.text, attributed: c.attributedText, properties: c.textProperties)
        configure(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText,
                  properties: c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        applyImageTint()
        directionalLayoutMargins = c.directionalLayoutMargins
        invalidateIntrinsicContentSize()
        intrinsicWidth = -1
        setNeedsLayout()
    }

    private func configure(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                           properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.showsExpansionTextWhenTruncated = properties.showsExpansionTextWhenTruncated
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    private func applyImageTint() {
        let properties = current.imageProperties
        if properties.tintColor == nil && properties.tintColorTransformer == nil {
            imageView.tintColor = nil
        } else {
            imageView.tintColor = properties.resolvedTintColor(for: tintColor)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if current.imageProperties.tintColorTransformer != nil { applyImageTint() }
    }

    // MARK: Layout

    /// Where everything goes at a size, left to right (mirrored for right-to-left by the caller).
    struct Layout {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        /// The height the content needs at this width.
        var height: CGFloat
        /// Whether the two texts sit side by side.
        var sideBySide = false
    }

    /// The margins in effect: the configuration's, grown to the superview's margins reaching in along
    /// `axesPreservingSuperviewLayoutMargins`.
    func effectiveMargins(in bounds: CGRect) -> UIEdgeInsets {
        var margins = current.directionalLayoutMargins.edgeInsets(effectiveUserInterfaceLayoutDirection)
        let axes = current.axesPreservingSuperviewLayoutMargins
        guard !axes.isEmpty, let superview else { return margins }
        let inner = superview.bounds.inset(by: superview.layoutMargins)
        let local = superview.convert(inner, to: self)
        if axes.contains(.horizontal) {
            margins.left = max(margins.left, local.minX - bounds.minX)
            margins.right = max(margins.right, bounds.maxX - local.maxX)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, local.minY - bounds.minY)
            margins.bottom = max(margins.bottom, bounds.maxY - local.maxY)
        }
        return margins
    }

    /// The size the image is drawn at: its own, scaled down to `maximumSize`.
    private func imageSize() -> CGSize {
        guard let image = current.image else { return .zero }
        var size = image.size
        let maximum = current.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        size.width *= scale
        size.height *= scale
        return size
    }

    /// The standard reserved side for an image: 29 points at the Large content size, scaled with the
    /// body font.
    private var standardImageSide: CGFloat { (29 * current.textProperties.font.pointSize / 17).rounded() }

    /// The image's column: at least the reserved size, at least the image.
    private func imageColumn(_ image: CGSize) -> CGSize {
        let reserved = current.imageProperties.reservedLayoutSize
        func side(_ value: CGFloat, _ own: CGFloat) -> CGFloat {
            value == UIListContentConfiguration.ImageProperties.standardDimension ? max(standardImageSide, own) : max(value, own)
        }
        return CGSize(width: side(reserved.width, image.width), height: side(reserved.height, image.height))
    }

    private static let unbounded = CGFloat.greatestFiniteMagnitude

    /// Lays the content out in a width (a width of 0 or less means "as wide as the content wants"),
    /// filling `height` when given (centring the content vertically in it).
    func computeLayout(width: CGFloat, height: CGFloat?) -> Layout {
        let c = current
        let margins = effectiveMargins(in: CGRect(x: 0, y: 0, width: max(width, 0), height: height ?? 0))
        let natural = width <= 0 || width >= Self.unbounded
        let hasImage = c.image != nil
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        let image = imageSize()
        let column = hasImage ? imageColumn(image) : .zero
        let textX = margins.left + (hasImage ? column.width + c.imageToTextPadding : 0)
        let available = natural ? Self.unbounded : max(0, width - margins.right - textX)

        func measure(_ label: UILabel, _ w: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: w, height: Self.unbounded))
            return CGSize(width: min(ceil(size.width), w), height: ceil(size.height))
        }

        var layout = Layout(height: 0)
        var blockHeight: CGFloat = 0
        var textSize = CGSize.zero, secondarySize = CGSize.zero
        if hasText && hasSecondary && c.prefersSideBySideTextAndSecondaryText {
            let one = measure(textLabel, Self.unbounded), two = measure(secondaryTextLabel, Self.unbounded)
            if one.width + c.textToSecondaryTextHorizontalPadding + two.width <= available {
                layout.sideBySide = true
                textSize = one
                secondarySize = two
            }
        }
        if !layout.sideBySide {
            if hasText { textSize = measure(textLabel, available) }
            if hasSecondary { secondarySize = measure(secondaryTextLabel, available) }
        }
        if layout.sideBySide {
            blockHeight = max(textSize.height, secondarySize.height)
        } else {
            blockHeight = textSize.height + secondarySize.height
                + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
        }
        // The image may reach halfway into the vertical margins (a 29-point icon fits a 44-point row,
        // as in Settings); the text keeps the full margins.
        let imageReach = (margins.top + margins.bottom) / 2
        let contentHeight = max(blockHeight, column.height - imageReach)
        layout.height = max(c.minimumHeight, margins.top + contentHeight + margins.bottom)

        // Vertical placement: the content centred between the margins of the height given.
        let boxHeight = max((height ?? layout.height) - margins.top - margins.bottom, contentHeight)
        let boxTop = margins.top
        func centred(_ h: CGFloat) -> CGFloat { boxTop + ((boxHeight - h) / 2) }

        let contentWidth: CGFloat
        if natural {
            let texts = layout.sideBySide ? textSize.width + c.textToSecondaryTextHorizontalPadding + secondarySize.width
                : max(textSize.width, secondarySize.width)
            contentWidth = textX + texts + margins.right
        } else {
            contentWidth = width
        }
        if hasImage {
            layout.image = CGRect(x: margins.left + (column.width - image.width) / 2, y: centred(image.height),
                                  width: image.width, height: image.height)
        }
        let textWidth = natural ? max(textSize.width, secondarySize.width) : available
        if layout.sideBySide {
            let trailing = contentWidth - margins.right
            layout.text = CGRect(x: textX, y: centred(textSize.height), width: textSize.width, height: textSize.height)
            layout.secondaryText = CGRect(x: trailing - secondarySize.width, y: centred(secondarySize.height),
                                          width: secondarySize.width, height: secondarySize.height)
        } else {
            var y = centred(blockHeight)
            if hasText {
                layout.text = CGRect(x: textX, y: y, width: textWidth, height: textSize.height)
                y += textSize.height + (hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
            }
            if hasSecondary {
                layout.secondaryText = CGRect(x: textX, y: y, width: textWidth, height: secondarySize.height)
            }
        }
        return layout
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let layout = computeLayout(width: b.width, height: b.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ view: UIView, _ rect: CGRect?) {
            guard var rect else { return }
            if rightToLeft { rect.origin.x = b.width - rect.maxX }
            view.frame = pixelAligned(rect.offsetBy(dx: b.minX, dy: b.minY))
        }
        place(imageView, layout.image)
        place(textLabel, layout.text)
        place(secondaryTextLabel, layout.secondaryText)
        if b.width != intrinsicWidth {
            intrinsicWidth = b.width
            super.invalidateIntrinsicContentSize()
        }
        if !guides.isEmpty { updateGuides() }
        (superview?.superview as? any ListContentLayoutObserving)?.listContentDidLayOut()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            // The labels follow the new text size; the row's height follows them.
            intrinsicWidth = -1
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// A rectangle with its origin and size on whole pixels of the screen.
    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = max(window?.screen.scale ?? MainScreenScale.value, 1)
        func align(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: align(rect.minX), y: align(rect.minY), width: align(rect.width), height: align(rect.height))
    }

    // MARK: Sizing

    /// The size the content needs at the given width (its natural width when the width is 0 or
    /// unbounded); the height is at least 44 points for the row presets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = computeLayout(width: size.width, height: nil)
        if size.width <= 0 || size.width >= Self.unbounded {
            let image = current.image != nil ? imageColumn(imageSize()).width + current.imageToTextPadding : 0
            let margins = effectiveMargins(in: .zero)
            let texts = layout.sideBySide
                ? (layout.text?.width ?? 0) + current.textToSecondaryTextHorizontalPadding + (layout.secondaryText?.width ?? 0)
                : max(layout.text?.width ?? 0, layout.secondaryText?.width ?? 0)
            return CGSize(width: margins.left + image + texts + margins.right, height: layout.height)
        }
        return CGSize(width: size.width, height: layout.height)
    }

    /// The content's height at the current width (no intrinsic width: the content fills what it is given).
    open override var intrinsicContentSize: CGSize {
        let width = bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    /// The size for a target: the target's width and the height the content needs at it.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(CGSize(width: targetSize.width, height: 0))
    }

    /// The size for a target: the target's width and the height the content needs at it (the height
    /// priority is ignored: the content's height is what it needs).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(CGSize(width: horizontalFittingPriority == .fittingSizeLevel ? 0 : targetSize.width, height: 0))
    }
}
