#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <fribidi.h>

/// The base direction of a paragraph by its first strong character (Unicode's rule P2/P3):
/// 1 left-to-right, -1 right-to-left, 0 when it has no strong character.
static inline int tessera_paragraph_direction(const char *utf8, int length) {
    const char *p = utf8, *end = utf8 + length;
    while (p < end) {
        gunichar c = g_utf8_get_char(p);
        FriBidiCharType type = fribidi_get_bidi_type(c);
        if (FRIBIDI_IS_STRONG(type) && FRIBIDI_IS_LETTER(type)) return FRIBIDI_IS_RTL(type) ? -1 : 1;
        p = g_utf8_next_char(p);
    }
    return 0;
}
