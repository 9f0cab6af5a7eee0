import Foundation

/// An alert or an action sheet, presented modally: a title, a message and buttons (`UIAlertAction`s).
///
/// Present it with `present(_:animated:completion:)`. An alert shows in the middle of the screen (270
/// points wide, on a blurred material with 14-point corners, over a dimmed screen); an action sheet
/// rises from the bottom on iPhone, with its cancel action in a separate button, and shows as a popover
/// on iPad (set its `popoverPresentationController`'s source; the cancel action is left out there and
/// runs when the user taps outside). Tapping a button dismisses the controller, then runs the action's
/// handler.
///
/// An alert can hold text fields (`addTextField(configurationHandler:)`), in a rounded box above the
/// buttons; the first becomes first responder when the alert shows, and the alert moves up to stay
/// above the software keyboard.
///
/// Where Tessera differs: an alert taller than the screen is cut off
/// rather than scrolled.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// Rises from the bottom (iPhone) or shows in a popover (iPad).
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The message, under the title.
    open var message: String? { didSet { contentView?.rebuild() } }
    /// Whether the controller is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// How serious the alert is (`.default`); kept (Mac Catalyst shows critical alerts differently).
    open var severity: UIAlertControllerSeverity = .default
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action shown bold (and run by Return on a hardware keyboard); it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                BadValue.report("UIKit", api: "UIAlertController.preferredAction", "\(preferredAction) is not one of the alert's actions; ignored")
                self.preferredAction = nil
            }
            contentView?.rebuild()
        }
    }

    /// The alert's text fields, in the order added; nil when it has none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// Adds a text field (alerts only: an action sheet logs UIKit's error and ignores it), after
    /// `configurationHandler` set it up. Fields are 13-point, without a border (the alert draws their
    /// box), and show the placeholder and text the handler gives them.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            TesseraLog.error("UIKit", "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; the text field is not added")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .clear
        configurationHandler?(field)
        fields.append(field)
        contentView?.rebuild()
    }

    /// The first text field becomes first responder (bringing up the keyboard) as the alert shows.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = fields.first, !fields.contains(where: { $0.isFirstResponder }) { _ = first.becomeFirstResponder() }
    }

    /// The action the user chose (nil until a button is tapped).
    var chosenAction: UIAlertAction?
    var contentView: AlertContentView?

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// `.custom` for alerts and `.popover` for action sheets, as UIKit reports them; an app may set
    /// `.popover` to show an alert in a popover. Other styles are refused (logged): an alert controller
    /// lays itself out.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { explicitPresentationStyle ?? defaultPresentationStyle }
        set {
            guard newValue == .popover || newValue == .custom || newValue == .automatic else {
                TesseraLog.warning("UIKit", "UIAlertController does not support the modal presentation style \(newValue); it keeps \(defaultPresentationStyle)")
                return
            }
            explicitPresentationStyle = newValue == .automatic ? nil : newValue
        }
    }
    private var explicitPresentationStyle: UIModalPresentationStyle?

    /// The title, above the message.
    open override var title: String? { didSet { contentView?.rebuild() } }

    /// Adds a button. A second cancel action is refused (UIKit raises an exception; Tessera logs).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            TesseraLog.error("UIKit", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \(action) is not added")
            return
        }
        actions.append(action)
        contentView?.rebuild()
    }

    /// The presentation style UIKit picks: a custom one for alerts; a popover for action sheets, which
    /// adapts to the bottom sheet in compact widths (iPhone).
    ///
    /// Where Tessera differs: an action sheet's `popoverPresentationController` is there on iPhone too
    /// (Tessera cannot know the device before the presentation, and setting its source is harmless).
    var defaultPresentationStyle: UIModalPresentationStyle {
        preferredStyle == .actionSheet ? .popover : .custom
    }

    /// Whether it shows as a popover (an action sheet on iPad).
    var isInPopover: Bool { presentationLinks.active is UIPopoverPresentationController }

    /// Makes the alert's view (title, message and buttons).
    open override func loadView() {
        let content = AlertContentView(alert: self)
        contentView = content
        view = content
    }

    /// Lays out the buttons for the presentation (and sizes an action sheet's popover).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        contentView?.rebuild()
        if isInPopover, let content = contentView {
            preferredContentSize = content.fittingSize(width: 272)
        }
    }

    /// A button was tapped: dismiss, then run its handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, !isBeingDismissed else { return }
        chosenAction = action
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
        guard let presenter = presentingViewController else {
            action.handler?(action)
            return
        }
        presenter.dismiss(animated: true) { action.handler?(action) }
    }
}

/// How serious an alert is.
public enum UIAlertControllerSeverity: Int, Sendable {
    /// An ordinary alert.
    case `default` = 0
    /// An alert about something that needs attention.
    case critical = 1
}
