import Testing
import TesseraTesting
import UIKit

/// Constraint changes reach the screen: the next frame lays out and composites the solved frames.
@MainActor @Suite struct ConstraintRenderingTests {
    @Test func aConstantChangeMovesTheViewOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let box = UIView()
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                                     box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalTo: box.widthAnchor)])
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        var screen = window.snapshotImage(scale: 1)
        #expect(close(rgba(screen, 15, 15), [255, 0, 0, 255]))
        #expect(close(rgba(screen, 55, 15), [255, 255, 255, 255]))
        left.constant = 50
        UIApplication.shared.advanceFrame()
        screen = window.snapshotImage(scale: 1)
        #expect(close(rgba(screen, 15, 15), [255, 255, 255, 255]))
        #expect(close(rgba(screen, 55, 15), [255, 0, 0, 255]))
        #expect(box.frame == CGRect(x: 50, y: 10, width: 20, height: 20))
    }

    @Test func aLabelsTextChangeResizesItsConstrainedBackground() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let pill = UIView(), label = UILabel()
        pill.backgroundColor = .systemBlue
        label.text = "Hi"
        for v in [pill, label] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(pill)
        pill.addSubview(label)
        NSLayoutConstraint.activate([
            pill.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10), pill.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 12), label.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: pill.topAnchor, constant: 6), label.bottomAnchor.constraint(equalTo: pill.bottomAnchor, constant: -6),
        ])
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        let short = pill.frame.width
        #expect(close(short, label.intrinsicContentSize.width + 24))
        label.text = "Hello, constraints"
        UIApplication.shared.advanceFrame()
        #expect(close(pill.frame.width, label.intrinsicContentSize.width + 24))
        #expect(pill.frame.width > short * 3)
        // Within rounding: `frame` is read back from the layer's position and bounds (position minus half
        // the width, as Core Animation does), which at 3x misses 12 by a few ulps for some widths that end
        // in a third (about one in four of them below 512 pt).
        #expect(close(label.frame.minX, 12, 1e-9))
    }
}
