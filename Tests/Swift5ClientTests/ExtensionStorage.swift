// Stored properties added in extensions through associated objects, the way UIKit libraries add them.
import UIKit

private var badgeCountKey: UInt8 = 0
private var trackerKey: UInt8 = 0

extension UIView {
    /// A badge count stored on any view (RETAIN_NONATOMIC of a boxed Int).
    var badgeCount: Int {
        get { objc_getAssociatedObject(self, &badgeCountKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &badgeCountKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// An object a library hangs on a view; released with the view.
    var tracker: Tracker? {
        get { objc_getAssociatedObject(self, &trackerKey) as? Tracker }
        set { objc_setAssociatedObject(self, &trackerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

final class Tracker {
    static var live = 0
    init() { Tracker.live += 1 }
    deinit { Tracker.live -= 1 }
}
