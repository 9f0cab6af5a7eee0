extension UIApplication {
    /// The user's preferred text size (Dynamic Type): the main screen's. Tessera takes it from
    /// `TESSERA_CONTENT_SIZE` at launch; apps and tests change it through
    /// `UIScreen.main.preferredContentSizeCategory`, which posts `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.preferredContentSizeCategory
    }
}
