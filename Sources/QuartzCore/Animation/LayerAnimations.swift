@_spi(TesseraInternals) import TesseraSupport

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
@preconcurrency @MainActor
package enum LayerAnimations {
    /// One animation on one layer.
    ///
    /// The properties every frame reads come first and the rest last: Swift lays a class's stored
    /// properties out in the order declared, and a frame visits every running animation after the
    /// compositor has pushed them out of the caches, so the fewer cache lines the walks touch, the
    /// fewer misses they wait on.
    @MainActor
    final class Entry {
        // Read by every frame's walks.
        var started = false
        /// Ended, and kept because it is not removed on completion: it shows its fill value and needs
        /// no more frames.
        var ended = false
        let hasValueFunction: Bool
        /// The animation's timing, read when it was added.
        let timing: AnimationTiming
        /// A plain basic animation's values and curve, read when it was added (see `BasicFrameSampler`).
        let sampler: BasicFrameSampler?
        /// What the animation is, read once (the frame loop would otherwise cast and call getters for
        /// every animation every frame).
        let property: CAPropertyAnimation?
        let group: CAAnimationGroup?
        let keyPath: String?
        /// The key path the animation drives, when it drives one only (most do): the walks then read
        /// no list. Nil when it drives several or none (see `drivenKeyPaths`).
        let soleDrivenKeyPath: String?
        /// The key paths the animation drives, each once (a group's children's; "transform" too for a
        /// path with a rotation mode).
        let drivenKeyPaths: [String]
        /// Whether the animation drives `path` (its sole key path read first: no list).
        func drives(_ path: String) -> Bool {
            if let sole = soleDrivenKeyPath { return sole == path }
            return drivenKeyPaths.contains(path)
        }
        /// The keyframe animation, when it moves the layer along a path with a rotation mode: it then
        /// turns the layer too, driving "transform" besides its own key path.
        let turningKeyframe: CAKeyframeAnimation?

        // Read when the animation is added, removed, starts or stops.
        let key: String
        let animation: CAAnimation
        /// Told once when the animation stops, with whether it finished (transactions' completion
        /// blocks wait for these).
        var stopObservers: [@MainActor (Bool) -> Void] = []

        init(key: String, animation: CAAnimation) {
            self.key = key
            self.animation = animation
            property = animation as? CAPropertyAnimation
            group = animation as? CAAnimationGroup
            keyPath = property?.keyPath
            var driven = group?.keyPaths ?? [keyPath].compactMap { $0 }
            if let keyframe = animation as? CAKeyframeAnimation, keyframe.rotationMode != nil, keyframe.path != nil {
                driven.append("transform")
                turningKeyframe = keyframe
            } else {
                turningKeyframe = nil
            }
            // Once each (a group may animate one key path twice).
            drivenKeyPaths = driven.enumerated().filter { !driven[..<$0.offset].contains($0.element) }.map(\.element)
            soleDrivenKeyPath = drivenKeyPaths.count == 1 ? drivenKeyPaths[0] : nil
            hasValueFunction = property?.valueFunction != nil
            timing = animation.timing
            sampler = (animation as? CABasicAnimation)?.frameSampler
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
    /// A class, so walking the table each frame copies a pointer.
    private final class LayerEntries {
        /// The layer, unretained. Not weak: a weak reference gives the layer a side table for the rest of
        /// its life, which sends every retain and release of it (a frame makes several) down the
        /// runtime's slow path.
        ///
        /// Invariant: read only while the layer's deinit has not begun. A layer freed on the main thread
        /// removes its record in its deinit (`layerWillFree`). A layer freed on another thread first
        /// enters `freedElsewhere` under its lock (`layerWillFreeElsewhere`), before it changes anything
        /// a walk reads, and its record leaves the table later on the main thread; walks of the table
        /// read layers only while holding that lock and skip the layers in the set, so a deinit that
        /// begins during a walk waits for it, and no walk reads a layer whose deinit has gone further.
        /// Debug builds check the layer is alive at each read.
        private unowned(unsafe) let layerReference: CALayer
        var entries: [Entry]
        init(layer: CALayer, entries: [Entry]) {
            layerReference = layer
            self.entries = entries
        }

        /// The layer (see the invariant above).
        var layer: CALayer { LiveObjects.checked(layerReference, "an animated layer was freed with its record in the table") }
    }

    /// The layers freed on other threads whose records still wait in the table for the main thread.
    private nonisolated static let freedElsewhere = LockedValue<Set<ObjectIdentifier>>([])

    /// Whether a walk holds `freedElsewhere`'s lock. Code the walk runs (a layer subclass's property
    /// observer, called as values are stored through setters) may start another walk or run a removal
    /// queued by another thread: neither takes the lock again (`withTableLocked`, `layerWillFree`). The
    /// animations of a layer freed on the main thread meanwhile are told they stopped only once the
    /// walk is over (see `stopsAfterWalk`).
    private static var isWalking = false
    /// The set `freedElsewhere` held when the walk under way took its lock; while the main thread holds
    /// it no other thread changes the set, so a walk started inside that one reads this copy.
    private static var walkFreed: Set<ObjectIdentifier> = []
    /// Layers freed on other threads whose queued removal ran during a walk: they leave the set just
    /// before the walk lets go of the lock (until then walks skip them, as they should).
    private static var removalsAfterWalk: [ObjectIdentifier] = []
    /// Animations whose layer was freed on the main thread while a walk held the lock. That happens when
    /// the walk's own reference to a layer turns out to be the last (its other owner let go on another
    /// thread, or a property observer the walk ran let go). Their stops call out to delegates and
    /// completion blocks, which may add animations or ask whether any run, and so reach the lock again;
    /// and while a frame shows presentation values, what a delegate reads or sets would be the
    /// presentation, not the model. So they wait for the walk to end and for the model to be back.
    private static var stopsAfterWalk: [Entry] = []
    /// The layers freed on the main thread during the walk under way. Freeing one layer can free others
    /// (a layer's deinit frees its sublayers and mask at once), whose records and saved values the walk,
    /// going through copies, would still reach: it skips these.
    private static var freedDuringWalk: Set<ObjectIdentifier> = []

    /// Runs `body` with the layers freed on other threads whose records still wait in the table, holding
    /// `freedElsewhere`'s lock: while it is held no deinit on another thread gets past its first step
    /// (see `LayerEntries`). The stops that waited for the walk are told by the caller, once what it does
    /// after the walk is done (`tellStopsAfterWalk()`).
    private static func withTableLocked(_ body: (Set<ObjectIdentifier>) -> Void) {
        // Inside a walk the lock is this thread's already: taking it again would never return.
        if isWalking { return body(walkFreed) }
        isWalking = true
        freedElsewhere.withLock { freed in
            walkFreed = freed
            body(freed)
            // Under the same hold of the lock: no other thread can have marked these ids again since.
            for id in removalsAfterWalk { freed.remove(id) }
        }
        isWalking = false
        walkFreed = []
        removalsAfterWalk.removeAll()
        freedDuringWalk.removeAll()
    }

    /// Whether a walk may read the layer of the record `id`: its deinit has neither begun on another
    /// thread (`freed`, the set the walk's lock guards) nor run on the main thread during the walk.
    private static func isReadable(_ id: ObjectIdentifier, freed: Set<ObjectIdentifier>) -> Bool {
        (freed.isEmpty || !freed.contains(id)) && (freedDuringWalk.isEmpty || !freedDuringWalk.contains(id))
    }

    /// Tells the animations whose layer a walk freed that they stopped (see `stopsAfterWalk`), unless a
    /// walk is under way or presentation values are shown (then `restoreModel()` tells them).
    private static func tellStopsAfterWalk() {
        guard !stopsAfterWalk.isEmpty, !isWalking, saved.isEmpty else { return }
        let stops = stopsAfterWalk
        stopsAfterWalk = []
        for entry in stops where !entry.ended { entry.stopped(finished: false) }
    }

    /// Calls `body` with each record whose layer may be read, holding `freedElsewhere`'s lock (see
    /// `LayerEntries`). A layer may be freed on the main thread during the walk, when the walk's
    /// reference to it is the last: that happens after `body` has returned for it, its record leaves
    /// the table (the walk goes through a copy), and the walk skips it and the layers it freed from then
    /// on. The walks here only read and store animated values; debug builds check each layer read.
    private static func forEachReadableRecord(_ body: (ObjectIdentifier, LayerEntries, CALayer) -> Void) {
        guard !table.isEmpty else { return }
        let records = walkOrder
        withTableLocked { freed in
            for (id, record) in records where isReadable(id, freed: freed) {
                body(id, record, record.layer)
            }
        }
    }

    private static var table: [ObjectIdentifier: LayerEntries] = [:] {
        didSet { sortedRecords = nil }
    }

    /// The table's records by their layers' addresses, made again after the table changes.
    ///
    /// Walks go in this order because it is the order of memory: frames walk every animated layer two or
    /// three times, each time after compositing has pushed the layers out of the caches, and layers made
    /// one after another lie one after another, so an ascending walk lets the processor fetch ahead. In
    /// the dictionary's hash order each layer was a separate trip to memory: with 1,000 animated squares
    /// a frame took 2 to 3 % longer.
    private static var walkOrder: [(id: ObjectIdentifier, record: LayerEntries)] {
        if let sorted = sortedRecords { return sorted }
        var records: [(id: ObjectIdentifier, record: LayerEntries)] = []
        records.reserveCapacity(table.count)
        for (id, record) in table { records.append((id, record)) }
        // A nonisolated function, not a closure: a main-actor closure passed to `sort` pays an executor
        // check per comparison.
        records.sort(by: lowerAddress)
        sortedRecords = records
        return records
    }
    private static var sortedRecords: [(id: ObjectIdentifier, record: LayerEntries)]?

    private nonisolated static func lowerAddress(_ a: (id: ObjectIdentifier, record: LayerEntries),
                                                 _ b: (id: ObjectIdentifier, record: LayerEntries)) -> Bool {
        UInt(bitPattern: a.id) < UInt(bitPattern: b.id)
    }

    /// Model values replaced by presentation values while a frame composites. Appended to for every
    /// animated property every frame, so release builds skip the exclusivity check on it; debug builds
    /// keep it. No access overlaps another: the walks copy it before reading, and what is removed from
    /// it holds no layer (so no deinit can reach it during a change).
#if DEBUG
    private static var saved: [SavedValue] = []
#else
    @exclusivity(unchecked) private static var saved: [SavedValue] = []
#endif

    /// A model value replaced by a presentation value. The layer is unretained, as the table holds it:
    /// a strong reference taken in a walk would keep a layer whose deinit began on another thread (and
    /// waited for the walk) past that deinit. `restoreModel()` reads it under the table's lock; anything
    /// else compares `id`, which stays readable after the layer is freed.
    private struct SavedValue {
        unowned(unsafe) let layer: CALayer
        let id: ObjectIdentifier
        let keyPath: String
        let value: AnimatableValue
    }

    /// Whether any animation runs (the run loop keeps showing frames while one does); ended animations
    /// kept for their fill value do not count.
    /// Animations held still (speed 0, or on a paused layer) do not count either: whatever moves them
    /// asks for frames itself.
    package static var isAnimating: Bool {
        MainThreadTeardown.drain()
        var animating = false
        forEachReadableRecord { _, record, layer in
            guard !animating, !layer.isTimePaused else { return }
            for entry in record.entries where !entry.ended && entry.animation.speed != 0 {
                animating = true
                break
            }
        }
        tellStopsAfterWalk()
        return animating
    }

    /// How many records of the table pass `test`, which is given each record's layer (nil when the layer
    /// is being freed on another thread and the record waits for the main thread to remove it). For tests.
    package static func recordCount(where test: (CALayer?) -> Bool) -> Int {
        MainThreadTeardown.drain()
        var count = 0
        forEachReadableRecord { _, _, layer in if test(layer) { count += 1 } }
        tellStopsAfterWalk()
        var waiting = 0
        withTableLocked { freed in waiting = table.keys.filter { freed.contains($0) }.count }
        for _ in 0..<waiting where test(nil) { count += 1 }
        return count
    }

    /// Whether walks skip the layer `id` as freed on another thread (its id waits in the set until its
    /// removal runs on the main thread). For tests: an id left behind would make a later layer at the
    /// same address invisible to every walk.
    package static func isSkippedAsFreedElsewhere(_ id: ObjectIdentifier) -> Bool {
        if isWalking { return walkFreed.contains(id) }
        return freedElsewhere.withLock { $0.contains(id) }
    }

    // MARK: Adding and removing

    static func add(_ animation: CAAnimation, forKey key: String?, to layer: CALayer) {
        // A layer freed off the main thread may have left its record's removal queued under the same identifier.
        MainThreadTeardown.drain()
        // Spinning the main run loop runs the animation in real time from now on.
        RunLoopFrameDriver.install()
        let copy = animation.copyAnimation()
        (copy.delegate as? any AnimationAdditionObserver)?.animationAdded(copy)
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
        if let record = table[id] { record.entries.append(entry) } else { table[id] = LayerEntries(layer: layer, entries: [entry]) }
        layer.setNeedsComposite()
    }

    static func removeAnimation(forKey key: String, from layer: CALayer) {
        let id = ObjectIdentifier(layer)
        guard let record = table[id], let index = record.entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = record.entries.remove(at: index)
        if record.entries.isEmpty { table[id] = nil }
        if entry.animation is CATransition { layer.flags.remove(.transitioning) }
        layer.setNeedsComposite()
        if !entry.ended { entry.stopped(finished: false) }
    }

    static func removeAll(from layer: CALayer) {
        for key in keys(of: layer) { removeAnimation(forKey: key, from: layer) }
    }

    /// A layer is being freed: its animations end unfinished (an address is reused by later layers,
    /// so nothing of it may stay in the table). On the main thread, from the layer's deinit; for a layer
    /// freed on another thread, from the main thread's teardown queue, after `layerWillFreeElsewhere`.
    static func layerWillFree(_ id: ObjectIdentifier, elsewhere: Bool = false) {
        if elsewhere {
            // Inside a walk (a property observer added an animation, which runs the queued removals)
            // the lock is this thread's already: the id leaves the set when the walk lets go.
            if isWalking { removalsAfterWalk.append(id) } else { _ = freedElsewhere.withLock { $0.remove(id) } }
        }
        // Freed while a frame shows presentation values (a drawing callback let it go): its model value
        // is not put back. A loop, not `removeAll(where:)`, for the executor check a closure would cost.
        if !saved.isEmpty {
            var index = saved.count - 1
            while index >= 0 {
                if saved[index].id == id { saved.remove(at: index) }
                index -= 1
            }
        }
        if isWalking { freedDuringWalk.insert(id) }
        guard !table.isEmpty, let record = table.removeValue(forKey: id) else { return }
        if isWalking {
            // Freed by a walk letting go of the last reference: told once the walk lets go of the lock.
            stopsAfterWalk.append(contentsOf: record.entries)
            return
        }
        for entry in record.entries where !entry.ended { entry.stopped(finished: false) }
    }

    /// A layer's deinit has begun on a thread other than the main one: walks of the table stop reading
    /// it (waiting for one that reads it now to end). The first thing such a deinit does.
    nonisolated static func layerWillFreeElsewhere(_ id: ObjectIdentifier) {
        _ = freedElsewhere.withLock { $0.insert(id) }
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
        // Delegates hear of starts and ends after the walk: what they do (removing views, freeing
        // layers, adding animations) must not change the table under it.
        var started: [Entry] = [], finished: [Entry] = []
        // Layers whose animations all ended leave the table after the walk.
        var emptied: [ObjectIdentifier] = []
        forEachReadableRecord { id, record, layer in
            let now = layer.localTime(fromMedia: now)
            var ended = false, running = false
            for entry in record.entries where !entry.ended {
                if !entry.started, entry.timing.hasBegun(at: now) {
                    entry.started = true
                    started.append(entry)
                }
                if entry.timing.hasEnded(at: now) {
                    finished.append(entry)
                    entry.ended = true
                    ended = true
                }
                running = true
            }
            if running { layer.setNeedsComposite() }
            guard ended else { return }
            record.entries.removeAll { $0.ended && $0.timing.isRemovedOnCompletion }
            if record.entries.isEmpty { emptied.append(id) }
            if layer.flags.contains(.transitioning), !record.entries.contains(where: { $0.animation is CATransition }) {
                layer.flags.remove(.transitioning)
            }
        }
        for id in emptied { table[id] = nil }
        for entry in started { entry.animation.delegate?.animationDidStart(entry.animation) }
        for entry in finished { entry.stopped(finished: true) }
        // After the table is settled and starts are told: a delegate adding animations finds it as it is.
        tellStopsAfterWalk()
    }

    /// The value `layer` shows for `keyPath` at `now`: its model value with every animation of that
    /// key path applied in order (nil when the layer has no such property).
    static func presentationValue(of layer: CALayer, _ keyPath: String, at now: CFTimeInterval) -> AnimatableValue? {
        guard let model = LayerProperty.value(of: layer, keyPath) else { return nil }
        guard let entries = table[ObjectIdentifier(layer)]?.entries, !entries.isEmpty else { return model }
        return value(of: keyPath, over: model, entries, from: 0, atLayerTime: layer.localTime(fromMedia: now))
    }

    /// `model` with every animation of `keyPath` among `entries` applied in order, at the layer's time.
    /// The entries before `first` drive other key paths only (`forEachDrivenKeyPath` gives the first
    /// entry that drives each), so the walk starts there.
    private static func value(of keyPath: String, over model: AnimatableValue, _ entries: [Entry], from first: Int,
                              atLayerTime now: CFTimeInterval) -> AnimatableValue {
        var value = model
        // By index: a slice of the list would retain its storage, every value of every frame.
        for index in first..<entries.count {
            let entry = entries[index]
            if let group = entry.group {
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
            guard let property = entry.property else { continue }
            if entry.keyPath != keyPath {
                // A layer moved along a path with a rotation mode turns with it.
                if let keyframe = entry.turningKeyframe, keyPath == "transform", case .transform(let t) = value,
                   let local = keyframe.localTime(at: now), let angle = keyframe.rotation(atLocalTime: local) {
                    value = .transform(CATransform3DRotate(t, angle, 0, 0, 1))
                }
                continue
            }
            guard let local = entry.timing.localTime(at: now) else { continue }
            let animated = if let sampler = entry.sampler {
                sampler.value(atLocalTime: local, model: value)
            } else if entry.hasValueFunction {
                property.presentedValue(atLocalTime: local, model: value)
            } else {
                property.value(atLocalTime: local, model: value)
            }
            if let animated { value = animated }
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
        forEachDrivenKeyPath(table[ObjectIdentifier(layer)]?.entries ?? []) { path, _ in
            if let value = presentationValue(of: layer, path, at: now) { LayerProperty.store(value, in: copy, path) }
        }
    }

    /// Writes presentation values into every animated layer's storage for compositing.
    package static func showPresentation(at now: CFTimeInterval) {
        // A frame made while one is being composited (a snapshot from a drawing callback) must not
        // save presentation values as model values: put the model back first.
        assert(saved.isEmpty, "presentation values are already shown")
        if !saved.isEmpty { restoreModel() }
        forEachReadableRecord { _, record, layer in
            let layerTime = layer.localTime(fromMedia: now)
            let entries = record.entries
            forEachDrivenKeyPath(entries) { path, first in show(path, of: layer, entries, from: first, at: layerTime) }
        }
    }

    /// Shows the value of `path` at the layer's time `layerTime`, saving the model value (`first`: the
    /// first entry that drives the path).
    private static func show(_ path: String, of layer: CALayer, _ entries: [Entry], from first: Int, at layerTime: CFTimeInterval) {
        guard let model = LayerProperty.value(of: layer, path) else { return }
        let shown = value(of: path, over: model, entries, from: first, atLayerTime: layerTime)
        guard shown != model else { return }
        saved.append(SavedValue(layer: layer, id: ObjectIdentifier(layer), keyPath: path, value: model))
        LayerProperty.store(shown, in: layer, path)
    }

    /// Calls `body` with each key path the animations drive (groups' children included), once each, in
    /// order, with the index of the first entry driving it. Builds no list (this runs every frame).
    /// Loops only: a main-actor closure passed to a generic algorithm is checked for its executor at
    /// every call.
    private static func forEachDrivenKeyPath(_ entries: [Entry], _ body: (String, Int) -> Void) {
        for index in entries.indices {
            let entry = entries[index]
            if let path = entry.soleDrivenKeyPath {
                if !isDriven(path, before: index, in: entries) { body(path, index) }
                continue
            }
            for path in entry.drivenKeyPaths where !isDriven(path, before: index, in: entries) {
                body(path, index)
            }
        }
    }

    /// Whether an entry before `index` drives `path`.
    private static func isDriven(_ path: String, before index: Int, in entries: [Entry]) -> Bool {
        for earlier in entries[..<index] where earlier.drives(path) { return true }
        return false
    }

    /// Puts the model values back after compositing (last changed first, so nested key paths unwind).
    package static func restoreModel() {
        // Storage only: what was composited is the presentation, and whatever changes it next (a step,
        // a removal, a new model value) marks the layer again.
        guard !saved.isEmpty else { return tellStopsAfterWalk() }
        // Under the table's lock, skipping layers whose deinit began on another thread since they were
        // shown (see `LayerEntries`): those are being freed, and nobody reads their model again.
        // A layer's values are side by side (one step of the walk saved them all), and each layer is
        // read once for all of them. The reference taken to it may turn out to be its last, when its
        // other owner lets go on another thread meanwhile: the layer is then freed here, on the main
        // thread, after its last value is back, and no value left names it.
        let values = saved
        withTableLocked { freed in
#if DEBUG
            var restored = Set<ObjectIdentifier>()
#endif
            var end = values.count
            while end > 0 {
                let id = values[end - 1].id
                var start = end - 1
                while start > 0, values[start - 1].id == id { start -= 1 }
#if DEBUG
                assert(restored.insert(id).inserted, "a layer's saved values are not side by side")
#endif
                if isReadable(id, freed: freed) {
                    let layer = LiveObjects.checked(values[start].layer, "a layer showing its presentation was freed")
                    var index = end - 1
                    while index >= start {
                        LayerProperty.restore(values[index].value, in: layer, values[index].keyPath)
                        index -= 1
                    }
                }
                end = start
            }
        }
        saved.removeAll(keepingCapacity: true)
        tellStopsAfterWalk()
    }
}
