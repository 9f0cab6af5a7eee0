/// Pull to refresh: set it as a scroll view's `refreshControl`; pulling the content down past the top
/// starts it (`isRefreshing`, a `.valueChanged` event), the spinner shows above the content, which rests
/// below it until you call `endRefreshing()`.
///
/// The spinner fades in as the content is pulled down, and turns while refreshing. Where Tessera
/// differs: a pull of 100 points past the top starts refreshing (iOS's distance varies with the
/// device); the spinner's spokes fade in together rather than one by one.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height above the content (iOS's 60 points).
    static let height: CGFloat = 60
    /// How far past the top a pull must go to start refreshing.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false
    /// Text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view the control refreshes.
    weak var scrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a refresh control.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height))
    }

    /// Creates a refresh control from an archive; Tessera has no nibs, so this makes a plain one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// The spinner's colour follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = attributedTitle != nil
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 10 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }

    /// Starts a refresh from code (no `.valueChanged`, as in UIKit): the spinner turns and the content
    /// rests below it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshingChanged(animated: true)
    }

    /// Ends the refresh: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshingChanged(animated: true)
        UIView.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
    }

    /// The content is pulled `distance` points past the top: the spinner fades in, and a pull past the
    /// trigger distance during a drag starts refreshing.
    func pulled(_ distance: CGFloat, dragging: Bool) {
        guard !isRefreshing else { return }
        spinner.alpha = min(max(distance / Self.triggerDistance, 0), 1)
        if dragging, distance >= Self.triggerDistance, isEnabled {
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }
}

extension UIScrollView {
    /// The pull-to-refresh control at the top of the content (nil by default).
    public var refreshControl: UIRefreshControl? {
        get { storedRefreshControl }
        set {
            guard newValue !== storedRefreshControl else { return }
            storedRefreshControl?.removeFromSuperview()
            storedRefreshControl?.scrollView = nil
            storedRefreshControl = newValue
            guard let control = newValue else { return }
            control.scrollView = self
            insertSubview(control, at: 0)
            setNeedsLayout()
        }
    }

    /// Places the refresh control above the content and tells it how far the content is pulled down.
    func updateRefreshControl() {
        guard let control = storedRefreshControl else { return }
        let top = adjustedContentInset.top - (control.isRefreshing ? UIRefreshControl.height : 0)
        control.frame = CGRect(x: 0, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        control.pulled(-(contentOffset.y + top), dragging: isDragging)
    }

    /// A refresh started or ended: the content's top inset makes room for the control, or gives it
    /// back, and content showing space that is no longer inset slides back (not under a finger).
    func refreshingChanged(animated: Bool) {
        updateAdjustedContentInset(keepingEdge: false)
        guard !isDragging else { return }
        let top = -adjustedContentInset.top
        if contentOffset.y < top { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: animated) }
    }
}
