/// The grey rounded field a compact date picker shows its date or time in (iOS 17's look: a
/// `tertiarySystemFill` capsule-cornered box with the value in the 17-point body font, the text in
/// the tint colour while its editor is open). A tap calls `onTap`.
@preconcurrency @MainActor
final class DatePickerPill: UIView {
    let label = UILabel()
    var onTap: (() -> Void)?
    /// Whether the field's editor is open (the text shows in the tint colour).
    var isActive = false {
        didSet { label.textColor = isActive ? tintColor : .label }
    }
    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: DatePickerPill.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var text: String {
        get { label.text ?? "" }
        set { label.text = newValue }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { label.textColor = tintColor }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: DatePickerPill.height))
        return CGSize(width: (text.width + 2 * DatePickerPill.padding).rounded(.up), height: DatePickerPill.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        onTap?()
    }
}
