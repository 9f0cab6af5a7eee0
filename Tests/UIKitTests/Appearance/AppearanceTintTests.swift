import Testing
@testable import UIKit

/// Tint through appearance proxies, as iOS's run time honours it: each proxy form, precedence (the
/// view's own tint, then containment, then class), inheritance down the subtree, `tintColorDidChange()`
/// once per change, and the pixels of a bar button drawn in a proxy's tint.
@MainActor @Suite struct AppearanceTintTests {
    /// Counts `tintColorDidChange()`.
    class CountingTintView: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    /// The class the counting test's proxy names.
    final class TintHost: CountingTintView {}

    @Test func aNavigationBarProxyTintsTheBarAndWhatItShows() {
        withCleanAppearance {
            UINavigationBar.appearance().tintColor = .white
            #expect(UINavigationBar.appearance().tintColor == .white)
            #expect(UIView.appearance().tintColor == nil, "another proxy")
            let window = appearanceWindow()
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let top = UINavigationItem(title: "Top")
            top.rightBarButtonItem = item
            bar.items = [top]
            #expect(bar.tintColor == .systemBlue, "not yet in a window")
            window.addSubview(bar)
            #expect(bar.tintColor == .white)
            #expect(itemView(item, in: bar)?.tintColor == .white, "the bar's subviews inherit it")
            #expect(window.tintColor == .systemBlue)
        }
    }

    @Test func aClassProxyTintsEveryInstance() {
        withCleanAppearance {
            UIButton.appearance().tintColor = .systemPink
            let window = appearanceWindow()
            let button = UIButton(type: .system), inside = UIView(), view = UIView()
            button.addSubview(inside)
            window.addSubview(button)
            window.addSubview(view)
            #expect(button.tintColor == .systemPink)
            #expect(inside.tintColor == .systemPink, "inherited by the button's subviews")
            #expect(view.tintColor == .systemBlue)
        }
    }

    @Test func aContainedInProxyTintsOnlyViewsInsideTheContainer() {
        withCleanAppearance {
            UIView.appearance(whenContainedInInstancesOf: [ViewA.self]).tintColor = .orange
            let window = appearanceWindow()
            let a = ViewA(), inner = UIView(), deeper = UIImageView(), outside = UIView()
            a.addSubview(inner)
            inner.addSubview(deeper)
            window.addSubview(a)
            window.addSubview(outside)
            #expect(a.tintColor == .systemBlue, "the container itself is not inside a ViewA")
            #expect(inner.tintColor == .orange)
            #expect(deeper.tintColor == .orange)
            #expect(outside.tintColor == .systemBlue)
        }
    }

    @Test func theViewsOwnTintBeatsContainmentWhichBeatsTheClass() {
        withCleanAppearance {
            UIButton.appearance().tintColor = .red
            UIButton.appearance(whenContainedInInstancesOf: [ViewA.self]).tintColor = .green
            let window = appearanceWindow()
            let a = ViewA()
            let plain = UIButton(type: .system), contained = UIButton(type: .system), own = UIButton(type: .system)
            own.tintColor = .purple
            a.addSubview(contained)
            a.addSubview(own)
            window.addSubview(a)
            window.addSubview(plain)
            #expect(plain.tintColor == .red)
            #expect(contained.tintColor == .green)
            #expect(own.tintColor == .purple, "set before entering the window: the proxy leaves it alone")
            contained.tintColor = .brown
            UIApplication.shared.reapplyAppearance()
            #expect(contained.tintColor == .brown, "set after the proxy applied: explicit from then on")
            contained.tintColor = nil
            UIApplication.shared.reapplyAppearance()
            #expect(contained.tintColor == .systemBlue, "an explicit nil inherits, and the proxy still keeps out")
        }
    }

    @Test func aProxyTintIsInheritedByTheSubtreeLikeAnExplicitOne() {
        withCleanAppearance {
            ViewA.appearance().tintColor = .orange
            let window = appearanceWindow()
            window.tintColor = .green
            let a = ViewA(), child = UIView(), grandchild = UIImageView(), sibling = UIView()
            a.addSubview(child)
            child.addSubview(grandchild)
            window.addSubview(a)
            window.addSubview(sibling)
            #expect(a.tintColor == .orange)
            #expect(child.tintColor == .orange)
            #expect(grandchild.tintColor == .orange)
            #expect(sibling.tintColor == .green)
            child.tintColor = .purple
            #expect(grandchild.tintColor == .purple)
            #expect(a.tintColor == .orange)
            // Removing the rule returns the view to what it inherits once re-applied.
            UIApplication.shared.resetAppearance()
            UIApplication.shared.reapplyAppearance()
            #expect(a.tintColor == .green)
            #expect(grandchild.tintColor == .purple)
        }
    }

    @Test func tintColorDidChangeFiresOncePerChange() {
        withCleanAppearance {
            TintHost.appearance().tintColor = .red
            let window = appearanceWindow()
            window.tintColor = .green
            let host = TintHost(), child = CountingTintView(), own = CountingTintView()
            own.tintColor = .purple
            host.addSubview(child)
            host.addSubview(own)
            let counts = { [host.changes, child.changes, own.changes] }
            let before = counts()
            window.addSubview(host)
            #expect(host.tintColor == .red && child.tintColor == .red && own.tintColor == .purple)
            #expect(zip(counts(), before).map { $0 - $1 } == [1, 1, 0],
                    "entering the window: the host and what inherits from it hear once; a view with its own tint not at all")

            UIApplication.shared.reapplyAppearance()
            #expect(zip(counts(), before).map { $0 - $1 } == [1, 1, 0], "re-applying the same tint changes nothing")

            host.removeFromSuperview()
            window.addSubview(host)
            #expect(zip(counts(), before).map { $0 - $1 } == [1, 1, 0], "re-entering with the same tint changes nothing")

            TintHost.appearance().tintColor = .orange
            UIApplication.shared.reapplyAppearance()
            #expect(host.tintColor == .orange && child.tintColor == .orange)
            #expect(zip(counts(), before).map { $0 - $1 } == [2, 2, 0])

            UIApplication.shared.resetAppearance()
            UIApplication.shared.reapplyAppearance()
            #expect(host.tintColor == .green, "the rule gone, the window's tint again")
            #expect(zip(counts(), before).map { $0 - $1 } == [3, 3, 0])

            // Without a proxy tint, entering a differently tinted window is still one change.
            let plain = CountingTintView()
            window.addSubview(plain)
            #expect(plain.changes == 1)
        }
    }

    @Test func aBarButtonDrawsWhiteUnderANavigationBarProxyTint() throws {
        try withCleanAppearance {
            UINavigationBar.appearance().tintColor = .white
            let window = barWindow()
            defer { window.isHidden = true }
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
            bar.barTintColor = .black
            bar.isTranslucent = false
            let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIColor.black.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            }.withRenderingMode(.alwaysTemplate)
            let item = UIBarButtonItem(image: square, style: .plain, target: nil, action: nil)
            let titled = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let top = UINavigationItem(title: "Top")
            top.rightBarButtonItem = item
            top.leftBarButtonItem = titled
            bar.items = [top]
            window.addSubview(bar)
            settle()
            let image = window.screen.snapshotImage()
            writeDebugImage(image, named: "appearance-tint-navigation-bar")
            let view = try #require(itemView(item, in: bar))
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
            #expect(close(rgba(image, Int(center.x), Int(center.y)), [255, 255, 255, 255]), "the template image in the proxy's white")
            let corner = CGPoint(x: bar.frame.maxX - 2, y: bar.frame.maxY - 4)
            #expect(close(rgba(image, Int(corner.x), Int(corner.y)), [0, 0, 0, 255]), "on the black bar")
            // The title's ink is white too: its brightest pixel is white, and no pixel is blue.
            let title = try #require(itemView(titled, in: bar))
            let frame = title.convert(title.bounds, to: window)
            var brightest = 0, blue = false
            for x in Int(frame.minX)..<Int(frame.maxX) {
                for y in Int(frame.minY)..<Int(frame.maxY) {
                    let p = rgba(image, x, y)
                    brightest = max(brightest, min(p[0], p[1], p[2]))
                    if p[2] > p[0] + 60 { blue = true }
                }
            }
            #expect(brightest > 240 && !blue)
        }
    }
}
