/// A layout guide that follows something on screen (the keyboard) and switches sets of constraints as
/// it comes near an edge of its view or goes away from one.
///
/// Constraints given for an edge are active while the guide is near that edge (or away from it) and
/// inactive otherwise; the guide re-evaluates them whenever it moves.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// Creates a guide.
    public override init() {
        super.init()
    }

    /// Sets the constraints active while the guide is near `edge` (replacing those given before for it).
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        if let index = nearConstraints.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(nearConstraints[index].constraints)
            nearConstraints.remove(at: index)
        }
        nearConstraints.append((edge, trackingConstraints))
        updateTrackedConstraints()
    }

    /// Sets the constraints active while the guide is away from `edge`.
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        if let index = awayConstraints.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(awayConstraints[index].constraints)
            awayConstraints.remove(at: index)
        }
        awayConstraints.append((edge, trackingConstraints))
        updateTrackedConstraints()
    }

    /// The constraints given for being near `edge`.
    public func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    /// The constraints given for being away from `edge`.
    public func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayConstraints.first { $0.edge == edge }?.constraints ?? []
    }

    /// Forgets every tracked constraint, deactivating them.
    public func removeAllTrackedConstraints() {
        for entry in nearConstraints + awayConstraints { NSLayoutConstraint.deactivate(entry.constraints) }
        nearConstraints = []
        awayConstraints = []
    }

    /// The edges of its view the guide is near now (subclasses say).
    var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Activates the constraints of the edges the guide is near (or away from) and deactivates the rest.
    func updateTrackedConstraints() {
        let near = edgesNear
        var activate: [NSLayoutConstraint] = [], deactivate: [NSLayoutConstraint] = []
        for entry in nearConstraints {
            if near.isSuperset(of: entry.edge) { activate += entry.constraints } else { deactivate += entry.constraints }
        }
        for entry in awayConstraints {
            if near.isDisjoint(with: entry.edge) { activate += entry.constraints } else { deactivate += entry.constraints }
        }
        NSLayoutConstraint.deactivate(deactivate.filter(\.isActive))
        NSLayoutConstraint.activate(activate.filter { !$0.isActive })
    }
}
