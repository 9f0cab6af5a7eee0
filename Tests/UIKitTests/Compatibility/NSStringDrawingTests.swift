import Foundation
import Testing
@testable import UIKit

/// NSString's UIKit additions answer exactly what String's do, and draw the same pixels.
@MainActor @Suite struct NSStringDrawingTests {
    private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]

    @Test func measuringMatchesString() {
        let text = "Hello, world\nsecond line"
        let ns = NSString(string: text)
        let size = ns.size(withAttributes: attributes)
        #expect(size == text.size(withAttributes: attributes))
        #expect(size.width > 50 && size.height > 30, "two lines of 17-point text: \(size)")
        #expect(ns.size(withAttributes: nil) == text.size(withAttributes: nil))

        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
        let limit = CGSize(width: 60, height: 1000)
        let rect = ns.boundingRect(with: limit, options: options, attributes: attributes, context: nil)
        #expect(rect == text.boundingRect(with: limit, options: options, attributes: attributes, context: nil))
        #expect(rect.height > size.height, "wrapped in 60 points, it takes more lines")

        // A mutable string measures as its current contents.
        let mutable = NSMutableString(string: "Hi")
        mutable.append(" there")
        #expect(mutable.size(withAttributes: attributes) == "Hi there".size(withAttributes: attributes))
    }

    @Test func drawingMatchesString() throws {
        let text = "Tessera"
        let ns = NSString(string: text)
        let red: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]
        func render(_ draw: () -> Void) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 90), format: format).image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 90))
                draw()
            }
        }
        let viaNSString = render {
            ns.draw(at: CGPoint(x: 4, y: 2), withAttributes: red)
            ns.draw(in: CGRect(x: 4, y: 30, width: 110, height: 30), withAttributes: red)
            ns.draw(with: CGRect(x: 4, y: 80, width: 110, height: 30), options: [], attributes: red, context: nil)
        }
        let viaString = render {
            text.draw(at: CGPoint(x: 4, y: 2), withAttributes: red)
            text.draw(in: CGRect(x: 4, y: 30, width: 110, height: 30), withAttributes: red)
            text.draw(with: CGRect(x: 4, y: 80, width: 110, height: 30), options: [], attributes: red, context: nil)
        }
        let a = try #require(viaNSString.pngData()), b = try #require(viaString.pngData())
        #expect(a == b, "the same pixels")
        writeDebugImage(data: a, named: "compat-nsstring")
        // Red text was drawn in each of the three places.
        var redRows = Set<Int>()
        for y in 0..<90 {
            for x in 0..<120 where rgba(viaNSString, x, y)[0] > 200 && rgba(viaNSString, x, y)[1] < 80 { redRows.insert(y / 30) }
        }
        #expect(redRows == [0, 1, 2], "text at the top, in the middle rect and on the bottom baseline: \(redRows)")
    }
}
