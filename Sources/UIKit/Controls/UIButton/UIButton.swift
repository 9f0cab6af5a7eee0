/// A control that runs an action when tapped, showing a title, an image, or both.
///
/// Content is set per state (`setTitle(_:for:)`, `setImage(_:for:)` …); a state without its own value
/// shows the value for `.normal`, as in UIKit. A button made with a `configuration` is laid out and
/// styled from it instead (iOS 15's buttons). System buttons tint their title and template images and
/// dim while highlighted; custom buttons show their content as given.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom

    /// Per-state content, keyed by the state's raw value.
    var stateContent: [UInt: ButtonStateContent] = [:]
    var storedContentEdgeInsets: UIEdgeInsets = .zero
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    /// Shows the background image, made when one is first set.
    var backgroundImageView: UIImageView?
    /// The configuration's background, made when a configuration is first set.
    var configurationBackground: UIView?
    /// The configuration's subtitle label.
    var subtitleLabel: UILabel?
    var storedConfiguration: Configuration?
    /// Templates, darkened and lightened images made from the content (holding their sources).
    var derivedImages: [DerivedImageKey: (source: UIImage, made: UIImage)] = [:]
    /// Whether the title label's shadow offset is currently flipped for the highlight.
    private var titleShadowReversed = false

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let image = Self.systemImage(for: buttonType) { stateContent[0, default: .init()].image = image }
        if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
            accessibilityLabel = "More Info"
        } else if buttonType == .contactAdd {
            accessibilityLabel = "Add"
        } else if buttonType == .close {
            accessibilityLabel = "Close"
        }
        updateContent()
    }

    /// Creates a system button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// Creates a button styled and laid out by a configuration (a `.plain`-type button). A primary action's
    /// title and image, when it has them, are copied into the configuration, so the button shows them.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
    }

    // Hit testing may walk into a UIButton without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIButton.self }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let coder = coder.interfaceBuilder else { return }
        if let type = coder.enumeration("buttonType", Self.interfaceBuilderTypes) {
            buttonType = type
            if let image = Self.systemImage(for: type) { stateContent[0, default: .init()].image = image }
        }
        decodeInterfaceBuilderControl(coder)
        decodeInterfaceBuilderButton(coder)
    }

    override class var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Whether this button's content follows the system look (tinted, dimming when highlighted).
    var isSystemStyled: Bool { buttonType != .custom }

    // MARK: Content per state

    /// Sets the title for a state (nil: the state falls back to the normal title).
    open func setTitle(_ title: String?, for state: State) {
        stateContent[state.rawValue, default: .init()].title = title
        updateContent()
    }

    /// Sets the styled title for a state; it wins over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        stateContent[state.rawValue, default: .init()].attributedTitle = title
        updateContent()
    }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        guard appearanceAllowsSetting(Self.titleColorAppearance, axes: [Int(state.rawValue)]) else { return }
        stateContent[state.rawValue, default: .init()].titleColor = color
        updateContent()
    }

    /// Sets the title's shadow colour for a state.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        guard appearanceAllowsSetting(Self.titleShadowColorAppearance, axes: [Int(state.rawValue)]) else { return }
        stateContent[state.rawValue, default: .init()].titleShadowColor = color
        updateContent()
    }

    /// Sets the image for a state (system buttons draw it as a template in the tint colour).
    open func setImage(_ image: UIImage?, for state: State) {
        guard appearanceAllowsSetting(Self.imageAppearance, axes: [Int(state.rawValue)]) else { return }
        stateContent[state.rawValue, default: .init()].image = image
        derivedImages.removeAll()
        updateContent()
    }

    /// Sets the background image for a state, stretched over the button (use a resizable image).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        guard appearanceAllowsSetting(Self.backgroundImageAppearance, axes: [Int(state.rawValue)]) else { return }
        stateContent[state.rawValue, default: .init()].backgroundImage = image
        derivedImages.removeAll()
        updateContent()
    }

    /// The title for a state (falling back to the normal title).
    open func title(for state: State) -> String? { value(\.title, for: state) }
    /// The styled title for a state (falling back to the normal one).
    open func attributedTitle(for state: State) -> NSAttributedString? { value(\.attributedTitle, for: state) }
    /// The title colour for a state: its own, the type's default for it, else the normal one.
    open func titleColor(for state: State) -> UIColor? {
        stateContent[state.rawValue]?.titleColor ?? defaultTitleColor(for: state) ?? stateContent[0]?.titleColor ?? defaultTitleColor(for: .normal)
    }
    /// The title shadow colour for a state (falling back to the normal one).
    open func titleShadowColor(for state: State) -> UIColor? { value(\.titleShadowColor, for: state) }
    /// The image for a state (falling back to the normal image).
    open func image(for state: State) -> UIImage? { value(\.image, for: state) }
    /// The background image for a state (falling back to the normal one).
    open func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The styled title shown now, if any.
    open var currentAttributedTitle: NSAttributedString? {
        stateContent[state.rawValue]?.attributedTitle ?? (stateContent[state.rawValue]?.title == nil ? stateContent[0]?.attributedTitle : nil)
    }
    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour used now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func value<Value>(_ field: KeyPath<ButtonStateContent, Value?>, for state: State) -> Value? {
        stateContent[state.rawValue]?[keyPath: field] ?? stateContent[0]?[keyPath: field]
    }

    /// The title colours a button type starts with: system buttons use the tint and a grey when
    /// disabled; custom buttons are white.
    private func defaultTitleColor(for state: State) -> UIColor? {
        if !isSystemStyled { return state == .normal ? .white : nil }
        if state.contains(.disabled) { return .tertiaryLabel }
        return state == .normal ? tintColor : nil
    }

    // MARK: Subviews

    /// The label showing the title (made on first use; nil for a configuration button without a title).
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        label.isAccessibilityElement = false
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The image view showing the image (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .center
        storedImageView = view
        addSubview(view)
        return view
    }

    // MARK: Options

    /// Insets around the title and image together (UIKit deprecated these in iOS 15 for configurations).
    open var contentEdgeInsets: UIEdgeInsets {
        get { storedContentEdgeInsets }
        set {
            guard appearanceAllowsSetting(Self.contentEdgeInsetsAppearance) else { return }
            storedContentEdgeInsets = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Moves the title within the content rectangle (does not change the intrinsic size, as in UIKit).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image within the content rectangle (does not change the intrinsic size, as in UIKit).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a custom button darkens its image while highlighted (true by default).
    open var adjustsImageWhenHighlighted = true { didSet { updateContent() } }
    /// Whether the image lightens while disabled (true by default).
    open var adjustsImageWhenDisabled = true { didSet { updateContent() } }
    /// Whether the title's shadow flips while highlighted (false by default).
    open var reversesTitleShadowWhenHighlighted = false { didSet { updateContent() } }
    /// Whether a tap toggles `isSelected` before the primary action runs (false by default).
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// The button's menu: shown by a tap when `showsMenuAsPrimaryAction`, else by a long press (see
    /// UIButton+Menu.swift).
    open var menu: UIMenu? { didSet { menuDidChange() } }

    open override func sendActions(for controlEvents: Event) {
        if presentMenuAsPrimaryAction(for: controlEvents) { return }
        if changesSelectionAsPrimaryAction, controlEvents.contains(.primaryActionTriggered) {
            isSelected.toggle()
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: State

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if storedConfiguration != nil { setNeedsUpdateConfiguration() } else { updateContent() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedConfiguration != nil { setNeedsUpdateConfiguration() } else { updateContent() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if storedConfiguration != nil { updateConfigurationViews() } else { updateContent() }
    }

    /// Shows the current state's content in the title label, image view and background. Only what
    /// changed is touched, so a highlight costs a redraw of the button's parts and nothing more.
    func updateContent() {
        guard storedConfiguration == nil else { return }
        let state = self.state
        var sizeChanged = false
        let attributed = currentAttributedTitle
        let title = attributed == nil ? title(for: state) : nil
        if attributed != nil || title != nil || storedTitleLabel != nil, let label = titleLabel {
            if let attributed {
                if label.attributedText != attributed { label.attributedText = attributed; sizeChanged = true }
            } else {
                if label.text != title || label.attributedText?.string != title { label.text = title; sizeChanged = true }
                let color = currentTitleColor
                if label.textColor != color { label.textColor = color }
            }
            let shadow = currentTitleShadowColor
            if label.shadowColor != shadow { label.shadowColor = shadow }
            if (reversesTitleShadowWhenHighlighted && isHighlighted) != titleShadowReversed {
                titleShadowReversed.toggle()
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            }
            let hidden = (attributed?.length ?? title?.count ?? 0) == 0
            if label.isHidden != hidden { label.isHidden = hidden; sizeChanged = true }
        }
        let image = displayedImage(for: state)
        if image != nil || storedImageView != nil, let view = imageView {
            if view.image !== image {
                if view.image?.size != image?.size { sizeChanged = true }
                view.image = image
            }
            if view.isHidden != (image == nil) { view.isHidden = image == nil; sizeChanged = true }
        }
        let background = backgroundImage(for: state)
        if background != nil, backgroundImageView == nil {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            backgroundImageView = view
            insertSubview(view, at: 0)
            sizeChanged = true
        }
        if let view = backgroundImageView {
            let shown = background.map {
                isSystemStyled ? $0 : adjusted($0, for: state, stateHasOwn: stateContent[state.rawValue]?.backgroundImage != nil)
            }
            if view.image !== shown { view.image = shown }
            if view.isHidden != (background == nil) { view.isHidden = background == nil; sizeChanged = true }
        }
        // System buttons dim all their content while highlighted.
        let alpha: CGFloat = isSystemStyled && isHighlighted ? 0.2 : 1
        if let label = storedTitleLabel, label.alpha != alpha { label.alpha = alpha }
        if let view = storedImageView, view.alpha != alpha { view.alpha = alpha }
        if sizeChanged {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The image as drawn for a state: a template for system buttons; darkened when highlighted or
    /// lightened when disabled for custom ones.
    private func displayedImage(for state: State) -> UIImage? {
        guard let image = image(for: state) else { return nil }
        if isSystemStyled {
            return image.renderingMode == .automatic ? derived(image, .template) : image
        }
        return adjusted(image, for: state, stateHasOwn: stateContent[state.rawValue]?.image != nil)
    }

    /// A custom button's image (or background) for a state: darkened while highlighted, lightened
    /// while disabled, unless the state has its own, as in UIKit.
    func adjusted(_ image: UIImage, for state: State, stateHasOwn: Bool) -> UIImage {
        if stateHasOwn { return image }
        if state.contains(.highlighted), adjustsImageWhenHighlighted { return derived(image, .darkened) }
        if state.contains(.disabled), adjustsImageWhenDisabled { return derived(image, .lightened) }
        return image
    }

    /// An image made from content, kept so that state changes show the same image object again.
    private func derived(_ image: UIImage, _ kind: ButtonImageAdjustment.Kind) -> UIImage {
        let key = DerivedImageKey(source: ObjectIdentifier(image), kind: kind)
        if let entry = derivedImages[key], entry.source === image { return entry.made }
        let made = ButtonImageAdjustment.make(kind, from: image)
        derivedImages[key] = (image, made)
        return made
    }

    // MARK: Configuration (see UIButton+Configuration.swift)

    /// The button's configuration: when set, it decides the content and look, and the per-state
    /// content is not shown. Setting nil returns to the per-state content.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if newValue == nil {
                configurationBackground?.removeFromSuperview()
                configurationBackground = nil
                subtitleLabel?.removeFromSuperview()
                subtitleLabel = nil
                storedTitleLabel?.font = .systemFont(ofSize: 15)
                storedTitleLabel?.numberOfLines = 1
                updateContent()
            } else {
                updateConfigurationViews()
            }
        }
    }

    /// Called with the button whenever its configuration needs updating (a state change): change
    /// `configuration` here to style states yourself.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether state changes restyle the configuration (true by default).
    open var automaticallyUpdatesConfiguration = true

    /// Asks for `updateConfiguration()`; Tessera runs it at once, so the new look is in place when this returns.
    open func setNeedsUpdateConfiguration() {
        guard storedConfiguration != nil, automaticallyUpdatesConfiguration || configurationUpdateHandler != nil else { return }
        updateConfiguration()
    }

    /// Restyles the button from its configuration for the current state, after `configurationUpdateHandler`.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        updateConfigurationViews()
    }

    // MARK: Layout (see UIButton+Layout.swift)

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the title and image are placed in: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: storedContentEdgeInsets) }

    /// The title's rectangle in a content rectangle.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let region = contentRect.inset(by: titleEdgeInsets)
        let imageSize = layoutImageSize
        let titleSize = layoutTitleSize(fitting: region.width - imageSize.width)
        return contentPartRect(in: region, imageSize: imageSize, titleSize: titleSize, isTitle: true)
    }

    /// The image's rectangle in a content rectangle.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let region = contentRect.inset(by: imageEdgeInsets)
        let imageSize = layoutImageSize
        let titleSize = layoutTitleSize(fitting: region.width - imageSize.width)
        return contentPartRect(in: region, imageSize: imageSize, titleSize: titleSize, isTitle: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration = storedConfiguration { layoutConfigurationContent(configuration) } else { layoutLegacyContent() }
    }

    /// The size of the title and image with their insets (see `UIButton+Layout.swift`).
    open override var intrinsicContentSize: CGSize {
        if let configuration = storedConfiguration { return configurationContentSize(configuration, fitting: .greatestFiniteMagnitude) }
        return legacyContentSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // A zero or unbounded width asks for the natural size, as `sizeToFit()` on a fresh button does.
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        if let configuration = storedConfiguration { return configurationContentSize(configuration, fitting: width) }
        return legacyContentSize
    }

    // MARK: Accessibility

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// The title, unless a label was set.
    open override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? configuration?.title ?? currentTitle ?? (configuration?.image ?? currentImage)?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
}

/// What a button shows in one state.
struct ButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
}

/// Images a button makes from its content: templates for system buttons, and custom buttons'
/// darker highlighted and lighter disabled images.
@MainActor
enum ButtonImageAdjustment {
    enum Kind: Hashable { case template, darkened, lightened }

    static func make(_ kind: Kind, from image: UIImage) -> UIImage {
        switch kind {
        case .template: return image.withRenderingMode(.alwaysTemplate)
        case .darkened: return overlay(image, with: UIColor(white: 0, alpha: 0.33))
        case .lightened: return overlay(image, with: UIColor(white: 1, alpha: 0.4))
        }
    }

    private static func overlay(_ image: UIImage, with color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let made = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            let rect = CGRect(origin: .zero, size: image.size)
            image.draw(in: rect)
            color.setFill()
            context.cgContext.setBlendMode(.sourceAtop)
            context.cgContext.fill(rect)
        }
        return image.capInsets == .zero ? made : made.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
    }
}

/// Identifies an image made from a content image.
struct DerivedImageKey: Hashable {
    let source: ObjectIdentifier
    let kind: ButtonImageAdjustment.Kind
}
