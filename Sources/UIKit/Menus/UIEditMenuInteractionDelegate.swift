/// The delegate of an edit menu interaction: it gives the menu (from the suggested standard actions),
/// the rectangle the menu avoids and points at, and hears when the menu shows and goes.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show; `suggestedActions` holds the standard edit actions the responder chain can
    /// perform. The default shows the suggested actions; nil shows no menu.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (in the interaction's view) the menu points at and keeps clear of; the default is
    /// the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}
