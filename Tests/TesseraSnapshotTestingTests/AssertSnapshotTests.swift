import Foundation
import SnapshotTesting
import Testing
import TesseraSnapshotTesting
import UIKit

/// A small card: a title label over a coloured bar, in a rounded box.
@MainActor
func card() -> UIView {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
    box.backgroundColor = UIColor(white: 0.95, alpha: 1)
    box.layer.cornerRadius = 8
    box.clipsToBounds = true
    let title = UILabel(frame: CGRect(x: 8, y: 4, width: 74, height: 20))
    title.text = "Tessera"
    title.font = .systemFont(ofSize: 15, weight: .semibold)
    title.textColor = .black
    box.addSubview(title)
    let bar = UIView(frame: CGRect(x: 8, y: 28, width: 50, height: 6))
    bar.backgroundColor = .systemBlue
    bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    bar.tag = 7
    box.addSubview(bar)
    return box
}

/// `assertSnapshot` against references committed under `__Snapshots__/AssertSnapshotTests/`, and its
/// failures reported as test issues.
@MainActor @Suite
struct AssertSnapshotTests {
    let scale1 = UITraitCollection(displayScale: 1)

    @Test func aViewMatchesItsCommittedImage() {
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: card(), as: .image(traits: scale1))
        }
    }

    @Test func aChangedViewFails() {
        let changed = card()
        changed.subviews[1].backgroundColor = .systemRed
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                // The reference of the test above.
                assertSnapshot(of: changed, as: .image(traits: scale1), testName: "aViewMatchesItsCommittedImage")
            }
        } matching: { issue in
            issue.description.contains("Newly-taken snapshot does not match reference.")
        }
    }

    @Test func aMissingReferenceFailsWhenRecordingIsOff() {
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: card(), as: .image(traits: scale1), named: "never-recorded")
            }
        } matching: { issue in
            issue.description.contains("New snapshot was not recorded because recording is disabled")
        }
    }

    @Test func aViewsHierarchyMatchesItsCommittedText() {
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: card(), as: .recursiveDescription)
        }
    }

    @Test func aViewControllerMatchesItsCommittedImage() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let content = card()
        content.frame.origin = CGPoint(x: 10, y: 30)
        controller.view.addSubview(content)
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe, size: CGSize(width: 110, height: 80), traits: scale1))
            assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe, size: CGSize(width: 110, height: 80)))
        }
    }
}
