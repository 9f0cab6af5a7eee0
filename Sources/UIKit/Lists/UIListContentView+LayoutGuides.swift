extension UIListContentView {
    /// A guide around the image (nil when the configuration has no image), for lining other views up
    /// with it in Auto Layout.
    public var imageLayoutGuide: UILayoutGuide? { guide(.image) }

    /// A guide around the text (nil when the configuration has no text), for example to start a
    /// cell's separator at the text: `separatorLayoutGuide.leadingAnchor` to its `leadingAnchor`.
    public var textLayoutGuide: UILayoutGuide? { guide(.text) }

    /// A guide around the secondary text (nil when the configuration has none).
    public var secondaryTextLayoutGuide: UILayoutGuide? { guide(.secondaryText) }

    /// The parts a guide can follow.
    enum GuidedPart: Int, CaseIterable { case image, text, secondaryText }

    /// The view a part is drawn by.
    func partView(_ part: GuidedPart) -> UIView {
        switch part {
        case .image: return imageView
        case .text: return textLabel
        case .secondaryText: return secondaryTextLabel
        }
    }

    /// The guide for a part, made on first use and kept in step with the part's frame after each
    /// layout; nil while the part is not shown.
    private func guide(_ part: GuidedPart) -> UILayoutGuide? {
        let view = partView(part)
        guard !view.isHidden else { return nil }
        if let existing = guides[part] { return existing.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView.\(part)LayoutGuide"
        addLayoutGuide(guide)
        let frame = view.frame
        let constraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: frame.minX),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: frame.minY),
            guide.widthAnchor.constraint(equalToConstant: frame.width),
            guide.heightAnchor.constraint(equalToConstant: frame.height),
        ]
        NSLayoutConstraint.activate(constraints)
        guides[part] = PartGuide(guide: guide, constraints: constraints)
        return guide
    }

    /// Moves the guides made so far to their parts' frames (after layout).
    func updateGuides() {
        for (part, entry) in guides {
            let frame = partView(part).frame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(entry.constraints, values) where constraint.constant != value {
                constraint.constant = value
            }
        }
    }
}

/// A part's layout guide and the constraints that place it.
struct PartGuide {
    let guide: UILayoutGuide
    let constraints: [NSLayoutConstraint]
}
