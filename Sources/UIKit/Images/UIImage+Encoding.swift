/// Encoding images as PNG and JPEG.
extension UIImage {
    /// The bitmap as PNG data (orientation is not applied, as on iOS); nil for an empty image.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return PNGEncoder.encode(cgImage)
    }

    /// The bitmap as JPEG data at `compressionQuality` (0 smallest … 1 best); nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        return JPEGEncoder.encode(cgImage, quality: compressionQuality)
    }
}

/// PNG data of an image (the C-style spelling).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// JPEG data of an image (the C-style spelling).
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
