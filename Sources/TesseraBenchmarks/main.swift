import BenchmarkSupport
import CCairo
import UIKit

/// Tessera's benchmarks. Every figure is a ratio against a baseline measured in the same run, so a noisy
/// machine slows both sides alike.
/// `--appearance` runs only the appearance figures; `--controls` only the controls figures (`--controls-profile`
/// renders five screens of controls for callgrind); `--feed` runs only the Auto Layout feed figures; `--feed-profile constraints|frames` builds one version
/// ten times for callgrind.
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
    for _ in 0..<5 {
        window.subviews.first?.removeFromSuperview()
        window.addSubview(ControlsBenchmarks.makeScreen())
        window.layoutAndDisplay()
        window.composite()
    }
    exit(0)
}
if CommandLine.arguments.contains("--retheme-profile") {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let themes = [BenchTheme(text: .black, card: .white, font: .systemFont(ofSize: 15)),
                  BenchTheme(text: .white, card: .black, font: .systemFont(ofSize: 16))]
    UIApplication.shared.setTheme(themes[0])
    let tree = AppearanceBenchmarks.makeTree()
    window.addSubview(tree)
    window.layoutIfNeeded()
    for i in 0..<10 { UIApplication.shared.setTheme(themes[(i + 1) % 2]) }
    var everyView: [UIView] = []
    var stack = [tree]
    while let view = stack.popLast() { everyView.append(view); stack.append(contentsOf: view.subviews) }
    for _ in 0..<10 { for view in everyView { view.setNeedsLayout() }; window.layoutIfNeeded() }
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
if CommandLine.arguments.contains("--controls-split") {
    let window = ControlsBenchmarks.makeWindow()
    var a: [Double] = [], b: [Double] = []
    for _ in 0..<20 {
        window.subviews.first?.removeFromSuperview()
        window.addSubview(ControlsBenchmarks.makeScreen())
        let t0 = DispatchTime.now().uptimeNanoseconds
        window.layoutAndDisplay()
        let t1 = DispatchTime.now().uptimeNanoseconds
        window.composite()
        let t2 = DispatchTime.now().uptimeNanoseconds
        a.append(Double(t1 - t0) / 1e6); b.append(Double(t2 - t1) / 1e6)
    }
    print("layout+display", a.sorted()[10], "composite", b.sorted()[10])
    let direct = DirectDrawReplay(window: window)
    var c: [Double] = []
    for _ in 0..<20 { let t0 = DispatchTime.now().uptimeNanoseconds; direct.draw(); c.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6) }
    print("direct", c.sorted()[10])
    var d: [Double] = []
    for _ in 0..<20 {
        window.layer.setNeedsComposite()
        let t0 = DispatchTime.now().uptimeNanoseconds; window.composite(); d.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    print("recomposite", d.sorted()[10])
    for view in window.subviews[0].subviews { for sub in view.subviews where sub is UILabel { sub.isHidden = true } }
    var e: [Double] = []
    for _ in 0..<20 {
        window.layer.setNeedsComposite()
        let t0 = DispatchTime.now().uptimeNanoseconds; window.composite(); e.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    print("recomposite without labels", e.sorted()[10])
    let direct2 = DirectDrawReplay(window: window)
    var f: [Double] = []
    for _ in 0..<20 { let t0 = DispatchTime.now().uptimeNanoseconds; direct2.draw(); f.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6) }
    print("direct without labels", f.sorted()[10])
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

