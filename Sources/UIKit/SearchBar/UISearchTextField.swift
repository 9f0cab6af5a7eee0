/// The text field of a search bar (iOS 13): a 36-point rounded field (10-point corners) on the tertiary
/// fill, with a magnifying glass at the left, the clear button while editing, 17-point text, the
/// placeholder in the secondary label colour, and the Search return key.
///
/// Where Tessera differs: tokens (`UISearchToken`) are not available yet.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The magnifying glass (or the image set for `.search`).
    let glass = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchLook()
    }

    private func setUpSearchLook() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        layer.masksToBounds = true
        font = .systemFont(ofSize: 17)
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        clearButtonMode = .whileEditing
        autocorrectionType = .no
        glass.image = Self.glassImage
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        leftView = glass
        leftViewMode = .always
        placeholder = "Search"
    }

    /// The placeholder shows in the secondary label colour, as in iOS's search fields.
    open override var placeholder: String? {
        get { super.placeholder }
        set {
            guard let newValue else { attributedPlaceholder = nil; return }
            attributedPlaceholder = NSAttributedString(string: newValue, attributes: [.foregroundColor: UIColor.secondaryLabel])
        }
    }

    /// The glass sits 6 points from the field's left edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.leftViewRect(forBounds: bounds)
        return rect.offsetBy(dx: 6, dy: 0)
    }

    /// The text starts 6 points after the glass (and moves by the search bar's text adjustment).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let start = leftViewRect(forBounds: bounds).maxX + 6
        rect.size.width -= max(0, start - rect.minX)
        rect.origin.x = max(rect.minX, start)
        return rect.offsetBy(dx: textPositionAdjustment.horizontal, dy: textPositionAdjustment.vertical)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button sits 6 points from the right edge.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -6, dy: 0)
    }

    /// The magnifying glass at the size iOS's search field draws it (15 points, medium).
    static var glassImage: UIImage? {
        UIImage(systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .medium))
    }

    /// Where the search bar moves the text (`searchTextPositionAdjustment`).
    var textPositionAdjustment = UIOffset.zero { didSet { setNeedsLayout(); setNeedsDisplay() } }
}
