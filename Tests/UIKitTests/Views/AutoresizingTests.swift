import Testing
import TesseraTesting
import UIKit

/// UIKit's autoresizing arithmetic: a superview's change in size is shared among the flexible parts of
/// each axis in proportion to their lengths (equally when they are all zero).
@MainActor @Suite struct AutoresizingTests {
    private func resized(_ mask: UIView.AutoresizingMask, frame: CGRect = CGRect(x: 10, y: 10, width: 30, height: 30),
                         to size: CGSize = CGSize(width: 200, height: 150)) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = size
        return child.frame
    }

    @Test func fixedMarginsDoNotMove() {
        #expect(resized([]) == CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test func flexibleSizeTakesAllTheChange() {
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 10, width: 130, height: 80))
    }

    @Test func flexibleLeadingMarginTakesAllTheChange() {
        #expect(resized([.flexibleLeftMargin, .flexibleTopMargin]) == CGRect(x: 110, y: 60, width: 30, height: 30))
    }

    @Test func twoFlexibleMarginsShareInProportion() {
        let f = resized([.flexibleLeftMargin, .flexibleRightMargin])
        // Left 10 and right 60 share +100: the left margin gets 10/70 of it.
        #expect(close(f.minX, 10 + 100 * 10 / 70) && f.width == 30)
        #expect(f.minY == 10)
    }

    @Test func allThreeFlexibleShareInProportion() {
        let f = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight])
        // Horizontal: 10 + 30 + 60 share +100 → +10 and +30. Vertical: 10 + 30 share +50 → +12.5 and +37.5.
        #expect(close(f.minX, 20) && close(f.width, 60))
        #expect(close(f.minY, 22.5) && close(f.height, 67.5))
    }

    @Test func zeroLengthsShareEqually() {
        let f = resized([.flexibleLeftMargin, .flexibleWidth], frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(close(f.minX, 50) && close(f.width, 50))
    }

    @Test func shrinkingNeverMakesANegativeSize() {
        let f = resized([.flexibleWidth], to: CGSize(width: 20, height: 100))
        #expect(f.width == 0)
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 300
        #expect(child.frame.width == 100)
    }

    @Test func transformedSubviewsResizeThroughBoundsAndCenter() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)    // frame (0, 0, 100, 100)
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(child.bounds.size == CGSize(width: 100, height: 50))
        #expect(child.transform == CGAffineTransform(scaleX: 2, y: 2))
    }
}
