/// An image view's Interface Builder attributes: its images.
extension UIImageView {
    func decodeInterfaceBuilderImageView(_ coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        _ = coder.string("catalog")  // "system": the document's resources say it too, and image(named:) reads them
        if let image = coder.image("image") { self.image = image }
        if let image = coder.image("highlightedImage") { highlightedImage = image }
    }
}
