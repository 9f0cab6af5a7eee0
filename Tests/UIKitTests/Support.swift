import TesseraTesting
import UIKit

/// A renderer at scale 1 (one point is one pixel), transparent unless `opaque`.
func render(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
}

/// The un-premultiplied colour of a pixel as 0…255 integers.
func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.cgImage!.pixel(x: x, y: y)!
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

/// Rows of an image whose pixels are not transparent (ink), top to bottom.
func inkRows(_ image: UIImage) -> [Int] {
    let cg = image.cgImage!
    return (0..<cg.height).filter { y in (0..<cg.width).contains { cg.pixel(x: $0, y: y)!.alpha > 40 } }
}

/// Columns of an image with ink.
func inkColumns(_ image: UIImage) -> [Int] {
    let cg = image.cgImage!
    return (0..<cg.width).filter { x in (0..<cg.height).contains { cg.pixel(x: x, y: $0)!.alpha > 40 } }
}

/// A key, visible, white window filling an iPhone screen at scale 1 (one point is one pixel of
/// `window.screen.snapshotImage()`), for tests that read what the compositor shows.
@MainActor
func phoneWindowAtScale1() -> UIWindow { windowAtScale1(.iPhone) }

/// The same on an iPad screen.
@MainActor
func padWindowAtScale1() -> UIWindow { windowAtScale1(.iPad) }

/// A key, visible, white window filling a screen of `profile` at scale 1.
@MainActor
func windowAtScale1(_ profile: UIScreen.DeviceProfile) -> UIWindow {
    let window = keyWindow(profile, scale: 1)
    window.backgroundColor = .white
    return window
}

/// A key, visible window filling a screen of `profile` at `scale`, with no background colour.
@MainActor
func keyWindow(_ profile: UIScreen.DeviceProfile, scale: CGFloat) -> UIWindow {
    var profile = profile
    profile.scale = scale
    let screen = UIScreen(profile: profile)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.frame = screen.bounds
    window.makeKeyAndVisible()
    return window
}

/// Writes `image` as `<name>.png` into the folder `TESSERA_DEBUG_IMAGES` names, for a person to look at
/// what a test rendered; does nothing when the variable is unset, so tests write no files of their own.
func writeDebugImage(_ image: UIImage, named name: String) {
    guard let url = debugImageURL(named: name) else { return }
    try? image.pngData()?.write(to: url)
}

/// Writes already-encoded PNG bytes as `writeDebugImage(_:named:)` writes an image.
func writeDebugImage(data: Data, named name: String) {
    guard let url = debugImageURL(named: name) else { return }
    try? data.write(to: url)
}

/// Where a debugging image named `name` goes (the folder made if needed), or nil when none is asked for.
private func debugImageURL(named name: String) -> URL? {
    guard let folder = ProcessInfo.processInfo.environment["TESSERA_DEBUG_IMAGES"], !folder.isEmpty else { return nil }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return URL(fileURLWithPath: folder).appendingPathComponent(name + ".png")
}
