/// A preview of nothing at a point, for menus opened on a list's empty space or on an item gone
/// meanwhile: the menu shows beside the point without lifting anything (lifting the whole list
/// instead, the interaction's fallback, would cover the screen).
extension UITargetedPreview {
    static func point(_ location: CGPoint, in container: UIView) -> UITargetedPreview {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        marker.isHidden = true  // Never drawn; it only gives the preview a size.
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        return UITargetedPreview(view: marker, parameters: parameters,
                                 target: UIPreviewTarget(container: container, center: location))
    }
}
