#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <xkbcommon/xkbcommon-compose.h>

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

/// The keysym of the X key press an SDL window-system event carries, with the pressed modifiers and the
/// keyboard group applied (as XLookupString gives it), or 0 (NoSymbol) for any other event. SDL passes
/// X events on as SDL_SYSWMEVENT before it handles them itself, when the app asks for them.
static inline unsigned long tessera_sdl_x11_key_press_keysym(const SDL_Event *event) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (event->type != SDL_SYSWMEVENT || !event->syswm.msg || event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
    XEvent copy = event->syswm.msg->msg.x11.event;
    if (copy.type != KeyPress) return 0;
    KeySym keysym = NoSymbol;
    char text[16];
    XLookupString(&copy.xkey, text, sizeof text, &keysym, NULL);
    return keysym;
#else
    (void)event;
    return 0;
#endif
}
