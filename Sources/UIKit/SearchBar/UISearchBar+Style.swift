extension UISearchBar {
    /// How a search bar's background looks.
    public enum Style: UInt, Sendable {
        /// As `.prominent` (iOS 13 and later).
        case `default` = 0
        /// The bar's background (its `barTintColor`, else the system background) behind the field.
        case prominent = 1
        /// No background: only the field (for search bars inside other bars or cells).
        case minimal = 2
    }

    /// The images a search bar shows.
    public enum Icon: Int, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }
}
