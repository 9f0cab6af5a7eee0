import Foundation
import Testing
import TesseraTesting
import UIKit

/// Random text (see `FuzzText`) through labels and string drawing: nothing crashes, every size is finite
/// and non-negative, images come out at their size, and wrapped text grows taller as it gets narrower.
@MainActor @Suite struct TextFuzzTests {
    static let widths: [CGFloat] = [0, 1, 7, 37, 150, 320, 1000, .greatestFiniteMagnitude]

    static func isSane(_ size: CGSize) -> Bool { size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 }

    @Test func labelsMeasureAndDrawAnyText() {
        let run = FuzzRun("TextFuzzTests.labels", defaultCases: 100)
        LogCapture.install()
        run.forEachCase { index, random in
            let units = FuzzText.units(&random)
            let string = FuzzText.string(units, &random)
            #expect(string.utf16.count == units.count, "\(run.label(index)): repairing lone surrogates keeps the length")
            let label = UILabel(frame: CGRect(x: 4, y: 4, width: random.pick(Self.widths.dropLast()), height: CGFloat(random.below(300))))
            label.font = FuzzText.font(&random)
            label.numberOfLines = random.pick([0, 0, 1, 2, 3, -1])
            label.lineBreakMode = random.pick(FuzzText.lineBreakModes)
            label.textAlignment = random.pick(FuzzText.alignments)
            if random.chance(1, in: 4) {
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = CGFloat(random.below(10)) / 10
            }
            if random.chance(1, in: 4) { label.preferredMaxLayoutWidth = CGFloat(random.below(400)) }
            if random.chance(1, in: 2) { label.text = string } else { label.attributedText = FuzzText.attributed(string, &random) }
            let label_ = run.label(index)
            for width in Self.widths {
                let size = label.sizeThatFits(CGSize(width: width, height: random.pick(Self.widths)))
                #expect(Self.isSane(size), "\(label_): sizeThatFits at \(width) is \(size)")
            }
            #expect(Self.isSane(label.intrinsicContentSize), "\(label_): intrinsicContentSize \(label.intrinsicContentSize)")
            let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
            #expect(Self.isSane(rect.size) && rect.origin.x.isFinite && rect.origin.y.isFinite, "\(label_): textRect \(rect)")
            if index % 4 == 0 {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
                window.addSubview(label)
                let image = window.snapshotImage(scale: 1)
                #expect(image.size == window.bounds.size, "\(label_): snapshot \(image.size)")
                label.removeFromSuperview()
            }
        }
    }

    @Test func stringsMeasureAndDrawAnyText() {
        let run = FuzzRun("TextFuzzTests.drawing", defaultCases: 60)
        LogCapture.install()
        run.forEachCase { index, random in
            let string = FuzzText.string(FuzzText.units(&random), &random)
            let attributed = FuzzText.attributed(string, &random)
            let attributes: [NSAttributedString.Key: Any] = [.font: FuzzText.font(&random), .kern: CGFloat(random.below(5)),
                                                             .paragraphStyle: FuzzText.paragraphStyle(&random)]
            let box = CGSize(width: random.pick(Self.widths), height: random.pick(Self.widths))
            let options = NSStringDrawingOptions(rawValue: random.pick([0, 1, 2, 3, 8, 33, 43] as [Int]))
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = CGFloat(random.below(4)) / 4
            let label_ = run.label(index)
            let rects = [attributed.boundingRect(with: box, options: options, context: context),
                         string.boundingRect(with: box, options: options, attributes: attributes, context: nil)]
            for rect in rects {
                #expect(Self.isSane(rect.size) && rect.origin.x.isFinite && rect.origin.y.isFinite, "\(label_): boundingRect \(rect)")
            }
            #expect(context.actualScaleFactor.isFinite && context.actualScaleFactor > 0 && context.actualScaleFactor <= 1, "\(label_)")
            #expect(Self.isSane(attributed.size()), "\(label_): size() \(attributed.size())")
            #expect(Self.isSane(string.size(withAttributes: attributes)), "\(label_): size(withAttributes:)")
            let canvas = CGSize(width: 1 + random.below(200), height: 1 + random.below(120))
            let image = render(canvas) { _ in
                let target = CGRect(x: CGFloat(random.below(40)) - 10, y: 2, width: canvas.width * 0.8, height: canvas.height)
                attributed.draw(in: target)
                attributed.draw(with: target, options: options, context: context)
                attributed.draw(at: CGPoint(x: 3, y: 3))
                string.draw(in: target, withAttributes: attributes)
                string.draw(at: .zero, withAttributes: attributes)
            }
            #expect(image.size == canvas, "\(label_): image \(image.size) for \(canvas)")
        }
    }

    /// Found by fuzzing: an unlimited width (`.greatestFiniteMagnitude`) overflowed to infinity in Pango
    /// units and trapped.
    @Test func unlimitedSizesMeasure() {
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let rect = NSAttributedString(string: "two\nlines").boundingRect(with: unlimited, options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.width > 0 && rect.height > 0 && Self.isSane(rect.size))
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = .greatestFiniteMagnitude
        label.text = "one two"
        #expect(Self.isSane(label.intrinsicContentSize) && label.intrinsicContentSize.width > 0)
    }

    /// Word-wrapped text of one font: a narrower label is never shorter, and a line limit never makes it
    /// taller. (Kept to words of Latin letters: shaping across a line break, as in Arabic, can change a
    /// word's width, and fallback fonts of other scripts change line heights.)
    @Test func wrappedHeightGrowsAsWidthShrinks() {
        let run = FuzzRun("TextFuzzTests.monotone", defaultCases: 1000)
        run.forEachCase { index, random in
            var text = ""
            for _ in 0..<(1 + random.below(40)) {
                text += random.pick(FuzzText.words.filter { $0.unicodeScalars.allSatisfy(\.isASCII) })
                text += random.chance(1, in: 12) ? "\n" : " "
            }
            if random.chance(1, in: 5) { text += String(repeating: "m", count: 10 + random.below(60)) }
            let label = UILabel()
            label.font = .systemFont(ofSize: CGFloat(random.pick([9, 12, 17, 30] as [Double])))
            label.numberOfLines = 0
            label.lineBreakMode = random.pick([.byWordWrapping, .byCharWrapping])
            label.text = text
            let widths = (0..<6).map { _ in CGFloat(10 + random.below(400)) }.sorted(by: >)
            var previous: CGFloat = 0
            for width in widths {
                let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
                #expect(height >= previous, "\(run.label(index)): \(height) high at \(width) wide, \(previous) when wider\n\(text)")
                previous = max(previous, height)
                let limit = 1 + random.below(3)
                label.numberOfLines = limit
                let limited = label.sizeThatFits(CGSize(width: width, height: 0)).height
                label.numberOfLines = 0
                #expect(limited <= height, "\(run.label(index)): \(limit) lines are \(limited) high, all lines \(height), at \(width)\n\(text)")
            }
        }
    }
}
