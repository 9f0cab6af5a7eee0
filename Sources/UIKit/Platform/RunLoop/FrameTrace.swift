/// Lines on standard error that say when input arrived and what each shown frame uploaded, when
/// `TESSERA_TRACE_FRAMES` is set: how tests and benchmarks see, from outside the process, that input
/// reaches the screen in the next frame and that a small change uploads a small area.
///
/// `input down|up X Y t=SECONDS` for each press and release of the mouse, and
/// `frame N uploaded=PIXELS drawable=PIXELS t=SECONDS` for each frame shown (media-clock seconds).
package enum FrameTrace {
    package static let isOn = ProcessEnvironment.value("TESSERA_TRACE_FRAMES") != nil

    package static func input(_ phase: String, _ point: CGPoint) {
        guard isOn else { return }
        write("input \(phase) \(Int(point.x)) \(Int(point.y)) t=\(CACurrentMediaTime())")
    }

    package static func frame(_ number: Int, uploaded: Int, drawable: Int) {
        guard isOn else { return }
        write("frame \(number) uploaded=\(uploaded) drawable=\(drawable) t=\(CACurrentMediaTime())")
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
