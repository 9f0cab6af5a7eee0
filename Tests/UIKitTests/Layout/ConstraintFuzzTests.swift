import Foundation
import LayoutEngine
import Testing
import TesseraTesting
@testable import UIKit

/// Random views with random constraints, changed step by step (activated, deactivated, constants and
/// priorities changed), laid out after every step and compared with the same active constraints set up
/// afresh on new views.
///
/// Every view gets a position and a size at random non-required priorities, and random constraints
/// (any relation, attribute pairing UIKit accepts, multiplier, constant and priority, required ones too)
/// come and go. Soft constraints pulling apart can leave more than one best layout, so frames are not
/// compared blindly: the required constraints must hold in both layouts, the weighted error the engine
/// minimises must be the same, and a view's frame along an axis must be the same when the fresh layout
/// reports that axis as not ambiguous. Steps where a required constraint had to be broken are only
/// checked for finite frames: which one UIKit breaks depends on the order constraints arrived in.
@MainActor @Suite struct ConstraintFuzzTests {
    @Test func changedConstraintsLayOutAsAFreshSetUp() {
        let run = FuzzRun("ConstraintFuzzTests", defaultCases: 600)
        LogCapture.install()   // broken constraints and refused priority changes are logged
        var steps = 0, compared = 0, broken = 0
        run.forEachCase { index, random in
            let scene = ConstraintFuzzScene(viewCount: 2 + random.below(4), random: &random)
            for _ in 0..<(4 + random.below(12)) {
                scene.step(&random)
                steps += 1
                scene.root.layoutIfNeeded()
                let frames = scene.frames()
                #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy { $0.isFinite } }, "\(run.label(index)): \(frames)")
                guard !scene.hasBrokenConstraints else { broken += 1; continue }
                compared += scene.compareWithFreshSetUp(label: run.label(index))
            }
        }
        print("fuzz ConstraintFuzzTests: \(steps) steps, \(broken) with a broken required constraint, \(compared) unambiguous axes compared")
        if run.cases >= 50 && run.onlyCase == nil { #expect(compared > 0 && broken < steps) }
    }
}
