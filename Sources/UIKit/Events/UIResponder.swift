/// An object that can handle events: views, view controllers, windows and the application, linked into
/// the responder chain by `next`.
///
/// Like every UIKit class Apple derives from `NSObject`, it inherits Foundation's `NSObject`, so code that
/// treats responders as objects (`==` as identity, `isEqual`, `hash`, `description`, `isKind(of:)`,
/// `NSObjectProtocol`-constrained protocols) works as on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject, UIResponderStandardEditActions {
    /// A number no other responder of this process has (see `ResponderSerial`). Tessera addition,
    /// package API.
    package nonisolated let objectSerial = ResponderSerial.next()

    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Called on each object a nib or storyboard made, once every object in it is made and its outlets
    /// and actions are connected; overrides call `super`. The base does nothing.
    ///
    /// Where Tessera differs: Apple declares it on `NSObject`; Swift on Linux cannot override a method
    /// declared in an extension of a class from another module, so it is declared here, where views,
    /// controllers and cells inherit it.
    open func awakeFromNib() {}

    /// Sets the outlet `name` of a nib or storyboard to `object`; returns whether this class has it.
    /// The base has none (UIKit's own outlets, such as `view` and `delegate`, are set by the loader when
    /// this returns false). See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS sets `@IBOutlet` properties through the Objective-C runtime, which Swift on
    /// Linux lacks; classes with outlets override this and call `super` for names they do not know.
    open func connectOutlet(_ name: String, to object: Any) -> Bool { false }

    /// Performs the action `selector` (`"save:"`) a nib or storyboard connected to this responder, with
    /// `sender`; returns whether this class has it. The base has none. See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS calls `@IBAction` methods by selector through the Objective-C runtime.
    open func performAction(_ selector: Selector, sender: Any?) -> Bool { false }

    /// Sets a nib's or storyboard's user-defined runtime attribute that UIKit does not know; returns
    /// whether this class has it. The base has none. See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS sets runtime attributes with key-value coding.
    open func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }

    /// The next responder in the chain (nil at its end).
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether Tab, typed while this responder is first, inserts a tab rather than moving keyboard focus:
    /// true for text inputs, false for single-line ones (text fields).
    package var insertsTabCharacters: Bool { takesKeyInput }

    /// Whether this responder edits text typed at it (adopts `UIKeyInput`).
    package var takesKeyInput: Bool { self is any UIKeyInput }

    /// Whether this responder may give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderScope?.currentFirstResponder === self }

    /// Asks to become the first responder; false when it cannot, or the current one refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let scope = firstResponderScope else { return false }
        if scope.currentFirstResponder === self { return true }
        // The keyboard sees the switch once (no hide and show between two text responders).
        return SoftwareKeyboard.performResponderChange {
            if let current = scope.currentFirstResponder, !current.resignFirstResponder() { return false }
            scope.currentFirstResponder = self
            return true
        }
    }

    /// Gives up first-responder status; false when `canResignFirstResponder` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard ForcedResignation.isActive || canResignFirstResponder else { return false }
        if let scope = firstResponderScope, scope.currentFirstResponder === self { scope.currentFirstResponder = nil }
        return true
    }

    /// The view shown instead of the system keyboard while this responder is first (nil: the keyboard,
    /// for responders adopting `UIKeyInput`). Responders that show a custom input view override it.
    open var inputView: UIView? { nil }

    /// The view shown on top of the keyboard (or the input view) while this responder is first.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the responder's current input view, accessory view and keyboard traits, while it is first
    /// responder (after changing them while it is).
    open func reloadInputViews() {
        SoftwareKeyboard.shared.reload(self)
    }

    /// Where this responder's first-responder status is kept: its window (nil when it has none).
    var firstResponderScope: UIWindow? { nil }

    /// Touches began; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them on.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them on.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Keys or buttons went down; the default passes them to the next responder. A press that reaches
    /// the application unhandled types text into a first responder adopting `UIKeyInput`, as a hardware
    /// keyboard does on iOS.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Presses changed (a key repeats); the default passes them on.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Keys or buttons came up; the default passes them on.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled (the window lost focus); the default passes them on.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// The key commands this responder offers; matched against key presses from the first responder up
    /// the chain before the presses are delivered.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions (the standard ones in UIResponder+StandardEditActions.swift)

    /// Whether this responder can carry out `action` (an edit action such as `.copy`) now; false by
    /// default. Text fields and text views answer for the standard edit actions; edit menus and key
    /// commands offer only actions some responder up the chain can perform.
    ///
    /// Where Tessera differs: iOS's default answers true for any method the responder implements (the
    /// Objective-C runtime knows); without it, a responder that implements an action says so here.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The responder that handles `action`: the first from this one up the chain whose
    /// `canPerformAction(_:withSender:)` says yes; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var current: UIResponder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }

    /// The undo manager for this responder: the next responder's by default (text fields and text
    /// views have their own).
    open var undoManager: UndoManager? { next?.undoManager }

    /// Cuts the selection to the pasteboard.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard.
    open func copy(_ sender: Any?) {}
    /// Pastes the pasteboard's contents.
    open func paste(_ sender: Any?) {}
    /// Pastes, matching the style of the destination.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Selects the word at the caret.
    open func select(_ sender: Any?) {}
    /// Selects everything.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection.
    open func delete(_ sender: Any?) {}
    /// Toggles bold in the selection.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italics in the selection.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underlining in the selection.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the text's writing direction left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Makes the text's writing direction right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Makes the selection's font larger.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the selection's font smaller.
    open func decreaseSize(_ sender: Any?) {}
    /// Shows the find interface.
    open func find(_ sender: Any?) {}
    /// Shows the find-and-replace interface.
    open func findAndReplace(_ sender: Any?) {}
    /// Duplicates the selection.
    open func duplicate(_ sender: Any?) {}
    /// Renames the selected item.
    open func rename(_ sender: Any?) {}

    /// A motion began (shake); the default passes it on.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; the default passes it on.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; the default passes it on.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Accessibility (the informal protocol; see Accessibility/ and UIView+Accessibility.swift)
    //
    // Where Tessera differs: iOS declares these on `NSObject` (a category), so any object answers them.
    // Swift on Linux cannot override members declared in an extension of another module's class, so
    // they are declared here, where views, view controllers, `UIAccessibilityElement` (a responder on
    // iOS too) and the application inherit them and subclasses override them as on iOS. Other objects
    // (a plain `NSObject` in `accessibilityElements`) are not accessibility elements in Tessera.

    /// Where the object's accessibility properties are kept when any was set (nil: none set). Views keep
    /// theirs with their other rarely set properties; other responders in an associated object.
    var accessibilityStorageIfMade: AccessibilityStorage? {
        objc_getAssociatedObject(self, AccessibilityStorage.associationKey) as? AccessibilityStorage
    }

    /// The object's accessibility properties, made when the first one is set.
    /// Only setters ask for it: it marks the object as changed for a bridge that tracks changes.
    var accessibilityStorage: AccessibilityStorage {
        AccessibilityChanges.markContent(self)
        if let made = accessibilityStorageIfMade { return made }
        let made = AccessibilityStorage()
        objc_setAssociatedObject(self, AccessibilityStorage.associationKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// The per-class defaults UIKit's own private views give (nil for other objects). Whether a class
    /// adopts them is remembered: a cast to the protocol looks the conformance up in the runtime's
    /// tables, and every getter of every object asks.
    private var accessibilityDefaults: (any AccessibilityDefaults)? {
        let type = ObjectIdentifier(Swift.type(of: self))
        if let adopts = UIResponder.adoptsAccessibilityDefaults[type] { return adopts ? self as? any AccessibilityDefaults : nil }
        let defaults = self as? any AccessibilityDefaults
        UIResponder.adoptsAccessibilityDefaults[type] = defaults != nil
        return defaults
    }

    /// Whether each class met so far adopts `AccessibilityDefaults`.
    private static var adoptsAccessibilityDefaults: [ObjectIdentifier: Bool] = [:]

    /// Whether assistive technologies see this object as one element (its children are then not
    /// visited). False by default; true for labels, controls, progress and activity indicators, table
    /// and collection cells, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorageIfMade?.isElement ?? accessibilityDefaults?.standardIsAccessibilityElement ?? false }
        set { accessibilityStorage.isElement = newValue }
    }

    /// A short, localized name of the element ("Play", "Settings").
    open var accessibilityLabel: String? {
        get { accessibilityStorageIfMade?.label ?? accessibilityDefaults?.standardAccessibilityLabel }
        set { accessibilityStorage.label = newValue; accessibilityStorage.attributedLabel = nil }
    }

    /// The label with speech attributes (language, pitch, spelling); by default the plain label.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityStorageIfMade?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string; accessibilityStorage.attributedLabel = newValue }
    }

    /// What happens when the element is activated ("Plays the song").
    open var accessibilityHint: String? {
        get { accessibilityStorageIfMade?.hint ?? accessibilityDefaults?.standardAccessibilityHint }
        set { accessibilityStorage.hint = newValue; accessibilityStorage.attributedHint = nil }
    }

    /// The hint with speech attributes; by default the plain hint.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityStorageIfMade?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string; accessibilityStorage.attributedHint = newValue }
    }

    /// The element's current value ("50%").
    open var accessibilityValue: String? {
        get { accessibilityStorageIfMade?.value ?? accessibilityDefaults?.standardAccessibilityValue }
        set { accessibilityStorage.value = newValue; accessibilityStorage.attributedValue = nil }
    }

    /// The value with speech attributes; by default the plain value.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityStorageIfMade?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string; accessibilityStorage.attributedValue = newValue }
    }

    /// What kind of element this is and its state.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorageIfMade?.traits ?? accessibilityDefaults?.standardAccessibilityTraits ?? .none }
        set { accessibilityStorage.traits = newValue }
    }

    /// A string identifying the element in UI tests (never spoken).
    open var accessibilityIdentifier: String? {
        get { accessibilityStorageIfMade?.identifier ?? accessibilityDefaults?.standardAccessibilityIdentifier }
        set { accessibilityStorage.identifier = newValue }
    }

    /// The language the element's label is spoken in (a BCP 47 tag); nil: the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorageIfMade?.language }
        set { accessibilityStorage.language = newValue }
    }

    /// The words Voice Control and Full Keyboard Access match for the element; by default its label.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorageIfMade?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityStorage.userInputLabels = newValue }
    }

    /// The element's frame in screen coordinates. Views answer their bounds through every transform up
    /// to the screen; `UIAccessibilityElement` its frame in its container's space converted; other
    /// objects `.zero` unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorageIfMade?.frame ?? .zero }
        set { accessibilityStorage.frame = newValue }
    }

    /// The element's outline in screen coordinates, when not a rectangle (nil: `accessibilityFrame`).
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorageIfMade?.path }
        set { accessibilityStorage.path = newValue }
    }

    /// Where assistive technology taps to activate the element, in screen coordinates: the centre of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStorageIfMade?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityStorage.activationPoint = newValue }
    }

    /// Whether the object's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorageIfMade?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore this element's siblings (a modal view). Alerts and action
    /// sheets are modal.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorageIfMade?.viewIsModal ?? accessibilityDefaults?.standardViewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether VoiceOver reads this container's elements together before those around it, whatever
    /// their positions.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorageIfMade?.groupsChildren ?? false }
        set { accessibilityStorage.groupsChildren = newValue }
    }

    /// Whether the element takes touches (Voice Control offers it); by default true for elements with
    /// the `.button`, `.link`, `.adjustable`, `.keyboardKey` or `.searchField` trait or custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let set = accessibilityStorageIfMade?.respondsToUserInteraction { return set }
            let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton]
            return !accessibilityTraits.isDisjoint(with: interactive) || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { accessibilityStorage.respondsToUserInteraction = newValue }
    }

    /// Actions assistive technologies offer besides activating (the VoiceOver actions rotor).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorageIfMade?.customActions ?? accessibilityDefaults?.standardAccessibilityCustomActions }
        set { accessibilityStorage.customActions = newValue }
    }

    /// The container's accessibility elements in order (views, `UIAccessibilityElement`s), replacing its
    /// subviews for assistive technologies; nil (the default) walks the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorageIfMade?.elements ?? accessibilityDefaults?.standardAccessibilityElements }
        set { accessibilityStorage.elements = newValue }
    }

    /// What kind of container this is (a list, a data table, a landmark, a semantic group).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorageIfMade?.containerType ?? accessibilityDefaults?.standardContainerType ?? .none }
        set { accessibilityStorage.containerType = newValue }
    }

    /// How many accessibility elements the container has: `accessibilityElements`' count by default.
    /// Containers that make their elements on demand override it with `accessibilityElement(at:)`.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The container's element at `index` (nil when out of range).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the container's elements (`NSNotFound` when it is not one).
    open func index(ofAccessibilityElement element: Any) -> Int {
        let count = accessibilityElementCount()
        for index in 0..<max(count, 0) {
            if let candidate = accessibilityElement(at: index) as AnyObject?, candidate === element as AnyObject { return index }
        }
        return NSNotFound
    }

    /// Assistive technology activates the element (a double tap); return true when handled. The
    /// default returns false, and the system then taps the element's activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Assistive technology asks an adjustable element to increase its value (a swipe up); the default
    /// does nothing. Sliders, steppers, page controls and pickers step up.
    open func accessibilityIncrement() {}

    /// Assistive technology asks an adjustable element to decrease its value; the default does nothing.
    open func accessibilityDecrement() {}

    /// Assistive technology scrolls (a three-finger swipe); asked of the focused element and then up
    /// its containers until one answers true. Scroll views turn a page; the default answers false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// Assistive technology asks to dismiss (a two-finger scrub), up the responder chain from the
    /// focused element until one answers true. The default answers false; the chain's navigation
    /// controller then pops and a presented controller is dismissed, as iOS does.
    open func accessibilityPerformEscape() -> Bool { false }

    /// The magic tap (a two-finger double tap): the app's most important action, asked up the
    /// responder chain from the focused element; the default answers false.
    open func accessibilityPerformMagicTap() -> Bool { false }
}
