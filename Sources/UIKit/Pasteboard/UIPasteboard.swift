/// Shared storage for copy and paste: items of typed values (strings, URLs, images, data).
///
/// `changedNotification` is posted on the thread that made the change.
///
/// The general pasteboard follows the desktop's clipboard while a window runs (text both ways: SDL2 has
/// no image clipboard, so images stay in the app); without a display, and for named pasteboards, it
/// lives in memory. Safe to use from any thread, as on iOS: the desktop clipboard is read and written on
/// the main thread, and the pasteboard keeps a copy for other threads.
open class UIPasteboard: NSObject, @unchecked Sendable {
    // Invariant: every stored property but `name` is read and written only inside `state.withLock`.
    private struct State {
        var items: [[String: Any]] = []
        var changeCount = 0
    }

    private let state = LockedValue(State())

    /// The pasteboard's name.
    public let name: Name

    /// The pasteboard every app shares: the desktop clipboard.
    public static let general = UIPasteboard(name: .general)

    private static let named = LockedValue([String: UIPasteboard]())

    private init(name: Name) {
        self.name = name
    }

    /// The pasteboard with `name`, made when `create` is true and none exists; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if pasteboardName == .general { return nil }
        guard create || Self.named.withLock({ $0[pasteboardName.rawValue] != nil }) else { return nil }
        self.init(name: pasteboardName)
    }

    /// The app's named pasteboard with `name` (made on first use), or the general one.
    public static func named(_ name: Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        return Self.named.withLock { table in
            if let existing = table[name.rawValue] { return existing }
            guard create else { return nil }
            let made = UIPasteboard(name: name)
            table[name.rawValue] = made
            return made
        }
    }

    /// A new pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        named(Name(rawValue: UUID().uuidString), create: true)!
    }

    /// Forgets a named pasteboard.
    public static func remove(withName pasteboardName: Name) {
        _ = Self.named.withLock { $0.removeValue(forKey: pasteboardName.rawValue) }
    }

    // MARK: Items

    /// Goes up by one every time the contents change (here or, for the general pasteboard, on the desktop).
    public var changeCount: Int { state.withLock { $0.changeCount } }

    /// The items, each a dictionary from type identifiers to values.
    public var items: [[String: Any]] {
        get { state.withLock { $0.items } }
        set { setItems(newValue) }
    }

    /// The number of items.
    public var numberOfItems: Int { state.withLock { $0.items.count } }

    /// Replaces the items.
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        state.withLock { s in
            s.items = items
            s.changeCount += 1
        }
        itemsDidChange(fromDesktop: false)
    }

    /// Adds items after the existing ones.
    public func addItems(_ items: [[String: Any]]) {
        state.withLock { s in
            s.items += items
            s.changeCount += 1
        }
        itemsDidChange(fromDesktop: false)
    }

    /// The type identifiers of the first item.
    public var types: [String] { state.withLock { $0.items.first.map { Array($0.keys) } ?? [] } }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        state.withLock { s in s.items.first.map { item in pasteboardTypes.contains { item[$0] != nil } } ?? false }
    }

    /// The first item's value of a type.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        state.withLock { $0.items.first?[pasteboardType] }
    }

    /// Replaces the items with one holding `value` for `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's data of a type (strings as UTF-8, images as PNG).
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as PastedImage: return image.png
        default: return nil
        }
    }

    /// Replaces the items with one holding `data` for `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Strings, URLs, images

    /// The first item's text.
    public var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [[Self.textType: $0]] } ?? []) }
    }

    /// Every item's text.
    public var strings: [String]? {
        get {
            let found = state.withLock { s in s.items.compactMap { item in Self.textTypes.lazy.compactMap { Self.text(item[$0]) }.first } }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [Self.textType: $0] }) }
    }

    /// Whether an item holds text.
    public var hasStrings: Bool { strings != nil }

    /// The first item's URL.
    public var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [[Self.urlType: $0]] } ?? []) }
    }

    /// Every item's URL.
    public var urls: [URL]? {
        get {
            let found = state.withLock { s in s.items.compactMap { item -> URL? in
                if let url = item[Self.urlType] as? URL { return url }
                return (item[Self.urlType] as? String).flatMap(URL.init(string:))
            } }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [Self.urlType: $0] }) }
    }

    /// Whether an item holds a URL.
    public var hasURLs: Bool { urls != nil }

    /// The first item's image. (Main actor only here: Tessera's images are main-actor objects.)
    @preconcurrency @MainActor public var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [[Self.pngType: PastedImage($0)]] } ?? []) }
    }

    /// Every item's image.
    @preconcurrency @MainActor public var images: [UIImage]? {
        get {
            let values = state.withLock { s in s.items.compactMap { item in Self.imageTypes.lazy.compactMap { item[$0] }.first } }
            let found = values.compactMap { value -> UIImage? in
                if let pasted = value as? PastedImage { return pasted.image }
                if let image = value as? UIImage { return image }
                return (value as? Data).flatMap { UIImage(data: $0) }
            }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [Self.pngType: PastedImage($0)] }) }
    }

    /// Whether an item holds an image.
    public var hasImages: Bool {
        state.withLock { s in s.items.contains { item in Self.imageTypes.contains { item[$0] != nil } } }
    }

    // MARK: The desktop clipboard

    /// The desktop's clipboard changed (told by the window backend, on the main thread): the general
    /// pasteboard takes its text.
    package func desktopClipboardChanged(text: String?) {
        let changed = state.withLock { s -> Bool in
            let current = s.items.first.flatMap { item in Self.textTypes.lazy.compactMap { Self.text(item[$0]) }.first }
            guard current != text else { return false }
            s.items = text.map { [[Self.textType: $0]] } ?? []
            s.changeCount += 1
            return true
        }
        if changed { itemsDidChange(fromDesktop: true) }
    }

    /// Where the general pasteboard's text goes on the desktop (set by the window backend; called on the
    /// main queue, after the change).
    package static let desktopWriter = LockedValue<(@Sendable (String?) -> Void)?>(nil)

    private func itemsDidChange(fromDesktop: Bool) {
        if self === Self.general, !fromDesktop, let writer = Self.desktopWriter.withLock({ $0 }) {
            let text = strings?.first
            DispatchQueue.main.async { writer(text) }
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    // MARK: Types

    static let textType = "public.utf8-plain-text"
    static let textTypes = ["public.utf8-plain-text", "public.plain-text", "public.text", "public.utf16-plain-text"]
    static let urlType = "public.url"
    static let pngType = "public.png"
    static let imageTypes = ["public.png", "public.jpeg", "public.image", "public.tiff"]

    private static func text(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        return (value as? Data).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Posted when a pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)` (kept: local-only and expiration have no desktop meaning).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }
}

/// An image on a pasteboard, with its PNG encoding made when it was put there (images are main-actor
/// objects; the encoding can be read from any thread).
private struct PastedImage: @unchecked Sendable {
    // Invariant: `image` is only read by the main-actor `images` getter; `png` is immutable data.
    let image: UIImage
    let png: Data?

    @MainActor init(_ image: UIImage) {
        self.image = image
        self.png = image.pngData()
    }
}
