#ifndef TESSERA_ATSPI_REGISTRATION_H
#define TESSERA_ATSPI_REGISTRATION_H

/// Registers the AT-SPI2 accessibility bridge with UIKit (defined in Swift, in TesseraATSPI). Called by
/// this target's constructor as the program starts; nothing else needs to call it.
void tessera_atspi_register_bridge(void);

#endif
