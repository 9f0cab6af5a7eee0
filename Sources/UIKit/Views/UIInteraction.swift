/// A behaviour attached to a view: context menus, edit menus and other interactions install their
/// gesture recognizers on the view they are added to, and remove them when taken off.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to (held weakly by the interaction), nil when none.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added. Setting the list removes the
    /// old ones and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { viewExtras?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches an interaction (taking it off any other view first); adding it twice does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        if extras.interactions.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        extras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction; one not attached to the view is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = viewExtras?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
