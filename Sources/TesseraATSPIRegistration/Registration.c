#include "TesseraATSPIRegistration.h"

// Runs as the program is loaded, before main, as the SDL backend's registration does: Swift has no
// module initialisers. It only stores how to start the bridge; nothing touches D-Bus until
// UIApplicationMain starts it on the main thread.
__attribute__((constructor)) static void tessera_register_atspi_bridge_at_load(void) {
    tessera_atspi_register_bridge();
}
