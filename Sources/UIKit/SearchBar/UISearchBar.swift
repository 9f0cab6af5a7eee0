import Foundation

/// A search field in a bar, as iOS 17 draws it: the 36-point rounded search field (`searchTextField`)
/// 8 points from the sides of a 56-point bar, an optional prompt above it, an optional Cancel button
/// at its right, and an optional scope bar (a segmented control) under it. The delegate hears editing,
/// text changes, the Search key, Cancel and scope changes.
///
/// The bar sizes itself: `sizeToFit()` (or `intrinsicContentSize`) gives 56 points, plus 22 with a
/// prompt and 44 with the scope bar showing.
///
/// Where Tessera differs: setting `text` tells the delegate `textDidChange` (as iOS does, though it is
/// not documented); the bookmark and results list buttons are not drawn; `.default` looks like
/// `.prominent` (as since iOS 13); the background is opaque (no translucency).
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// The field the user types in.
    public let searchTextField = UISearchTextField()
    private let backgroundView = UIView()
    private let promptLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: nil)
    private lazy var coordinator = SearchFieldCoordinator(searchBar: self)

    static let barHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let promptHeight: CGFloat = 22
    static let scopeHeight: CGFloat = 44
    static let margin: CGFloat = 8

    /// The delegate (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller driving the bar (it owns the bar).
    weak var searchController: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(backgroundView)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        searchTextField.delegate = coordinator
        searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        updateBackground()
    }

    // MARK: Text

    /// The search text (setting it tells the delegate `textDidChange`).
    open var text: String? {
        get { searchTextField.text }
        set {
            let old = searchTextField.text ?? ""
            searchTextField.text = newValue
            if (newValue ?? "") != old {
                delegate?.searchBar(self, textDidChange: newValue ?? "")
                searchController?.searchBarChanged()
            }
        }
    }

    /// The placeholder ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field (the bar grows by 22 points).
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = (prompt ?? "").isEmpty
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Cancel button and scope bar

    /// Whether the Cancel button shows at the field's right.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button, sliding the field's end when animated (0.25 s).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton == cancelButton.isHidden else { return }
        cancelButton.isHidden = !showsCancelButton
        if animated {
            cancelButton.alpha = showsCancelButton ? 0 : 1
            cancelButton.isHidden = false
            UIView.animate(withDuration: 0.25, animations: {
                self.cancelButton.alpha = showsCancelButton ? 1 : 0
                self.layOut(cancelShows: showsCancelButton)
            }, completion: { _ in
                self.cancelButton.isHidden = !showsCancelButton
                self.cancelButton.alpha = 1
            })
        } else {
            setNeedsLayout()
        }
    }

    /// The scope titles (the scope bar shows with `showsScopeBar` when there are two or more).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            let count = scopeButtonTitles?.count ?? 0
            if count > 0 { scopeBar.selectedSegmentIndex = min(max(selectedScopeButtonIndex, 0), count - 1) }
            updateScopeBar()
        }
    }

    /// The chosen scope (0 by default).
    open var selectedScopeButtonIndex: Int = 0 {
        didSet {
            let count = scopeButtonTitles?.count ?? 0
            if count > 0, selectedScopeButtonIndex >= 0, selectedScopeButtonIndex < count {
                scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            } else if selectedScopeButtonIndex != 0, count > 0 {
                BadValue.report("UIKit", api: "UISearchBar.selectedScopeButtonIndex", "\(selectedScopeButtonIndex) is out of the \(count) scopes; 0 is used")
                selectedScopeButtonIndex = 0
            }
        }
    }

    // MARK: Enabled

    /// Whether the bar takes input (iOS 16.4; true by default). A disabled bar's field, Cancel button and
    /// scope bar are disabled: the field does not become first responder and its text draws at half
    /// opacity.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set {
            searchTextField.isEnabled = newValue
            cancelButton.isEnabled = newValue
            scopeBar.isEnabled = newValue
        }
    }

    /// Whether the scope bar shows under the field.
    open var showsScopeBar = false { didSet { updateScopeBar() } }

    /// Shows or hides the scope bar (iOS 16; Tessera does not animate it).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    private func updateScopeBar() {
        scopeBar.isHidden = !showsScopeBar || (scopeButtonTitles?.count ?? 0) < 2
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Look

    /// How the background looks.
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The legacy colour scheme (kept; `.black` darkens the background).
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// The background colour behind the field (not with `.minimal`).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar is translucent (kept; Tessera draws it opaque).
    open var isTranslucent = true
    /// An image drawn as the bar's background instead of the colour.
    open var backgroundImage: UIImage? { didSet { updateBackground() } }
    /// An image for the scope bar's background (kept).
    open var scopeBarBackgroundImage: UIImage?
    /// Moves the search text inside the field.
    open var searchTextPositionAdjustment: UIOffset {
        get { searchTextField.textPositionAdjustment }
        set { searchTextField.textPositionAdjustment = newValue }
    }
    /// Moves the field's background inside the bar.
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero { didSet { setNeedsLayout() } }
    /// The view shown above the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    private var images: [Int: UIImage] = [:]
    private var fieldBackgrounds: [UInt: UIImage] = [:]
    private var positionAdjustments: [Int: UIOffset] = [:]

    /// Replaces an icon (only `.search` shows in Tessera; the others are kept).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        images[icon.rawValue << 8 | Int(state.rawValue)] = iconImage
        if icon == .search, state == .normal {
            searchTextField.glass.image = iconImage ?? UISearchTextField.glassImage
        }
    }

    /// The icon image set for `icon` and `state`.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        images[icon.rawValue << 8 | Int(state.rawValue)]
    }

    /// Draws the field's background with an image instead of the rounded fill.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        fieldBackgrounds[state.rawValue] = backgroundImage
        if state == .normal {
            searchTextField.background = backgroundImage
            searchTextField.backgroundColor = backgroundImage == nil ? .tertiarySystemFill : .clear
        }
    }

    /// The field's background image for `state`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { fieldBackgrounds[state.rawValue] }

    /// Moves an icon (kept).
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { positionAdjustments[icon.rawValue] = adjustment }
    /// How an icon is moved.
    open func positionAdjustment(for icon: Icon) -> UIOffset { positionAdjustments[icon.rawValue] ?? .zero }

    private func updateBackground() {
        if let backgroundImage {
            backgroundView.backgroundColor = UIColor(patternImage: backgroundImage)
        } else if searchBarStyle == .minimal {
            backgroundView.backgroundColor = .clear
        } else {
            backgroundView.backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
        }
    }

    // MARK: UIBarPositioning

    /// Where the bar sits: what the delegate says (`.any` by default).
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    // MARK: Text input traits (forwarded to the field, as on iOS)

    /// The keyboard's type.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's appearance.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// Capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The return key (`.search`).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Smart quotes.
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Smart dashes.
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Smart insertion and deletion of spaces.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// Whether the return key is off while the field is empty.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is hidden as typed.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// What the text is (for suggestions).
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: Responder

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Starts editing in the field.
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends editing in the field.
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Layout

    /// 56 points tall (plus the prompt and the scope bar); as wide as it is given.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : (superview?.bounds.width ?? 320), height: contentHeight)
    }

    private var contentHeight: CGFloat {
        Self.barHeight + (promptLabel.isHidden ? 0 : Self.promptHeight) + (scopeBar.isHidden ? 0 : Self.scopeHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOut(cancelShows: !cancelButton.isHidden)
    }

    private func layOut(cancelShows: Bool) {
        let width = bounds.width
        backgroundView.frame = bounds
        var top: CGFloat = 0
        if !promptLabel.isHidden {
            promptLabel.frame = CGRect(x: Self.margin, y: 4, width: width - 2 * Self.margin, height: Self.promptHeight - 4)
            top = Self.promptHeight
        }
        var fieldWidth = width - 2 * Self.margin
        let cancelWidth = ceil(cancelButton.sizeThatFits(CGSize(width: 200, height: 44)).width)
        if cancelShows { fieldWidth -= cancelWidth + Self.margin }
        let adjust = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: Self.margin + adjust.horizontal, y: top + (Self.barHeight - Self.fieldHeight) / 2 + adjust.vertical,
                                       width: max(0, fieldWidth), height: Self.fieldHeight)
        cancelButton.frame = CGRect(x: cancelShows ? width - Self.margin - cancelWidth : width, y: top + (Self.barHeight - 44) / 2,
                                    width: cancelWidth, height: 44)
        if !scopeBar.isHidden {
            scopeBar.frame = CGRect(x: Self.margin, y: top + Self.barHeight - 6, width: width - 2 * Self.margin, height: 32)
        }
    }

    // MARK: Events

    private func textChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarChanged()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func scopeChanged() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarChanged()
    }

    // For tests.
    var cancelButtonView: UIButton { cancelButton }
    var scopeBarView: UISegmentedControl { scopeBar }
    var promptLabelView: UILabel { promptLabel }
}

/// The search field's delegate, turning its questions into the search bar delegate's.
@MainActor
final class SearchFieldCoordinator: NSObject, UITextFieldDelegate {
    private weak var searchBar: UISearchBar?

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
        super.init()
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarBeganEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate hears it; the field keeps editing (as on iOS).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }
}
