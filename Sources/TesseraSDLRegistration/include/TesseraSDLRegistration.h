#ifndef TESSERA_SDL_REGISTRATION_H
#define TESSERA_SDL_REGISTRATION_H

/// Registers the SDL2 platform backend with UIKit (defined in Swift, in TesseraSDL). Called by this
/// target's constructor as the program starts; nothing else needs to call it.
void tessera_sdl_register_backend(void);

#endif
