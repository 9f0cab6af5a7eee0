/// A placeholder for elements that take time to get (from a server, a file): a menu shows a loading row
/// in its place and asks the provider for the elements; when the provider calls back, the row is
/// replaced by them.
///
/// A cached element (`init(_:)`) asks once and keeps the elements for every later showing; an uncached
/// one (`uncached(_:)`) asks each time the menu shows.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with the completion to call with the elements.
    let provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    /// Whether the provider is asked again each time a menu shows the element.
    let isUncached: Bool
    /// The elements a cached element got.
    private(set) var cachedElements: [UIMenuElement]?

    /// A cached deferred element: the provider is asked the first time a menu shows it.
    public init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isUncached = false
        super.init(title: "")
    }

    private init(uncachedProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = uncachedProvider
        isUncached = true
        super.init(title: "")
    }

    /// Creates a deferred element from an archive; Tessera has no archives, so this gives no elements.
    public required init?(coder: NSCoder) {
        provider = { $0([]) }
        isUncached = false
        super.init(coder: coder)
    }

    /// A deferred element whose provider is asked each time a menu shows it (iOS 15).
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void)
        -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements (or gives the cached ones at once); `completion` runs once, possibly
    /// before this returns. A second call to the provider's completion is ignored.
    func load(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if let cachedElements { return completion(cachedElements) }
        var done = false
        provider { [weak self] elements in
            guard !done else {
                TesseraLog.warning("UIKit", "UIDeferredMenuElement: the completion was called more than once; later calls are ignored")
                return
            }
            done = true
            if let self, !self.isUncached { self.cachedElements = elements }
            completion(elements)
        }
    }
}
