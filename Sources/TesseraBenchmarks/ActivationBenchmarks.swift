import BenchmarkSupport
import CMalloc
import Foundation
import UIKit

/// Activation cost: activating and deactivating a constraint should cost the same however many
/// constraints are already active on its views, and constraints deactivated before any layout pass
/// should be freed at once (not kept queued for the engine until the next pass).
@MainActor
enum ActivationBenchmarks {
    /// Two sibling views using constraints in a 390×844 container, with `active` constraints already
    /// active between them (low priority: they never conflict, and no layout pass runs anyway).
    private static func scene(active: Int) -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        for index in 0..<active { makeConstraints(a, b, seed: index)[index % 4].isActive = true }
        return (root, a, b)
    }

    /// Four constraints between `a` and `b` (one per anchor pair), at a low priority.
    private static func makeConstraints(_ a: UIView, _ b: UIView, seed: Int) -> [NSLayoutConstraint] {
        let constant = CGFloat(seed % 13)
        let constraints = [a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: constant),
                           a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: constant),
                           a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: constant),
                           a.heightAnchor.constraint(greaterThanOrEqualToConstant: constant)]
        for constraint in constraints { constraint.priority = .defaultLow }
        return constraints
    }

    /// `count` times: activate the four constraints, then deactivate them.
    private static func toggle(_ constraints: [NSLayoutConstraint], count: Int) {
        for _ in 0..<count {
            NSLayoutConstraint.activate(constraints)
            NSLayoutConstraint.deactivate(constraints)
        }
    }

    /// Both activation figures.
    static func run() -> [Figure] {
        [crowdedViews()] + leftBehind()
    }

    /// (a) Activating then deactivating 4 constraints 10,000 times on views with 40 active constraints,
    /// against the same on views with none.
    static func crowdedViews() -> Figure {
        let crowded = scene(active: 40), empty = scene(active: 0)
        let crowdedConstraints = makeConstraints(crowded.a, crowded.b, seed: 1)
        let emptyConstraints = makeConstraints(empty.a, empty.b, seed: 1)
        let result = Comparison.run("activation with 40 active", rounds: 9, warmup: 1,
                                    ours: { toggle(crowdedConstraints, count: 10_000) },
                                    baseline: { toggle(emptyConstraints, count: 10_000) })
        print("Activating and deactivating 4 constraints 10,000 times: 40 already active \(result.ours.milliseconds), none \(result.baseline.milliseconds)")
        withExtendedLifetime((crowded, empty)) {}
        return Figure(label: "activation: 40 constraints already active ÷ none", value: result.ratio, target: "≤ 1.1", met: result.ratio <= 1.1)
    }

    /// (b) Ten rounds of 10,000 activations and deactivations of 4 new constraints, each round leaving 4
    /// constraints active: the last round's time against the first's, and the malloc'd bytes once the
    /// constraints left behind are deactivated against those before the rounds.
    static func leftBehind() -> [Figure] {
        let (root, a, b) = scene(active: 0)
        let clock = ContinuousClock()
        // A round's time is the median of ten chunks of 1,000 iterations, so one slow moment on a shared
        // machine does not decide it.
        func round(_ number: Int) -> Duration {
            var chunks: [Duration] = []
            for chunk in 0..<10 {
                chunks.append(clock.measure {
                    for iteration in 0..<1_000 {
                        let constraints = makeConstraints(a, b, seed: number * 10_000 + chunk * 1_000 + iteration)
                        NSLayoutConstraint.activate(constraints)
                        NSLayoutConstraint.deactivate(constraints)
                    }
                })
            }
            return Comparison.median(chunks)
        }
        _ = round(0)   // warm-up: code paths, allocator pools
        let before = mallinfo2().uordblks
        var kept: [NSLayoutConstraint] = []
        var times: [Duration] = []
        for number in 1...10 {
            times.append(round(number))
            let left = makeConstraints(a, b, seed: number)
            NSLayoutConstraint.activate(left)
            kept += left
        }
        NSLayoutConstraint.deactivate(kept)
        kept = []
        let after = mallinfo2().uordblks
        withExtendedLifetime(root) {}
        let slowdown = times[9].seconds / times[0].seconds
        let growth = Double(after) / Double(before)
        print("10 rounds of 10,000 activations leaving 4 constraints each: round 1 \(times[0].milliseconds) per 1,000, round 10 \(times[9].milliseconds) per 1,000; malloc'd \(before / 1024) KiB before, \(after / 1024) KiB after")
        return [Figure(label: "activation: round 10 ÷ round 1, 4 left behind per round", value: slowdown, target: "≤ 1.1", met: slowdown <= 1.1),
                Figure(label: "activation: malloc'd bytes after the rounds ÷ before", value: growth, target: "≤ 1.05", met: growth <= 1.05)]
    }
}
