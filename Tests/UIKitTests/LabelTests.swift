import Testing
import TesseraTesting
import UIKit

/// UILabel: defaults, text and attributed text kept in step, sizing as UIKit sizes labels, every
/// line-break mode, shrinking, subclass overrides, vertical centring, colours, shadow and accessibility.
@MainActor @Suite struct LabelTests {
    // MARK: Helpers

    private func label(_ text: String?, width: CGFloat = 200, height: CGFloat = 40,
                       font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = font
        label.textColor = .black
        label.text = text
        return label
    }

    /// `value` rounded up to the label's device pixels.
    private func up(_ value: CGFloat, _ label: UILabel) -> CGFloat {
        let scale = label.traitCollection.displayScale
        return (value * scale).rounded(.up) / scale
    }

    /// Groups of consecutive rows with ink: one per line of capitals.
    private func bands(_ image: UIImage) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for row in inkRows(image) {
            if let last = result.last, last.upperBound == row - 1 {
                result[result.count - 1] = last.lowerBound...row
            } else {
                result.append(row...row)
            }
        }
        return result
    }

    /// The rows spanned by ink in some columns (empty when they have none).
    private func inkSpan(_ image: UIImage, columns: ClosedRange<Int>) -> Int {
        let cg = image.cgImage!
        var top = Int.max, bottom = Int.min
        for x in columns where x >= 0 && x < cg.width {
            for y in 0..<cg.height where cg.pixel(x: x, y: y)!.alpha > 40 {
                top = min(top, y)
                bottom = max(bottom, y)
            }
        }
        return top == .max ? 0 : bottom - top + 1
    }

    /// Columns whose ink lies only in the bottom of the line of capitals: an ellipsis' dots, as opposed
    /// to the stems and bars of "H".
    private func dotColumns(_ image: UIImage) -> [Int] {
        let rows = inkRows(image)
        guard let top = rows.first, let bottom = rows.last else { return [] }
        let cg = image.cgImage!
        let limit = top + (bottom - top + 1) * 6 / 10
        return inkColumns(image).filter { x in
            (0..<cg.height).first { cg.pixel(x: x, y: $0)!.alpha > 40 }! > limit
        }
    }

    private func ink(_ image: UIImage, where test: ([Int]) -> Bool) -> [(x: Int, y: Int)] {
        let cg = image.cgImage!
        var found: [(x: Int, y: Int)] = []
        for y in 0..<cg.height {
            for x in 0..<cg.width where test(rgba(image, x, y)) { found.append((x, y)) }
        }
        return found
    }

    // MARK: Defaults

    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.highlightedTextColor == nil && !label.isHighlighted && label.isEnabled)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw && label.layer.needsDisplayOnBoundsChange)
        #expect(label.backgroundColor == nil && !label.isOpaque)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func nilFontAndColourRestoreDefaults() {
        let label = label("Hello")
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    // MARK: Text and attributed text

    @Test func textBecomesAttributedTextInTheLabelsStyle() throws {
        let label = label("Hello")
        label.textAlignment = .center
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(attributes[.foregroundColor] as? UIColor == .black)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        label.text = nil
        #expect(label.attributedText == nil && label.text == nil)
    }

    @Test func attributedTextSetsTextAndStyleFromItsFirstCharacter() throws {
        let label = UILabel()
        let bold = UIFont.boldSystemFont(ofSize: 24)
        let string = NSMutableAttributedString(string: "Red and blue", attributes: [.font: bold, .foregroundColor: UIColor.red])
        string.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 8, length: 4))
        label.attributedText = string
        #expect(label.text == "Red and blue")
        #expect(label.font == bold)
        #expect(label.textColor == .red)
        let back = try #require(label.attributedText)
        #expect(back.string == "Red and blue")
        #expect(back.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor == .blue)
        #expect(back.attribute(.font, at: 9, effectiveRange: nil) as? UIFont == bold)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func attributedTextWithoutAttributesTakesTheLabelsStyle() throws {
        let label = label(nil)
        label.font = .systemFont(ofSize: 30)
        label.attributedText = NSAttributedString(string: "Plain")
        let back = try #require(label.attributedText)
        #expect(back.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 30))
        #expect(back.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .black)
    }

    @Test func styleSettersApplyToTheWholeAttributedText() throws {
        let label = UILabel()
        let string = NSMutableAttributedString(string: "One Two", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        string.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 4, length: 3))
        label.attributedText = string
        label.font = .italicSystemFont(ofSize: 20)
        label.textColor = .green
        let back = try #require(label.attributedText)
        for location in [0, 5] {
            #expect(back.attribute(.font, at: location, effectiveRange: nil) as? UIFont == UIFont.italicSystemFont(ofSize: 20))
            #expect(back.attribute(.foregroundColor, at: location, effectiveRange: nil) as? UIColor == .green)
        }
    }

    // MARK: Sizing

    @Test func singleLineIntrinsicSizeIsTheTextSizeRoundedUpToPixels() {
        let font = UIFont.systemFont(ofSize: 17)
        let label = label("Hello, Tessera!", font: font)
        let measured = "Hello, Tessera!".size(withAttributes: [.font: font])
        let size = label.intrinsicContentSize
        #expect(size == CGSize(width: up(measured.width, label), height: up(measured.height, label)))
        #expect(size.width >= measured.width && size.width < measured.width + 1.0 / 3 + 0.0001)
        // One line whatever the size asked for.
        #expect(label.sizeThatFits(CGSize(width: 20, height: 5)) == size)
        label.sizeToFit()
        #expect(label.bounds.size == size)
    }

    @Test func multiLineIntrinsicSizeWrapsAtThePreferredWidth() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let label = label(text, width: 0, height: 0, font: font)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let measured = NSAttributedString(string: text, attributes: [.font: font])
            .boundingRect(with: CGSize(width: 120, height: 0), options: .usesLineFragmentOrigin, context: nil).size
        let size = label.intrinsicContentSize
        #expect(size == CGSize(width: up(measured.width, label), height: up(measured.height, label)))
        let oneLine = text.size(withAttributes: [.font: font])
        #expect(size.width <= 120 && size.height > 3 * oneLine.height)
        // Without a preferred width, a multi-line label wraps at its own width.
        label.preferredMaxLayoutWidth = 0
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 10)
        #expect(label.intrinsicContentSize == size)
        // And with no width at all it is one line per paragraph.
        label.frame = .zero
        #expect(label.intrinsicContentSize.width == up(oneLine.width, label))
    }

    @Test func numberOfLinesLimitsTheSize() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let label = label(text, font: font)
        let lineHeight = "X".size(withAttributes: [.font: font]).height
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(two.height == up(2 * lineHeight, label))
        #expect(two.width <= 120)
        label.numberOfLines = 0
        let all = label.sizeThatFits(CGSize(width: 120, height: 10))
        #expect(all.height > two.height)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)).height == up(lineHeight, label))
        // Negative counts mean no limit.
        label.numberOfLines = -4
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == all)
    }

    @Test func sizeChangesInvalidateTheIntrinsicSizeAndRedraw() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = label("Hello")
        container.addSubview(label)
        container.layoutIfNeeded()
        _ = label.snapshotImage(scale: 1)
        #expect(!container.layer.needsLayout() && !label.layer.needsDisplay())
        label.text = "Hello again"
        #expect(container.layer.needsLayout() && label.layer.needsDisplay())
        container.layoutIfNeeded()
        _ = label.snapshotImage(scale: 1)
        label.textColor = .red
        #expect(label.layer.needsDisplay() && !container.layer.needsLayout())
        _ = label.snapshotImage(scale: 1)
        label.font = .systemFont(ofSize: 30)
        #expect(container.layer.needsLayout() && label.layer.needsDisplay())
    }

    // MARK: Lines and line-break modes

    @Test func numberOfLinesLimitsTheDrawnLines() {
        let text = "ALPHA BETA GAMMA DELTA EPSILON ZETA THETA IOTA KAPPA LAMBDA OMICRON"
        func lines(_ count: Int) -> Int {
            let label = label(text, width: 150, height: 300)
            label.numberOfLines = count
            return bands(label.snapshotImage(scale: 1)).count
        }
        #expect(lines(1) == 1)
        #expect(lines(2) == 2)
        #expect(lines(3) == 3)
        #expect(lines(0) > 3)
    }

    @Test func theBoundsHeightCutsLines() {
        let text = "ALPHA BETA GAMMA DELTA EPSILON ZETA THETA IOTA KAPPA LAMBDA OMICRON"
        let lineHeight = "X".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).height
        let label = label(text, width: 150, height: (2.5 * lineHeight).rounded())
        label.numberOfLines = 0
        #expect(bands(label.snapshotImage(scale: 1)).count == 2)
    }

    @Test func eachLineBreakModeEndsTheLineItsOwnWay() {
        let scale: CGFloat = 2
        let width: CGFloat = 150
        func render(_ text: String, _ mode: NSLineBreakMode) -> UIImage {
            let label = label(text, width: width, height: 40)
            label.lineBreakMode = mode
            return label.snapshotImage(scale: scale)
        }
        let words = "HHHHHH HHHHHH HHHHHH HHHHHH HHHHHH"
        let solid = "HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH"
        let edge = Int(width * scale) - 1
        let cap = inkSpan(render("H", .byClipping), columns: 0...edge)
        #expect(cap > 15)

        // Clipping cuts the letters at the edge: ink within a side bearing of the last column, no ellipsis.
        let clipped = render(solid, .byClipping)
        #expect(inkColumns(clipped).last! >= edge - 6)
        #expect(dotColumns(clipped).isEmpty)

        // Tail truncation leaves room and ends with dots; the start is letters.
        let tail = render(solid, .byTruncatingTail)
        let tailInk = inkColumns(tail)
        #expect(tailInk.last! < edge)
        #expect(dotColumns(tail).contains(tailInk.last!))
        #expect(!dotColumns(tail).contains(tailInk.first!))

        // Head truncation starts with dots and ends with letters.
        let head = render(solid, .byTruncatingHead)
        let headInk = inkColumns(head)
        #expect(dotColumns(head).contains(headInk.first!))
        #expect(!dotColumns(head).contains(headInk.last!))

        // Middle truncation has letters at both ends and dots in between.
        let middle = render(solid, .byTruncatingMiddle)
        let middleInk = inkColumns(middle), middleDots = dotColumns(middle)
        #expect(!middleDots.contains(middleInk.first!) && !middleDots.contains(middleInk.last!))
        #expect(middleDots.contains { $0 > Int(width * scale) / 4 && $0 < Int(width * scale) * 3 / 4 })

        // Word wrapping ends at a word; character wrapping fills the line with whole letters; neither
        // shows an ellipsis.
        let wordWrapped = render(words, .byWordWrapping), charWrapped = render(words, .byCharWrapping)
        let wordEnd = inkColumns(wordWrapped).last!, charEnd = inkColumns(charWrapped).last!
        #expect(wordEnd < Int(width * scale * 0.7))
        #expect(charEnd > wordEnd + Int(20 * scale) && charEnd < edge)
        #expect(dotColumns(wordWrapped).isEmpty && dotColumns(charWrapped).isEmpty)
    }

    @Test func multiLineTruncationEndsTheLastVisibleLine() {
        let label = label("WWWWW WWWWW WWWWW WWWWW WWWWW WWWWW WWWWW WWWWW", width: 150, height: 200)
        label.numberOfLines = 2
        let image = label.snapshotImage(scale: 1)
        let lineBands = bands(image)
        #expect(lineBands.count == 2)
        // The dots sit on the second line.
        let cg = image.cgImage!
        let lastColumn = inkColumns(image).filter { x in lineBands[1].contains { cg.pixel(x: x, y: $0)!.alpha > 40 } }.last!
        var span = 0
        for y in lineBands[1] where cg.pixel(x: lastColumn, y: y)!.alpha > 40 { span += 1 }
        #expect(span < lineBands[1].count / 2)
    }

    // MARK: Shrinking

    @Test func shrinkToFitReducesTheFontButNotBelowTheFactor() {
        let text = "HHHHHHHHHH"
        func render(adjusts: Bool, factor: CGFloat) -> UIImage {
            let label = label(text, width: 200, height: 60, font: .systemFont(ofSize: 40))
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = factor
            return label.snapshotImage(scale: 1)
        }
        let full = inkRows(render(adjusts: false, factor: 0)).count
        // A factor of 0 means no shrinking.
        #expect(inkRows(render(adjusts: true, factor: 0)).count == full)
        // Enough room to shrink: the text fits the width, whole, smaller.
        let fitted = render(adjusts: true, factor: 0.2)
        let fittedColumns = inkColumns(fitted)
        #expect(fittedColumns.last! < 200 && fittedColumns.last! - fittedColumns.first! > 170)
        let fittedHeight = inkRows(fitted).count
        #expect(fittedHeight < full * 3 / 4 && fittedHeight > full / 5)
        #expect(dotColumns(fitted).isEmpty)
        // Not enough: it stops at the factor and truncates.
        let limited = render(adjusts: true, factor: 0.8)
        let limitedHeight = inkRows(limited).count
        #expect(abs(CGFloat(limitedHeight) - 0.8 * CGFloat(full)) <= 1.5)
        #expect(!dotColumns(limited).isEmpty)
    }

    @Test func shrunkTextKeepsItsBaseline() {
        let text = "HHHHHHHHHHHH"
        let label = label(text, width: 120, height: 80, font: .systemFont(ofSize: 30))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let baseline = inkRows(label.snapshotImage(scale: 1)).last!
        let wide = self.label(text, width: 400, height: 80, font: .systemFont(ofSize: 30))
        let fullBaseline = inkRows(wide.snapshotImage(scale: 1)).last!
        #expect(abs(baseline - fullBaseline) <= 1)
        label.baselineAdjustment = .alignCenters
        let rows = inkRows(label.snapshotImage(scale: 1))
        #expect(abs((rows.first! + rows.last!) / 2 - 40) <= 3 && rows.last! < fullBaseline - 2)
    }

    // MARK: Subclasses and positioning

    private final class InsetLabel: UILabel {
        var insets = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 10)

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return rect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }
    }

    private final class TopAlignedLabel: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines))
        }
    }

    @Test func overridingTextRectAndDrawTextInsetsTheText() {
        let plain = label("Inset")
        plain.textAlignment = .left
        plain.frame.size = plain.intrinsicContentSize
        let inset = InsetLabel(frame: .zero)
        inset.textColor = .black
        inset.text = "Inset"
        inset.textAlignment = .left
        let size = inset.intrinsicContentSize
        #expect(abs(size.width - plain.bounds.width - 40) < 1e-9 && abs(size.height - plain.bounds.height - 20) < 1e-9)
        inset.sizeToFit()
        #expect(inset.bounds.size == size)
        let a = plain.snapshotImage(scale: 1), b = inset.snapshotImage(scale: 1)
        #expect(inkColumns(b).first! - inkColumns(a).first! == 30)
        #expect(abs(inkRows(b).first! - inkRows(a).first! - 10) <= 1)
    }

    @Test func textIsCentredVerticallyUnlessASubclassSaysOtherwise() {
        let short = label("HELLO", width: 200, height: 100), tall = label("HELLO", width: 200, height: 300)
        let a = inkRows(short.snapshotImage(scale: 1)), b = inkRows(tall.snapshotImage(scale: 1))
        #expect(abs(b.first! - a.first! - 100) <= 1 && abs(b.last! - a.last! - 100) <= 1)
        #expect(abs((b.first! + b.last!) / 2 - 150) <= 4)
        // Several lines are centred as a block.
        let lines = label("ALPHA BETA GAMMA DELTA EPSILON ZETA", width: 120, height: 300)
        lines.numberOfLines = 0
        let block = inkRows(lines.snapshotImage(scale: 1))
        #expect(abs((block.first! + block.last!) / 2 - 150) <= 4)
        // A subclass drawing in its text rectangle puts the text at the top.
        let top = TopAlignedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        top.textColor = .black
        top.text = "HELLO"
        let rows = inkRows(top.snapshotImage(scale: 1))
        #expect(rows.first! < 12)
    }

    @Test func alignmentPlacesTheText() {
        func columns(_ alignment: NSTextAlignment) -> [Int] {
            let label = label("Hi", width: 200)
            label.textAlignment = alignment
            return inkColumns(label.snapshotImage(scale: 1))
        }
        #expect(columns(.left).first! < 5 && columns(.natural).first! < 5)
        #expect(columns(.right).last! > 194)
        let centre = columns(.center)
        #expect(abs((centre.first! + centre.last!) / 2 - 100) <= 2)
    }

    // MARK: Colours and shadow

    @Test func highlightedLabelsUseTheHighlightedColour() {
        let label = label("HIGHLIGHT")
        label.textColor = .blue
        label.isHighlighted = true
        #expect(!ink(label.snapshotImage(scale: 1)) { $0[3] > 200 && $0[2] > 200 && $0[0] < 60 }.isEmpty)
        label.highlightedTextColor = .red
        let red = ink(label.snapshotImage(scale: 1)) { $0[3] > 200 && $0[0] > 200 && $0[2] < 60 }
        let blue = ink(label.snapshotImage(scale: 1)) { $0[3] > 200 && $0[2] > 200 && $0[0] < 60 }
        #expect(!red.isEmpty && blue.isEmpty)
        label.isHighlighted = false
        #expect(ink(label.snapshotImage(scale: 1)) { $0[3] > 200 && $0[0] > 200 && $0[2] < 60 }.isEmpty)
    }

    @Test func shadowIsDrawnAtItsOffset() {
        let label = label("SHADOW", width: 200, height: 60)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 4, height: 5)
        let image = label.snapshotImage(scale: 1)
        let black = ink(image) { $0[3] > 200 && $0[0] < 60 && $0[1] < 60 }
        let red = ink(image) { $0[3] > 200 && $0[0] > 200 && $0[1] < 60 }
        #expect(!black.isEmpty && !red.isEmpty)
        #expect(red.map(\.x).max()! - black.map(\.x).max()! == 4)
        #expect(red.map(\.y).max()! - black.map(\.y).max()! == 5)
        // The default offset puts the shadow one point above.
        label.shadowOffset = CGSize(width: 0, height: -1)
        let above = label.snapshotImage(scale: 1)
        let shadowTop = ink(above) { $0[3] > 200 && $0[0] > 200 && $0[1] < 60 }.map(\.y).min()!
        let textTop = ink(above) { $0[3] > 200 && $0[0] < 60 }.map(\.y).min()!
        #expect(shadowTop == textTop - 1)
    }

    @Test func disabledLabelsDimTheirText() {
        let label = label("DISABLED")
        func darkest(_ image: UIImage) -> Int { ink(image) { $0[3] > 0 }.map { rgba(image, $0.x, $0.y)[3] }.max() ?? 0 }
        #expect(darkest(label.snapshotImage(scale: 1)) > 240)
        label.isEnabled = false
        let dimmed = darkest(label.snapshotImage(scale: 1))
        #expect(dimmed > 90 && dimmed < 130)
    }

    // MARK: Accessibility

    @Test func accessibilityDescribesStaticText() {
        let label = label("Title")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Title")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Custom"
        label.text = "Other"
        #expect(label.accessibilityLabel == "Custom")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
        let attributed = UILabel()
        attributed.attributedText = NSAttributedString(string: "Styled")
        #expect(attributed.accessibilityLabel == "Styled")
    }

    // MARK: Bad input and scripts

    @Test func badInputDoesNotCrash() {
        let label = label("")
        #expect(label.intrinsicContentSize == .zero)
        #expect(inkRows(label.snapshotImage(scale: 1)).isEmpty)
        label.preferredMaxLayoutWidth = .nan
        #expect(label.preferredMaxLayoutWidth == 0)
        label.shadowOffset = CGSize(width: CGFloat.nan, height: .infinity)
        #expect(label.shadowOffset == .zero)
        label.minimumScaleFactor = .nan
        #expect(label.minimumScaleFactor == 0)
        label.text = "Text"
        _ = label.textRect(forBounds: CGRect(x: CGFloat.nan, y: 0, width: .nan, height: -5), limitedToNumberOfLines: -1)
        _ = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .nan))
        label.frame = .zero
        _ = label.snapshotImage(scale: 1)
        label.attributedText = NSAttributedString(string: "")
        #expect(label.text == "" && label.intrinsicContentSize == .zero)
    }

    @Test func rightToLeftTextAlignsRightNaturally() {
        let hebrew = label("שלום עולם", width: 300)
        let columns = inkColumns(hebrew.snapshotImage(scale: 1))
        #expect(!columns.isEmpty && columns.first! > 150 && columns.last! > 290)
        let arabic = label("مرحبا بالعالم", width: 300)
        #expect(inkColumns(arabic.snapshotImage(scale: 1)).first! > 150)
        // Clipped right-to-left text keeps its start, on the right.
        let clipped = label(String(repeating: "שלום ", count: 20), width: 150)
        clipped.lineBreakMode = .byClipping
        let clippedColumns = inkColumns(clipped.snapshotImage(scale: 1))
        #expect(clippedColumns.first! <= 1 && clippedColumns.last! >= 145)
    }

    @Test func cjkTextWrapsAndMeasures() {
        let text = "日本語のテキストを表示します。これは長い文章なので、複数の行に折り返されます。"
        let label = label(text, width: 120, height: 300)
        label.numberOfLines = 0
        let image = label.snapshotImage(scale: 1)
        #expect(bands(image).count >= 3)
        #expect(inkColumns(image).last! < 120)
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        let oneLine = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(size.width <= 120 && size.height >= 3 * oneLine.height - 1)
    }
}
