/// The accessibility properties of an image: an image view (or a button, a bar item) showing it reads
/// its label when it has none of its own.
///
/// Where Tessera differs: iOS inherits these from `NSObject`'s category; Tessera's `UIImage` is not an
/// `NSObject`, so they are kept in associated objects and cannot be overridden.
extension UIImage {
    nonisolated(unsafe) private static let labelKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) private static let identifierKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The image's spoken name ("Profile picture").
    public var accessibilityLabel: String? {
        get { objc_getAssociatedObject(self, Self.labelKey) as? String }
        set { objc_setAssociatedObject(self, Self.labelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// A string identifying the image in UI tests.
    public var accessibilityIdentifier: String? {
        get { objc_getAssociatedObject(self, Self.identifierKey) as? String }
        set { objc_setAssociatedObject(self, Self.identifierKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// An image view (not an element unless made one) is named by its image's label.
extension UIImageView: AccessibilityDefaults {
    var standardAccessibilityLabel: String? { image?.accessibilityLabel }
}
