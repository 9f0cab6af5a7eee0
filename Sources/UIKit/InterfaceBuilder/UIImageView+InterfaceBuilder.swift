/// An image view's Interface Builder attributes: its images.
extension UIImageView {
    func decodeInterfaceBuilderImageView(_ coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let image = coder.image("image") { self.image = image }
        if let image = coder.image("highlightedImage") { highlightedImage = image }
    }
}
