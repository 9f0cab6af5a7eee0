import Foundation
import SnapshotTesting
import Testing
import TesseraSnapshotTesting
import UIKit

/// Hands a main-actor object to a background task that only passes it back to the main actor.
private struct Handoff<T>: @unchecked Sendable {
    let value: T
}

/// `assertSnapshot` called from a test that is not on the main actor: the strategies hop to it.
@Suite(.serialized)
struct OffMainActorTests {
    @Test func aSnapshotTakenOffTheMainActorRendersOnIt() async throws {
        let view = await MainActor.run { Handoff(value: squares().outer as UIView) }
        let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
        let image = await Task.detached {
            Handoff(value: take(view.value, strategy))
        }.value.value
        let rendered = try #require(image)
        #expect(rendered.cgImage?.width == 20)
        #expect(rgba(rendered, 2, 2) == [0, 0, 255, 255])
        #expect(rgba(rendered, 15, 15) == [255, 0, 0, 255])
    }
}
