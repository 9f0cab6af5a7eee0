// Swift Testing declares a cross-import overlay named `_Testing_UIKit`: any test file that imports both
// Testing and UIKit needs a module of that name. On Apple's systems it makes images attachable; this one
// lets a UIKit image be attached through its bitmap, as PNG (UIImage is an open class, so it cannot
// conform to `Attachable` itself).
public import UIKit
public import Testing
internal import _Testing_CoreGraphics

extension Attachment where AttachableValue == CGImage {
    /// An attachment holding a UIKit image's bitmap as PNG; nil for an empty image.
    public init?(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage, named: preferredName, sourceLocation: sourceLocation)
    }
}
