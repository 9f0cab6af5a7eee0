import Testing
import UIKit

/// UIPasteboard in memory: typed items, the change count, named pasteboards and the desktop's side.
@MainActor @Suite struct PasteboardTests {
    @Test func stringsURLsAndImagesRoundTrip() throws {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        #expect(board.string == nil && !board.hasStrings)
        board.string = "Hello"
        #expect(board.string == "Hello")
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("Hello".utf8))
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2 && board.strings == ["a", "b"])
        board.url = URL(string: "https://example.com/x")
        #expect(board.url?.absoluteString == "https://example.com/x" && board.hasURLs && !board.hasStrings)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        board.image = image
        #expect(board.hasImages)
        #expect(board.image?.size == CGSize(width: 4, height: 3))
        let png = try #require(board.data(forPasteboardType: "public.png"))
        #expect(UIImage(data: png)?.cgImage?.width == image.cgImage?.width)
    }

    @Test func everyChangeCountsAndIsPosted() async {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let start = board.changeCount
        board.string = "one"
        board.setItems([["public.utf8-plain-text": "two"], ["public.url": URL(string: "https://x.org")!]])
        board.addItems([["public.text": "three"]])
        #expect(board.changeCount == start + 3)
        #expect(posted == 3)
        #expect(board.strings == ["two", "three"])
    }

    @Test func namedPasteboardsAreFoundByNameUntilRemoved() {
        let name = UIPasteboard.Name("tessera.tests.\(UUID().uuidString)")
        #expect(UIPasteboard.named(name, create: false) == nil)
        let made = UIPasteboard.named(name, create: true)
        made?.string = "kept"
        #expect(UIPasteboard.named(name, create: false)?.string == "kept")
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard.named(name, create: false) == nil)
        #expect(UIPasteboard.named(.general, create: false) === UIPasteboard.general)
    }

    @Test func worksFromOtherThreads() async {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<8 { group.addTask { board.addItems([["public.utf8-plain-text": "\(i)"]]) } }
        }
        #expect(board.numberOfItems == 8)
        #expect(Set(board.strings ?? []) == Set((0..<8).map(String.init)))
    }

    @Test func theDesktopClipboardReplacesTheGeneralPasteboardsText() {
        let saved = UIPasteboard.general.items
        defer { UIPasteboard.general.items = saved }
        let start = UIPasteboard.general.changeCount
        UIPasteboard.general.desktopClipboardChanged(text: "from the desktop")
        #expect(UIPasteboard.general.string == "from the desktop")
        #expect(UIPasteboard.general.changeCount == start + 1)
        // The same text again (the echo of our own write) is no change.
        UIPasteboard.general.desktopClipboardChanged(text: "from the desktop")
        #expect(UIPasteboard.general.changeCount == start + 1)
    }
}
