import Testing
import TesseraTesting
import UIKit

@Suite struct TextDrawingTests {
    init() { LogCapture.install() }

    let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]

    @Test func singleLineSizeIsOneLineHigh() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Hello".size(withAttributes: body)
        #expect(close(size.height, font.lineHeight, 0.01))
        #expect(size.width > 30 && size.width < 50)
        #expect("".size(withAttributes: body) == .zero)
        // A trailing newline adds an empty line, as in TextKit.
        #expect(close("Hello\n".size(withAttributes: body).height, 2 * font.lineHeight, 0.01))
        // Without attributes strings use the 12-point system font.
        #expect(close("Hello".size().height, UIFont.systemFont(ofSize: 12).lineHeight, 0.01))
    }

    @Test func boundingRectWrapsToTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let font = UIFont.systemFont(ofSize: 17)
        let rect = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, attributes: body, context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 120)
        let lines = (rect.height / font.lineHeight).rounded()
        #expect(lines >= 3 && close(rect.height, lines * font.lineHeight, 0.01))
        // Without .usesLineFragmentOrigin: one line, origin at the baseline.
        let single = text.boundingRect(with: CGSize(width: 120, height: 100), options: [], attributes: body, context: nil)
        #expect(close(single.minY, -font.ascender, 0.01) && close(single.height, font.lineHeight, 0.01) && single.width > 120)
    }

    @Test func heightLimitAndTruncation() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let font = UIFont.systemFont(ofSize: 17)
        let limited = text.boundingRect(with: CGSize(width: 100, height: 2.5 * font.lineHeight),
                                        options: .usesLineFragmentOrigin, attributes: body, context: nil)
        #expect(close(limited.height, 2 * font.lineHeight, 0.01))
        // Truncating modes make each paragraph one line.
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let truncated = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                          attributes: body.merging([.paragraphStyle: style]) { $1 }, context: nil)
        #expect(close(truncated.height, font.lineHeight, 0.01) && truncated.width <= 100)
    }

    @Test func lineSpacingParagraphSpacingAndLineHeights() {
        let font = UIFont.systemFont(ofSize: 17)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        style.paragraphSpacing = 20
        let attrs: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let two = "A\nB".boundingRect(with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(close(two.height, 2 * font.lineHeight + 10 + 20, 0.01))
        let fixed = NSMutableParagraphStyle()
        fixed.minimumLineHeight = 40
        fixed.maximumLineHeight = 40
        let tall = "A\nB".boundingRect(with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin,
                                       attributes: [.font: font, .paragraphStyle: fixed], context: nil)
        #expect(close(tall.height, 80, 0.01))
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        let doubled = "A".boundingRect(with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin,
                                       attributes: [.font: font, .paragraphStyle: multiple], context: nil)
        #expect(close(doubled.height, 2 * font.lineHeight, 0.01))
    }

    @Test func alignmentPlacesInk() {
        func inkCenter(_ alignment: NSTextAlignment, _ text: String = "Hi") -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let image = render(CGSize(width: 200, height: 30)) { _ in
                text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                          withAttributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
            }
            let columns = inkColumns(image)
            return CGFloat(columns.first! + columns.last!) / 2
        }
        #expect(inkCenter(.left) < 20)
        #expect(abs(inkCenter(.center) - 100) < 3)
        #expect(inkCenter(.right) > 180)
        #expect(inkCenter(.natural) < 20)
        // Natural alignment follows the paragraph's direction: Arabic sits on the right.
        #expect(inkCenter(.natural, "مرحبا") > 150)
        #expect(inkCenter(.left, "مرحبا") < 50)
    }

    @Test func colorsUnderlinesAndShadows() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        shadow.shadowColor = UIColor.red
        let image = render(CGSize(width: 60, height: 40)) { _ in
            NSAttributedString(string: "■", attributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.blue,
                                                          .shadow: shadow]).draw(at: CGPoint(x: 5, y: 0))
        }
        let columns = inkColumns(image)
        let rows = inkRows(image)
        // The glyph is blue; its shadow falls right and down, in red.
        let blueish = (0..<60).flatMap { x in (0..<40).map { (x, $0) } }.filter { rgba(image, $0.0, $0.1) == [0, 0, 255, 255] }
        let reddish = (0..<60).flatMap { x in (0..<40).map { (x, $0) } }.filter { rgba(image, $0.0, $0.1) == [255, 0, 0, 255] }
        #expect(!blueish.isEmpty && !reddish.isEmpty)
        #expect(reddish.map(\.0).max()! > blueish.map(\.0).max()!)
        #expect(reddish.map(\.1).max()! > blueish.map(\.1).max()!)
        #expect(!columns.isEmpty && !rows.isEmpty)

        let underlined = render(CGSize(width: 60, height: 30), scale: 4) { _ in
            NSAttributedString(string: "      ", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black,
                                                            .underlineStyle: NSUnderlineStyle.single.rawValue,
                                                            .underlineColor: UIColor.green]).draw(at: .zero)
        }
        #expect((0..<120).contains { close(rgba(underlined, 40, $0), [0, 255, 0, 255], 10) })
    }

    @Test func attributedStringsWithUIKitValuesCanBeBuiltAndCoalesced() {
        // swift-corelibs-foundation traps when it compares NSObject subclasses from other modules while
        // coalescing runs; UIKit's values are plain Swift classes so this works.
        let text = NSMutableAttributedString(string: "")
        for i in 0..<20 {
            text.append(NSAttributedString(string: "run \(i) ", attributes: [
                .font: UIFont.systemFont(ofSize: CGFloat(10 + i % 3)), .foregroundColor: UIColor(white: CGFloat(i % 2), alpha: 1),
                .shadow: NSShadow(), .paragraphStyle: NSParagraphStyle.default]))
        }
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, _, _ in
            runs += 1
            #expect(attributes[.font] is UIFont)
        }
        #expect(runs == 20)
        let size = text.size()
        #expect(size.width > 100)
        #expect(UIColor(white: 1, alpha: 1) == UIColor(white: 1, alpha: 1))
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
    }

    @Test func drawingContextShrinksToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let text = "A fairly long single line of text"
        let rect = text.boundingRect(with: CGSize(width: 150, height: 30), options: .usesLineFragmentOrigin,
                                     attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                  .paragraphStyle: { let p = NSMutableParagraphStyle(); p.lineBreakMode = .byClipping; return p }()],
                                     context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= 150)
    }
}
