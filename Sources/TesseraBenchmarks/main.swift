import BenchmarkSupport
import CCairo
import UIKit

/// Tessera's benchmarks. Every figure is a ratio against a baseline measured in the same run, so a noisy
/// machine slows both sides alike.
/// `--appearance` runs only the appearance figures; `--controls` only the controls figures; `--feed` only the
/// Auto Layout feed figures. For callgrind: `--controls-profile` renders five screens of controls (with `STATE`
/// set, toggles one control's state 100 times); `--feed-profile constraints|frames|resize-constraints|resize-frames`
/// builds or re-lays one version of the feed; `--appearance-profile entering|entering-bare|retheme|layout`
/// repeats one side of an appearance figure ten times.
if let index = CommandLine.arguments.firstIndex(of: "--feed-profile"), index + 1 < CommandLine.arguments.count {
    FeedBenchmark.profile(CommandLine.arguments[index + 1])
    exit(0)
}
if CommandLine.arguments.contains("--appearance") {
    for figure in [AppearanceBenchmarks.enteringWindow(), AppearanceBenchmarks.retheme(), StyleSheetBenchmark.run()] { print(figure.line) }
    exit(0)
}
if CommandLine.arguments.contains("--controls-profile") {
    let window = ControlsBenchmarks.makeWindow()
    if ProcessInfo.processInfo.environment["STATE"] != nil {
        window.addSubview(ControlsBenchmarks.makeScreen())
        window.layoutAndDisplay()
        window.composite()
        let target = window.subviews[0].subviews[40] as! UIControl
        for _ in 0..<100 {
            target.isHighlighted.toggle()
            window.layoutAndDisplay()
            window.composite()
        }
        exit(0)
    }
    for _ in 0..<5 {
        window.subviews.first?.removeFromSuperview()
        window.addSubview(ControlsBenchmarks.makeScreen())
        window.layoutAndDisplay()
        window.composite()
    }
    exit(0)
}
if let index = CommandLine.arguments.firstIndex(of: "--appearance-profile"), index + 1 < CommandLine.arguments.count {
    AppearanceBenchmarks.profile(CommandLine.arguments[index + 1])
    exit(0)
}
if CommandLine.arguments.contains("--controls") {
    for figure in [ControlsBenchmarks.firstFrame(), ControlsBenchmarks.stateChange()] { print(figure.line) }
    exit(0)
}
if CommandLine.arguments.contains("--feed") {
    for figure in FeedBenchmark.run() { print(figure.line) }
    exit(0)
}
var figures: [Figure] = []
print("Tessera benchmarks (medians of interleaved runs)\n")

// 1. The frame scene: Tessera's drawing API against raw cairo and Pango.
let context = FrameScene.makeContext()
let raw = FrameScene.Raw()
let frame = Comparison.run("frame scene", rounds: 25, ours: { FrameScene.drawTessera(in: context) }, baseline: { raw.draw() })
print("Frame scene (200 rounded rects, 100 strings, 1170×2532 px): Tessera \(frame.ours.milliseconds), raw cairo/Pango \(frame.baseline.milliseconds)")
figures.append(Figure(label: "frame scene: Tessera ÷ raw cairo/Pango", value: frame.ratio, target: "≤ 1.10", met: frame.ratio <= 1.10))

// 2. PNG encoding of that frame: Tessera's encoder against cairo_surface_write_to_png.
let image = UIImage(cgImage: context.makeImage()!, scale: 3, orientation: .up)
var ourPNG = Data()
var cairoPNG = [UInt8]()
let png = Comparison.run("png", rounds: 9, warmup: 1, ours: { ourPNG = image.pngData()! }, baseline: {
    cairoPNG.removeAll(keepingCapacity: true)
    withUnsafeMutablePointer(to: &cairoPNG) { buffer in
        _ = cairo_surface_write_to_png_stream(raw.surface, { closure, data, length in
            let out = closure!.assumingMemoryBound(to: [UInt8].self)
            out.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, buffer)
    }
})
let speedup = 1 / png.ratio
let sizeRatio = Double(ourPNG.count) / Double(cairoPNG.count)
print("PNG of the frame: Tessera \(png.ours.milliseconds) (\(ourPNG.count / 1024) KiB), cairo_surface_write_to_png \(png.baseline.milliseconds) (\(cairoPNG.count / 1024) KiB)")
figures.append(Figure(label: "PNG encoding: speed-up over cairo_surface_write_to_png", value: speedup, target: "≥ 4", met: speedup >= 4))
figures.append(Figure(label: "PNG encoding: file size ÷ cairo's", value: sizeRatio, target: "≤ 1.3", met: sizeRatio <= 1.3))

// 3. Views and layers.
print("")
figures.append(ViewBenchmarks.firstFrame())
figures.append(ViewBenchmarks.smallChange())
figures.append(contentsOf: ViewBenchmarks.plainViews())
figures.append(ViewBenchmarks.deepNesting())

// 4. Auto Layout: a feed laid out with constraints against hand-written frames.
print("")
figures.append(contentsOf: FeedBenchmark.run())

// 5. Appearance: rules reaching views as they enter a window, and a theme switch.
print("")
figures.append(AppearanceBenchmarks.enteringWindow())
figures.append(AppearanceBenchmarks.retheme())
figures.append(StyleSheetBenchmark.run())

// 6. Controls: a screen of 200 controls, and one control's state change.
print("")
figures.append(ControlsBenchmarks.firstFrame())
figures.append(ControlsBenchmarks.stateChange())

print("")
for figure in figures { print(figure.line) }
exit(figures.allSatisfy(\.met) ? 0 : 1)

