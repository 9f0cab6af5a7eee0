/// The segues a storyboard's prototype cell triggers when its row is selected, kept with the cell.
extension UIView {
    private static let triggeredSeguesKey: UnsafeRawPointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The cell's triggered segues, in the storyboard's order.
    var triggeredSegues: [UIStoryboardSegueTemplate] {
        get { objc_getAssociatedObject(self, Self.triggeredSeguesKey) as? [UIStoryboardSegueTemplate] ?? [] }
        set { objc_setAssociatedObject(self, Self.triggeredSeguesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Performs the cell's triggered segues with the cell as the sender (a selected row's cell).
    func performTriggeredSegues() {
        for template in triggeredSegues { template.trigger(sender: self, from: self) }
    }
}
