import Foundation
import SnapshotTesting
import Testing
import TesseraSnapshotTesting
import UIKit

/// A 20×20 red square with a 10×10 blue square in its top-left corner.
@MainActor
func squares(inner: UIColor = .blue) -> (outer: UIView, inner: UIView) {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    outer.backgroundColor = .red
    let innerView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    innerView.backgroundColor = inner
    outer.addSubview(innerView)
    return (outer, innerView)
}

/// The un-premultiplied colour of a pixel as 0…255 integers.
func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.cgImage!.pixel(x: x, y: y)!
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// What a strategy makes of a value (the strategies here answer at once).
func take<Value, Format>(_ value: Value, _ strategy: Snapshotting<Value, Format>) -> Format? {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result
}

/// The one file with `suffix` in `folder` (verifySnapshot names files after the test and the name given).
func onlyFile(in folder: String, endingWith suffix: String) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(suffix) }
    try #require(names.count == 1)
    return URL(fileURLWithPath: folder).appendingPathComponent(names[0])
}

/// A fresh folder for snapshots, removed by the caller.
func temporaryFolder() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshot-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

@MainActor @Suite
struct ImageStrategyTests {
    let scale1 = UITraitCollection(displayScale: 1)

    @Test func recordsAReferenceThenMatchesItThenFailsWhenTheViewChanges() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (view, inner) = squares()
        let strategy = Snapshotting<UIView, UIImage>.image(traits: scale1)

        let first = verifySnapshot(of: view, as: strategy, named: "squares", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk") == true)
        let file = try onlyFile(in: folder, endingWith: "squares.png")
        let recorded = try #require(UIImage(data: try Data(contentsOf: file)))
        #expect(recorded.cgImage?.width == 20 && recorded.cgImage?.height == 20)
        #expect(rgba(recorded, 2, 2) == [0, 0, 255, 255])
        #expect(rgba(recorded, 15, 15) == [255, 0, 0, 255])

        #expect(verifySnapshot(of: view, as: strategy, named: "squares", record: .missing, snapshotDirectory: folder) == nil)

        inner.backgroundColor = .green
        let failure = try #require(verifySnapshot(of: view, as: strategy, named: "squares", record: .missing,
                                                  snapshotDirectory: folder))
        #expect(failure.contains("Newly-taken snapshot does not match reference."))
        // The difference image: white over the changed square, black elsewhere.
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
        let path = String(line.dropFirst("Difference image: ".count))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let difference = try #require(UIImage(contentsOfFile: path))
        #expect(rgba(difference, 3, 3) == [255, 255, 255, 255])
        #expect(rgba(difference, 15, 15) == [0, 0, 0, 255])
        #expect(rgba(difference, 12, 3) == [0, 0, 0, 255])
    }

    @Test func precisionCountsMatchingPixels() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (view, _) = squares()
        _ = verifySnapshot(of: view, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)
        // One pixel of 400 changes: 99.75 % match.
        let speck = UIView(frame: CGRect(x: 19, y: 19, width: 1, height: 1))
        speck.backgroundColor = .black
        view.addSubview(speck)
        #expect(verifySnapshot(of: view, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)?
            .contains("Newly-taken snapshot does not match reference.") == true)
        #expect(verifySnapshot(of: view, as: .image(precision: 0.99, traits: scale1), named: "base",
                               snapshotDirectory: folder) == nil)
        let strict = verifySnapshot(of: view, as: .image(precision: 0.999, traits: scale1), named: "base",
                                    snapshotDirectory: folder)
        #expect(strict?.contains("Actual image precision 0.9975 is less than required 0.999") == true)
    }

    @Test func perceptualPrecisionToleratesColoursTheEyeCannotTellApart() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (view, inner) = squares()
        _ = verifySnapshot(of: view, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)

        inner.backgroundColor = UIColor(red: 0, green: 0, blue: 0.985, alpha: 1)
        #expect(verifySnapshot(of: view, as: .image(traits: scale1), named: "base", snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: view, as: .image(perceptualPrecision: 0.98, traits: scale1), named: "base",
                               snapshotDirectory: folder) == nil)

        inner.backgroundColor = .green
        let failure = verifySnapshot(of: view, as: .image(perceptualPrecision: 0.98, traits: scale1), named: "base",
                                     snapshotDirectory: folder)
        #expect(failure?.contains("The percentage of pixels that match 0.75 is less than required 1.0") == true)
        #expect(failure?.contains("The lowest perceptual color precision") == true)
        // A quarter of the pixels differ: 75 % precision lets it pass.
        #expect(verifySnapshot(of: view, as: .image(precision: 0.75, perceptualPrecision: 0.98, traits: scale1),
                               named: "base", snapshotDirectory: folder) == nil)
    }

    @Test func sizeAndScaleSetTheImage() throws {
        let (view, _) = squares()
        let image = try #require(take(view as UIView, .image(size: CGSize(width: 40, height: 10),
                                                               traits: UITraitCollection(displayScale: 2))))
        #expect(image.cgImage?.width == 80 && image.cgImage?.height == 20)
        #expect(image.scale == 2)
        // The view was laid out at 40×10 for the snapshot and got its own frame back.
        #expect(rgba(image, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(image, 70, 5) == [255, 0, 0, 255])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func traitsReachTheViewAndItsDynamicColours() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .systemBackground
        let dark = try #require(take(view, .image(traits: UITraitCollection(traitsFrom: [
            scale1, UITraitCollection(userInterfaceStyle: .dark)]))))
        let light = try #require(take(view, .image(traits: UITraitCollection(traitsFrom: [
            scale1, UITraitCollection(userInterfaceStyle: .light)]))))
        #expect(rgba(dark, 1, 1) == [0, 0, 0, 255])
        #expect(rgba(light, 1, 1) == [255, 255, 255, 255])
    }

    @Test func aViewInAHierarchyGoesBackToItsPlace() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (view, _) = squares()
        view.frame.origin = CGPoint(x: 5, y: 7)
        let sibling = UIView()
        container.addSubview(view)
        container.addSubview(sibling)
        _ = take(view as UIView, .image(size: CGSize(width: 30, height: 30), traits: scale1))
        #expect(view.superview === container)
        #expect(container.subviews.first === view && container.subviews.last === sibling)
        #expect(view.frame == CGRect(x: 5, y: 7, width: 20, height: 20))
    }

    @Test func anEmptyViewFailsWithTheLibrarysMessage() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (view, _) = squares()
        _ = verifySnapshot(of: view, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)
        let empty = UIView()
        #expect(verifySnapshot(of: empty, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)?
            .contains("Newly-taken snapshot is empty.") == true)
        let wider = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(verifySnapshot(of: wider, as: .image(traits: scale1), named: "base", snapshotDirectory: folder)?
            .contains("Newly-taken snapshot@(30.0, 20.0) does not match reference@(20.0, 20.0).") == true)
    }

    @Test func imagesCompareAsImagesAndReadBackAtTheirScale() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (view, inner) = squares()
        let image = view.snapshotImage(scale: 2)
        #expect(verifySnapshot(of: image, as: .image(scale: 2), named: "image", snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: image, as: .image(scale: 2), named: "image", snapshotDirectory: folder) == nil)
        let data = try Data(contentsOf: try onlyFile(in: folder, endingWith: "image.png"))
        let read = Snapshotting<UIImage, UIImage>.image(scale: 2).diffing.fromData(data)
        #expect(read.scale == 2 && read.size == CGSize(width: 20, height: 20))
        inner.backgroundColor = .yellow
        let failure = verifySnapshot(of: view.snapshotImage(scale: 2), as: .image(scale: 2), named: "image",
                                     snapshotDirectory: folder)
        #expect(failure?.contains("Newly-taken snapshot does not match reference.\nDifference image: ") == true)
    }
}
