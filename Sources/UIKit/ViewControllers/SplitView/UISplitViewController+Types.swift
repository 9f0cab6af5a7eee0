extension UISplitViewController {
    /// How the split view controller arranges its children: the classic API (`.unspecified`, children
    /// through `viewControllers`) or columns set with `setViewController(_:for:)` (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic split view controller (`init(nibName:bundle:)`, `viewControllers`).
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading sidebar (the primary view controller).
        case primary = 0
        /// The middle column of a triple-column split view (the list, in Mail).
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the others while the split view is collapsed.
        case compact = 3
    }

    /// How the columns are arranged while the split view is expanded. `displayMode` never reports
    /// `.automatic`; the classic names (`.primaryHidden`, `.allVisible`, `.primaryOverlay`) are the same
    /// values.
    public enum DisplayMode: Int, Sendable {
        /// The split view chooses from its size and split behavior.
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One sidebar (the primary; the supplementary in a triple-column split view) beside the secondary.
        case oneBesideSecondary = 2
        /// One sidebar laid over the secondary, which is dimmed.
        case oneOverSecondary = 3
        /// Both sidebars beside the secondary.
        case twoBesideSecondary = 4
        /// Both sidebars laid over the secondary, which is dimmed.
        case twoOverSecondary = 5
        /// Both sidebars, pushing the secondary partly off screen (it keeps its width and is dimmed).
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the sidebars share the width with the secondary column, which decides the display modes
    /// available (see `DisplayMode`).
    public enum SplitBehavior: Int, Sendable {
        /// The split view chooses from its size.
        case automatic = 0
        /// Side by side: `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`.
        case tile = 1
        /// The sidebars over the secondary: `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`.
        case overlay = 2
        /// The sidebars push the secondary aside: `.secondaryOnly`, `.oneBesideSecondary`,
        /// `.twoDisplaceSecondary`.
        case displace = 3
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (left, or right in a right-to-left layout).
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// When the split view's display-mode button shows (iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Where the system chooses: while a column can be shown or hidden.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always, even where tapping it can change nothing.
        case always = 2
    }

    /// The background of the primary column (iOS 13; kept for source compatibility).
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// A sidebar background (Tessera draws the grouped background colour either way).
        case sidebar = 1
    }

    /// The value that asks for the system's choice of a width or width fraction. Tessera's value is
    /// the most negative finite `Float`, so no real width or fraction can be mistaken for it (compare
    /// with the constant, never with a number).
    public static let automaticDimension: CGFloat = -3.4028234663852886e+38
}
