import Testing
import TesseraTesting
import UIKit

/// A small view tree for the bad-value suites: a white root with a red block at (10, 10, 40, 40) and
/// a blue block at (60, 10, 30, 30), both pinned with Auto Layout, so a bad value that leaked into
/// the tree would show in layout, hit testing or pixels.
@MainActor
final class BadValueScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let root = UIView()
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let blue = UIView()

    init() {
        root.frame = window.bounds
        root.backgroundColor = .white
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        blue.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(root)
        root.addSubview(red)
        root.addSubview(blue)
        NSLayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            blue.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            blue.widthAnchor.constraint(equalToConstant: 30),
            blue.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.isHidden = false
    }

    // Shown windows are kept by the app: hide it so the scene goes with the test.
    isolated deinit { window.isHidden = true }

    /// Checks that the tree still lays out, hit-tests and renders as it did before the bad value.
    func expectHealthy(sourceLocation: SourceLocation = #_sourceLocation) {
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 10, y: 10, width: 40, height: 40), sourceLocation: sourceLocation)
        #expect(blue.frame == CGRect(x: 60, y: 10, width: 30, height: 30), sourceLocation: sourceLocation)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === red, sourceLocation: sourceLocation)
        #expect(window.hitTest(CGPoint(x: 70, y: 20), with: nil) === blue, sourceLocation: sourceLocation)
        #expect(window.hitTest(CGPoint(x: 95, y: 55), with: nil) === root, sourceLocation: sourceLocation)
        let image = root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 20, 20), [255, 0, 0, 255]), sourceLocation: sourceLocation)
        #expect(close(rgba(image, 70, 20), [0, 0, 255, 255]), sourceLocation: sourceLocation)
        #expect(close(rgba(image, 95, 55), [255, 255, 255, 255]), sourceLocation: sourceLocation)
    }
}

/// Sets a bad value twice and returns the reports of `api`: the first write reports, the second
/// does not (once per API and process).
@MainActor
func reports(of api: String, _ write: () -> Void) -> [String] {
    LogCapture.badValueReports(of: api) {
        write()
        write()
    }
}
