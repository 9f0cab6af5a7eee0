/// A layout guide that covers the part of its view the keyboard covers: constrain content's bottom to
/// its top and the content moves up with the keyboard, frame by frame as the keyboard slides.
///
/// It spans its view's width and sits on its view's bottom edge. While the keyboard is hidden its top
/// is the bottom of the safe area (`usesBottomSafeArea`, the default) or the view's bottom edge; while
/// the keyboard shows, its height is how far the keyboard (with its accessory view) overlaps the view.
/// Get it from `UIView.keyboardLayoutGuide`.
///
/// Where Tessera differs: Tessera's keyboard is always docked, so `followsUndockedKeyboard` is kept but
/// changes nothing, and the guide is near its view's bottom, leading and trailing edges (for
/// `UITrackingLayoutGuide`'s edge constraints) whether the keyboard shows or not.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating on iPad (false).
    public var followsUndockedKeyboard = false

    /// Whether the guide's top is the bottom of the safe area while the keyboard is hidden (true), rather
    /// than the view's bottom edge.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { keyboardMoved() } }
    }

    /// Extra space above the keyboard within which an interactive dismissal starts (0).
    public var keyboardDismissPadding: CGFloat = 0

    /// The constraint holding the guide's top.
    private var topConstraint: NSLayoutConstraint?

    /// Creates a guide; views make theirs through `keyboardLayoutGuide`.
    public override init() {
        super.init()
    }

    /// Ties the guide to its view's bottom (called once it is added to the view).
    func attach(to view: UIView) {
        let top = topAnchor.constraint(equalTo: view.bottomAnchor)
        top.dynamicConstant = { [weak self, weak view] in
            guard let self, let view else { return 0 }
            return -self.height(in: view)
        }
        topConstraint = top
        let constraints = [leadingAnchor.constraint(equalTo: view.leadingAnchor), trailingAnchor.constraint(equalTo: view.trailingAnchor),
                           bottomAnchor.constraint(equalTo: view.bottomAnchor), top]
        for constraint in constraints {
            constraint.kind = .system
            constraint.identifier = "UIKeyboardLayoutGuide-constraint"
            view.addConstraint(constraint)
        }
        SoftwareKeyboard.shared.register(self)
    }

    /// The guide's height in `view`: the keyboard's overlap, at least the bottom safe area when
    /// `usesBottomSafeArea`.
    func height(in view: UIView) -> CGFloat {
        var overlap: CGFloat = 0
        if let keyboard = SoftwareKeyboard.shared.currentFrame, let window = view.window, window.screen === SoftwareKeyboard.shared.screen {
            let frame = view.convert(view.bounds, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            overlap = min(max(0, frame.maxY - keyboard.minY), frame.height)
        }
        return usesBottomSafeArea ? max(overlap, view.safeAreaInsets.bottom) : overlap
    }

    /// The keyboard moved: the guide's constraint takes its new height, and the view lays out again.
    func keyboardMoved() {
        guard let view = owningView, let topConstraint else { return }
        topConstraint.host?.constantChanged(topConstraint)
        view.layoutInputsChanged(.geometry)
        view.setNeedsLayout()
        updateTrackedConstraints()
    }
}
