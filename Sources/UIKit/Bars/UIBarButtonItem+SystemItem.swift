extension UIBarButtonItem {
    /// The standard items iOS draws: words for the text items, glyphs for the others, and spaces.
    public enum SystemItem: Int, CaseIterable, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Deprecated on iOS; drawn as a page-curl glyph.
        case pageCurl
        case close
    }
}

extension UIBarButtonItem.SystemItem {
    /// The word a text system item shows (English, as iOS's base localisation), nil for glyphs and spaces.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// Whether the item is a space (flexible or fixed) rather than a button.
    var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}

extension UIBarButtonItem {
    /// Whether the item is a space.
    var isSpace: Bool { systemItem?.isSpace ?? false }

    /// The title the item shows: its own, else its system item's word.
    var displayedTitle: String? {
        if let title, !title.isEmpty { return title }
        return systemItem?.title
    }

    /// The image the item shows: its own, else its system item's glyph.
    func displayedImage(compact: Bool) -> UIImage? {
        if compact, let landscapeImagePhone { return landscapeImagePhone }
        if let image { return image }
        guard let systemItem, systemItem.title == nil, !systemItem.isSpace else { return nil }
        return BarSystemGlyphs.image(for: systemItem)
    }
}
