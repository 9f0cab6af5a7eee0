import Foundation

// UIKit's geometry structs bridge to `NSValue` as on iOS (SE-0139); see CoreGraphics'
// CGGeometry+ObjectiveCBridgeable.swift.

extension UIEdgeInsets: NSValueBridgeable {
    package static var bridgedFromNil: UIEdgeInsets { .zero }
}

extension NSDirectionalEdgeInsets: NSValueBridgeable {
    package static var bridgedFromNil: NSDirectionalEdgeInsets { .zero }
}

extension UIOffset: NSValueBridgeable {
    package static var bridgedFromNil: UIOffset { .zero }
}

// MARK: Their boxes

extension UIEdgeInsets: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{UIEdgeInsets=dddd}", name: "UIEdgeInsets", groups: [4])
    package var structNumbers: [CGFloat] { [top, left, bottom, right] }
    package init(structNumbers n: [CGFloat]) { self.init(top: n[0], left: n[1], bottom: n[2], right: n[3]) }
}

extension NSDirectionalEdgeInsets: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{NSDirectionalEdgeInsets=dddd}", name: "NSDirectionalEdgeInsets",
                                                     groups: [4])
    package var structNumbers: [CGFloat] { [top, leading, bottom, trailing] }
    package init(structNumbers n: [CGFloat]) { self.init(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]) }
}

extension UIOffset: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{UIOffset=dd}", name: "UIOffset", groups: [2])
    package var structNumbers: [CGFloat] { [horizontal, vertical] }
    package init(structNumbers n: [CGFloat]) { self.init(horizontal: n[0], vertical: n[1]) }
}
