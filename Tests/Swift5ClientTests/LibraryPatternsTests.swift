// Patterns met in popular libraries' own test suites, written as they write them (Swift 5 mode,
// nonisolated XCTest methods): right-to-left Auto Layout, NSValue-boxed animation values, and waiting on
// an animation's completion through the run loop.
import UIKit
import XCTest

final class LibraryPatternsTests: XCTestCase {
    func testLeadingAndTrailingFollowARightToLeftSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let badge = UIView()
        let tail = UIView()
        [badge, tail].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview($0)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.topAnchor.constraint(equalTo: container.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
            tail.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            tail.widthAnchor.constraint(equalToConstant: 50),
            tail.topAnchor.constraint(equalTo: container.topAnchor),
            tail.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(badge.frame.origin.x, 332)
        XCTAssertEqual(tail.frame.origin.x, 8)
        XCTAssertEqual(badge.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }

    func testAnUpperBoundAloneLeavesAViewZeroWide() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -52),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 0)
    }

    func testBoxedValuesAnimateAndTheCompletionArrivesWhileWaiting() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 5, y: 5))
        move.toValue = NSValue(cgPoint: CGPoint(x: 105, y: 5))
        move.duration = 0.2
        let done = expectation(description: "animation stopped")
        final class Delegate: NSObject, CAAnimationDelegate {
            let done: XCTestExpectation
            init(_ done: XCTestExpectation) { self.done = done }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { if flag { done.fulfill() } }
        }
        move.delegate = Delegate(done)
        layer.add(move, forKey: "move")
        XCTAssertEqual((layer.animation(forKey: "move") as? CABasicAnimation)?.toValue as? NSValue, NSValue(cgPoint: CGPoint(x: 105, y: 5)))
        wait(for: [done], timeout: 5)
    }
}
