import CoreGraphics
import Testing

/// Core Graphics' comparison functions by their Swift names: the answers `==` gives.
@Suite struct GeometryEqualToTests {
    @Test func rectanglesCompareStandardizedAndNullRectanglesAreEqual() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(CGRect(x: 40, y: 60, width: -30, height: -40).equalTo(rect), "the same area, spanned the other way")
        #expect(!rect.equalTo(rect.offsetBy(dx: 0.5, dy: 0)))
        #expect(CGRect.null.equalTo(CGRect(x: CGFloat.infinity, y: 3, width: 1, height: 1)))
    }

    @Test func pointsAndSizesCompareTheirFields() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: -4)))
    }
}
