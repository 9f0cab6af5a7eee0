/// The edit menu (iOS 16): a horizontal bar of commands pointing at a place in a view, with the
/// standard edit actions (Cut, Copy, Paste, Delete, Select, Select All) that the responder chain can
/// perform, plus what the delegate adds. Any view can use it: text views show it on a long press or a
/// secondary click, other views call `presentEditMenu(with:)` themselves.
///
/// The standard actions come from the responder chain starting at the window's first responder when it
/// is the interaction's view or inside it, else at the view: for each action of
/// `Selector.editMenuActions`, the first responder whose
/// `canPerformAction(_:withSender:)` allows it performs it (see UIResponder+Selectors.swift).
///
/// The bar is a dark rounded capsule in light and dark appearances, with white titles separated by
/// hairlines and an arrow pointing at the target rectangle, above it when there is room, else below.
/// Commands that don't fit the screen's width go on further pages reached with chevron buttons; a
/// submenu opens in the bar behind a back chevron. Choosing a command performs it and dismisses the menu;
/// a touch outside dismisses it.
///
/// Where Tessera differs: the bar shows in an overlay window above the app, so the touch outside that
/// dismisses it does not reach the app; the bar appears and goes without animation.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The delegate (held weakly).
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    private var configuration: UIEditMenuConfiguration?
    private var overlay: UIWindow?
    private var callout: EditMenuCalloutView?
    private var menu: UIMenu?

    /// Creates an interaction with a delegate.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if self.view != nil { dismissMenu() }
    }

    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where the showing menu's configuration points, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view ?? own)
    }

    /// The standard edit actions the responder chain can perform now, as commands, in an inline menu.
    func suggestedActions() -> [UIMenuElement] {
        guard let view else { return [] }
        var start: UIResponder = view
        if let first = view.window?.currentFirstResponder as? UIView, first.isDescendant(of: view) { start = first }
        var commands: [UIMenuElement] = []
        for action in Selector.editMenuActions {
            guard start.responderTarget(forAction: action, withSender: self) != nil else { continue }
            let command = UICommand(title: action.title, image: nil) { [weak self] _, _ in
                guard let target = start.responderTarget(forAction: action, withSender: self) else { return false }
                return action.perform(on: target, sender: self)
            }
            commands.append(command)
        }
        return commands.isEmpty ? [] : [UIMenu(title: "", identifier: .standardEdit, options: .displayInline, children: commands)]
    }

    /// Shows the edit menu for `configuration` (replacing one showing).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else {
            TesseraLog.error("UIKit", "UIEditMenuInteraction.presentEditMenu: the interaction is not on a view in a window; no menu shown")
            return
        }
        let suggested = suggestedActions()
        let menu: UIMenu?
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        } else {
            menu = UIMenu(children: suggested)
        }
        guard let menu, !MenuContent.leaves(of: menu).filter({ !$0.menuAttributes.contains(.hidden) }).isEmpty else { return }
        self.configuration = configuration
        self.menu = menu
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        let overlay = MenuOverlayWindow(frame: window.frame)
        overlay.screen = window.screen
        overlay.frame = window.frame
        overlay.windowLevel = .alert + 10
        overlay.backgroundColor = .clear
        overlay.overrideUserInterfaceStyle = view.traitCollection.userInterfaceStyle
        let backdrop = MenuBackdropView(frame: overlay.bounds)
        backdrop.onTouch = { [weak self] in self?.dismissMenu() }
        overlay.addSubview(backdrop)
        let callout = EditMenuCalloutView(menu: menu)
        callout.onChoose = { [weak self] element in self?.choose(element) }
        overlay.addSubview(callout)
        self.overlay = overlay
        self.callout = callout
        place()
        overlay.isHidden = false
        animator.finish()
    }

    /// Places the bar at the target rectangle.
    private func place() {
        guard let view, let window = view.window, let configuration, let callout, let overlay else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let rect = view.convert(target, to: window)
        let safe = window.safeAreaInsets
        let area = overlay.bounds.inset(by: UIEdgeInsets(top: safe.top + 8, left: 8, bottom: safe.bottom + 8, right: 8))
        callout.layout(maximumWidth: area.width)
        let size = callout.bounds.size
        let above = rect.minY - size.height >= area.minY
        let below: Bool
        switch configuration.preferredArrowDirection {
        case .down: below = !above
        case .up, .left, .right: below = rect.maxY + size.height <= area.maxY || !above
        case .automatic: below = !above
        }
        let y = below ? rect.maxY : rect.minY - size.height
        let x = min(max(rect.midX - size.width / 2, area.minX), area.maxX - size.width)
        callout.frame.origin = CGPoint(x: x, y: y)
        callout.arrowPointsUp = below
        callout.arrowX = rect.midX - x
    }

    /// Dismisses the menu showing, if any.
    open func dismissMenu() {
        guard let overlay, let configuration else { return }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        overlay.isHidden = true
        for subview in overlay.subviews { subview.removeFromSuperview() }
        self.overlay = nil
        self.callout = nil
        self.configuration = nil
        self.menu = nil
        animator.finish()
    }

    /// Asks the delegate for the menu again and shows it in place (after the selection changed).
    open func reloadVisibleMenu() {
        guard let configuration else { return }
        presentEditMenu(with: configuration)
    }

    /// Moves the showing menu to the delegate's current target rectangle.
    open func updateVisibleMenuPosition(animated: Bool) {
        place()
    }

    /// The elements the bar shows now (for tests and accessibility).
    var visibleTitles: [String] { callout?.pageTitles ?? [] }
    /// The bar showing, if any.
    var calloutView: EditMenuCalloutView? { callout }

    private func choose(_ element: UIMenuElement) {
        guard !element.menuAttributes.contains(.disabled) else { return }
        let keeps = element.menuAttributes.contains(.keepsMenuPresented)
        if !keeps { dismissMenu() }
        if let action = element as? UIAction {
            action.perform(sender: self)
        } else if let command = element as? UICommand {
            let start: UIResponder? = view?.window?.currentFirstResponder ?? view
            if !command.performAction(from: start, sender: self) {
                TesseraLog.warning("UIKit", "UIEditMenuInteraction: no responder performed \"\(command.title)\"")
            }
        }
    }
}
