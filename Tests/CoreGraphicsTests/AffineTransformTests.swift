import CoreGraphics
import Testing
import TesseraTesting

@Suite struct AffineTransformTests {
    init() { LogCapture.install() }

    @Test func identityAndInitialisers() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        let t = CGAffineTransform(translationX: 10, y: -5)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 11, y: -4))
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 2, y: 3))
        // A quarter turn maps x onto y exactly (no 6e-17 residue).
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 0, y: 1))
        #expect(r == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test func concatenationAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale, then translate: (1,0) → (2,0) → (12,0).
        #expect(CGPoint(x: 1, y: 0).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 0))
        // Translate, then scale: (1,0) → (11,0) → (22,0).
        #expect(CGPoint(x: 1, y: 0).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 0))
        // translatedBy prepends: the translation happens in the scaled space.
        #expect(CGPoint(x: 1, y: 0).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 4)) == CGPoint(x: 13, y: 4))
        let rotated = CGAffineTransform.identity.rotated(by: .pi)
        #expect(CGPoint(x: 2, y: 3).applying(rotated) == CGPoint(x: -2, y: -3))
    }

    @Test func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3.5, y: -2)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        #expect(t.concatenating(t.inverted()).isNearlyIdentity)
        // Singular matrices come back unchanged, as in Core Graphics.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func applyingToSizesAndRects() {
        let t = CGAffineTransform(scaleX: -2, y: 3).translatedBy(x: 100, y: 100)
        #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: -2, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(t) == CGRect(x: -220, y: 300, width: 20, height: 30))
        // A rotated square's bounding box.
        let r = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(r.width - 2 * 2.0.squareRoot()) < 1e-12)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func decompositionRoundTrips() {
        let t = CGAffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.3).translatedBy(x: 4, y: 9)
        let rebuilt = CGAffineTransform(t.decomposed())
        for (a, b) in [(t.a, rebuilt.a), (t.b, rebuilt.b), (t.c, rebuilt.c), (t.d, rebuilt.d), (t.tx, rebuilt.tx), (t.ty, rebuilt.ty)] {
            #expect(abs(a - b) < 1e-9)
        }
        #expect(abs(CGAffineTransform(rotationAngle: 0.7).decomposed().rotation - 0.7) < 1e-12)
    }
}

extension CGAffineTransform {
    var isNearlyIdentity: Bool {
        abs(a - 1) < 1e-12 && abs(b) < 1e-12 && abs(c) < 1e-12 && abs(d - 1) < 1e-12 && abs(tx) < 1e-12 && abs(ty) < 1e-12
    }
}
