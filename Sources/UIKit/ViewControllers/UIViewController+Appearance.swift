/// The appearance callbacks, driven by the root view entering and leaving visible windows, and by
/// windows showing and hiding: `viewWillAppear` before the view is in a visible window,
/// `viewDidAppear` after the next layout pass, `viewWillDisappear` before it leaves and
/// `viewDidDisappear` after. Each is called once per transition; containers' callbacks come before
/// their children's.
extension UIViewController {
    /// The root view is about to move to `window` (nil: it leaves its window).
    func viewWillMove(toWindow window: UIWindow?) {
        guard !appearanceIsManual else { return }
        if let window, !window.isHidden {
            beginAppearing()
        } else if window == nil || window!.isHidden {
            beginDisappearing()
        }
    }

    /// The root view moved to its new window (or left its window).
    func viewDidMoveToWindow() {
        guard !appearanceIsManual else { return }
        if let window = storedViewWindow, !window.isHidden {
            if appearance == .appearing { UIApplication.shared.scheduleDidAppear(self) }
        } else if appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(false)
        }
    }

    private var storedViewWindow: UIWindow? { viewIfLoaded?.window }

    func beginAppearing(animated: Bool = false) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        viewWillAppear(animated)
    }

    func beginDisappearing(animated: Bool = false) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(animated)
    }

    /// After the layout pass that followed appearing.
    func finishAppearing() {
        guard !appearanceIsManual, appearance == .appearing, let window = storedViewWindow, !window.isHidden else { return }
        appearance = .appeared
        viewDidAppear(false)
    }

    /// A window was shown or hidden: the controllers whose views are in it appear or disappear, parents
    /// first.
    static func windowVisibilityChanged(_ window: UIWindow, visible: Bool) {
        var controllers: [UIViewController] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let controller = view.viewExtras?.viewController, !controller.appearanceIsManual {
                controllers.append(controller)
            }
            stack.pushSubviews(of: view, inOrder: true)
        }
        if visible {
            for controller in controllers {
                controller.beginAppearing()
                UIApplication.shared.scheduleDidAppear(controller)
            }
        } else {
            for controller in controllers { controller.beginDisappearing() }
            for controller in controllers where controller.appearance == .disappearing {
                controller.appearance = .disappeared
                controller.viewDidDisappear(false)
            }
        }
    }
}
