/// Constraints in the order they joined, with removal in O(1) amortised time: each constraint remembers
/// its index in the list (`NSLayoutConstraint.slots`), removal leaves a hole, and the holes are squeezed
/// out (indexes rewritten) once they are half the list. Scanning a view's list to find a constraint made
/// activation slower the more constraints a view already had; order is kept because `view.constraints`
/// and the engine's insertion order (which decides ties between equally good solutions) depend on it.
///
/// A constraint is in up to 1 + n such lists at once: its container's installed list (position 0) and
/// the referencing list of each of its n distinct items (positions 1…n), and in its host's pending queue
/// (position `ConstraintSlots.pending`). Each entry stores which position it fills, so compaction
/// updates the right index.
@MainActor
struct ConstraintList {
    private var entries: [(constraint: NSLayoutConstraint?, position: Int)] = []
    private var holes = 0

    /// Whether the list holds no constraint.
    var isEmpty: Bool { entries.count == holes }

    /// The constraints in the order they joined.
    var all: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(entries.count - holes)
        for entry in entries { if let constraint = entry.constraint { result.append(constraint) } }
        return result
    }

    /// Makes room for `count` constraints when the list is empty (a batch about to be installed on a
    /// view); a list that holds some already grows as it does.
    mutating func reserveCapacity(_ count: Int) {
        if entries.isEmpty { entries.reserveCapacity(count) }
    }

    /// Adds a constraint at the end, recording its index in the constraint's slot `position`.
    mutating func append(_ constraint: NSLayoutConstraint, position: Int) {
        constraint.slots[position] = entries.count
        entries.append((constraint, position))
    }

    /// Removes the constraint whose slot `position` is set (nothing when it is not in a list there).
    mutating func remove(_ constraint: NSLayoutConstraint, position: Int) {
        let index = constraint.slots[position]
        guard index >= 0, index < entries.count, entries[index].constraint === constraint else { return }
        entries[index].constraint = nil
        constraint.slots[position] = -1
        holes += 1
        if holes == entries.count {
            // Empty: drop the storage too, so a list that once held many constraints keeps no memory.
            entries = []
            holes = 0
        } else if holes >= 16, holes * 2 >= entries.count {
            compact()
        }
    }

    /// Takes every constraint out (their slots at `position` cleared), in order.
    mutating func removeAll() -> [NSLayoutConstraint] {
        let result = all
        for (index, entry) in entries.enumerated() {
            // A slot that now points elsewhere (the constraint joined another list since) is left alone.
            if let constraint = entry.constraint, constraint.slots[entry.position] == index { constraint.slots[entry.position] = -1 }
        }
        entries = []
        holes = 0
        return result
    }

    /// Drops the holes, moving each constraint down and updating its recorded index.
    private mutating func compact() {
        var kept: [(constraint: NSLayoutConstraint?, position: Int)] = []
        kept.reserveCapacity(entries.count - holes)
        for entry in entries {
            guard let constraint = entry.constraint else { continue }
            constraint.slots[entry.position] = kept.count
            kept.append(entry)
        }
        entries = kept
        holes = 0
    }
}

/// A constraint's indexes in the lists that hold it (-1: in none): position 0 is its container's
/// installed list, 1…n its items' referencing lists (in the order `AutoLayoutHost.activate` met the
/// items), and `pending` its host's queue. Two items and the queue are stored inline; more items (a view
/// controller's layout-support terms) go to an array.
struct ConstraintSlots {
    /// The position of the host's pending queue.
    static let pending = -1
    private var pendingIndex = -1
    private var inline = (-1, -1, -1)
    private var more: [Int] = []

    subscript(position: Int) -> Int {
        get {
            switch position {
            case Self.pending: pendingIndex
            case 0: inline.0
            case 1: inline.1
            case 2: inline.2
            default: position - 3 < more.count ? more[position - 3] : -1
            }
        }
        set {
            switch position {
            case Self.pending: pendingIndex = newValue
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default:
                while more.count <= position - 3 { more.append(-1) }
                more[position - 3] = newValue
            }
        }
    }
}
