import TextEngine

// A `UIFont` stands for its face wherever the layers below UIKit take a font (`CATextLayer.font`).
extension UIFont: FontFaceProviding {
    package var fontFace: FontFace { face }
}
