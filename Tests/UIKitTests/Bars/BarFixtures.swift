import UIKit
@testable import UIKit

/// The seed's controller that holds a toolbar inside another controller's view.
final class DrillViewController: UIViewController {}

/// A target for bar button item actions.
@MainActor final class ItemTarget {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func tappedItem(_ item: UIBarButtonItem) { log.append("item:\(item.title ?? "")") }
}

/// Records a navigation bar delegate's calls in order.
@MainActor final class NavigationLog: UINavigationBarDelegate {
    var calls: [String] = []
    var allowsPop = true
    var position: UIBarPosition = .any
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        calls.append("shouldPush \(item.title ?? "")"); return true
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { calls.append("didPush \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "")"); return allowsPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { calls.append("didPop \(item.title ?? "")") }
    func position(for bar: UIBarPositioning) -> UIBarPosition { position }
}

/// A 390 × 844 window at scale 1, white.
@MainActor func barWindow() -> UIWindow { phoneWindowAtScale1() }

/// The view a bar shows an item with.
@MainActor func itemView(_ item: UIBarButtonItem, in bar: UIView) -> BarButtonItemView? {
    bar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === item }
}

/// Lays out and draws every window.
@MainActor func settle() { UIApplication.shared.advanceFrame(by: 0) }

/// Writes an image to /tmp for looking at.
@MainActor func savePNG(_ image: UIImage, _ name: String) {
    writeDebugImage(image, named: "bars-\(name)")
}
