import Testing
import UIKit

/// A label keeps the text it last laid out (measuring it, or drawing it) and draws from it when nothing
/// that places the glyphs has changed. Whatever it reuses, it must draw exactly what a label that was
/// never measured draws: each case here measures one label, then draws it beside a fresh twin.
@MainActor @Suite struct LabelLayoutReuseTests {
    /// Two labels set up alike: the first is measured (`intrinsicContentSize` and `sizeThatFits`),
    /// then both get `frame` and are drawn.
    private func drawn(_ frame: CGRect, measuredAt width: CGFloat = .greatestFiniteMagnitude,
                       _ setUp: (UILabel) -> Void, afterMeasuring change: (UILabel) -> Void = { _ in })
        -> (measured: UIImage, fresh: UIImage) {
        let measured = UILabel(), fresh = UILabel()
        for label in [measured, fresh] {
            label.textColor = .black
            setUp(label)
        }
        _ = measured.intrinsicContentSize
        _ = measured.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        for label in [measured, fresh] {
            change(label)
            label.frame = frame
        }
        return (measured.snapshotImage(scale: 2), fresh.snapshotImage(scale: 2))
    }

    private func samePixels(_ a: UIImage, _ b: UIImage) -> Bool {
        guard let x = a.cgImage, let y = b.cgImage, x.width == y.width, x.height == y.height else { return false }
        for row in 0..<x.height {
            for column in 0..<x.width where rgba(a, column, row) != rgba(b, column, row) { return false }
        }
        return true
    }

    /// The ink's leftmost and rightmost columns.
    private func inkExtent(_ image: UIImage) -> ClosedRange<Int>? {
        let columns = inkColumns(image)
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test func aMeasuredLabelDrawsAsAFreshOne() throws {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 300, height: 40)) { $0.text = "Row 7: the quick brown fox" }
        #expect(samePixels(measured, fresh))
        #expect(try #require(inkExtent(measured)).lowerBound < 10)
    }

    @Test func rightToLeftTextIsRightAlignedAfterBeingMeasuredLeftAligned() throws {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 300, height: 40)) { $0.text = "שלום עולם" }
        #expect(samePixels(measured, fresh))
        // Natural alignment puts Hebrew at the right edge (400 pixels wide at 2×).
        let extent = try #require(inkExtent(measured))
        #expect(extent.upperBound > 580 && extent.lowerBound > 300)
    }

    @Test(arguments: [NSTextAlignment.center, .right, .justified])
    func alignedTextSitsWhereItsAlignmentPutsIt(_ alignment: NSTextAlignment) throws {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 300, height: 40)) {
            $0.text = "Centred or right"
            $0.textAlignment = alignment
        }
        #expect(samePixels(measured, fresh))
        if alignment != .justified { #expect(try #require(inkExtent(measured)).lowerBound > 100) }
    }

    @Test func textWiderThanTheLabelIsTruncated() {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 90, height: 40)) { $0.text = "A line much wider than its label" }
        #expect(samePixels(measured, fresh))
        let (whole, _) = drawn(CGRect(x: 0, y: 0, width: 400, height: 40)) { $0.text = "A line much wider than its label" }
        #expect(!samePixels(measured, whole))
    }

    @Test func wrappedTextWrapsAtTheWidthItIsDrawnIn() {
        let text = "Several words that wrap onto more lines in a narrow label than in a wide one"
        let (narrow, freshNarrow) = drawn(CGRect(x: 0, y: 0, width: 120, height: 200), measuredAt: 300) {
            $0.numberOfLines = 0
            $0.text = text
        }
        #expect(samePixels(narrow, freshNarrow))
        let (wide, freshWide) = drawn(CGRect(x: 0, y: 0, width: 300, height: 200), measuredAt: 300) {
            $0.numberOfLines = 0
            $0.text = text
        }
        #expect(samePixels(wide, freshWide))
        #expect(bandsOfInk(narrow) > bandsOfInk(wide))
    }

    @Test func aTallTextCutAtTheLabelsHeightShowsOnlyWhatFits() {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 300, height: 30)) {
            $0.numberOfLines = 0
            $0.text = "First line\nSecond line\nThird line"
        }
        #expect(samePixels(measured, fresh))
        #expect(bandsOfInk(measured) == 1)
    }

    @Test func aTailIndentWrapsTextThatWouldFitTheLabel() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.tailIndent = -120
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 240, height: 120)) {
            $0.numberOfLines = 0
            $0.attributedText = NSAttributedString(string: "Words that fit 240 points but not 120",
                                                   attributes: [.paragraphStyle: paragraph, .foregroundColor: UIColor.black])
        }
        #expect(samePixels(measured, fresh))
        #expect(bandsOfInk(measured) > 1)
    }

    @Test func aColourChangedAfterMeasuringIsTheColourDrawn() {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 200, height: 40), { $0.text = "Red now" },
                                      afterMeasuring: { $0.textColor = .systemRed })
        #expect(samePixels(measured, fresh))
        let cg = measured.cgImage!
        var reddest = 0
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = rgba(measured, x, y)
                if p[3] > 200 { reddest = max(reddest, p[0] - p[2]) }
            }
        }
        #expect(reddest > 150)
    }

    @Test func aDarkLabelColourResolvesWhenDrawn() {
        let (measured, fresh) = drawn(CGRect(x: 0, y: 0, width: 200, height: 40), {
            $0.textColor = .label
            $0.text = "Dark"
        }, afterMeasuring: { $0.overrideUserInterfaceStyle = .dark })
        #expect(samePixels(measured, fresh))
        let white = inkColumns(measured).contains { x in (0..<80).contains { y in rgba(measured, x, y) == [255, 255, 255, 255] } }
        #expect(white)
    }

    @Test func aHighlightedLabelDrawsInItsHighlightColourAndBack() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.textColor = .black
        label.highlightedTextColor = .white
        label.text = "Highlight"
        _ = label.intrinsicContentSize
        let plain = label.snapshotImage(scale: 2)
        label.isHighlighted = true
        let highlighted = label.snapshotImage(scale: 2)
        label.isHighlighted = false
        let again = label.snapshotImage(scale: 2)
        #expect(!samePixels(plain, highlighted))
        #expect(samePixels(plain, again))
    }

    /// Runs of rows with ink (one per line of text).
    private func bandsOfInk(_ image: UIImage) -> Int {
        var count = 0, previous = -2
        for row in inkRows(image) {
            if row != previous + 1 { count += 1 }
            previous = row
        }
        return count
    }
}
