/// A reusable view for a table's section header or footer, with a content view for your subviews, a
/// title (`textLabel`) the table styles as iOS 17 does, and an optional background view.
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the
/// delegate's `viewForHeaderInSection`; the table also uses one to show the data source's titles.
///
/// Title metrics (iOS 17 on iPhone, measured from the system's own tables): plain headers are 17-point
/// semibold (`.headline`) on the table's background, 16 points from the leading edge, at least
/// 28 points tall; grouped headers are 13-point (`.footnote`) uppercase in `.secondaryLabel`, 6 points
/// above the section, with 17 points above the text (35 above the first section's); footers are
/// `.footnote` in `.secondaryLabel`, 6 points below the section and 17 points below the text.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?

    /// Where your subviews go.
    public let contentView = UIView()

    /// The title, styled by the table (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        storedTextLabel = label
        styleTitle()
        return label
    }
    private var storedTextLabel: UILabel?

    /// A second line under the title (grouped tables; made on first use).
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        storedDetailTextLabel = label
        styleTitle()
        return label
    }
    private var storedDetailTextLabel: UILabel?

    /// A view behind the content (nil: the table's default for its style).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The table's style, whether this is a footer, whether it heads the first section, and how far
    /// the section is inset (set by the table before layout).
    var tableStyle: UITableView.Style = .plain { didSet { if tableStyle != oldValue { styleTitle() } } }
    var isFooter = false { didSet { if isFooter != oldValue { styleTitle() } } }
    var isFirstSection = false
    var sectionInset: CGFloat = 0
    /// Whether the background colour is the one the table gave it (not the app's).
    var hasTableBackground = false

    /// Makes a view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        configure()
    }

    /// Makes a view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class (Swift needs a required initializer to make an instance
    /// from a class value; subclasses that override `init(reuseIdentifier:)` inherit it).
    public required convenience init(tableReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Makes a view from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        addSubview(contentView)
        preservesSuperviewLayoutMargins = true
        contentView.preservesSuperviewLayoutMargins = true
        styleTitle()
    }

    /// Called before the view is handed out again: reset what the last section set.
    open func prepareForReuse() {}

    // MARK: Configurations

    /// What the content view shows, as a configuration (it replaces the title labels).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyConfigurations() }
    }
    /// What the background shows, as a configuration (nil: `backgroundView` or the style's default).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyConfigurations() }
    }
    /// Whether the content configuration is restyled for each new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is restyled for each new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Runs whenever the view's configuration state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void
    /// Called with the view and its state whenever the state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The view's state now (its traits).
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state` (the default calls `configurationUpdateHandler`).
    open func updateConfiguration(using state: UIViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A list content configuration for the table's style: `plainHeader`/`plainFooter` in plain
    /// tables, `groupedHeader`/`groupedFooter` otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    var contentSlot = ContentConfigurationSlot()
    var backgroundConfigurationView: BackgroundConfigurationView?
    var needsConfigurationUpdate = false

    private func applyConfigurations() {
        let state = configurationState
        let content = automaticallyUpdatesContentConfiguration ? contentConfiguration?.updated(for: state) : contentConfiguration
        contentSlot.apply(content, in: contentView)
        storedTextLabel?.isHidden = contentConfiguration != nil
        storedDetailTextLabel?.isHidden = contentConfiguration != nil
        if let background = backgroundConfiguration {
            let styled = automaticallyUpdatesBackgroundConfiguration ? background.updated(for: state) : background
            if let view = backgroundConfigurationView {
                view.configuration = styled
            } else {
                let view = BackgroundConfigurationView(configuration: styled)
                backgroundConfigurationView = view
                insertSubview(view, at: 0)
            }
        } else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
        }
        setNeedsLayout()
    }

    private func styleTitle() {
        let (font, color) = Self.titleStyle(tableStyle, footer: isFooter)
        storedTextLabel?.font = font
        storedTextLabel?.textColor = color
        storedDetailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
        storedDetailTextLabel?.textColor = .secondaryLabel
        setNeedsLayout()
    }

    static func titleStyle(_ style: UITableView.Style, footer: Bool) -> (UIFont, UIColor) {
        if style == .plain && !footer { return (.systemFont(ofSize: 17, weight: .semibold), .label) }
        return (.preferredFont(forTextStyle: .footnote), .secondaryLabel)
    }

    /// How a title shows: uppercase in grouped headers, as iOS 17 draws them.
    static func displayTitle(_ title: String, style: UITableView.Style, footer: Bool) -> String {
        style != .plain && !footer ? title.uppercased() : title
    }

    /// The padding around a title: (top, bottom).
    static func titlePadding(_ style: UITableView.Style, footer: Bool, first: Bool) -> (CGFloat, CGFloat) {
        switch (style, footer) {
        case (.plain, _): return (3, 3)
        case (_, false): return (first ? 35 : 17, 6)
        case (_, true): return (6, 17)
        }
    }

    /// The leading (and trailing) inset of a title's text: 16 points inside the section.
    static let titleMargin: CGFloat = 16

    /// The height of a section header or footer showing `title` in a table of `width`.
    static func titleHeight(_ title: String, style: UITableView.Style, footer: Bool, first: Bool, width: CGFloat, sectionInset: CGFloat) -> CGFloat {
        let (font, _) = titleStyle(style, footer: footer)
        let text = displayTitle(title, style: style, footer: footer)
        let textWidth = max(1, width - 2 * (sectionInset + titleMargin))
        let bounds = text.boundingRect(with: CGSize(width: textWidth, height: .greatestFiniteMagnitude),
                                                     options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil)
        let (top, bottom) = titlePadding(style, footer: footer, first: first)
        let height = (max(bounds.height, font.lineHeight) + top + bottom).rounded(.up)
        return style == .plain ? max(28, height) : height
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
            if contentConfiguration != nil || backgroundConfiguration != nil { applyConfigurations() }
        }
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
        contentSlot.view?.frame = contentView.bounds
        guard let label = storedTextLabel else { return }
        let (top, bottom) = Self.titlePadding(tableStyle, footer: isFooter, first: isFirstSection)
        let leading = sectionInset + Self.titleMargin + (tableStyle == .plain ? safeAreaInsets.left : 0)
        let width = max(0, bounds.width - leading - sectionInset - Self.titleMargin)
        var size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        size.width = min(size.width, width)
        let y: CGFloat
        if tableStyle == .plain {
            y = ((bounds.height - size.height) / 2).rounded()
        } else if isFooter {
            y = top
        } else {
            y = max(0, bounds.height - bottom - size.height)
        }
        label.frame = CGRect(x: leading, y: y, width: width, height: size.height)
        if let detail = storedDetailTextLabel {
            let detailSize = detail.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            detail.frame = CGRect(x: leading, y: label.frame.maxY + 2, width: width, height: detailSize.height)
        }
    }
}
