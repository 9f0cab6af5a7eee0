import Foundation
import UIKit

/// Shows and destroys a screen of labels and buttons over and over: what stays allocated after the
/// first cycle must stay put (within 1 % or 1 MiB, whichever is larger).
@MainActor
enum ScreenCycles {
    /// Screens kept alive by `leak`.
    private static var leaked: [UIView] = []

    static func run(cycles: Int, views: Int, leak: Bool = false) -> MemoryReport {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let start = Date()
        var first = 0
        for cycle in 0..<cycles {
            let screen = makeScreen(views: views)
            if leak { leaked.append(screen) }
            showAndDestroy(screen, in: window)
            window.layoutAndDisplay()
            _ = window.composite()
            if cycle == 0 { first = MemoryReport.bytesInUse() }
        }
        let last = MemoryReport.bytesInUse()
        return MemoryReport(name: "screen-cycles", parameters: "cycles=\(cycles) views=\(views)\(leak ? " leak=yes" : "")",
                            first: first, last: last,
                            limit: max(first / 100, 1 << 20), seconds: Date().timeIntervalSince(start))
    }

    /// Shows `screen` for one frame and takes it away; the last reference goes when this returns.
    private static func showAndDestroy(_ screen: UIView, in window: UIWindow) {
        window.addSubview(screen)
        window.layoutAndDisplay()
        _ = window.composite()
        screen.removeFromSuperview()
    }

    /// A screen of `views` controls, half labels and half buttons, in a grid of 20 columns.
    static func makeScreen(views: Int) -> UIView {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.backgroundColor = .white
        let rows = (views + 19) / 20
        let height = 844 / CGFloat(max(rows, 1))
        for i in 0..<views {
            let frame = CGRect(x: CGFloat(i % 20) * 19.5, y: CGFloat(i / 20) * height, width: 19, height: max(height - 1, 1))
            if i % 2 == 0 {
                let label = UILabel(frame: frame)
                label.text = "L\(i)"
                label.font = .systemFont(ofSize: 8)
                screen.addSubview(label)
            } else {
                let button = UIButton(type: .system)
                button.setTitle("B\(i)", for: .normal)
                button.titleLabel?.font = .systemFont(ofSize: 8)
                button.frame = frame
                button.addAction(UIAction { _ in }, for: .touchUpInside)
                screen.addSubview(button)
            }
        }
        return screen
    }
}
