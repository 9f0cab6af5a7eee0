import Testing
@testable import UIKit
@testable import QuartzCore

/// The frame phase debug builds record: each step of a frame runs in its phase (what the assertions
/// against marking layers while compositing, and compositing during layout, read), nested steps put
/// back the phase they were called in, and between frames it is idle.
@MainActor @Suite struct FramePhaseTests {
    /// A view that records the phase each of its callbacks ran in.
    private final class PhaseView: UIView {
        var seen: [String: FramePhase] = [:]
        override func layoutSubviews() {
            super.layoutSubviews()
            seen["layoutSubviews"] = FramePhase.current
        }
        override func draw(_ rect: CGRect) {
            seen["draw"] = FramePhase.current
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            seen["touchesBegan"] = FramePhase.current
        }
    }

    /// A label-like layer delegate that draws straight into the frame while compositing.
    private final class CompositingDrawer: NSObject, CALayerDelegate {
        var phase: FramePhase?
        func draw(_ layer: CALayer, in ctx: CGContext) { phase = FramePhase.current }
    }

    @Test func eachStepOfAFrameRunsInItsPhaseAndTheFrameEndsIdle() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = PhaseView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        window.addSubview(view)
        let drawer = CompositingDrawer()
        let text = CALayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        text.delegate = drawer
        text.drawsWhileCompositing = true
        view.layer.addSublayer(text)
        var observed: FramePhase?
        let owner = NSObject()
        UIApplication.shared.addFrameObserver(for: owner) { _ in observed = FramePhase.current }
        defer { UIApplication.shared.removeFrameObserver(for: owner) }
        #expect(FramePhase.current == .idle)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(observed == .animations)
        #expect(view.seen["layoutSubviews"] == .layout)
        #expect(view.seen["draw"] == .display)
        #expect(drawer.phase == .compositing)
        #expect(FramePhase.current == .idle)
    }

    @Test func touchesAreDeliveredInTheEventsPhaseAndALayoutInsideOneRestoresIt() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = PhaseView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        window.send(TouchInput(finger: 0, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: CACurrentMediaTime()))
        window.send(TouchInput(finger: 0, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: CACurrentMediaTime()))
        #expect(view.seen["touchesBegan"] == .events)
        #expect(FramePhase.current == .idle)
    }

    @Test func nestedPhasesRestoreTheOneTheyWereCalledIn() {
        var inner: FramePhase?, between: FramePhase?
        FramePhase.withPhase(.events) {
            FramePhase.withPhase(.layout) {
                FramePhase.withPhase(.display) { inner = FramePhase.current }
                between = FramePhase.current
            }
            #expect(FramePhase.current == .events)
        }
        #expect(inner == .display)
        #expect(between == .layout)
        #expect(FramePhase.current == .idle)
    }

    @Test func aThrowingBlockStillRestoresThePhase() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try FramePhase.withPhase(.animations) {
                #expect(FramePhase.current == .animations)
                throw Stop()
            }
        }
        #expect(FramePhase.current == .idle)
    }

    @Test func aViewsLayoutIfNeededOutsideAFrameRunsInTheLayoutPhase() {
        let view = PhaseView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.seen["layoutSubviews"] == .layout)
        #expect(FramePhase.current == .idle)
    }
}
