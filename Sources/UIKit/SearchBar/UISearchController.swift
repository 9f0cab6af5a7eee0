/// Runs a search with a search bar: it becomes active when the search bar starts editing (or
/// `isActive` is set), shows the bar's Cancel button while active, asks its `searchResultsUpdater` to
/// update whenever the text, the scope or the activity changes, and ends when Cancel is tapped (clearing
/// the text).
///
/// Where Tessera differs: the search controller does not present itself or its
/// `searchResultsController` over the content, and a navigation item does not place its search bar
/// (`navigationItem.searchController`); put `searchBar` in your view (or a table header) and show your
/// results in place. `obscuresBackgroundDuringPresentation` and `hidesNavigationBarDuringPresentation`
/// are kept.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar the controller drives (made with the controller).
    public let searchBar = UISearchBar()
    /// The controller showing results (kept; Tessera does not present it).
    public private(set) var searchResultsController: UIViewController?
    /// Told to update the results (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Hears the search becoming active and ending (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content is dimmed while searching (kept).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (kept).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching (true by default).
    open var automaticallyShowsCancelButton = true

    /// Whether the search is active.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }
    private var active = false

    /// A search controller showing results in `searchResultsController` (nil: in the searched content).
    public convenience init(searchResultsController: UIViewController?) {
        self.init(nibName: nil, bundle: nil)
        self.searchResultsController = searchResultsController
    }

    /// A search controller showing results in the searched content.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        hookUp()
    }

    /// A search controller from an archive; Tessera has no nibs, so this makes a plain one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hookUp()
    }

    private func hookUp() {
        searchBar.sizeToFit()
        searchBar.searchController = self
    }

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
            if !searchBar.isFirstResponder { _ = searchBar.becomeFirstResponder() }
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didDismissSearchController(self)
        }
    }

    // The search bar's events (after its own delegate's).
    func searchBarBeganEditing() { setActive(true) }
    func searchBarChanged() { if active { searchResultsUpdater?.updateSearchResults(for: self) } }
    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false)
    }
}
