#include <cairo/cairo.h>
// Tessera's own pixel loops over cairo image surfaces' bytes (blurs, downsampling, colour matrices).
#include "pixels.h"
