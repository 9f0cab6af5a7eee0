import Foundation

/// `automaticallyAdjustsScrollViewInsets`, deprecated since iOS 11 (when the safe area and
/// `contentInsetAdjustmentBehavior` replaced it) and still shipped.
///
/// Where Tessera differs: Apple's `@available(iOS, deprecated: 11.0)` has no effect on Linux, so it is
/// deprecated on every platform; declared in an extension, it cannot be overridden (Apple's can).
extension UIViewController {
    /// Whether scroll views whose `contentInsetAdjustmentBehavior` is `.automatic` add the top and bottom
    /// safe area to their insets even when their content does not scroll vertically (true by default).
    /// As on iOS 11 and later, it concerns the scroll view the controller owns in UIKit's old sense: its
    /// root view, or the first subview of its root view. Set to false, `.automatic` adjusts them like
    /// `.scrollableAxes`: only along the axes that scroll.
    @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set {
            guard newValue != adjustsScrollViewInsets else { return }
            objc_setAssociatedObject(self, LegacyViewControllerKeys.adjustsScrollViewInsets, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            guard let view = viewIfLoaded else { return }
            for case let scrollView as UIScrollView in [view] + view.subviews.prefix(1) {
                scrollView.updateAdjustedContentInset()
            }
        }
    }

    /// `automaticallyAdjustsScrollViewInsets` without the deprecation warning, for UIKit's own use.
    var adjustsScrollViewInsets: Bool {
        objc_getAssociatedObject(self, LegacyViewControllerKeys.adjustsScrollViewInsets) as? Bool ?? true
    }
}

extension UIScrollView {
    /// Whether `.automatic` adds the vertical safe area even when the content does not scroll
    /// vertically: unless the view controller that owns this scroll view (as its root view or its root
    /// view's first subview) turned `automaticallyAdjustsScrollViewInsets` off.
    var automaticBehaviorAdjustsVertically: Bool {
        if let controller = viewExtras?.viewController { return controller.adjustsScrollViewInsets }
        if let parent = superview, parent.subviews.first === self, let controller = parent.viewExtras?.viewController {
            return controller.adjustsScrollViewInsets
        }
        return true
    }
}

/// The association keys of UIViewController's deprecated stored properties.
enum LegacyViewControllerKeys {
    nonisolated(unsafe) static let adjustsScrollViewInsets = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
