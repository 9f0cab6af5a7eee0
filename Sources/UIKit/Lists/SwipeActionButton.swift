/// A swipe action's button: its colour, with its title (and image) in white. Shared by table rows
/// and list cells; a tap reports the button's index to whoever opened the actions.
@MainActor
final class SwipeActionButton: UIControl {
    let action: SwipeAction
    let index: Int
    let label = UILabel()
    let imageView = UIImageView()
    /// Runs when the button is tapped (the view that opened the actions performs the action).
    var onTap: (@MainActor (Int) -> Void)?

    init(action: SwipeAction, index: Int) {
        self.action = action
        self.index = index
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        label.text = action.title
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        if let image = action.image {
            imageView.image = image
            imageView.tintColor = .white
            addSubview(imageView)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The button's width when open: its title plus 15 points each side, at least 74 (iOS 17).
    var naturalWidth: CGFloat {
        let titleWidth = label.sizeThatFits(CGSize(width: 400, height: 100)).width
        let imageWidth = action.image?.size.width ?? 0
        return max(74, max(titleWidth, imageWidth) + 30).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let labelSize = label.sizeThatFits(CGSize(width: 400, height: 100))
        let imageSize = action.image?.size ?? .zero
        let gap: CGFloat = imageSize.height > 0 && labelSize.height > 0 && action.title != nil ? 4 : 0
        let total = imageSize.height + gap + (action.title == nil ? 0 : labelSize.height)
        var y = ((bounds.height - total) / 2).rounded()
        // The content stays by the cell's edge while the button widens.
        let contentWidth = max(labelSize.width, imageSize.width)
        let centerX = bounds.width - naturalWidth / 2
        let x = min(max(0, centerX - contentWidth / 2), max(0, bounds.width - contentWidth))
        if imageSize.height > 0 {
            imageView.frame = CGRect(x: x + (contentWidth - imageSize.width) / 2, y: y, width: imageSize.width, height: imageSize.height)
            y += imageSize.height + gap
        }
        label.frame = CGRect(x: x + (contentWidth - labelSize.width) / 2, y: y, width: labelSize.width, height: labelSize.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?(index)
    }
}
