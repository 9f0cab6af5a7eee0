import Foundation
import QuartzCore
import Testing
import UIKit

/// A layer handed to another thread, which lets go of the last reference to it.
private final class HandedLayer: @unchecked Sendable {
    private let lock = NSLock()
    private var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
    /// Drops the reference, on the calling thread.
    func release() {
        lock.lock()
        let taken = layer
        layer = nil
        lock.unlock()
        _ = taken
    }
}

/// An animated layer whose last outside reference goes while a frame is being made. The frame holds
/// the layer until it is done with every value it shows or puts back, and the layer's animations hear
/// that they stopped once the frame has put the model values back, so what their delegates read is
/// the model.
@MainActor @Suite struct LayerFreedDuringFrameTests {
    /// A shape layer that calls `onLineWidth` each time its line width is stored: a frame stores the
    /// presentation value through the setter, then the model value back.
    final class ObservedShapeLayer: CAShapeLayer {
        var onLineWidth: ((CGFloat) -> Void)?
        override var lineWidth: CGFloat {
            didSet { onLineWidth?(lineWidth) }
        }
    }

    /// Records each stop, with another animated layer's opacity as the delegate reads it then.
    final class StopRecorder: CAAnimationDelegate {
        let other: CALayer
        var stops: [(finished: Bool, otherOpacity: Float)] = []
        init(other: CALayer) { self.other = other }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append((flag, other.opacity))
        }
    }

    /// A 100-second basic animation of `keyPath` from `from` to `to`.
    private func animation(_ keyPath: String, from: Double, to: Double, delegate: StopRecorder? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 100
        animation.delegate = delegate
        return animation
    }

    /// Leaves `layer` holding the only reference to itself, through its observer (the layer keeps the
    /// closure, the closure the reference), which lets go of it from inside a frame once `armed()` says
    /// so: when the frame stores the model line width (1) back, or with `whileShown` a presentation one.
    private func letGoOfItself(_ layer: ObservedShapeLayer, whileShown: Bool, armed: @escaping () -> Bool) {
        var holder: ObservedShapeLayer? = layer
        layer.onLineWidth = { width in
            guard holder != nil, armed(), (width == 1) != whileShown else { return }
            holder = nil
        }
    }

    /// `whileShown`: the reference goes when the frame stores the presentation line width (the walk
    /// that shows values holds the layer); otherwise when it stores the model width back (the walk
    /// that restores holds it, and has two more of the layer's values to put back after that one).
    @Test(arguments: [false, true])
    func aLayerLetGoDuringAFrameIsFreedAfterTheFrameIsDoneWithIt(whileShown: Bool) {
        // Another animated layer: while the frame is composited its storage holds the presentation opacity.
        let other = CALayer()
        other.opacity = 1
        other.add(animation("opacity", from: 0, to: 1), forKey: "fade")
        let recorder = StopRecorder(other: other)

        weak var freed: ObservedShapeLayer?
        var armed = false
        do {
            let layer = ObservedShapeLayer()
            freed = layer
            // The line width's animation is added last, so its model value is put back first and the
            // stroke end and opacity are still to come when the layer loses its reference.
            layer.add(animation("strokeEnd", from: 0, to: 1, delegate: recorder), forKey: "stroke")
            layer.add(animation("opacity", from: 0, to: 1, delegate: recorder), forKey: "fade")
            layer.add(animation("lineWidth", from: 1, to: 11, delegate: recorder), forKey: "width")
            letGoOfItself(layer, whileShown: whileShown) { armed }
        }
        #expect(freed != nil, "the holder keeps the layer until the frame")
        armed = true
        UIApplication.shared.advanceFrame()

        #expect(freed == nil, "the layer is freed by the frame that let go of it")
        #expect(recorder.stops.map(\.finished) == [false, false, false], "each animation hears once that it stopped unfinished")
        #expect(recorder.stops.allSatisfy { $0.otherOpacity == 1 },
                "delegates hear it with the model values back: \(recorder.stops.map(\.otherOpacity))")
        #expect(other.opacity == 1)
        other.removeAllAnimations()
    }

    /// A layer freed during a frame frees its sublayers with it. Animated sublayers still have records
    /// and saved values the frame has not reached yet (the table is walked in no particular order, so
    /// twenty pairs put some sublayers after their parents): the frame skips them.
    @Test(arguments: [false, true])
    func aLayerLetGoDuringAFrameTakesItsAnimatedSublayersWithIt(whileShown: Bool) {
        let other = CALayer()
        other.add(animation("opacity", from: 0, to: 1), forKey: "fade")
        let recorder = StopRecorder(other: other)
        var freed: [() -> CALayer?] = []
        var armed = false
        for _ in 0..<20 {
            let parent = ObservedShapeLayer()
            let child = CALayer()
            parent.addSublayer(child)
            weak let weakParent = parent, weakChild = child
            freed += [{ weakParent }, { weakChild }]
            parent.add(animation("lineWidth", from: 1, to: 11, delegate: recorder), forKey: "width")
            child.add(animation("opacity", from: 0, to: 1, delegate: recorder), forKey: "fade")
            child.add(animation("cornerRadius", from: 0, to: 5, delegate: recorder), forKey: "corners")
            letGoOfItself(parent, whileShown: whileShown) { armed }
        }
        #expect(freed.allSatisfy { $0() != nil })
        armed = true
        UIApplication.shared.advanceFrame()
        armed = false

        #expect(freed.allSatisfy { $0() == nil }, "every parent and its sublayer are freed by the frame")
        #expect(recorder.stops.count == 60 && recorder.stops.allSatisfy { !$0.finished },
                "each animation hears once that it stopped unfinished: \(recorder.stops.count)")
        #expect(recorder.stops.allSatisfy { $0.otherOpacity == 1 })
        other.removeAllAnimations()
    }

    /// An animated layer held only by the box returned, with its identifier.
    private func animatedLayerInABox() -> (HandedLayer, ObjectIdentifier) {
        let layer = CALayer()
        layer.add(animation("opacity", from: 0, to: 1), forKey: "fade")
        return (HandedLayer(layer), ObjectIdentifier(layer))
    }

    /// A property observer the frame runs while it holds the animation table may use the table: ask
    /// whether animations run, add one (which first finishes the removal of a layer another thread
    /// freed, queued for the main thread). Nothing waits on the frame's own lock, and the layer freed
    /// elsewhere leaves the table.
    @Test func aPropertyObserverMayUseTheAnimationTableDuringAFrame() {
        let shape = ObservedShapeLayer()
        shape.add(animation("lineWidth", from: 1, to: 11), forKey: "width")
        let target = CALayer()
        // An animated layer whose last reference goes on another thread: its removal waits for the main thread.
        // The box holds the only reference when the other thread takes it (made in a function of its own,
        // so no local here keeps the layer).
        let (box, doomedID) = animatedLayerInABox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.release()
            done.signal()
        }
        done.wait()
        #expect(LayerAnimations.isSkippedAsFreedElsewhere(doomedID), "walks skip the freed layer until its removal runs")
        var asked: [Bool] = []
        shape.onLineWidth = { _ in
            guard asked.isEmpty else { return }
            asked.append(LayerAnimations.isAnimating)
            target.add(self.animation("opacity", from: 0, to: 1), forKey: "added")
        }
        // The frame's walks, without the frame's first step (which would run the queued removal).
        LayerAnimations.showPresentation(at: MediaClock.now + 0.5)
        LayerAnimations.restoreModel()
        #expect(asked == [true], "the observer asked during the frame, and was answered")
        #expect(target.animationKeys() == ["added"])
        // Before anything else runs queued removals: the one the observer's addition ran inside the walk
        // took the id out of the set as the walk ended.
        #expect(!LayerAnimations.isSkippedAsFreedElsewhere(doomedID), "walks no longer skip the freed layer's address")
        #expect(LayerAnimations.recordCount { $0 == nil } == 0, "the layer freed elsewhere left the table")
        #expect(LayerAnimations.recordCount { $0 === shape } == 1)
        #expect(LayerAnimations.recordCount { $0 === target } == 1)
        shape.removeAllAnimations()
        target.removeAllAnimations()
    }
}
