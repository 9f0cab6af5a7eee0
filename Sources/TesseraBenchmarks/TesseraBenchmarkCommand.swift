import ArgumentParser
import BenchmarkSupport
import CCairo
import TextEngine
import UIKit

/// `TesseraBenchmarks`: Tessera's benchmarks. Every figure is a ratio against a baseline measured in the same
/// run, so a noisy machine slows both sides alike. Without flags every figure runs, and the exit status is 1
/// when one misses its target; the flags run one group of figures, or one side of a figure for callgrind.
@main
struct TesseraBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "TesseraBenchmarks",
        abstract: "Time Tessera against baselines run alongside and print the ratios.",
        discussion: "Without flags, every figure runs and the exit status is 1 when one misses its target. The profile options run one side of a figure, for callgrind.")

    @Flag(help: "Run only the frame-scene figures (200 rounded rectangles and 100 strings against raw cairo and Pango, its PNG encoding).")
    var frameScene = false

    @Flag(help: "Run only the view figures (the Views page's first frame against a raw cairo replay, one background change, plain views).")
    var views = false

    @Flag(help: "Run only the appearance figures.")
    var appearance = false

    @Flag(help: "Run only the container figures (a push transition frame, bar-item rules on 50 bars).")
    var containers = false

    @Flag(help: "Run only the text figures (typing and moving the caret in a 2,000-paragraph text view, the keyboard's first frame).")
    var text = false

    @Flag(help: "Run only the material figures (a list under blurred bars against opaque bars, an alert over a still screen).")
    var materials = false

    @Flag(help: "Run only the controls figures.")
    var controls = false

    @Flag(help: "Run only the animation figures (1,000 views animating, one small animation).")
    var animation = false

    @Option(help: ArgumentHelp("Make thirty frames of one side of the 1,000-animations figure: moving or still.", valueName: "side"))
    var animationProfile: String?

    @Option(help: ArgumentHelp("Draw one side of the frame-scene figure fifty times: tessera or raw.", valueName: "side"))
    var frameSceneProfile: String?

    @Option(help: ArgumentHelp("Make twenty first frames of one side of the views-page figure: tessera or raw.", valueName: "side"))
    var viewsProfile: String?

    @Flag(help: "Run only the list figures (a 1,000,000-row table, scroll steps, against Qt's QListView, diffable snapshots).")
    var tables = false

    @Option(help: ArgumentHelp("Repeat one side of a list figure: first, step, repaint or apply.", valueName: "side"))
    var tablesProfile: String?

    @Flag(help: "Run only the Auto Layout feed figures.")
    var feed = false

    @Flag(help: "Run only the constraint activation figures (activation beside 40 active constraints, rounds leaving constraints behind).")
    var activation = false

    @Flag(help: "Run only the window figures (needs a display: idle CPU, what a press uploads, frames until it shows).")
    var window = false

    @Flag(help: "Run only the launch figure (needs a display: exec to the first frame on screen, a one-label app against Qt 6 Widgets; the catalog's launch and memory).")
    var launch = false

    @Flag(help: "Run only the accessibility figures (the AT-SPI2 bridge on a scrolling table, GetChildren on a 1,000,000-row list, idle).")
    var accessibility = false

    @Flag(help: "Run only the deep nesting figures (10,000-deep against 1,000-deep chains of views).")
    var nesting = false

    @Flag(help: "Run only the Interface Builder figures (a 30-scene storyboard's initial controller, cells from a registered nib).")
    var interfaceBuilder = false

    @Option(help: ArgumentHelp("Build, use and free one chain of views this deep, for callgrind.", valueName: "depth"))
    var nestingProfile: Int?

    @Option(help: ArgumentHelp("Dequeue 200 new cells from one side of the nib cell figure, for callgrind: nib or class.",
                               valueName: "side"))
    var interfaceBuilderProfile: String?

    @Option(help: ArgumentHelp("Build or re-lay one version of the feed: constraints, frames, resize-constraints or resize-frames.",
                               valueName: "version"))
    var feedProfile: String?

    @Flag(help: "Render five screens of controls; with STATE set in the environment, toggle one control's state 100 times instead.")
    var controlsProfile = false

    @Option(help: ArgumentHelp("Repeat one side of an appearance figure ten times: entering, entering-bare, retheme or layout.",
                               valueName: "side"))
    var appearanceProfile: String?

    @Option(help: ArgumentHelp("Repeat one side of a material figure: step-blurred, step-opaque, first-blurred, first-opaque, keyboard (the keyboard's first frame) or keyboard-direct (its keys drawn into one context).",
                               valueName: "side"))
    var materialsProfile: String?

    @Option(help: ArgumentHelp("Repeat one side of the accessibility scroll figure: listening (60 steps, ten reports) or off (the same steps without the bridge). Run under dbus-run-session: the session bus carries the bridge.",
                               valueName: "side"))
    var accessibilityProfile: String?

    func run() throws {
        let met = MainActor.assumeIsolated { () -> Bool in
            if let feedProfile {
                FeedBenchmark.profile(feedProfile)
            } else if appearance {
                for figure in [AppearanceBenchmarks.enteringWindow(), AppearanceBenchmarks.retheme(), StyleSheetBenchmark.run()] { print(figure.line) }
            } else if controlsProfile {
                Self.profileControls(togglingState: ProcessInfo.processInfo.environment["STATE"] != nil)
            } else if let appearanceProfile {
                AppearanceBenchmarks.profile(appearanceProfile)
            } else if let animationProfile {
                AnimationBenchmarks.profile(animationProfile)
            } else if frameScene {
                for figure in Self.frameSceneFigures() { print(figure.line) }
            } else if views {
                for figure in [ViewBenchmarks.firstFrame(), ViewBenchmarks.smallChange()] + ViewBenchmarks.plainViews() { print(figure.line) }
            } else if let frameSceneProfile {
                FrameScene.profile(frameSceneProfile)
            } else if let viewsProfile {
                ViewBenchmarks.profileFirstFrame(viewsProfile)
            } else if animation {
                for figure in [AnimationBenchmarks.manyAnimations(), AnimationBenchmarks.smallAnimation()] { print(figure.line) }
            } else if let tablesProfile {
                TableBenchmarks.profile(tablesProfile)
            } else if tables {
                for figure in TableBenchmarks.run() { print(figure.line) }
            } else if containers {
                for figure in Self.containerFigures() { print(figure.line) }
            } else if text {
                for figure in Self.textFigures() { print(figure.line) }
            } else if let materialsProfile {
                if materialsProfile == "keyboard" || materialsProfile == "keyboard-direct" {
                    KeyboardBenchmarks.profile(direct: materialsProfile == "keyboard-direct")
                } else { MaterialBenchmarks.profile(materialsProfile) }
            } else if materials {
                for figure in MaterialBenchmarks.run() { print(figure.line) }
            } else if controls {
                for figure in [ControlsBenchmarks.firstFrame(), ControlsBenchmarks.stateChange()] { print(figure.line) }
            } else if feed {
                for figure in FeedBenchmark.run() { print(figure.line) }
            } else if activation {
                for figure in ActivationBenchmarks.run() { print(figure.line) }
            } else if let nestingProfile {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.makeKeyAndVisible()
                guard ViewBenchmarks.nest(max(1, nestingProfile), in: window) else { return false }
            } else if window {
                for figure in WindowBenchmarks.run() { print(figure.line) }
            } else if let accessibilityProfile {
                return AccessibilityBenchmarks.profile(accessibilityProfile)
            } else if launch {
                for figure in LaunchBenchmarks.run() { print(figure.line) }
            } else if accessibility {
                for figure in AccessibilityBenchmarks.run() { print(figure.line) }
            } else if nesting {
                for figure in ViewBenchmarks.deepNesting() { print(figure.line) }
            } else if let interfaceBuilderProfile {
                return InterfaceBuilderBenchmarks.profile(interfaceBuilderProfile)
            } else if interfaceBuilder {
                for figure in InterfaceBuilderBenchmarks.run() { print(figure.line) }
            } else {
                return Self.runAll()
            }
            return true
        }
        if !met { throw ExitCode(1) }
    }

    /// Five screens of controls, each rendered into a window; or, toggling the state, one screen with one
    /// control highlighted and unhighlighted 100 times.
    @MainActor
    static func profileControls(togglingState: Bool) {
        let window = ControlsBenchmarks.makeWindow()
        if togglingState {
            window.addSubview(ControlsBenchmarks.makeScreen())
            window.layoutAndDisplay()
            window.composite()
            let target = window.subviews[0].subviews[40] as! UIControl
            for _ in 0..<100 {
                target.isHighlighted.toggle()
                window.layoutAndDisplay()
                window.composite()
            }
            return
        }
        for _ in 0..<5 {
            window.subviews.first?.removeFromSuperview()
            window.addSubview(ControlsBenchmarks.makeScreen())
            window.layoutAndDisplay()
            window.composite()
        }
    }

    /// Every figure, printed as it is measured and then together; returns whether all met their targets.
    @MainActor
    static func runAll() -> Bool {
        var figures: [Figure] = []
        print("Tessera benchmarks (medians of interleaved runs)\n")
        // Each figure measures its own scene: windows a figure leaves shown would otherwise be laid out
        // and composited in every later frame (`advanceFrame` visits every shown window) and walked by
        // the accessibility bridge, making later figures depend on which ran before them.
        func measure(_ group: () -> [Figure]) {
            figures.append(contentsOf: group())
            let leftShown = UIApplication.shared.windows.filter { !$0.isHidden }
            for window in leftShown { window.isHidden = true }
        }

        // 1. The frame scene: Tessera's drawing API against raw cairo and Pango; 2. PNG encoding of that frame.
        measure { frameSceneFigures() }

        // 3. Views and layers.
        print("")
        measure { [ViewBenchmarks.firstFrame()] }
        measure { [ViewBenchmarks.smallChange()] }
        measure { ViewBenchmarks.plainViews() }
        measure { ViewBenchmarks.deepNesting() }

        // 4. Auto Layout: a feed laid out with constraints against hand-written frames.
        print("")
        measure { FeedBenchmark.run() }
        measure { ActivationBenchmarks.run() }

        // 5. Appearance: rules reaching views as they enter a window, and a theme switch.
        print("")
        measure { [AppearanceBenchmarks.enteringWindow()] }
        measure { [AppearanceBenchmarks.retheme()] }
        measure { [StyleSheetBenchmark.run()] }

        // 6. Controls: a screen of 200 controls, and one control's state change.
        print("")
        measure { [ControlsBenchmarks.firstFrame()] }
        measure { [ControlsBenchmarks.stateChange()] }

        // 7. Animation: many animations against still views, one small animation against a full frame.
        print("")
        measure { [AnimationBenchmarks.manyAnimations()] }
        measure { [AnimationBenchmarks.smallAnimation()] }

        // 8. Lists: a huge table, scrolling, against Qt's QListView, diffable snapshots.
        print("")
        measure { TableBenchmarks.run() }

        // 9. Text: typing and caret moves against a full layout, the keyboard's first frame.
        print("")
        measure { textFigures() }

        // 10. Containers: a push transition's frame, bar-item rules.
        print("")
        measure { containerFigures() }

        // 11. Materials: blurred bars over a scrolling list, an alert over a still screen.
        print("")
        measure { MaterialBenchmarks.run() }

        // 12. A real window: idle CPU, and a press reaching the screen.
        print("")
        measure { WindowBenchmarks.run() }

        // 13. Interface Builder: a storyboard's initial controller, cells from a registered nib.
        print("")
        measure { InterfaceBuilderBenchmarks.run() }

        // 14. Accessibility: the AT-SPI2 bridge on a scrolling table, a huge list's children, idle.
        print("")
        measure { AccessibilityBenchmarks.run() }

        // 15. Launch: exec to the first frame on screen, against Qt 6 Widgets.
        print("")
        measure { LaunchBenchmarks.run() }

        print("")
        for figure in figures { print(figure.line) }
        return figures.allSatisfy(\.met)
    }

    /// The frame scene (Tessera's drawing API against raw cairo and Pango), then its PNG encoding by
    /// Tessera's encoder against `cairo_surface_write_to_png`.
    @MainActor
    static func frameSceneFigures() -> [Figure] {
        let context = FrameScene.makeContext()
        let raw = FrameScene.Raw()
        let frame = Comparison.run("frame scene", rounds: 25, ours: { FrameScene.drawTessera(in: context) }, baseline: { raw.draw() })
        print("Frame scene (200 rounded rects, 100 strings, 1170×2532 px): Tessera \(frame.ours.milliseconds), raw cairo/Pango \(frame.baseline.milliseconds)")
        // Tessera reuses the layouts of strings it drew recently (`TextLayoutCache`); the raw baseline lays
        // every string out in every frame. The same scene with the cache emptied before each frame shows
        // what drawing strings never seen before costs over raw Pango.
        let cold = Comparison.run("frame scene, strings new", rounds: 15, prepare: { TextLayoutCache.shared.removeAll() },
                                  ours: { FrameScene.drawTessera(in: context) }, baseline: { raw.draw() })
        print("Frame scene with every string laid out anew: Tessera \(cold.ours.milliseconds), raw \(cold.baseline.milliseconds) (\(String(format: "%.3f", cold.ratio)) ÷ raw; not a target)")
        return [Figure(label: "frame scene: Tessera ÷ raw cairo/Pango", value: frame.ratio, target: "≤ 1.05", met: frame.ratio <= 1.05)]
            + pngFigures(context: context, raw: raw)
    }

    /// The text figures: typing and caret moves in a long text view, the software keyboard's first frame
    /// and the same keyboard shown again.
    @MainActor
    static func textFigures() -> [Figure] {
        [TextBenchmarks.typing(), TextBenchmarks.caretByLine()] + KeyboardBenchmarks.firstFrame()
    }

    /// The container figures: bar-item appearance rules on a window of bars.
    @MainActor
    static func containerFigures() -> [Figure] {
        [ContainerBenchmarks.pushTransition(), BarBenchmarks.run()]
    }

    /// The frame scene encoded as PNG by Tessera and by `cairo_surface_write_to_png`: speed and file size.
    @MainActor
    static func pngFigures(context: CGContext, raw: FrameScene.Raw) -> [Figure] {
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
        return [Figure(label: "PNG encoding: speed-up over cairo_surface_write_to_png", value: speedup, target: "≥ 4", met: speedup >= 4),
                Figure(label: "PNG encoding: file size ÷ cairo's", value: sizeRatio, target: "≤ 1.3", met: sizeRatio <= 1.3)]
    }
}
