import Foundation
import Testing
@testable import UIKit

/// NSTextStorage records its edits, merges them inside beginEditing/endEditing, and processes them in
/// UIKit's order: delegate (will), notification (will), delegate (did), notification (did), layout managers.
@MainActor @Suite struct TextStorageTests {
    final class Log: NSTextStorageDelegate, @unchecked Sendable {
        var events: [String] = []
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            events.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            events.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
    }

    final class RecordingLayoutManager: NSLayoutManager {
        var onEdit: ((String) -> Void)?
        override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                     range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
            onEdit?("layout \(newCharRange.location),\(newCharRange.length) \(delta)")
            super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                                 invalidatedRange: invalidatedCharRange)
        }
    }

    @Test func editsAreProcessedInUIKitsOrder() {
        let storage = NSTextStorage(string: "Hello world")
        let log = Log()
        storage.delegate = log
        let manager = RecordingLayoutManager()
        manager.onEdit = { log.events.append($0) }
        storage.addLayoutManager(manager)
        #expect(storage.layoutManagers.count == 1 && manager.textStorage === storage)
        let center = NotificationCenter.default
        let will = center.addObserver(forName: NSTextStorage.willProcessEditingNotification, object: storage, queue: nil) { _ in
            MainActor.assumeIsolated { log.events.append("willNote") }
        }
        let did = center.addObserver(forName: NSTextStorage.didProcessEditingNotification, object: storage, queue: nil) { _ in
            MainActor.assumeIsolated { log.events.append("didNote") }
        }
        defer { center.removeObserver(will); center.removeObserver(did) }

        storage.replaceCharacters(in: NSRange(location: 6, length: 5), with: "there!")
        #expect(storage.string == "Hello there!")
        #expect(log.events == ["will 2 6,6 1", "willNote", "did 2 6,6 1", "didNote", "layout 6,6 1"])
        #expect(storage.editedMask == [] && storage.changeInLength == 0)

        log.events = []
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        #expect(log.events.first == "will 1 0,5 0")
    }

    @Test func editsInsideAnEditingSessionMerge() {
        let storage = NSTextStorage(string: "abcdef")
        let log = Log()
        storage.delegate = log
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XYZ")   // aXYZcdef
        #expect(log.events.isEmpty)
        #expect(storage.editedRange == NSRange(location: 1, length: 3) && storage.changeInLength == 2)
        storage.beginEditing()
        storage.deleteCharacters(in: NSRange(location: 6, length: 2))                  // aXYZcd
        storage.endEditing()
        #expect(log.events.isEmpty)
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 1))
        storage.endEditing()
        #expect(storage.string == "aXYZcd")
        #expect(log.events == ["will 3 0,6 0", "did 3 0,6 0"])
    }

    @Test func appendInsertAndAttachmentsGoThroughTheStorage() {
        let storage = NSTextStorage()
        let log = Log()
        storage.delegate = log
        storage.append(NSAttributedString(string: "ab"))
        storage.insert(NSAttributedString(attachment: NSTextAttachment()), at: 1)
        #expect(storage.length == 3)
        #expect((storage.string as NSString).character(at: 1) == 0xFFFC)
        #expect(storage.attribute(.attachment, at: 1, effectiveRange: nil) is NSTextAttachment)
        #expect(log.events == ["will 3 0,2 2", "did 3 0,2 2", "will 3 1,1 1", "did 3 1,1 1"])
    }

    @Test func badRangesAreIgnored() {
        let storage = NSTextStorage(string: "abc")
        storage.replaceCharacters(in: NSRange(location: 2, length: 5), with: "x")
        storage.addAttribute(.kern, value: 1, range: NSRange(location: NSNotFound, length: 0))
        storage.deleteCharacters(in: NSRange(location: -1, length: 1))
        #expect(storage.string == "abc")
    }
}
