#include "TesseraSDLRegistration.h"

// Runs as the program (or the library holding it) is loaded, before main: Swift has no module
// initialisers, so this is how the SDL backend makes itself known to UIKit in an app that only
// imports UIKit. SwiftPM links every object file of the targets an executable depends on, so this
// one is always in.
__attribute__((constructor)) static void tessera_register_sdl_backend_at_load(void) {
    tessera_sdl_register_backend();
}
