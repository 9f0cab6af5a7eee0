import Foundation
import UIKit

/// Switches a themed window between two themes: the switches must not accumulate memory (64 KiB at most).
@MainActor
enum ThemeSwitchCycles {
    struct Palette: UITheme {
        var text: UIColor
        var background: UIColor
        var font: UIFont

        func applyAppearance() {
            UILabel.appearance().textColor = text
            UILabel.appearance().font = font
            Panel.appearance().backgroundColor = background
        }
    }

    final class Panel: UIView {}

    static let day = Palette(text: .black, background: .white, font: .systemFont(ofSize: 16))
    static let night = Palette(text: .white, background: .black, font: .boldSystemFont(ofSize: 15))

    static func run(switches: Int) -> MemoryReport {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        for _ in 0..<50 {
            let panel = Panel()
            panel.addSubview(UILabel())
            window.addSubview(panel)
        }
        // Warm up: caches fill during the first switches.
        for i in 0..<100 { UIApplication.shared.setTheme(i % 2 == 0 ? day : night) }
        let start = Date()
        let first = MemoryReport.bytesInUse()
        for i in 0..<switches { UIApplication.shared.setTheme(i % 2 == 0 ? day : night) }
        let last = MemoryReport.bytesInUse()
        return MemoryReport(name: "theme-switches", parameters: "switches=\(switches)", first: first, last: last,
                            limit: 64 * 1024, seconds: Date().timeIntervalSince(start))
    }
}
