/// The main screen's scale, readable from any thread (image lookup and renderers run off the main
/// thread too). `UIScreen` keeps it current; 3 until a screen says otherwise (the default device profile).
enum MainScreenScale {
    private static let storage = LockedValue<CGFloat>(3)

    static var value: CGFloat {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
