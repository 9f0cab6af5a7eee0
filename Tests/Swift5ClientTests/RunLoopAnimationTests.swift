// Tests as third-party libraries write them: they start an animation and wait for its completion by
// spinning the main run loop (XCTest's waits, `RunLoop.current.run(until:)`), never calling Tessera's
// `advanceFrame(by:)`. On iOS the run loop drives Core Animation; on Tessera, `RunLoopFrameDriver` makes
// the frames in real time while the loop spins. Durations are short and the bounds loose: a loaded
// machine makes waits longer, never shorter.
import UIKit
import XCTest

/// Counts a display link's calls (a target with a method, as Objective-C-era code has).
final class FrameCounter {
    var timestamps: [CFTimeInterval] = []
    var durations: [CFTimeInterval] = []
    var onFrame: (() -> Void)?

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        durations.append(link.duration)
        onFrame?()
    }
}

final class RunLoopAnimationTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
    }

    override func tearDown() {
        window.isHidden = true
        window = nil
        super.tearDown()
    }

    private func makeView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        return view
    }

    func testAnimationCompletionFulfillsAnExpectationWhileWaiting() {
        let view = makeView()
        let exp = expectation(description: "animation finished")
        var finished: Bool?
        let start = Date()
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { done in
            finished = done
            exp.fulfill()
        }
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(finished, true)
        // The animation ran in real time: the completion came no sooner than its duration.
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.18)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testBackToBackAnimationsEachTakeTheirDuration() {
        let view = makeView()
        for round in 0..<3 {
            let exp = expectation(description: "round \(round)")
            let start = Date()
            UIView.animate(withDuration: 0.15, animations: { view.alpha = round % 2 == 0 ? 0 : 1 }) { _ in exp.fulfill() }
            wait(for: [exp], timeout: 2)
            // Frames resuming after the previous wait must not count the time in between against this
            // animation: it runs its whole duration (within a frame or two).
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.15 - 2.0 / 60, "round \(round)")
        }
    }

    func testWaitForExpectationsRunsTheCompletion() {
        let view = makeView()
        let exp = expectation(description: "moved")
        UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut], animations: {
            view.center = CGPoint(x: 200, y: 300)
        }, completion: { _ in exp.fulfill() })
        waitForExpectations(timeout: 2)
        XCTAssertEqual(view.center, CGPoint(x: 200, y: 300))
    }

    func testRunLoopRunUntilFinishesAnAnimation() {
        let view = makeView()
        var done = false
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { _ in done = true })
        RunLoop.current.run(until: Date() + 1)
        XCTAssertTrue(done)
    }

    func testAnAnimationRunsAtTheDisplaysRateAndShowsItsProgress() {
        let view = makeView()
        let exp = expectation(description: "faded")
        UIView.animate(withDuration: 1.5, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 },
                       completion: { _ in exp.fulfill() })
        let before = CACurrentMediaTime()
        RunLoop.current.run(until: Date() + 0.3)
        // Part way: the clock moved with real time, and what is on screen is between the two values.
        let elapsed = CACurrentMediaTime() - before
        XCTAssertGreaterThan(elapsed, 0.2)
        let shown = view.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 1)
        wait(for: [exp], timeout: 5)
    }

    func testDelayedAnimationWaitsForItsDelay() {
        let view = makeView()
        let exp = expectation(description: "delayed animation finished")
        var started = false
        let start = Date()
        UIView.animate(withDuration: 0.1, delay: 0.25, options: [], animations: { view.alpha = 0 }) { _ in
            started = true
            exp.fulfill()
        }
        RunLoop.current.run(until: Date() + 0.1)
        XCTAssertFalse(started, "the completion came before the delay was over")
        wait(for: [exp], timeout: 2)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.33)
    }

    func testLayoutIfNeededInsideAnAnimationAnimatesTheConstraintChange() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top,
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 10)

        let exp = expectation(description: "slid")
        top.constant = 210
        UIView.animate(withDuration: 1.5, delay: 0, options: [.curveLinear], animations: {
            self.window.layoutIfNeeded()
        }, completion: { _ in exp.fulfill() })
        // The model is at the end at once; the screen moves there over the duration.
        XCTAssertEqual(box.frame.minY, 210)
        RunLoop.current.run(until: Date() + 0.3)
        let shownY = box.layer.presentation().map { $0.position.y - $0.bounds.height / 2 } ?? -1
        XCTAssertGreaterThan(shownY, 10)
        XCTAssertLessThan(shownY, 210)
        wait(for: [exp], timeout: 5)
        XCTAssertEqual(box.frame.minY, 210)
    }

    func testPropertyAnimatorCompletionRunsAtTheEnd() {
        let view = makeView()
        let exp = expectation(description: "animator ended")
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeInOut) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { end in
            position = end
            exp.fulfill()
        }
        animator.startAnimation()
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testTransactionCompletionBlockWaitsForItsAnimations() {
        let view = makeView()
        let exp = expectation(description: "transaction completed")
        var alphaAtCompletion: CGFloat?
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            alphaAtCompletion = view.alpha
            exp.fulfill()
        }
        UIView.animate(withDuration: 0.2) { view.alpha = 0.25 }
        CATransaction.commit()
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(alphaAtCompletion, 0.25)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testImplicitTransactionCompletionRunsOnTheNextTurn() {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let exp = expectation(description: "implicit transaction committed")
        // Outside any begin(): the implicit transaction commits at the end of the run loop's turn.
        CATransaction.setCompletionBlock { exp.fulfill() }
        layer.opacity = 0.5
        wait(for: [exp], timeout: 2)
        layer.removeFromSuperlayer()
    }

    func testDisplayLinkFiresWhileTheRunLoopSpins() {
        let counter = FrameCounter()
        let exp = expectation(description: "five frames")
        counter.onFrame = { if counter.timestamps.count == 5 { exp.fulfill() } }
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        wait(for: [exp], timeout: 2)
        link.invalidate()
        XCTAssertGreaterThanOrEqual(counter.timestamps.count, 5)
        // Each frame is later than the last, and reports a positive frame duration.
        XCTAssertEqual(counter.timestamps, counter.timestamps.sorted())
        XCTAssertEqual(Set(counter.timestamps).count, counter.timestamps.count)
        XCTAssertTrue(counter.durations.allSatisfy { $0 > 0 })
        // Invalidated: spinning the run loop calls it no more.
        let count = counter.timestamps.count
        RunLoop.current.run(until: Date() + 0.1)
        XCTAssertEqual(counter.timestamps.count, count)
    }

    func testNothingAnimatingMeansNoFramesAndAStillClock() {
        // An idle window: spinning the run loop makes no frames, so the media clock stays put.
        RunLoop.current.run(until: Date() + 0.05)
        let before = CACurrentMediaTime()
        RunLoop.current.run(until: Date() + 0.1)
        XCTAssertEqual(CACurrentMediaTime(), before)
    }

    func testTurningDrivingOffKeepsTheVirtualClock() {
        let view = makeView()
        var done = false
        UIApplication.shared.drivesFramesWhileRunLoopRuns = false
        defer { UIApplication.shared.drivesFramesWhileRunLoopRuns = true }
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { _ in done = true })
        let before = CACurrentMediaTime()
        RunLoop.current.run(until: Date() + 0.2)
        XCTAssertFalse(done)
        XCTAssertEqual(CACurrentMediaTime(), before)
        // The deterministic door still works.
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0.2)
        UIApplication.shared.advanceFrame(by: 0)
        XCTAssertTrue(done)
    }
}
