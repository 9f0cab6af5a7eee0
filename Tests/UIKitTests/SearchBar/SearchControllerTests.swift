import Foundation
import Testing
@testable import UIKit

/// The search controller: activity from editing and Cancel, the updater's calls, the delegate's order.
@MainActor @Suite struct SearchControllerTests {
    final class Updater: UISearchResultsUpdating, UISearchControllerDelegate {
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            log.append("update \(searchController.searchBar.text ?? "") \(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    @Test func editingActivatesTypingUpdatesAndCancelEnds() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let controller = UISearchController(searchResultsController: nil)
        let plain = UISearchController()
        #expect(plain.searchBar.searchController === plain)
        let updater = Updater()
        controller.searchResultsUpdater = updater
        controller.delegate = updater
        let bar = controller.searchBar
        #expect(bar.frame.height == 56)
        bar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        window.addSubview(bar)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!controller.isActive)
        _ = bar.becomeFirstResponder()
        #expect(controller.isActive && bar.showsCancelButton)
        bar.searchTextField.insertText("ab")
        #expect(updater.log == ["willPresent", "update  true", "didPresent", "update ab true"])
        updater.log.removeAll()
        // Cancel clears the text and ends the search.
        bar.layoutIfNeeded()
        let cancel = bar.cancelButtonView
        let p = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        window.send(TouchInput.tap(at: p, timestamp: CACurrentMediaTime() + 1))
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(!controller.isActive && bar.text == "" && !bar.isFirstResponder)
        #expect(updater.log == ["update  true", "willDismiss", "update  false", "didDismiss"])
        #expect(!bar.showsCancelButton)
    }
}
