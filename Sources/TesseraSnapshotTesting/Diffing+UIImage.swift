import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Compares images pixel by pixel, requiring every pixel to match.
    nonisolated(unsafe) public static let image = Diffing.image()

    /// Compares images with a tolerance.
    ///
    /// Images are stored as PNG data. On a mismatch the failure carries the reference, the new image and a
    /// difference image (black where equal, brighter where more different) as attachments, as on iOS.
    /// Swift Testing and XCTest on Linux do not keep attachments, so the difference image is also written
    /// beside the failed snapshot (`SNAPSHOT_ARTIFACTS`, or the temporary folder) and its path named in
    /// the message.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (0…1).
    ///   - perceptualPrecision: How close a pixel's colour must be to count as a match (0…1): 0.98–0.99 is
    ///     about what the eye tells apart. Tessera measures the colour difference with CIE94 ΔE where
    ///     iOS uses Core Image's `CILabDeltaE`, so values near the threshold may judge slightly differently.
    ///   - scale: The scale a reference image read from disk gets; nil or 0 for the main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { data in
                let imageScale: CGFloat
                if let scale, scale != 0 { imageScale = scale } else { imageScale = mainScreenScale() }
                return UIImage(data: data, scale: imageScale) ?? UIImage()
            }
        ) { reference, new in
            guard let message = PixelComparison.failure(reference: reference, new: new, precision: precision,
                                                        perceptualPrecision: perceptualPrecision)
            else { return nil }
            let difference = PixelComparison.differenceImage(reference, new)
            var attachments = [DiffAttachment.data(toData(reference), name: "reference.png")]
            if let data = new.pngData() { attachments.append(.data(data, name: "failure.png")) }
            var text = message
            if let data = difference.pngData() {
                attachments.append(.data(data, name: "difference.png"))
                if let url = writeDifference(data) { text += "\nDifference image: \(url.path)" }
            }
            return (text, attachments)
        }
    }
}

/// The main screen's scale, read on the main thread.
private func mainScreenScale() -> CGFloat {
    onMainActor { UIScreen.main.scale }
}

/// Writes a difference image where the iOS library writes failed snapshots; the file's URL, or nil.
private func writeDifference(_ data: Data) -> URL? {
    let environment = ProcessInfo.processInfo.environment
    let folder = URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
        .appendingPathComponent("tessera-snapshot-differences", isDirectory: true)
    let url = folder.appendingPathComponent("\(UUID().uuidString).png")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    } catch {
        return nil
    }
}
