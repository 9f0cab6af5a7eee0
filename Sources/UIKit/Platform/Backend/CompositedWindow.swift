/// A window the platform backend shows, with what its compositor repainted since the last frame was
/// shown, in screen points (`PlatformBackend.present(_:everything:)`).
package struct CompositedWindow {
    /// The window; its compositor's bitmap holds the pixels.
    package let window: UIWindow
    /// The repainted rectangles, in screen points.
    package let damage: [CGRect]

    package init(window: UIWindow, damage: [CGRect]) {
        self.window = window
        self.damage = damage
    }
}
