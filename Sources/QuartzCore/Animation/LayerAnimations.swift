/// The animations running on layers, stepped by the frame clock.
///
/// Each animation runs on its layer's time (`CALayer.convertTime`), so a layer with speed 0 holds its
/// subtree's animations still.
///
/// Each frame: `step(at:)` starts animations whose begin time came (`animationDidStart`) and ends those
/// that ran out (removed unless they fill forwards, then `animationDidStop(_:finished: true)`), before
/// layout. Around compositing, `showPresentation(at:)` writes each animated property's presentation
/// value into the layer's storage (so the compositor draws it, and damage covers the old and new
/// places), and `restoreModel()` puts the model values back right after, so everything else (hit
/// testing, layout, reading properties) sees the model, as in UIKit.
@MainActor
package enum LayerAnimations {
    /// One animation on one layer.
    @MainActor
    final class Entry {
        let key: String
        let animation: CAAnimation
        var started = false
        /// Ended, and kept because it is not removed on completion: it shows its fill value and needs
        /// no more frames.
        var ended = false
        /// Told once when the animation stops, with whether it finished (transactions' completion
        /// blocks wait for these).
        var stopObservers: [@MainActor (Bool) -> Void] = []
        init(key: String, animation: CAAnimation) {
            self.key = key
            self.animation = animation
        }

        /// The animation stopped: its delegate and observers hear it once.
        func stopped(finished: Bool) {
            animation.delegate?.animationDidStop(animation, finished: finished)
            let observers = stopObservers
            stopObservers = []
            for observer in observers { observer(finished) }
        }
    }

    /// A layer's animations, in the order added, without keeping the layer alive.
    private struct LayerEntries {
        weak var layer: CALayer?
        var entries: [Entry]
    }

    private static var table: [ObjectIdentifier: LayerEntries] = [:]
    /// Model values replaced by presentation values while a frame composites.
    private static var saved: [(layer: CALayer, keyPath: String, value: AnimatableValue)] = []

    /// Whether any animation runs (the run loop keeps showing frames while one does); ended animations
    /// kept for their fill value do not count.
    /// Animations held still (speed 0, or on a paused layer) do not count either: whatever moves them
    /// asks for frames itself.
    package static var isAnimating: Bool {
        table.values.contains { record in
            record.entries.contains { !$0.ended && $0.animation.speed != 0 } && record.layer?.isTimePaused == false
        }
    }

    // MARK: Adding and removing

    static func add(_ animation: CAAnimation, forKey key: String?, to layer: CALayer) {
        let copy = animation.copy()
        if copy.beginTime == 0 { copy.beginTime = layer.convertTime(MediaClock.now, from: nil) }
        var key = key ?? "anonymous-\(ObjectIdentifier(copy).hashValue)"
        if let transition = copy as? CATransition {
            // A layer has one transition, under `kCATransition`, whatever the key given; its old look
            // is the layer as it draws now.
            key = kCATransition
            transition.snapshot = LayerSnapshot.image(of: layer)
            layer.flags.insert(.transitioning)
        }
        if let property = copy as? CAPropertyAnimation, let path = property.keyPath {
            if !LayerProperty.isAnimatable(path, of: layer) {
                TesseraLog.warning("QuartzCore", "CALayer.add(_:forKey:): key path \"\(path)\" is not animatable in Tessera; the animation shows nothing")
            }
            // An animation with no values, added by the action of a change, runs from the value on screen.
            if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
               let start = LayerActions.startValue(for: layer, keyPath: path) {
                basic.fromValue = start.object
            }
        }
        removeAnimation(forKey: key, from: layer)
        let entry = Entry(key: key, animation: copy)
        CATransaction.animationAdded { observer in entry.stopObservers.append(observer) }
        let id = ObjectIdentifier(layer)
        table[id, default: LayerEntries(layer: layer, entries: [])].entries.append(entry)
        layer.setNeedsComposite()
    }

    static func removeAnimation(forKey key: String, from layer: CALayer) {
        let id = ObjectIdentifier(layer)
        guard let index = table[id]?.entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = table[id]!.entries.remove(at: index)
        if table[id]!.entries.isEmpty { table[id] = nil }
        if entry.animation is CATransition { layer.flags.remove(.transitioning) }
        layer.setNeedsComposite()
        if !entry.ended { entry.stopped(finished: false) }
    }

    static func removeAll(from layer: CALayer) {
        for key in keys(of: layer) { removeAnimation(forKey: key, from: layer) }
    }

    /// A layer is being freed: its animations end unfinished (an address is reused by later layers,
    /// so nothing of it may stay in the table).
    static func layerWillFree(_ id: ObjectIdentifier) {
        guard !table.isEmpty, let record = table.removeValue(forKey: id) else { return }
        for entry in record.entries where !entry.ended { entry.stopped(finished: false) }
    }

    static func keys(of layer: CALayer) -> [String] {
        table[ObjectIdentifier(layer)]?.entries.map(\.key) ?? []
    }

    static func animation(forKey key: String, of layer: CALayer) -> CAAnimation? {
        table[ObjectIdentifier(layer)]?.entries.first { $0.key == key }?.animation
    }

    // MARK: The frame clock

    /// Starts and ends animations at `now` (before the frame's layout), in the order they were added.
    package static func step(at now: CFTimeInterval) {
        var finished: [(CALayer?, Entry)] = []
        for (id, record) in table {
            guard let layer = record.layer else {
                table[id] = nil
                continue
            }
            var kept: [Entry] = []
            let now = layer.localTime(fromMedia: now)
            for entry in record.entries {
                if entry.ended {
                    kept.append(entry)
                    continue
                }
                let animation = entry.animation
                if !entry.started, animation.hasBegun(at: now) {
                    entry.started = true
                    animation.delegate?.animationDidStart(animation)
                }
                if animation.hasEnded(at: now) {
                    finished.append((layer, entry))
                    entry.ended = true
                    if !animation.isRemovedOnCompletion { kept.append(entry) }
                } else {
                    kept.append(entry)
                }
                layer.setNeedsComposite()
            }
            table[id] = kept.isEmpty ? nil : LayerEntries(layer: layer, entries: kept)
            if layer.flags.contains(.transitioning), !kept.contains(where: { $0.animation is CATransition }) {
                layer.flags.remove(.transitioning)
            }
        }
        for (_, entry) in finished { entry.stopped(finished: true) }
    }

    /// The value `layer` shows for `keyPath` at `now`: its model value with every animation of that
    /// key path applied in order (nil when the layer has no such property).
    static func presentationValue(of layer: CALayer, _ keyPath: String, at now: CFTimeInterval) -> AnimatableValue? {
        guard var value = LayerProperty.value(of: layer, keyPath) else { return nil }
        guard let entries = table[ObjectIdentifier(layer)]?.entries, !entries.isEmpty else { return value }
        let now = layer.localTime(fromMedia: now)
        for entry in entries {
            if let group = entry.animation as? CAAnimationGroup {
                // Children run in the group's local time.
                guard let groupTime = group.localTime(at: now) else { continue }
                for child in group.animations ?? [] {
                    guard let property = child as? CAPropertyAnimation, property.keyPath == keyPath,
                          let local = property.localTime(at: groupTime),
                          let animated = property.presentedValue(atLocalTime: local, model: value) else { continue }
                    value = animated
                }
                continue
            }
            if keyPath == "transform", case .transform(let t) = value, let keyframe = entry.animation as? CAKeyframeAnimation,
               let local = keyframe.localTime(at: now), let angle = keyframe.rotation(atLocalTime: local) {
                // A layer moved along a path with a rotation mode turns with it.
                value = .transform(CATransform3DRotate(t, angle, 0, 0, 1))
                continue
            }
            guard let property = entry.animation as? CAPropertyAnimation, property.keyPath == keyPath,
                  let local = property.localTime(at: now), let animated = property.presentedValue(atLocalTime: local, model: value) else { continue }
            value = animated
        }
        return value
    }

    /// The transition `layer` shows at `now`, with its progress (nil when none shows).
    static func transition(of layer: CALayer, at now: CFTimeInterval = MediaClock.now) -> (CATransition, Double)? {
        guard let entry = table[ObjectIdentifier(layer)]?.entries.last(where: { $0.animation is CATransition }),
              let transition = entry.animation as? CATransition,
              let local = transition.localTime(at: layer.localTime(fromMedia: now)) else { return nil }
        return (transition, transition.progress(atLocalTime: local))
    }

    /// Writes `layer`'s presentation values at `now` into `copy` (a presentation layer).
    static func applyPresentation(of layer: CALayer, to copy: CALayer, at now: CFTimeInterval) {
        for path in animatedKeyPaths(of: layer) {
            if let value = presentationValue(of: layer, path, at: now) { LayerProperty.store(value, in: copy, path) }
        }
    }

    /// Writes presentation values into every animated layer's storage for compositing.
    package static func showPresentation(at now: CFTimeInterval) {
        // A frame made while one is being composited (a snapshot from a drawing callback) must not
        // save presentation values as model values: put the model back first.
        assert(saved.isEmpty, "presentation values are already shown")
        if !saved.isEmpty { restoreModel() }
        for record in table.values {
            guard let layer = record.layer else { continue }
            for path in animatedKeyPaths(of: layer) {
                guard let model = LayerProperty.value(of: layer, path),
                      let shown = presentationValue(of: layer, path, at: now), shown != model else { continue }
                saved.append((layer, path, model))
                LayerProperty.store(shown, in: layer, path)
            }
        }
    }

    /// The key paths a layer's animations drive (groups' children included), each once, in order.
    private static func animatedKeyPaths(of layer: CALayer) -> [String] {
        var paths: [String] = []
        for entry in table[ObjectIdentifier(layer)]?.entries ?? [] {
            var driven = (entry.animation as? CAAnimationGroup)?.keyPaths ?? [(entry.animation as? CAPropertyAnimation)?.keyPath].compactMap { $0 }
            if let keyframe = entry.animation as? CAKeyframeAnimation, keyframe.rotationMode != nil, keyframe.path != nil {
                driven.append("transform")
            }
            for path in driven where !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// Puts the model values back after compositing (last changed first, so nested key paths unwind).
    package static func restoreModel() {
        for (layer, path, value) in saved.reversed() { LayerProperty.store(value, in: layer, path) }
        saved = []
    }
}
