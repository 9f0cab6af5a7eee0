/// How a layer's contents image is placed in its bounds. Top and bottom are as seen on screen.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping the aspect ratio (overflow is clipped only with `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rectangle an image of `size` points occupies in `bounds` under this gravity.
    public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
        let w = size.width, h = size.height
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        default:
            let x: CGFloat = [.left, .topLeft, .bottomLeft].contains(self) ? bounds.minX
                : [.right, .topRight, .bottomRight].contains(self) ? bounds.maxX - w : bounds.midX - w / 2
            let y: CGFloat = [.top, .topLeft, .topRight].contains(self) ? bounds.minY
                : [.bottom, .bottomLeft, .bottomRight].contains(self) ? bounds.maxY - h : bounds.midY - h / 2
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
