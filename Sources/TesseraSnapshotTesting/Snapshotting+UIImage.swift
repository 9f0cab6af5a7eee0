@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images pixel by pixel, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Compares images with a tolerance, stored as PNG.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (0…1).
    ///   - perceptualPrecision: How close a pixel's colour must be to count as a match (0…1).
    ///   - scale: The scale of the reference image on disk; nil for the main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
