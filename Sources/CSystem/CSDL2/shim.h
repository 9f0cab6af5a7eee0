#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>

/// The file descriptor of the X server connection behind an SDL window, or -1 when the window is not
/// on X11 (Wayland, or no window system). The run loop waits on it so input wakes an idle app.
static inline int tessera_sdl_x11_fd(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return -1;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display) return XConnectionNumber(info.info.x11.display);
#endif
    return -1;
}

/// The X display behind an SDL window (NULL when not on X11), for reading settings such as Xft.dpi.
static inline Display *tessera_sdl_x11_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return NULL;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11) return info.info.x11.display;
#endif
    return NULL;
}

/// The event's type as a plain number (SDL_Event is a union Swift reads field by field).
static inline Uint32 tessera_sdl_event_type(const SDL_Event *event) { return event->type; }
