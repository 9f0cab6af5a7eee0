import Testing
import UIKit

/// `NSValue` boxes for the geometry structs, their bridging, keyed coding of the structs, and Darwin's
/// math names: what third-party UIKit code calls, with iOS's behaviour.
@Suite struct NSValueGeometryTests {
    static let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    static let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    static let transform3D = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 0, 1)

    @Test func eachBoxGivesBackWhatItHolds() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: Self.rect).cgRectValue == Self.rect)
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        #expect(NSValue(cgAffineTransform: Self.transform).cgAffineTransformValue == Self.transform)
        #expect(NSValue(caTransform3D: Self.transform3D).caTransform3DValue == Self.transform3D)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == .zero, "another kind reads as zero")
        #expect(NSValue(rect: Self.rect).cgRectValue == Self.rect, "Foundation's own rect values read too")
        var raw = CGRect.zero
        NSValue(cgRect: Self.rect).getValue(&raw)
        #expect(raw == Self.rect)
        let box = NSValue(cgRect: Self.rect)
        withExtendedLifetime(box) { #expect(String(cString: box.objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}") }
    }

    @Test func boxesHoldingEqualStructsAreEqualAndHashAlike() {
        #expect(NSValue(cgRect: Self.rect) == NSValue(cgRect: Self.rect))
        #expect(NSValue(cgRect: Self.rect).isEqual(NSValue(cgRect: Self.rect)))
        #expect(NSValue(cgRect: Self.rect).hash == NSValue(cgRect: Self.rect).hash)
        #expect(NSValue(cgRect: Self.rect) != NSValue(cgRect: Self.rect.offsetBy(dx: 1, dy: 0)))
        #expect(NSValue(cgPoint: .zero) != NSValue(cgSize: .zero), "kinds differ even when the numbers agree")
        #expect(Set([NSValue(cgRect: Self.rect), NSValue(cgRect: Self.rect), NSValue(cgPoint: .zero)]).count == 2)
        #expect(NSValue(uiOffset: .zero) == NSValue(uiOffset: UIOffset()))
    }

    @Test func descriptionsReadLikeIOSs() {
        #expect(NSValue(cgRect: Self.rect).description == "NSRect: {{0, 0}, {10, 20}}")
        #expect("\(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)))" == "NSPoint: {1.5, -2}")
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).description == "NSSize: {3, 4}")
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).description == "CGVector: {5, 6}")
        #expect(NSValue(cgAffineTransform: .identity).description == "CGAffineTransform: {{1, 0, 0, 1}, {0, 0}}")
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).description == "UIEdgeInsets: {1, 2, 3, 4}")
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).description == "UIOffset: {7, 8}")
        #expect(NSValue(caTransform3D: CATransform3DIdentity).description
                == "CATransform3D: {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}")
        #expect(NSValue(cgPoint: CGPoint(x: 0.1, y: 0)).description == "NSPoint: {0.10000000000000001, 0}", "%.17g, as Apple prints")
    }

    @Test func structsBridgeToBoxesBothWays() {
        let boxed: Any = NSValue(cgRect: Self.rect)
        #expect(boxed as? CGRect == Self.rect)
        #expect(boxed as? CGPoint == nil, "a rect box is not a point")
        #expect((Self.rect as Any) as? NSValue == NSValue(cgRect: Self.rect))
        #expect((Self.rect as AnyObject) is NSValue)
        let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: Self.rect), "plain": Self.rect]
        #expect(info["frame"] as? CGRect == Self.rect)
        #expect((info["plain"] as? NSValue)?.cgRectValue == Self.rect)
        let values: [Any] = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 1, y: 1))]
        #expect(values as? [CGPoint] == [.zero, CGPoint(x: 1, y: 1)])
        #expect((NSValue(caTransform3D: Self.transform3D) as Any) as? CATransform3D == Self.transform3D)
        #expect((NSValue(uiEdgeInsets: .zero) as Any) as? UIEdgeInsets == .zero)
        #expect((NSValue(cgAffineTransform: Self.transform) as Any) as? CGAffineTransform == Self.transform)
        #expect((NSNumber(value: 3) as Any) as? CGRect == nil)
    }

    @Test func boxesSurviveAKeyedArchive() throws {
        let boxes: [NSValue] = [
            NSValue(cgPoint: CGPoint(x: 0.1, y: -2)), NSValue(cgRect: Self.rect), NSValue(cgAffineTransform: Self.transform),
            NSValue(caTransform3D: Self.transform3D), NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            NSValue(directionalEdgeInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)), NSValue(cgVector: CGVector(dx: 1, dy: 2)),
            NSValue(cgSize: CGSize(width: 1e-3, height: 1e9)),
        ]
        for box in boxes {
            let data = try NSKeyedArchiver.archivedData(withRootObject: box, requiringSecureCoding: true)
            let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSValue.self, from: data))
            #expect(back == box, "\(box)")
            #expect(back.description == box.description)
        }
    }

    @Test func coderGeometryAdditionsRoundTrip() throws {
        let shape = GeometryShape()
        shape.point = CGPoint(x: 0.1, y: -2.5)
        shape.size = CGSize(width: 1.0 / 3, height: 4)
        shape.rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        shape.vector = CGVector(dx: -1, dy: 0.25)
        shape.transform = Self.transform.rotated(by: 0.3)
        shape.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        shape.directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        shape.offset = UIOffset(horizontal: 9, vertical: -10)
        let data = try NSKeyedArchiver.archivedData(withRootObject: shape, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: GeometryShape.self, from: data))
        #expect(back.point == shape.point && back.size == shape.size && back.rect == shape.rect)
        #expect(back.vector == shape.vector && back.transform == shape.transform)
        #expect(back.insets == shape.insets && back.directional == shape.directional && back.offset == shape.offset)

        // Keys that were never encoded decode as zero, as on iOS.
        let empty = try NSKeyedArchiver.archivedData(withRootObject: EmptyArchive(), requiringSecureCoding: true)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: empty)
        #expect(unarchiver.decodeCGRect(forKey: "missing") == .zero)
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func darwinMathNamesHaveDarwinsTypes() {
        let maxFloat: Float = MAXFLOAT
        let huge: Float = HUGE
        #expect(maxFloat == Float.greatestFiniteMagnitude && huge == maxFloat)
        let unbounded = CGSize(width: 100, height: CGFloat(MAXFLOAT))
        #expect(unbounded.height > 1e38)
    }
}

/// An object archiving every struct with `NSCoder`'s geometry additions, as UIKit classes do.
final class GeometryShape: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    var point = CGPoint.zero, size = CGSize.zero, rect = CGRect.zero, vector = CGVector.zero
    var transform = CGAffineTransform.identity, insets = UIEdgeInsets.zero
    var directional = NSDirectionalEdgeInsets.zero, offset = UIOffset.zero
    override init() {}
    init?(coder: NSCoder) {
        point = coder.decodeCGPoint(forKey: "point")
        size = coder.decodeCGSize(forKey: "size")
        rect = coder.decodeCGRect(forKey: "rect")
        vector = coder.decodeCGVector(forKey: "vector")
        transform = coder.decodeCGAffineTransform(forKey: "transform")
        insets = coder.decodeUIEdgeInsets(forKey: "insets")
        directional = coder.decodeDirectionalEdgeInsets(forKey: "directional")
        offset = coder.decodeUIOffset(forKey: "offset")
    }
    func encode(with coder: NSCoder) {
        coder.encode(point, forKey: "point")
        coder.encode(size, forKey: "size")
        coder.encode(rect, forKey: "rect")
        coder.encode(vector, forKey: "vector")
        coder.encode(transform, forKey: "transform")
        coder.encode(insets, forKey: "insets")
        coder.encode(directional, forKey: "directional")
        coder.encode(offset, forKey: "offset")
    }
}

/// An object that archives nothing.
final class EmptyArchive: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    override init() {}
    init?(coder: NSCoder) {}
    func encode(with coder: NSCoder) {}
}
