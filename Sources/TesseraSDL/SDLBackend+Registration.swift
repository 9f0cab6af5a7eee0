import UIKit

/// Registers the SDL2 backend with UIKit. The C constructor in the `TesseraSDLRegistration` target calls
/// it as the program starts, before `main`: Swift has no module initialisers, and a constructor in a
/// target the executable links runs whether or not any code imports this module. So an app that
/// imports only UIKit gets its window from `UIApplicationMain`.
///
/// It only stores how to open the backend (behind a lock): nothing here touches SDL or the main actor.
@_cdecl("tessera_sdl_register_backend")
func registerSDLBackend() {
    PlatformBackendRegistry.register { screen, title, loop in
        SDLBackend(screen: screen, title: title, loop: loop)
    }
}
