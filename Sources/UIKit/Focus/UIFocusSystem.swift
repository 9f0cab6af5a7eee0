import Foundation

/// The keyboard focus of a window: which item is focused, and the door for asking focus to move.
///
/// Each window has one. Focus moves when the user presses Tab or Shift-Tab (to the next or previous
/// focus group), the arrow keys (within a group) or when the app asks (`requestFocusUpdate(to:)`,
/// `setNeedsFocusUpdate()`); Space and Return activate the focused item. The focused item is drawn with
/// a halo in its tint colour.
///
/// As on iOS, there is no focus system on the iPhone idiom (`focusSystem(for:)` is nil there and keys
/// go to the responder chain), and there is one on iPad and Mac screens, Tessera's desktop window
/// included. `TESSERA_KEYBOARD_FOCUS=1` turns it on for every screen, `=0` off.
@MainActor
open class UIFocusSystem: NSObject {
    /// Posted after focus moved; its user info holds the context and the animation coordinator.
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a move the user asked for found no item; its user info holds the context.
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The user-info key of the `UIFocusUpdateContext`.
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The user-info key of the `UIFocusAnimationCoordinator`.
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// The window this system belongs to.
    package private(set) weak var window: UIWindow?
    private weak var storedFocusedItem: AnyObject?
    /// The environment a focus update was asked for, performed at the next update.
    private weak var pendingEnvironment: AnyObject?
    /// The item focused last in each group, which focus returns to when the group is entered again.
    var lastFocusedInGroup: [FocusGroupKey: WeakFocusItem] = [:]
    /// The halo's layer while an item is focused.
    var haloLayer: CAShapeLayer?

    package init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focused item, nil when nothing is.
    public var focusedItem: (any UIFocusItem)? { storedFocusedItem as? any UIFocusItem }

    /// The focus system of the window `environment` is in; nil when it is in no window or the window's
    /// screen has no keyboard focus (the iPhone idiom, as on iOS).
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        guard let window = window(of: environment) else { return nil }
        return window.focusSystem
    }

    /// Asks for focus to be placed inside `environment` at the next update (the next frame, or
    /// `updateFocusIfNeeded()`): its preferred environments are searched first, then its items from the
    /// top leading corner.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
    }

    /// Performs the focus update asked for, if any, now.
    open func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment as? any UIFocusEnvironment else { return }
        pendingEnvironment = nil
        // An update inside the environment that already holds focus keeps it there, as on iOS.
        if let focused = focusedItem, isFocusable(focused), Self.environment(environment, contains: focused) { return }
        guard let item = preferredItem(in: environment) else { return }
        move(to: item, heading: [])
    }

    /// Whether `environment` is `otherEnvironment` or one of its ancestors.
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        var steps = 0
        while let env = current, steps < 10_000 {
            if env === environment { return true }
            current = env.parentFocusEnvironment
            steps += 1
        }
        return false
    }

    /// The window holding `environment`: a view's window, else the first view up its parents.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        var current: (any UIFocusEnvironment)? = environment
        var steps = 0
        while let env = current, steps < 10_000 {
            if let view = env as? UIView { return view.window }
            if let preferred = env.focusItemContainer as? UIView { return preferred.window }
            current = env.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// Whether the screen the window is on has keyboard focus (see the type's description).
    static func isEnabled(on screen: UIScreen) -> Bool {
        switch ProcessEnvironment.value("TESSERA_KEYBOARD_FOCUS")?.lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: return screen.profile.idiom != .phone
        }
    }

    /// Records the new focused item (the update engine's last step).
    func setFocusedItem(_ item: (any UIFocusItem)?) {
        AccessibilityChanges.mark(storedFocusedItem as? UIView)
        AccessibilityChanges.mark(item as? UIView)
        storedFocusedItem = item
    }
}

extension UIWindow {
    /// The window's focus system, made when first asked; nil where the screen has no keyboard focus.
    package var focusSystem: UIFocusSystem? {
        if let system = madeFocusSystem { return system }
        guard UIFocusSystem.isEnabled(on: screen) else { return nil }
        let system = UIFocusSystem(window: self)
        madeFocusSystem = system
        return system
    }

    /// The focus system if one was made (nothing is made by asking).
    package var existingFocusSystem: UIFocusSystem? { madeFocusSystem }
}
