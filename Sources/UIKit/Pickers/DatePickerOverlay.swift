import Foundation

/// The card a compact date picker opens over the window: the month calendar (for the date) or the
/// time wheels (for the time), edited in a second picker whose changes go to the first as the user's
/// (sending its `.valueChanged`). A tap outside the card closes it.
///
/// Where Tessera differs: iOS shows the card in a popover presentation with a zoom-in animation;
/// Tessera adds it to the window at once, below the field when there is room, else above.
@preconcurrency @MainActor
final class DatePickerOverlay: UIView {
    /// The picker the card edits.
    private weak var owner: UIDatePicker?
    /// The field that opened the card (shown in the tint colour while it is open).
    private weak var field: DatePickerPill?
    let card = UIView()
    let editor = UIDatePicker()

    /// Opens the card for `picker`'s `mode` under `field`, in the field's window.
    @discardableResult
    static func present(from field: DatePickerPill, for picker: UIDatePicker, mode: UIDatePicker.Mode) -> DatePickerOverlay? {
        guard let window = field.window else { return nil }
        for case let open as DatePickerOverlay in window.subviews { open.dismiss() }
        let overlay = DatePickerOverlay(owner: picker, field: field, mode: mode)
        overlay.frame = window.bounds
        window.addSubview(overlay)
        overlay.place(below: field.convert(field.bounds, to: window))
        field.isActive = true
        return overlay
    }

    private init(owner: UIDatePicker, field: DatePickerPill, mode: UIDatePicker.Mode) {
        self.owner = owner
        self.field = field
        super.init(frame: .zero)
        backgroundColor = nil
        editor.preferredDatePickerStyle = mode == .date ? .inline : .wheels
        editor.datePickerMode = mode
        editor.locale = owner.locale
        editor.calendar = owner.calendar
        editor.timeZone = owner.timeZone
        editor.minuteInterval = owner.minuteInterval
        editor.minimumDate = owner.minimumDate
        editor.maximumDate = owner.maximumDate
        editor.date = owner.date
        editor.tintColor = owner.tintColor
        editor.addAction(UIAction { [weak self] _ in self?.editorChanged() }, for: .valueChanged)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 13
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(card)
        card.addSubview(editor)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: DatePickerOverlay.tappedOutside)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Puts the card under `anchor` (window coordinates) when it fits there, else above it, inside the window's margins.
    private func place(below anchor: CGRect) {
        let size = editor.sizeThatFits(.zero)
        let margin: CGFloat = 8
        let cardSize = CGSize(width: min(size.width + 16, bounds.width - 2 * margin), height: size.height + 16)
        var x = anchor.maxX - cardSize.width
        x = min(max(x, margin), bounds.width - margin - cardSize.width)
        var y = anchor.maxY + 8
        if y + cardSize.height > bounds.height - margin { y = max(anchor.minY - 8 - cardSize.height, margin) }
        card.frame = CGRect(origin: CGPoint(x: x, y: y), size: cardSize)
        editor.frame = CGRect(x: 8, y: 8, width: cardSize.width - 16, height: size.height)
    }

    private func editorChanged() {
        owner?.userChose(editor.date)
    }

    /// Closes the card.
    func dismiss() {
        field?.isActive = false
        removeFromSuperview()
    }

    private func tappedOutside(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, !card.frame.contains(tap.location(in: self)) else { return }
        dismiss()
    }

    /// Touches inside the card go to the editor; the overlay takes those outside it (to close).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !card.frame.contains(gestureRecognizer.location(in: self))
    }
}
