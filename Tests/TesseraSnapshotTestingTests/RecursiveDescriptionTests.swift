import Foundation
import SnapshotTesting
import Testing
import TesseraSnapshotTesting
import UIKit

@MainActor @Suite
struct RecursiveDescriptionTests {
    @Test func linesFollowIOSFormatWithoutAddresses() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 8, y: 10.5, width: 50, height: 20))
        label.text = "A label longer than twenty characters"
        root.addSubview(label)
        let faded = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 50))
        faded.alpha = 0.5
        faded.isHidden = true
        faded.clipsToBounds = true
        faded.tag = 3
        faded.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        root.addSubview(faded)
        let inner = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        inner.isUserInteractionEnabled = false
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        faded.addSubview(inner)

        let text = try #require(take(root, Snapshotting<UIView, String>.recursiveDescription))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("<UIView; frame = (0 0; 100 50); "))
        #expect(lines[1].hasPrefix("   | <UILabel; frame = (8 10.5; 50 20); text = 'A label longer than ...'; "))
        #expect(lines[1].contains("userInteractionEnabled = NO"))
        #expect(lines[2].hasPrefix("   | <UIView; frame = (60 0; 40 50); alpha = 0.5; hidden = YES; clipsToBounds = YES; "))
        #expect(lines[2].contains("autoresize = LM+H; tag = 3; layer = <"))
        #expect(lines[3].hasPrefix("   |    | <UIView; frame = (-0.5 0; 6 8); transform = [2, 0, 0, 2, 0, 0]; "))
        #expect(lines[3].contains("userInteractionEnabled = NO; layer = <"))
        #expect(!text.contains("0x"))
    }

    @Test func sizeLaysTheViewOutFirst() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        stretchy.autoresizingMask = [.flexibleWidth]
        root.addSubview(stretchy)
        let text = try #require(take(root, Snapshotting<UIView, String>.recursiveDescription(size: CGSize(width: 200, height: 50))))
        #expect(text.contains("<UIView; frame = (10 10; 180 30); autoresize = W;"))
        // The view keeps its own frame afterwards.
        #expect(root.frame.size == CGSize(width: 100, height: 50))
    }
}
