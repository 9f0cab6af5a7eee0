import Foundation

/// Told about and consulted on a text view's editing, selection and link taps. Every method is
/// optional. A text view's delegate is also its scroll view delegate.
///
/// Link taps (on a text view that is not editable): `textView(_:primaryActionFor:defaultAction:)`
/// chooses the action (the default opens the link after asking
/// `textView(_:shouldInteractWith:in:interaction:)`); returning nil does nothing.
///
/// Where Tessera differs: the iOS 17 text item menus (`menuConfigurationFor`) wait for `UIMenu`,
/// which Tessera does not have yet.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (true by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` may be replaced by `text` (true by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed through editing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether tapping the link `URL` in `characterRange` opens it (true by default).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Whether tapping the attachment in `characterRange` acts on it (true by default).
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The action a tap on `textItem` runs (`defaultAction` by default; nil runs nothing).
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The edit menu for the text in `range` (UTF-16): return a menu built from `suggestedActions` (the
    /// standard actions the view can perform) and your own; nil, the default, shows the suggested actions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The menu a long press on `textItem` (a link) shows: `defaultMenu` (Open Link, Copy Link) by
    /// default; nil shows none.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration?
    /// The text item's menu is about to show.
    func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// The text item's menu is about to end.
    func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// The edit menu is about to show.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    /// True.
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    /// The default action.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        defaultAction
    }
    /// The default menu.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    /// Does nothing.
    public func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {}
    /// Does nothing.
    public func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {}
    /// Nil: the suggested actions.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Does nothing.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
