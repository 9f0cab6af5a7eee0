import Foundation

/// Keyed coding of UIKit's geometry structs, as on iOS: each is archived as the string its
/// `NSStringFrom…` function gives (`{1, 2, 3, 4}`), whose numbers (`%.17g`) read back exactly. A missing
/// key decodes as zero.
extension NSCoder {
    /// Encodes `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(insets.geometryString as NSString, forKey: key) }
    /// Encodes `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(insets.geometryString as NSString, forKey: key)
    }
    /// Encodes `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(offset.geometryString as NSString, forKey: key) }

    /// The insets encoded under `key` (zero when there are none).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        UIEdgeInsets(geometryString: decodeGeometryString(forKey: key))
    }
    /// The insets encoded under `key` (zero when there are none).
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(geometryString: decodeGeometryString(forKey: key))
    }
    /// The offset encoded under `key` (zero when there is none).
    public func decodeUIOffset(forKey key: String) -> UIOffset { UIOffset(geometryString: decodeGeometryString(forKey: key)) }
}
