import UIKit

/// Compares rendered images with reference PNGs checked in beside the tests.
///
/// References live in a `References` folder next to the test file that asks for them. A missing reference
/// fails the check; set `TESSERA_RECORD_SNAPSHOTS=1` to write references from the current output (the check
/// still fails, so a recorded run is never mistaken for a passing one). On a mismatch the actual image and
/// a difference image are written to `$TMPDIR/tessera-snapshots/` and named in the error.
public struct SnapshotReference: Sendable {
    /// How different two images may be and still match.
    public struct Tolerance: Sendable {
        /// The largest difference of one channel (0…255) that counts as equal.
        public var channel: Int
        /// The fraction of pixels allowed to differ by more than `channel`.
        public var fraction: Double

        /// Creates a tolerance.
        public init(channel: Int = 8, fraction: Double = 0.002) {
            self.channel = channel
            self.fraction = fraction
        }

        /// Exact equality.
        public static let exact = Tolerance(channel: 0, fraction: 0)
        /// The default: small anti-aliasing differences pass.
        public static let standard = Tolerance()
    }

    /// The reference's name (file name without `.png`).
    public let name: String
    /// The folder holding the reference.
    public let directory: URL

    /// A reference in the `References` folder beside the calling test file.
    public init(_ name: String, filePath: StaticString = #filePath) {
        self.name = name
        self.directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("References")
    }

    /// Checks that `image` matches the reference within `tolerance`; throws a readable failure otherwise.
    public func verify(_ image: UIImage, tolerance: Tolerance = .standard) throws {
        guard let actual = image.cgImage else { throw SnapshotFailure(message: "\(name): the image is empty") }
        let url = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["TESSERA_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData()?.write(to: url)
            throw SnapshotFailure(message: "\(name): recorded a new reference at \(url.path); run again without TESSERA_RECORD_SNAPSHOTS")
        }
        guard let data = FileManager.default.contents(atPath: url.path), let reference = UIImage(data: data)?.cgImage else {
            throw SnapshotFailure(message: "\(name): no reference at \(url.path); record one with TESSERA_RECORD_SNAPSHOTS=1")
        }
        guard let difference = ImageDifference(actual, reference) else {
            throw SnapshotFailure(message: "\(name): size \(actual.width)×\(actual.height) differs from the reference's \(reference.width)×\(reference.height)")
        }
        guard difference.exceeds(tolerance) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualURL = folder.appendingPathComponent("\(name)-actual.png")
        try? image.pngData()?.write(to: actualURL)
        if let diff = difference.image { try? PNGData.write(diff, to: folder.appendingPathComponent("\(name)-diff.png")) }
        throw SnapshotFailure(message: "\(name): \(difference) (allowed: channel ±\(tolerance.channel), \(tolerance.fraction * 100)% of pixels); actual image at \(actualURL.path)")
    }
}

/// Why a snapshot did not match.
public struct SnapshotFailure: Error, CustomStringConvertible {
    /// What went wrong, with paths to look at.
    public let message: String
    public var description: String { message }
}

/// How two equally sized images differ.
public struct ImageDifference: CustomStringConvertible {
    /// The largest difference of any channel of any pixel (0…255).
    public let maximumChannelDifference: Int
    /// The number of pixels differing by more than the tolerance's channel limit, per limit asked.
    let differingPixels: (Int) -> Int
    /// The number of pixels compared.
    public let pixelCount: Int
    /// A picture of the differences (red where they differ), when any.
    let image: CGImage?

    /// Compares two images pixel by pixel (un-premultiplied RGBA); nil when their sizes differ.
    public init?(_ a: CGImage, _ b: CGImage) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var deltas = [UInt8](repeating: 0, count: a.width * a.height)
        var maximum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)!, q = b.pixel(x: x, y: y)!
                // Colour differences matter in proportion to how visible the pixel is.
                let visibility = Int(max(p.alpha, q.alpha))
                func d(_ u: UInt8, _ v: UInt8) -> Int { abs(Int(u) - Int(v)) * visibility / 255 }
                let delta = max(d(p.red, q.red), d(p.green, q.green), d(p.blue, q.blue), abs(Int(p.alpha) - Int(q.alpha)))
                deltas[y * a.width + x] = UInt8(delta)
                maximum = max(maximum, delta)
            }
        }
        maximumChannelDifference = maximum
        pixelCount = deltas.count
        let frozen = deltas
        differingPixels = { limit in frozen.reduce(0) { $0 + (Int($1) > limit ? 1 : 0) } }
        if maximum > 0 {
            let width = a.width, height = a.height
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: {
                let f = UIGraphicsImageRendererFormat(); f.scale = 1; f.opaque = true; return f
            }())
            image = renderer.image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: width, height: height))
                for (i, delta) in frozen.enumerated() where delta > 0 {
                    UIColor(red: 1, green: 0, blue: 0, alpha: 0.2 + 0.8 * CGFloat(delta) / 255).setFill()
                    context.fill(CGRect(x: i % width, y: i / width, width: 1, height: 1))
                }
            }.cgImage
        } else {
            image = nil
        }
    }

    /// Whether the difference is beyond `tolerance`.
    public func exceeds(_ tolerance: SnapshotReference.Tolerance) -> Bool {
        Double(differingPixels(tolerance.channel)) > tolerance.fraction * Double(pixelCount)
    }

    public var description: String {
        "\(differingPixels(0)) of \(pixelCount) pixels differ, by up to \(maximumChannelDifference)"
    }
}

enum PNGData {
    static func write(_ image: CGImage, to url: URL) throws {
        try UIImage(cgImage: image).pngData()?.write(to: url)
    }
}
