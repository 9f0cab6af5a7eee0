/// The main screen's scale, readable from any thread (image lookup and renderers run off the main
/// thread too). `UIScreen` keeps it current; until then, the scale of the profile the environment
/// gives the main screen (3, the iPhone's, without `TESSERA_DEVICE` or `TESSERA_SCALE`).
enum MainScreenScale {
    private static let storage = LockedValue<CGFloat>(UIScreen.DeviceProfile.ofEnvironment.scale)

    static var value: CGFloat {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
