/// What a view shows, as a value: a configuration makes the view that shows it and returns copies of
/// itself styled for a state.
///
/// Cells take one as their `contentConfiguration`: `UIListContentConfiguration` is UIKit's, and your own
/// type can conform to show custom content in a cell.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration styled for a state (for example with a selected cell's colours).
    func updated(for state: any UIConfigurationState) -> Self
}
