/// A font object another module defines that stands for a face (UIKit's `UIFont`), so layers below
/// UIKit (`CATextLayer.font`) can draw with it.
package protocol FontFaceProviding {
    /// The face the font draws with.
    var fontFace: FontFace { get }
}
