/// A menu on screen: an overlay window above the app holding the platter (and, for a context menu, the
/// dimmed backdrop and the lifted preview). It opens submenus in place, loads deferred elements, moves
/// a highlight with the arrow keys, performs the chosen element and dismisses. Context menus, buttons
/// and bar button items all show their menus through it; one menu shows at a time.
@MainActor
final class MenuPresentation {
    /// Where the platter goes.
    enum Anchor {
        /// A context menu: the preview view is lifted over a dimmed backdrop at `frame` (the overlay's
        /// coordinates, which are the source window's), the platter beside it.
        case preview(UIView, frame: CGRect)
        /// A compact menu at a pointer location (secondary click).
        case point(CGPoint)
        /// Attached to a control's frame (buttons and bar button items), no dimming.
        case control(CGRect)
    }

    /// The menu showing now, if any.
    static private(set) var current: MenuPresentation?

    private(set) var menu: UIMenu
    let anchor: Anchor
    let overlay: MenuOverlayWindow
    let platter = MenuPlatterView()
    weak var sourceView: UIView?
    /// The sender actions see while performed from the menu.
    var sender: Any?
    /// Whether choosing any action turns it on and every other action of the menu off (pop-up buttons).
    var selectsAcrossMenu = false
    /// Called with the chosen element before the menu dismisses.
    var willPerform: ((UIMenuElement) -> Void)?
    /// Called when the preview is tapped; returns whether the menu should dismiss.
    var previewTapped: (() -> Void)?
    /// Called when the menu starts to dismiss, with the element about to run (nil: dismissed without one).
    var willDismiss: ((UIMenuElement?) -> Void)?
    /// Called when the menu has gone.
    var didDismiss: (() -> Void)?

    private(set) var opened: [UIMenu] = []
    private var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var loading: Set<ObjectIdentifier> = []
    private var isBuilding = false
    private var needsRebuild = false
    private(set) var highlighted: Int?
    private(set) var isDismissed = false
    private weak var previousKeyWindow: UIWindow?
    private let backdrop = MenuBackdropView()
    /// The soft shadow under the platter (the platter clips its rows, so it can't cast one itself).
    private let shadow = UIView()
    private var previewView: UIView?

    init(menu: UIMenu, anchor: Anchor, in window: UIWindow, sourceView: UIView?) {
        self.menu = menu
        self.anchor = anchor
        self.sourceView = sourceView
        overlay = MenuOverlayWindow(frame: window.frame)
        overlay.screen = window.screen
        overlay.frame = window.frame
        overlay.windowLevel = .alert + 10
        overlay.backgroundColor = .clear
        overlay.overrideUserInterfaceStyle = (sourceView ?? window).traitCollection.userInterfaceStyle
        overlay.presentation = self
        previousKeyWindow = UIApplication.shared.keyWindow
    }

    /// Shows the menu (dismissing any other first).
    func present() {
        MenuPresentation.current?.dismiss(performing: nil)
        MenuPresentation.current = self
        backdrop.frame = overlay.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.onTouch = { [weak self] in self?.dismiss(performing: nil) }
        overlay.addSubview(backdrop)
        if case .preview(let view, let frame) = anchor {
            backdrop.backgroundColor = MenuStyle.dimming
            view.frame = frame
            let holder = MenuPreviewHolder(frame: frame)
            view.frame = holder.bounds
            holder.addSubview(view)
            holder.onTap = { [weak self] in self?.previewTapped?() }
            overlay.addSubview(holder)
            previewView = holder
        }
        platter.onActivate = { [weak self] item, element in self?.activate(item, element: element) }
        shadow.layer.cornerRadius = MenuStyle.cornerRadius
        // Only the shadow is drawn (its path follows the platter), so the platter's material blurs the app.
        shadow.backgroundColor = nil
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = 0.18
        shadow.layer.shadowRadius = 24
        shadow.layer.shadowOffset = CGSize(width: 0, height: 8)
        overlay.addSubview(shadow)
        overlay.addSubview(platter)
        overlay.makeKeyAndVisible()
        rebuild()
    }

    /// Replaces the menu (an interaction's `updateVisibleMenu`), keeping the opened submenus that remain.
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        opened = []
        rebuild()
    }

    /// Rebuilds the rows (a submenu opened or closed, a deferred element loaded).
    func rebuild() {
        guard !isDismissed else { return }
        isBuilding = true
        let sections = MenuContent.sections(for: menu, opened: opened, loaded: loaded) { [weak self] deferred in
            self?.startLoading(deferred)
        }
        isBuilding = false
        if needsRebuild {
            needsRebuild = false
            return rebuild()
        }
        let safe = overlay.safeAreaInsets
        let area = overlay.bounds.inset(by: UIEdgeInsets(top: safe.top + MenuStyle.margin, left: MenuStyle.margin,
                                                          bottom: safe.bottom + MenuStyle.margin, right: MenuStyle.margin))
        let width = min(MenuStyle.width, area.width)
        var maximum = area.height
        if case .preview(_, let frame) = anchor { maximum = max(MenuStyle.rowHeight * 3, area.height - min(frame.height, area.height / 2) - MenuStyle.gap) }
        let height = platter.show(sections, width: width, maximumHeight: maximum)
        platter.frame = placement(size: CGSize(width: width, height: height), in: area)
        shadow.frame = platter.frame
        shadow.layer.shadowPath = UIBezierPath(roundedRect: shadow.bounds, cornerRadius: MenuStyle.cornerRadius).cgPath
        shadow.isHidden = height == 0
        platter.isHidden = height == 0
        platter.setNeedsLayout()
        if let highlighted { highlight(min(highlighted, platter.selectableRows.count - 1)) }
    }

    private func startLoading(_ deferred: UIDeferredMenuElement) {
        let id = ObjectIdentifier(deferred)
        guard !loading.contains(id) else { return }
        loading.insert(id)
        deferred.load { [weak self] elements in
            guard let self else { return }
            self.loaded[id] = elements
            if self.isBuilding { self.needsRebuild = true } else { self.rebuild() }
        }
    }

    /// The platter's frame for a size: beside the preview or control (below when it fits, else above),
    /// or at the pointer, kept inside `area`.
    private func placement(size: CGSize, in area: CGRect) -> CGRect {
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        switch anchor {
        case .point(let point):
            let x = point.x + size.width <= area.maxX ? point.x : point.x - size.width
            let y = point.y + size.height <= area.maxY ? point.y : point.y - size.height
            return CGRect(x: clampX(x), y: clampY(y), width: size.width, height: size.height)
        case .control(let rect), .preview(_, let rect):
            var target = rect
            let x = target.midX <= area.midX ? target.minX : target.maxX - size.width
            var y: CGFloat
            if target.maxY + MenuStyle.gap + size.height <= area.maxY {
                y = target.maxY + MenuStyle.gap
            } else if target.minY - MenuStyle.gap - size.height >= area.minY {
                y = target.minY - MenuStyle.gap - size.height
            } else {
                // Neither fits: a lifted preview moves up to make room below it; a control's menu covers it.
                if case .preview = anchor, let previewView {
                    let top = max(area.minY, area.maxY - size.height - MenuStyle.gap - target.height)
                    target.origin.y = top
                    previewView.frame.origin.y = top
                    y = target.maxY + MenuStyle.gap
                } else {
                    y = area.maxY - size.height
                }
            }
            return CGRect(x: clampX(x), y: clampY(y), width: size.width, height: size.height)
        }
    }

    // MARK: Choosing

    /// A row or palette cell was chosen (tapped, or return pressed).
    func activate(_ item: MenuRowItem, element: UIMenuElement?) {
        guard !isDismissed else { return }
        switch item {
        case .submenu(let submenu):
            opened.append(submenu)
            highlighted = highlighted == nil ? nil : 0
            rebuild()
        case .back:
            opened.removeLast()
            highlighted = highlighted == nil ? nil : 0
            rebuild()
        case .element(let element, let parent):
            choose(element, in: parent)
        case .palette(_, let parent, _):
            if let element { choose(element, in: parent) }
        case .header, .loading:
            break
        }
    }

    private func choose(_ element: UIMenuElement, in parent: UIMenu) {
        guard !element.menuAttributes.contains(.disabled) else { return }
        if selectsAcrossMenu {
            for leaf in MenuContent.leaves(of: menu) { setState(leaf, leaf === element ? .on : .off) }
        } else if parent.options.contains(.singleSelection) {
            for sibling in parent.children { setState(sibling, sibling === element ? .on : .off) }
        }
        willPerform?(element)
        if element.menuAttributes.contains(.keepsMenuPresented) {
            perform(element)
            rebuild()
            return
        }
        dismiss(performing: element)
    }

    private func setState(_ element: UIMenuElement, _ state: UIMenuElement.State) {
        if let action = element as? UIAction { action.state = state }
        else if let command = element as? UICommand { command.state = state }
    }

    private func perform(_ element: UIMenuElement) {
        if let action = element as? UIAction {
            action.perform(sender: sender)
        } else if let command = element as? UICommand {
            let start: UIResponder? = previousKeyWindow?.currentFirstResponder ?? sourceView
            if !command.performAction(from: start, sender: sender) {
                TesseraLog.warning("UIKit", "UICommand \"\(command.title)\": no responder of the action's target type in the responder chain; the command was not performed")
            }
        }
    }

    /// Dismisses the menu, then performs `element` (if any).
    func dismiss(performing element: UIMenuElement?) {
        guard !isDismissed else { return }
        isDismissed = true
        willDismiss?(element)
        overlay.isHidden = true
        overlay.presentation = nil
        for view in overlay.subviews { view.removeFromSuperview() }
        if MenuPresentation.current === self { MenuPresentation.current = nil }
        if let previousKeyWindow, !previousKeyWindow.isHidden { previousKeyWindow.makeKey() }
        if let element { perform(element) }
        didDismiss?()
    }

    // MARK: Keyboard

    /// Moves the highlight to the selectable row `index`.
    func highlight(_ index: Int?) {
        let rows = platter.selectableRows
        for row in platter.rows { row.isHighlighted = false }
        guard let index, !rows.isEmpty else { highlighted = nil; return }
        let clamped = max(0, min(index, rows.count - 1))
        highlighted = clamped
        rows[clamped].isHighlighted = true
        platter.reveal(rows[clamped])
    }

    /// Handles a key; false when the menu doesn't use it.
    func handleKey(_ keyCode: UIKeyboardHIDUsage) -> Bool {
        let rows = platter.selectableRows
        switch keyCode {
        case .keyboardDownArrow:
            highlight(highlighted.map { ($0 + 1) % max(1, rows.count) } ?? 0)
        case .keyboardUpArrow:
            highlight(highlighted.map { ($0 - 1 + rows.count) % max(1, rows.count) } ?? rows.count - 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let highlighted, highlighted < rows.count { activate(rows[highlighted].item, element: nil) }
        case .keyboardRightArrow:
            if let highlighted, highlighted < rows.count, case .submenu = rows[highlighted].item { activate(rows[highlighted].item, element: nil) }
        case .keyboardLeftArrow:
            if let last = opened.last { activate(.back(last), element: nil) }
        case .keyboardEscape:
            if let last = opened.last { activate(.back(last), element: nil) } else { dismiss(performing: nil) }
        default:
            return false
        }
        return true
    }
}

/// The window a menu shows in, above the app's windows; it takes the keyboard while the menu shows.
@MainActor
final class MenuOverlayWindow: UIWindow {
    weak var presentation: MenuPresentation?

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            if let key = press.key, let presentation, presentation.handleKey(key.keyCode) { continue }
            unhandled.insert(press)
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }
}

/// The backdrop under a menu: dimmed for context menus, clear otherwise; touching it dismisses.
@MainActor
final class MenuBackdropView: UIView {
    var onTouch: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?()
    }
}

/// Holds a context menu's lifted preview: rounded, over a shadow, taking taps (the preview action).
@MainActor
final class MenuPreviewHolder: UIView {
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        bounds.contains(point) && !isHidden ? self : nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
