/// What a text view hosting an edit menu adds to `TextEditingHost`: its delegate's say over the menu.
@MainActor
protocol TextEditMenuHost: TextEditingHost {
    /// The menu for `range` from the delegate, or nil for the suggested actions.
    func editMenuHostMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The menu is about to show.
    func editMenuHostWillPresent(animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuHostWillDismiss(animator: any UIEditMenuInteractionAnimating)
    /// A long press began at `point` (host view coordinates): true when the host handled it itself
    /// (a text view's phone numbers and addresses show their actions).
    func editMenuHostLongPress(at point: CGPoint) -> Bool
}

/// The edit menu of a text field or text view: a `UIEditMenuInteraction` on the host view, shown at the
/// selection (or the caret) on a long press (a finger), a tap on the selection or the caret while
/// editing, or a secondary click, with the standard actions the host's `canPerformAction` allows, as the
/// host's delegate shapes them. It goes when the text or selection changes, or editing ends.
@MainActor
final class TextEditMenu: NSObject, UIEditMenuInteractionDelegate {
    private unowned let editor: TextEditor
    private weak var view: UIView?
    private(set) var interaction: UIEditMenuInteraction!
    private let longPress = UILongPressGestureRecognizer()
    private let secondaryClick = SecondaryClickGestureRecognizer()
    /// Set while the menu itself changes the selection (Select, Select All), which keeps it.
    private var updating = false
    /// Whether the host took the long press showing (no menu when it lifts).
    private var handledLongPress = false

    init(editor: TextEditor) {
        self.editor = editor
        super.init()
        interaction = UIEditMenuInteraction(delegate: self)
        longPress.minimumPressDuration = 0.5
        longPress.cancelsTouchesInView = false
        longPress.addTarget(self, action: TextEditMenu.longPressChanged)
        secondaryClick.cancelsTouchesInView = false
        secondaryClick.addTarget(self, action: TextEditMenu.secondaryClicked)
    }

    /// Adds the interaction and its recognizers to the host view.
    func install(on view: UIView) {
        self.view = view
        view.addInteraction(interaction)
        view.addGestureRecognizer(longPress)
        view.addGestureRecognizer(secondaryClick)
    }

    /// Whether the menu shows.
    var isVisible: Bool { interaction.calloutView != nil }

    /// Shows the menu at the selection (or the caret).
    func present() {
        guard view != nil, editor.isEditing || editor.selectedRange.length > 0 else { return }
        let target = targetRect()
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: target.midX, y: target.minY))
        interaction.presentEditMenu(with: configuration)
    }

    /// Hides the menu.
    func dismiss() {
        guard isVisible, !updating else { return }
        interaction.dismissMenu()
    }

    /// Runs `body` (a change the menu asked for) and shows the menu again for the new selection.
    func reshow(after body: () -> Void) {
        updating = true
        body()
        updating = false
        present()
    }

    /// The selection's (or caret's) rectangle in the host view.
    func targetRect() -> CGRect {
        guard let view else { return .zero }
        let range = editor.selectedRange
        let decorationView = editor.host.editorDecorationView
        let rect: CGRect
        if range.length > 0 {
            let rects = editor.hostSelectionRects(for: range)
            rect = rects.dropFirst().reduce(rects.first ?? editor.hostCaretRect(at: range.location)) { $0.union($1) }
        } else {
            rect = editor.hostCaretRect(at: range.location)
        }
        // Room above for the selection's handle knob (or a little air over the caret), as iOS leaves.
        let air: CGFloat = range.length > 0 ? 10 : 4
        return decorationView.convert(rect, to: view).inset(by: UIEdgeInsets(top: -air, left: 0, bottom: -air, right: 0))
    }

    // MARK: Gestures

    private func longPressChanged() {
        guard let view else { return }
        let point = view.convert(longPress.location(in: view), to: editor.host.editorDecorationView)
        switch longPress.state {
        case .began:
            dismiss()
            if let host = editor.host as? any TextEditMenuHost, host.editMenuHostLongPress(at: longPress.location(in: view)) {
                handledLongPress = true
                return
            }
            handledLongPress = false
            guard editor.isEditing || editor.host.editorBeginEditingFromTouch() else { return }
            editor.touchCancelled()
            let offset = editor.hostClosestOffset(to: point)
            let s = editor.selectedRange
            let inside = s.length > 0 && offset >= s.location && offset <= s.location + s.length
            if !inside {
                if editor.host.editorIsEditable {
                    editor.setSelection(NSRange(location: offset, length: 0))
                } else {
                    editor.setSelection(editor.unitRange(at: offset, .word))
                }
            }
        case .changed:
            guard !handledLongPress, editor.host.editorIsEditable, editor.selectedRange.length == 0 else { return }
            editor.setSelection(NSRange(location: editor.hostClosestOffset(to: point), length: 0))
        case .ended:
            if !handledLongPress { present() }
        default: break
        }
    }

    private func secondaryClicked() {
        guard let view else { return }
        let point = view.convert(secondaryClick.location(in: view), to: editor.host.editorDecorationView)
        guard editor.isEditing || editor.host.editorBeginEditingFromTouch() else { return }
        editor.touchCancelled()
        let offset = editor.hostClosestOffset(to: point)
        let s = editor.selectedRange
        // A click on the selection keeps it; elsewhere it selects the word there (as on the Mac).
        if !(s.length > 0 && offset >= s.location && offset <= s.location + s.length) {
            editor.setSelection(editor.unitRange(at: offset, .word))
        }
        present()
    }

    // MARK: UIEditMenuInteractionDelegate

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        // iOS's text menus offer no Delete (the delete key does that): it leaves the suggestions here.
        let suggested = suggestedActions.map { element -> UIMenuElement in
            guard let menu = element as? UIMenu, menu.identifier == .standardEdit else { return element }
            return menu.replacingChildren(menu.children.filter { ($0 as? UICommand)?.title != Selector.delete.title })
        }
        let host = editor.host as? any TextEditMenuHost
        return host?.editMenuHostMenu(for: editor.selectedRange, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        targetRect()
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        (editor.host as? any TextEditMenuHost)?.editMenuHostWillPresent(animator: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        (editor.host as? any TextEditMenuHost)?.editMenuHostWillDismiss(animator: animator)
    }
}
