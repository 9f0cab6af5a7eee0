/// The configuration API's plumbing: content and background configurations restyled for the cell's
/// state and shown in their views.
extension UITableViewCell {
    /// Shows the content configuration (styled for the state) in the content view, hiding the classic
    /// labels and image.
    func applyContentConfiguration() {
        let styled = automaticallyUpdatesContentConfiguration ? contentConfiguration?.updated(for: configurationState) : contentConfiguration
        contentSlot.apply(styled, in: contentView)
        let classic = contentConfiguration == nil
        storedTextLabel?.isHidden = !classic
        storedDetailTextLabel?.isHidden = !classic
        if !classic { storedImageView?.isHidden = true }
        setNeedsLayout()
    }

    /// Shows the background configuration (styled for the state) behind everything.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            updateSelectionAppearance()
            setNeedsLayout()
            return
        }
        let styled = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = backgroundConfigurationView {
            view.configuration = styled
        } else {
            let view = BackgroundConfigurationView(configuration: styled)
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        updateSelectionAppearance()
        setNeedsLayout()
    }

    /// Restyles both configurations for the current state.
    func refreshConfigurations() {
        if contentConfiguration != nil && automaticallyUpdatesContentConfiguration { applyContentConfiguration() }
        if backgroundConfiguration != nil && automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration() }
    }
}
