/// How a background looks, as a value: a fill colour, an image, a custom view, corner radius, insets and
/// a stroke. Cells, headers and footers take one as their `backgroundConfiguration`; a button
/// configuration's `background` is one too.
///
/// Start from a preset that matches the list (`listPlainCell()`, `listGroupedCell()`, the header, footer
/// and sidebar ones, or `clear()`), change what you need, and let the cell restyle it for its state
/// through `updated(for:)` (a selected plain cell turns `systemGray4`, a selected sidebar cell takes the
/// tint colour).
///
/// A `visualEffect` is drawn under the background colour as a `UIVisualEffectView` draws it (a blur
/// of what is behind). Where Tessera differs: a `nil` `backgroundColor` means "the tint colour" for
/// `resolvedBackgroundColor(for:)`, as on iOS, but a button configuration reads it as "the button
/// style's fill".
public struct UIBackgroundConfiguration: Hashable {
    /// Which preset the configuration started from: it decides how `updated(for:)` restyles it.
    enum Kind: Hashable {
        case custom, clear, listPlainCell, listGroupedCell, listPlainHeaderFooter, listGroupedHeaderFooter
        case listSidebarCell, listSidebarHeader, listAccompaniedSidebarCell
    }

    /// The preset this configuration came from.
    var kind: Kind

    /// A view drawn behind everything else the configuration draws, sized to the background's frame
    /// (after `backgroundInsets`) and clipped to its corner radius.
    public var customView: UIView?
    /// The radius of the background's corners (0: square).
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the edges of the view it fills.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also includes the view's layout margins (sidebar cells inset their
    /// selection this way).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil means the tint colour of the view the background is in.
    public var backgroundColor: UIColor?
    /// A function applied to the fill colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A material drawn under the fill colour: a blur of what is behind.
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the fill, inside the background's frame.
    public var image: UIImage?
    /// How the image fills the background's frame (scale to fill by default).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke colour; nil means the tint colour. No stroke is drawn while `strokeWidth` is 0.
    public var strokeColor: UIColor?
    /// A function applied to the stroke colour when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far outside the background's frame the stroke is drawn (0: just inside its edge).
    public var strokeOutset: CGFloat = 0

    init(kind: Kind, backgroundColor: UIColor?) {
        self.kind = kind
        self.backgroundColor = backgroundColor
    }

    /// A configuration with no fill of its own (what a button configuration starts from: its style
    /// decides the fill).
    init() { self.init(kind: .custom, backgroundColor: nil) }

    // MARK: Presets

    /// A transparent background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .clear, backgroundColor: .clear) }

    /// A cell's background in a plain list: `systemBackground`, `systemGray4` while selected or
    /// highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// A cell's background in a grouped or inset-grouped list: `secondarySystemGroupedBackground`,
    /// `systemGray4` while selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A section header's or footer's background in a plain list: `systemBackground`, so a sticky header
    /// covers the rows scrolling under it.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }

    /// A section header's or footer's background in a grouped list: transparent (the list's grouped
    /// background shows).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// A cell's background in a sidebar: transparent, a rounded tint-coloured fill while selected and
    /// `systemGray4` while highlighted.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(kind: .listSidebarCell, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }

    /// A section header's background in a sidebar: transparent.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listSidebarHeader, backgroundColor: .clear)
    }

    /// A cell's background in a sidebar shown next to content (a split view's primary column):
    /// transparent, a rounded `systemGray5` fill while selected or highlighted (grey rather than tint,
    /// since the content beside it holds the focus).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(kind: .listAccompaniedSidebarCell, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }

    // MARK: Resolving

    /// The fill colour to draw, for the tint colour of the view the background is in: the background
    /// colour (or the tint when it is nil), passed through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour to draw, for the tint colour of the view the background is in.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration styled for a state, as iOS 17 styles its list presets: plain and grouped cells
    /// turn `systemGray4` while selected or highlighted; sidebar cells take the tint colour while
    /// selected and `systemGray4` while only highlighted; accompanied sidebar cells turn `systemGray5`.
    /// Other configurations are returned unchanged.
    @preconcurrency @MainActor
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        let (selected, highlighted) = Self.flags(of: state)
        var copy = self
        switch kind {
        case .listPlainCell, .listGroupedCell:
            if selected || highlighted { copy.backgroundColor = .systemGray4 }
        case .listSidebarCell:
            if selected { copy.backgroundColor = nil } else if highlighted { copy.backgroundColor = .systemGray4 }
        case .listAccompaniedSidebarCell:
            if selected || highlighted { copy.backgroundColor = .systemGray5 }
        case .custom, .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
            break
        }
        return copy
    }

    /// Whether a state is selected and whether it is highlighted.
    @MainActor
    static func flags(of state: any UIConfigurationState) -> (selected: Bool, highlighted: Bool) {
        if let cell = state as? UICellConfigurationState { return (cell.isSelected, cell.isHighlighted) }
        if let view = state as? UIViewConfigurationState { return (view.isSelected, view.isHighlighted) }
        return (false, false)
    }

    // MARK: Hashable

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.kind == rhs.kind && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.visualEffect == rhs.visualEffect
            && lhs.backgroundColorTransformer?.identity === rhs.backgroundColorTransformer?.identity
            && lhs.image == rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeColorTransformer?.identity === rhs.strokeColorTransformer?.identity
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(customView.map(ObjectIdentifier.init))
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
        hasher.combine(backgroundColor)
        hasher.combine(image)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
    }
}
