/// The place in a cell where its content configuration's view lives: cells (table and collection view
/// cells, header and footer views) keep one, next to their `contentView`, and call
/// `apply(_:in:)` whenever `contentConfiguration` is set or the configuration state changes.
///
/// Usage in a cell:
///
///     var contentSlot = ContentConfigurationSlot()
///     // when contentConfiguration is set, or the state changes:
///     let styled = contentConfiguration?.updated(for: configurationState)
///     contentSlot.apply(styled, in: contentView)
///     // for self-sizing (automaticDimension, estimated list heights):
///     let height = contentSlot.fittingSize(width: contentView.bounds.width)?.height
///
/// `apply` reuses the content view already there when it `supports(_:)` the new configuration (giving it
/// the configuration), and otherwise removes it and inserts the configuration's `makeContentView()`
/// below the container's other subviews, pinned to the container's bounds (frame plus flexible width and
/// height autoresizing). A nil configuration removes the content view. The slot holds the content view
/// strongly, as the container does; it holds no reference to the container.
@MainActor
struct ContentConfigurationSlot {
    /// The content view installed, if any.
    private(set) var view: (any UIView & UIContentView)?
    /// How many content views the slot has made (tests check reuse with it).
    private(set) var madeCount = 0

    init() {}

    /// Shows a configuration in a container: reuses the current content view when it supports the
    /// configuration, replaces it otherwise, removes it for nil.
    mutating func apply(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            if view.superview !== container { pin(view, in: container) }
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        madeCount += 1
        pin(made, in: container)
        view = made
    }

    private func pin(_ view: UIView, in container: UIView) {
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, at: 0)
    }

    /// The size the content view needs at a width (nil when there is none): its `sizeThatFits`, which a
    /// list content view answers with the height its text needs.
    func fittingSize(width: CGFloat) -> CGSize? {
        guard let view else { return nil }
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }
}
