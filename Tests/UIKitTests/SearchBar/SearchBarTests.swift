import Foundation
import Testing
@testable import UIKit

/// The search bar: geometry with and without the Cancel button, prompt and scope bar; the delegate's
/// calls in order for typing, Search, Cancel and scope; its look in light and dark.
@MainActor @Suite struct SearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var log: [String] = []
        var allowBegin = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \(text)")
            return text != "!"
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    }

    private func bar(in window: UIWindow) -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 0))
        bar.sizeToFit()
        window.addSubview(bar)
        UIApplication.shared.advanceFrame(by: 0)
        return bar
    }

    @Test func geometryOfTheFieldCancelPromptAndScope() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let bar = bar(in: window)
        #expect(bar.frame.height == 56)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(bar.searchTextField.layer.cornerRadius == 10)
        #expect(bar.placeholder == "Search" && bar.searchTextField.returnKeyType == .search)
        #expect(bar.searchTextField.leftView != nil && bar.searchTextField.leftViewMode == .always)

        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.cancelButtonView.frame
        #expect(cancel.maxX == 382 && !bar.cancelButtonView.isHidden)
        #expect(bar.searchTextField.frame.maxX == cancel.minX - 8)

        bar.scopeButtonTitles = ["All", "Songs", "Albums"]
        bar.showsScopeBar = true
        bar.prompt = "Find music"
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 122)  // 56 + 22 (prompt) + 44 (scope)
        #expect(bar.searchTextField.frame.minY == 32)
        #expect(bar.scopeBarView.frame == CGRect(x: 8, y: 22 + 50, width: 374, height: 32))
        #expect(bar.scopeBarView.numberOfSegments == 3 && bar.scopeBarView.selectedSegmentIndex == 0)

        // A bad scope index is refused.
        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 0)
    }

    @Test func delegateOrderForTypingSearchAndEnding() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let bar = bar(in: window)
        let recorder = Recorder()
        bar.delegate = recorder
        #expect(bar.becomeFirstResponder())
        #expect(bar.isFirstResponder)
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("!")
        bar.searchTextField.insertText("b")
        bar.searchTextField.insertText("\n")
        #expect(bar.text == "ab")
        #expect(bar.isFirstResponder)
        _ = bar.resignFirstResponder()
        #expect(recorder.log == ["shouldBegin", "didBegin",
                                 "shouldChange 0,0 a", "text a",
                                 "shouldChange 1,0 !",
                                 "shouldChange 1,0 b", "text ab",
                                 "search",
                                 "shouldEnd", "didEnd"])
        recorder.log.removeAll()
        bar.text = "new"
        bar.text = "new"
        #expect(recorder.log == ["text new"])
        recorder.allowBegin = false
        recorder.log.removeAll()
        #expect(!bar.becomeFirstResponder())
        #expect(recorder.log == ["shouldBegin"])
    }

    @Test func cancelAndScopeTapsReachTheDelegate() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let bar = bar(in: window)
        let recorder = Recorder()
        bar.delegate = recorder
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Songs"]
        bar.showsScopeBar = true
        bar.sizeToFit()
        bar.layoutIfNeeded()
        var t = CACurrentMediaTime() + 1
        func tap(_ view: UIView) {
            let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            window.send(TouchInput.tap(at: p, timestamp: t))
            t += 1
            UIApplication.shared.advanceFrame(by: 0)
        }
        tap(bar.cancelButtonView)
        #expect(recorder.log == ["cancel"])
        let scope = bar.scopeBarView
        let second = scope.convert(CGPoint(x: scope.bounds.width * 0.75, y: scope.bounds.midY), to: nil)
        window.send(TouchInput.tap(at: second, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(recorder.log == ["cancel", "scope 1"])
        #expect(bar.selectedScopeButtonIndex == 1)
    }

    @Test(arguments: [false, true]) func look(dark: Bool) throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let bar = bar(in: window)
        bar.showsCancelButton = true
        let scoped = UISearchBar(frame: CGRect(x: 0, y: 200, width: 390, height: 0))
        scoped.searchBarStyle = .minimal
        scoped.scopeButtonTitles = ["All", "Songs", "Albums"]
        scoped.showsScopeBar = true
        scoped.prompt = "Find music"
        scoped.text = "Beatles"
        scoped.sizeToFit()
        window.addSubview(scoped)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textint-searchbar-\(dark ? "dark" : "light")")
        // The field's fill differs from the background; the placeholder's glass is drawn at the left.
        let fill = rgba(image, 200, 100 + 12)
        let background = rgba(image, 200, 100 + 3)
        #expect(fill != background)
        let glassInk = (14...34).contains { x in rgba(image, x, 128) != fill }
        #expect(glassInk)
    }

    @Test func aDisabledBarTakesNoInputAndItsTraitsAreTheFields() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let bar = bar(in: window)
        #expect(bar.isEnabled, "enabled by default")
        bar.isEnabled = false
        #expect(!bar.searchTextField.isEnabled)
        #expect(!bar.becomeFirstResponder(), "a disabled bar's field does not start editing")
        #expect(!bar.isFirstResponder)
        bar.isEnabled = true
        #expect(bar.becomeFirstResponder())
        _ = bar.resignFirstResponder()

        let traits: any UITextInputTraits = bar
        bar.returnKeyType = .go
        bar.smartQuotesType = .no
        bar.isSecureTextEntry = true
        bar.textContentType = .username
        #expect(traits.returnKeyType == .go)
        #expect(traits.smartQuotesType == .no && bar.searchTextField.smartQuotesType == .no)
        #expect(traits.isSecureTextEntry && bar.searchTextField.isSecureTextEntry)
        #expect(traits.textContentType == .username)
    }
}
