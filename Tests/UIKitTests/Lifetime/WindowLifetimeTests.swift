import Testing
import TesseraTesting
import UIKit

/// Views that outlive their window or superview: nothing refers to the freed object afterwards, and they
/// can be shown elsewhere.
@MainActor @Suite struct WindowLifetimeTests {
    /// A view whose window was freed with it still inside.
    private func orphanedLabel() -> (label: UILabel, window: () -> UIWindow?) {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "Kept"
        weak var freed: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let card = UIView(frame: window.bounds)
            card.addSubview(label)
            window.addSubview(card)
            freed = window
            #expect(label.window === window)
        }
        return (label, { freed })
    }

    @Test func aViewOutlivingItsWindowHasNoWindow() {
        let (label, window) = orphanedLabel()
        #expect(window() == nil)
        #expect(label.window == nil)
        #expect(label.superview == nil)
        #expect(label.layer.superlayer == nil)
        #expect(label.traitCollection.userInterfaceStyle == UIScreen.main.traitCollection.userInterfaceStyle)
    }

    @Test func aViewLeavingAFreedWindowIsToldItLeft() {
        final class Watcher: UIView {
            var events: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { events.append("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview(\(superview == nil ? "nil" : "view"))") }
        }
        let watcher = Watcher()
        let child = Watcher()
        watcher.addSubview(child)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(watcher)
            watcher.events.removeAll()
            child.events.removeAll()
        }
        #expect(watcher.events == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow(nil)", "didMoveToSuperview(nil)"])
        #expect(child.events == ["willMove(toWindow: nil)", "didMoveToWindow(nil)"])
        #expect(child.window == nil && child.superview === watcher)
    }

    @Test func constraintsOfAFreedWindowLetGoOfItsViews() {
        let label = UILabel()
        label.text = "Constrained"
        label.translatesAutoresizingMaskIntoConstraints = false
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            ])
            window.layoutIfNeeded()
            #expect(label.frame.origin == CGPoint(x: 20, y: 30))
        }
        #expect(label.window == nil)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        other.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -10),
        ])
        other.layoutIfNeeded()
        #expect(label.frame.maxX == 190)
        #expect(label.frame.maxY == 90)
    }

    @Test func aLayerOutlivingItsViewHasNoDelegateOrSuperlayer() {
        var layer: CALayer?
        var sublayer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let parent = UIView()
            parent.addSubview(view)
            layer = view.layer
            sublayer = CALayer()
            view.layer.addSublayer(sublayer!)
        }
        #expect(layer?.delegate == nil)
        #expect(layer?.superlayer == nil)
        #expect(sublayer?.superlayer === layer)
    }

    @Test func viewsOutlivingTheirWindowCanMoveToAnotherWindow() {
        let survivor = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        survivor.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        inner.backgroundColor = .blue
        survivor.addSubview(inner)
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(survivor)
            window.layoutIfNeeded()
            #expect(inner.window === window)
            weakWindow = window
            window.isHidden = true
        }
        #expect(weakWindow == nil)
        // The container went with the window; the survivor is on its own, pointing at nothing freed.
        #expect(survivor.window == nil && survivor.superview == nil)
        #expect(inner.window == nil && inner.superview === survivor)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.backgroundColor = .white
        other.makeKeyAndVisible()
        defer { other.isHidden = true }
        other.addSubview(survivor)
        #expect(survivor.window === other && inner.window === other)
        other.layoutIfNeeded()
        #expect(other.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
        let image = other.snapshotImage(scale: 1)
        #expect(close(rgba(image, 12, 12), [255, 0, 0, 255]))
        #expect(close(rgba(image, 20, 20), [0, 0, 255, 255]))
        #expect(close(rgba(image, 60, 60), [255, 255, 255, 255]))
    }
}
