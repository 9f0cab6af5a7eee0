import Testing
import UIKit

/// CADisplayLink on the virtual frame clock: one callback per frame, with the frame's times.
@MainActor @Suite struct DisplayLinkTests {
    @MainActor final class Counter {
        var timestamps: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            durations.append(link.duration)
            targets.append(link.targetTimestamp)
        }
    }

    @Test func callsItsTargetOncePerFrameWithTheFramesTimes() {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let start = CACurrentMediaTime()
        for _ in 0..<3 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(counter.timestamps.count == 3)
        #expect(counter.durations.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
        // Each frame is at least one frame period after the one before (other suites may move the clock too).
        #expect(counter.timestamps.first! >= start + 1.0 / 60 - 1e-9)
        for (a, b) in zip(counter.timestamps, counter.timestamps.dropFirst()) { #expect(b - a >= 1.0 / 60 - 1e-9) }
        for (t, target) in zip(counter.timestamps, counter.targets) { #expect(abs(target - t - 1.0 / 60) < 1e-9) }
    }

    @Test func nothingIsCalledBeforeItIsAddedWhilePausedOrAfterInvalidation() {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(counter.timestamps.isEmpty)
        link.add(to: .main, forMode: .default)
        link.isPaused = true
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(counter.timestamps.isEmpty)
        link.isPaused = false
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(counter.timestamps.count == 1)
        link.invalidate()
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(counter.timestamps.count == 1)
    }

    @Test func aLowerPreferredRateSkipsFrames() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        for _ in 0..<60 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect((29...31).contains(calls))
    }

    @Test func theRunLoopKeepsALinkAndItsTargetAliveUntilInvalidated() {
        weak var weakTarget: Counter?
        weak var weakLink: CADisplayLink?
        do {
            let counter = Counter()
            weakTarget = counter
            let link = CADisplayLink(target: counter, selector: Counter.step)
            weakLink = link
            link.add(to: .main, forMode: .common)
        }
        #expect(weakTarget != nil)
        #expect(weakLink != nil)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(weakTarget?.timestamps.count == 1)
        weakLink?.invalidate()
        #expect(weakTarget == nil)
        #expect(weakLink == nil)
    }

    @Test func aRunningLinkKeepsFramesComing() {
        let link = CADisplayLink { _ in }
        #expect(!DisplayLinkRegistry.hasActiveLinks)
        link.add(to: .main, forMode: .common)
        #expect(DisplayLinkRegistry.hasActiveLinks)
        #expect(UIApplication.shared.needsFrame)
        link.isPaused = true
        #expect(!DisplayLinkRegistry.hasActiveLinks)
        link.invalidate()
    }
}
