/// A view that shows a content configuration and can be given another to show.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show a configuration; a cell reuses its content view for a new
    /// configuration only when this is true, and makes a new one otherwise.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True when the configuration is of the same type as the one shown.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
