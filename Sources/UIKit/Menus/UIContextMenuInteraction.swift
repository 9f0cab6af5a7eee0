/// Shows a context menu for a view: a long press (on touch screens, or holding the primary button) lifts
/// the view, or the configuration's preview, over a dimmed backdrop with the menu beside it; a secondary
/// click shows the menu alone, compact, at the pointer. The delegate gives the configuration.
///
/// Tapping an element performs it and dismisses the menu; tapping outside dismisses it; tapping the
/// preview commits it (`willPerformPreviewActionForMenuWith`). Submenus open in place under a back row;
/// deferred elements show a loading row until they load. On a hardware keyboard the arrows move a
/// highlight, Return chooses, Right opens a submenu, Left goes back and Escape closes.
///
/// Where Tessera differs: the backdrop is dimmed, not blurred, and the menu appears and goes without
/// animation (animators run their animations at once and their completions when the menu has shown or
/// gone). The delegate is asked for the configuration as the gesture is about to begin; nil makes the
/// gesture fail, so the touch carries on as if there were no menu, as on iOS. The menu shows in an overlay window above the app's (`UIWindow.Level.alert + 10`) that takes
/// the keyboard while it shows. Elements are listed top to bottom whatever `preferredMenuElementOrder` says.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu shows.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// With the lifted preview over the dimmed app (long press).
        case rich = 1
        /// Compact, at the pointer, without a preview (secondary click).
        case compact = 2
    }

    /// The delegate that gives the configuration (held weakly).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// How the current menu shows (`.unknown` when none shows).
    public private(set) var menuAppearance: Appearance = .unknown

    private let longPress = UILongPressGestureRecognizer()
    private let secondaryClick = SecondaryClickGestureRecognizer()
    private var presentation: MenuPresentation?
    private var configuration: UIContextMenuConfiguration?
    private var highlightPreview: UITargetedPreview?
    private var locationInView: CGPoint = .zero
    private weak var liftedView: UIView?
    /// The configuration the delegate gave as a gesture was about to begin, for the menu it opens.
    private var pendingConfiguration: (location: CGPoint, configuration: UIContextMenuConfiguration)?
    /// Lets the gestures begin only where the delegate gives a configuration.
    private let gate = ContextMenuGestureGate()

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.minimumPressDuration = 0.5
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressChanged)
        secondaryClick.addTarget(self, action: UIContextMenuInteraction.secondaryClicked)
        gate.interaction = self
        longPress.delegate = gate
        secondaryClick.delegate = gate
    }

    /// Asks the delegate for the configuration where `recognizer` is about to begin: nil makes the
    /// gesture fail, so the touch goes on to the view as if there were no menu (a long press on a
    /// table row without a menu still selects it on lift, as on iOS).
    fileprivate func gestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        pendingConfiguration = nil
        guard presentation == nil, let view, view.window != nil, let delegate else { return false }
        let location = recognizer.location(in: view)
        locationInView = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return false }
        pendingConfiguration = (location, configuration)
        return true
    }

    // MARK: UIInteraction

    public func willMove(to view: UIView?) {
        if let old = self.view {
            dismissMenu()
            old.removeGestureRecognizer(longPress)
            old.removeGestureRecognizer(secondaryClick)
        }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
        view?.addGestureRecognizer(secondaryClick)
    }

    // MARK: The menu

    /// Where the touch or click that opened the menu was, in `view`'s coordinates (the interaction's
    /// view when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return locationInView }
        return own.convert(locationInView, to: view ?? own)
    }

    /// Dismisses the menu showing, if any (the delegate hears `willEndFor`).
    open func dismissMenu() {
        presentation?.dismiss(performing: nil)
    }

    /// Replaces the menu showing with what `block` makes of it (to update titles or states while it
    /// shows); does nothing when no menu shows.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.replaceMenu(block(presentation.menu))
    }

    private func longPressChanged() {
        guard longPress.state == .began, let view else { return }
        present(at: longPress.location(in: view), appearance: .rich)
    }

    private func secondaryClicked() {
        guard let view else { return }
        present(at: secondaryClick.location(in: view), appearance: .compact)
    }

    /// Asks the delegate for a configuration at `location` (in the view) and shows its menu.
    func present(at location: CGPoint, appearance: Appearance) {
        guard presentation == nil, let view, let window = view.window, let delegate else { return }
        locationInView = location
        // The configuration asked for as the gesture began, or (when opened by code) asked for now.
        let pending = pendingConfiguration
        pendingConfiguration = nil
        guard let configuration = pending?.configuration
                ?? delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return }
        let previewController = appearance == .rich ? configuration.previewProvider?() : nil
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let anchor: MenuPresentation.Anchor
        if appearance == .compact {
            anchor = .point(view.convert(location, to: window))
        } else {
            let preview = delegate.contextMenuInteraction(self, configuration: configuration,
                                                          highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
                ?? UITargetedPreview(view: view)
            highlightPreview = preview
            anchor = .preview(previewView(for: preview, controller: previewController, in: window),
                              frame: previewFrame(for: preview, controller: previewController, in: window))
        }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        let presentation = MenuPresentation(menu: menu, anchor: anchor, in: window, sourceView: view)
        presentation.sender = self
        presentation.previewTapped = { [weak self, weak presentation] in
            guard let self, let presentation else { return }
            let commit = ContextMenuAnimator(previewViewController: previewController)
            self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            presentation.dismiss(performing: nil)
            commit.finish()
        }
        presentation.willDismiss = { [weak self] _ in
            guard let self else { return }
            let ending = ContextMenuAnimator(previewViewController: previewController)
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
            if let delegate = self.delegate, appearance == .rich {
                _ = delegate.contextMenuInteraction(self, configuration: configuration, dismissalPreviewForItemWithIdentifier: configuration.identifier)
                    ?? delegate.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
            }
            self.liftedView?.isHidden = false
            self.liftedView = nil
            self.presentation = nil
            self.configuration = nil
            self.highlightPreview = nil
            self.menuAppearance = .unknown
            ending.finish()
        }
        self.configuration = configuration
        self.presentation = presentation
        menuAppearance = appearance
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentation.present()
        animator.finish()
    }

    /// The view the backdrop shows lifted: the preview controller's view, or a picture of the preview's view.
    private func previewView(for preview: UITargetedPreview, controller: UIViewController?, in window: UIWindow) -> UIView {
        let container = UIView()
        container.layer.cornerRadius = MenuStyle.cornerRadius
        container.layer.masksToBounds = true
        container.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
        let content: UIView
        if let controller {
            content = controller.view
        } else {
            content = UIImageView(image: preview.view.snapshotImage())
            // The view itself is hidden while its picture is lifted, as on iOS.
            if !preview.view.isHidden {
                preview.view.isHidden = true
                liftedView = preview.view
            }
        }
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(content)
        let frame = previewFrame(for: preview, controller: controller, in: window)
        container.frame = frame
        content.frame = container.bounds
        return container
    }

    private func previewFrame(for preview: UITargetedPreview, controller: UIViewController?, in window: UIWindow) -> CGRect {
        let source = preview.frame(in: window)
        guard let controller else { return source }
        var size = controller.preferredContentSize
        let width = window.bounds.width - 2 * 16
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: width, height: min(width, window.bounds.height / 2)) }
        size.width = min(size.width, width)
        return CGRect(x: (window.bounds.width - size.width) / 2, y: source.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// The interaction's gestures' delegate: they begin only where the interaction's delegate gives a
/// configuration (kept apart so the interaction does not publicly conform to
/// `UIGestureRecognizerDelegate`).
@MainActor
private final class ContextMenuGestureGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.gestureShouldBegin(gestureRecognizer) ?? false
    }
}

/// Recognizes a secondary-button click at once, on the button's press (a finger never does).
@MainActor
final class SecondaryClickGestureRecognizer: UIGestureRecognizer {
    override var isContinuous: Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = event.buttonMask.contains(.secondary) ? .ended : .failed
    }
}
