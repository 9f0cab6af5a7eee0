// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics`: any test file that imports
// both Testing and CoreGraphics needs a module of that name. On Apple's systems it makes images
// attachable; this one does the same for Tessera's CGImage, as PNG.
public import CoreGraphics
public import Testing

/// Test attachments of Core Graphics images, written as PNG files.
extension CGImage: Attachable {
    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<CGImage>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let data = PNGEncoder.encode(self) else { throw AttachmentEncodingError() }
        return try data.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<CGImage>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

/// The image could not be encoded as PNG.
struct AttachmentEncodingError: Error {}
