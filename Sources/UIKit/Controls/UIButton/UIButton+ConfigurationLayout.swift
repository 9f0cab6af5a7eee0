/// Showing and laying out a button's configuration: a background view, the title and subtitle
/// stacked, and the image on the side `imagePlacement` names.
extension UIButton {
    /// Rebuilds the subviews from the configuration for the current state.
    func updateConfigurationViews() {
        guard let configuration = storedConfiguration else { return }
        let colors = configuration.resolvedColors(tint: tintColor, state: state)
        let fonts = configuration.fonts

        let background = configurationBackground ?? {
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.layer.cornerCurve = .continuous
            configurationBackground = view
            insertSubview(view, at: 0)
            return view
        }()
        background.backgroundColor = colors.background
        background.layer.borderWidth = configuration.background.strokeColor == nil ? 0 : configuration.background.strokeWidth
        background.layer.borderColor = configuration.background.strokeColor?.cgColor
        backgroundImageView?.isHidden = true

        let title = configuration.attributedTitle?.string ?? configuration.title
        let label = titleLabel!
        if let attributed = configuration.attributedTitle { label.attributedText = attributed } else {
            label.text = title
            label.font = fonts.title
            label.textColor = colors.foreground
        }
        label.isHidden = (title ?? "").isEmpty
        label.alpha = 1
        label.numberOfLines = 0

        let subtitle = configuration.attributedSubtitle?.string ?? configuration.subtitle
        if !(subtitle ?? "").isEmpty || subtitleLabel != nil {
            let sub = subtitleLabel ?? {
                let made = UILabel()
                made.isAccessibilityElement = false
                subtitleLabel = made
                addSubview(made)
                return made
            }()
            if let attributed = configuration.attributedSubtitle { sub.attributedText = attributed } else {
                sub.text = subtitle
                sub.font = fonts.subtitle
                sub.textColor = colors.foreground
            }
            sub.numberOfLines = 0
            sub.isHidden = (subtitle ?? "").isEmpty
        }

        if configuration.image != nil || storedImageView != nil, let view = imageView {
            let image = configuration.image
            view.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            view.tintColor = colors.foreground
            view.isHidden = image == nil
            view.alpha = 1
        }
        let textAlignment = self.textAlignment(configuration)
        label.textAlignment = textAlignment
        subtitleLabel?.textAlignment = textAlignment
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How the title and subtitle align: automatic centres them unless an image sits beside them.
    private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .automatic:
            let beside = configuration.image != nil && (configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing)
            return beside ? .natural : .center
        }
    }

    /// The title and subtitle sizes, stacked, fitting `width`.
    private func textSizes(_ configuration: Configuration, width: CGFloat) -> (title: CGSize, subtitle: CGSize, block: CGSize) {
        func size(_ label: UILabel?) -> CGSize {
            guard let label, !label.isHidden else { return .zero }
            return label.fittedSize(width: width)
        }
        let title = size(storedTitleLabel)
        let subtitle = size(subtitleLabel)
        let padding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        return (title, subtitle, CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height))
    }

    private var configurationImageSize: CGSize {
        guard let view = storedImageView, !view.isHidden, let image = view.image else { return .zero }
        return image.size
    }

    /// The content's size (image and text with padding) plus the insets.
    func configurationContentSize(_ configuration: Configuration, fitting width: CGFloat) -> CGSize {
        let insets = configuration.contentInsets
        let image = configurationImageSize
        let horizontal = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        let available = width - insets.leading - insets.trailing - (horizontal && image != .zero ? image.width + configuration.imagePadding : 0)
        let text = textSizes(configuration, width: available).block
        let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
        let content = horizontal
            ? CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
            : CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing),
                      height: ceil(content.height + insets.top + insets.bottom))
    }

    /// Places the background, image, title and subtitle.
    func layoutConfigurationContent(_ configuration: Configuration) {
        configurationBackground?.frame = bounds
        configurationBackground?.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = configuration.contentInsets
        let content = bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                                    bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
        let image = configurationImageSize
        let placement = configuration.imagePlacement
        let horizontal = placement == .leading || placement == .trailing
        let available = content.width - (horizontal && image != .zero ? image.width + configuration.imagePadding : 0)
        let text = textSizes(configuration, width: available)
        let padding = image != .zero && text.block != .zero ? configuration.imagePadding : 0
        let block = horizontal
            ? CGSize(width: image.width + padding + text.block.width, height: max(image.height, text.block.height))
            : CGSize(width: max(image.width, text.block.width), height: image.height + padding + text.block.height)

        var origin = CGPoint(x: content.midX - block.width / 2, y: content.midY - block.height / 2)
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: origin.x = content.minX
        case .right, .trailing: origin.x = content.maxX - block.width
        case .center, .fill: break
        }
        switch contentVerticalAlignment {
        case .top: origin.y = content.minY
        case .bottom: origin.y = content.maxY - block.height
        case .center, .fill: break
        }

        // The image's side in screen terms, with leading and trailing resolved.
        let imageOnLeft = (placement == .leading) != rightToLeft
        var imageRect = CGRect(origin: origin, size: image)
        var textRect = CGRect(origin: origin, size: text.block)
        if horizontal {
            if imageOnLeft { textRect.origin.x += image.width + padding } else { imageRect.origin.x += text.block.width + padding }
            imageRect.origin.y += (block.height - image.height) / 2
            textRect.origin.y += (block.height - text.block.height) / 2
        } else {
            if placement == .top { textRect.origin.y += image.height + padding } else { imageRect.origin.y += text.block.height + padding }
            imageRect.origin.x += (block.width - image.width) / 2
            textRect.origin.x += (block.width - text.block.width) / 2
        }
        storedImageView?.frame = imageRect
        storedTitleLabel?.frame = CGRect(x: textRect.minX, y: textRect.minY, width: textRect.width, height: text.title.height)
        let subtitleY = textRect.minY + text.title.height + (text.title != .zero && text.subtitle != .zero ? configuration.titlePadding : 0)
        subtitleLabel?.frame = CGRect(x: textRect.minX, y: subtitleY, width: textRect.width, height: text.subtitle.height)
    }
}
