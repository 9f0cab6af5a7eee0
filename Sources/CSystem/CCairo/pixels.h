// Pixel loops for CoreGraphics' blurs (shadows and backdrop materials), in C so that they run fast in
// debug builds too. Each is deterministic: integer arithmetic only, the same bytes on every run.
#include <stdint.h>
#include <string.h>

/// One box blur of `count` samples `step` bytes apart (each sample `channels` interleaved bytes), from
/// `input` into `output` (packed, `channels` bytes a sample), with a window of 2·radius+1. Outside the
/// line, samples are zero (`clamp` 0) or repeat the end samples (`clamp` 1).
static inline void tessera_box_pass(const uint8_t *input, uint8_t *output, int count, int channels, int radius, int clamp) {
    if (radius <= 0) {
        memcpy(output, input, (size_t)count * (size_t)channels);
        return;
    }
    const int64_t window = 2 * radius + 1;
    const int64_t half = window / 2;
    // Division by the window as a multiplication: exact for sums this small (at most 255 · window).
    const int64_t reciprocal = (((int64_t)1 << 32) + window - 1) / window;
    for (int c = 0; c < channels; c++) {
        const uint8_t *in = input + c;
        uint8_t *out = output + c;
        // The window before the first sample: −radius − 1 … radius − 1.
        int64_t sum = 0;
        for (int k = -radius - 1; k < radius; k++) {
            if (k >= 0 && k < count) sum += in[k * channels];
            else if (clamp) sum += in[(k < 0 ? 0 : count - 1) * channels];
        }
        for (int i = 0; i < count; i++) {
            int add = i + radius, remove = i - radius - 1;
            if (add < count) sum += in[add * channels];
            else if (clamp) sum += in[(count - 1) * channels];
            if (remove >= 0) sum -= in[remove * channels];
            else if (clamp) sum -= in[0];
            out[i * channels] = (uint8_t)(((sum + half) * reciprocal) >> 32);
        }
    }
}

/// Blurs an image in place with three box blurs per axis of radii `r0`, `r1`, `r2` (an approximately
/// Gaussian blur): `width` × `height` pixels of `channels` bytes (1 or 4), rows `stride` bytes apart.
/// `scratch` holds 2 · max(width, height) · channels bytes. Edges as `tessera_box_pass`'s `clamp`.
static inline void tessera_box_blur(uint8_t *data, int width, int height, int stride, int channels,
                                    int r0, int r1, int r2, int clamp, uint8_t *scratch) {
    int length = width > height ? width : height;
    uint8_t *a = scratch, *b = scratch + (size_t)length * (size_t)channels;
    int radii[3] = { r0, r1, r2 };
    for (int y = 0; y < height; y++) {
        uint8_t *row = data + (size_t)y * (size_t)stride;
        memcpy(a, row, (size_t)width * (size_t)channels);
        for (int p = 0; p < 3; p++) {
            tessera_box_pass(a, b, width, channels, radii[p], clamp);
            uint8_t *t = a; a = b; b = t;
        }
        memcpy(row, a, (size_t)width * (size_t)channels);
    }
    for (int x = 0; x < width; x++) {
        for (int y = 0; y < height; y++) memcpy(a + (size_t)y * channels, data + (size_t)y * stride + (size_t)x * channels, (size_t)channels);
        for (int p = 0; p < 3; p++) {
            tessera_box_pass(a, b, height, channels, radii[p], clamp);
            uint8_t *t = a; a = b; b = t;
        }
        for (int y = 0; y < height; y++) memcpy(data + (size_t)y * stride + (size_t)x * channels, a + (size_t)y * channels, (size_t)channels);
    }
}

/// Applies a 3×3 colour matrix in 16.16 fixed point (`m`, row-major, rows red, green, blue) to the
/// colour of every pixel of a premultiplied 32-bit image (byte order blue, green, red, alpha in memory),
/// keeping each channel between 0 and the pixel's alpha.
static inline void tessera_color_matrix_argb32(uint8_t *data, int width, int height, int stride, const int32_t m[9]) {
    for (int y = 0; y < height; y++) {
        uint8_t *p = data + (size_t)y * stride;
        for (int x = 0; x < width; x++, p += 4) {
            int64_t b = p[0], g = p[1], r = p[2], a = p[3];
            int64_t out[3] = {
                (m[0] * r + m[1] * g + m[2] * b + 32768) >> 16,
                (m[3] * r + m[4] * g + m[5] * b + 32768) >> 16,
                (m[6] * r + m[7] * g + m[8] * b + 32768) >> 16,
            };
            for (int c = 0; c < 3; c++) out[c] = out[c] < 0 ? 0 : (out[c] > a ? a : out[c]);
            p[2] = (uint8_t)out[0]; p[1] = (uint8_t)out[1]; p[0] = (uint8_t)out[2];
        }
    }
}

/// One bitmap of a stack `tessera_reduce_over_argb32` composites: premultiplied 32-bit pixels (alpha
/// taken as 255 when `opaque`, as for cairo's RGB24), its top-left pixel at `x`, `y` in the area read.
typedef struct {
    const uint8_t *data;
    int stride, x, y, width, height, opaque;
} tessera_bitmap;

/// pixman's rounded a · b / 255 on bytes (its `MUL_UN8`), so that compositing here gives the bytes
/// cairo's OVER gives.
static inline uint32_t tessera_mul_un8(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 0x80;
    return (t + (t >> 8)) >> 8;
}

/// Reduces `width` × `height` pixels of a stack of bitmaps composited back to front with OVER (over
/// transparent black) into blocks of `factor` × `factor` averaged pixels (the last row and column of
/// blocks average the pixels they have; `target` is ⌈width / factor⌉ × ⌈height / factor⌉), in one pass: no full-size composite is made, only one composited row at a time
/// (in `row`: `width` · 4 bytes) when more than one bitmap covers the area. The result is byte for byte
/// what compositing with cairo and then reducing gives. `columns` holds `width` · 4 uint16s (sums down a
/// block's columns: at most 64 · 255, `factor` being at most 64).
static inline void tessera_reduce_over_argb32(const tessera_bitmap *layers, int count, int width, int height,
                                              uint8_t *target, int targetStride, int factor,
                                              uint8_t *row, uint16_t *columns) {
    int tw = (width + factor - 1) / factor, th = (height + factor - 1) / factor;
    // The topmost bitmap covering the whole area and opaque hides all beneath it.
    int first = 0;
    for (int i = count - 1; i >= 0; i--) {
        const tessera_bitmap *l = &layers[i];
        if (l->opaque && l->x <= 0 && l->y <= 0 && l->x + l->width >= width && l->y + l->height >= height) { first = i; break; }
    }
    int direct = count - first == 1 && layers[first].x <= 0 && layers[first].y <= 0
        && layers[first].x + layers[first].width >= width && layers[first].y + layers[first].height >= height;
    for (int ty = 0; ty < th; ty++) {
        int y0 = ty * factor, y1 = y0 + factor < height ? y0 + factor : height;
        memset(columns, 0, (size_t)width * 4 * sizeof(uint16_t));
        for (int y = y0; y < y1; y++) {
            const uint8_t *line;
            if (direct) {
                const tessera_bitmap *l = &layers[first];
                line = l->data + (size_t)(y - l->y) * (size_t)l->stride - (size_t)l->x * 4;
            } else {
                for (int i = first; i < count; i++) {
                    const tessera_bitmap *l = &layers[i];
                    int sy = y - l->y;
                    int inside = sy >= 0 && sy < l->height;
                    if (i == first) {
                        // The bottom bitmap of the stack is copied, over transparent black.
                        if (!inside || l->x > 0 || l->x + l->width < width) memset(row, 0, (size_t)width * 4);
                        else {
                            memcpy(row, l->data + (size_t)sy * (size_t)l->stride - (size_t)l->x * 4, (size_t)width * 4);
                            if (l->opaque) for (int x = 0; x < width; x++) row[x * 4 + 3] = 255;
                            continue;
                        }
                    }
                    if (!inside) continue;
                    int x0 = l->x > 0 ? l->x : 0, x1 = l->x + l->width < width ? l->x + l->width : width;
                    const uint8_t *s = l->data + (size_t)sy * (size_t)l->stride + (size_t)(x0 - l->x) * 4;
                    uint8_t *d = row + (size_t)x0 * 4;
                    if (!l->opaque && x1 > x0) {
                        // A wholly transparent row adds nothing (a window above, clear where it has no
                        // views): found with a loop compilers vectorize.
                        uint8_t any = 0;
                        for (size_t k = 0; k < (size_t)(x1 - x0) * 4; k++) any |= s[k];
                        if (!any) continue;
                    }
                    for (int x = x0; x < x1; x++, s += 4, d += 4) {
                        uint32_t v;
                        memcpy(&v, s, 4);
                        if (l->opaque) v |= 0xFF000000u;
                        if (v == 0) continue;                       // transparent: nothing to add
                        uint32_t a = v >> 24;
                        if (a == 255) { memcpy(d, &v, 4); continue; }
                        uint32_t inv = 255 - a;
                        for (int c = 0; c < 4; c++) {
                            uint32_t sum = ((v >> (8 * c)) & 0xFFu) + tessera_mul_un8(d[c], inv);
                            d[c] = (uint8_t)(sum > 255 ? 255 : sum);
                        }
                    }
                }
                line = row;
            }
            // Down the columns first: a plain loop over bytes, which compilers vectorize.
            for (int i = 0; i < width * 4; i++) columns[i] += line[i];
        }
        uint8_t *q = target + (size_t)ty * targetStride;
        for (int tx = 0; tx < tw; tx++, q += 4) {
            int x0 = tx * factor, x1 = x0 + factor < width ? x0 + factor : width;
            uint32_t n = (uint32_t)((y1 - y0) * (x1 - x0)), sum[4] = { 0, 0, 0, 0 };
            for (int x = x0; x < x1; x++)
                for (int c = 0; c < 4; c++) sum[c] += columns[x * 4 + c];
            if (direct && layers[first].opaque) sum[3] = 255u * n;
            for (int c = 0; c < 4; c++) q[c] = (uint8_t)((sum[c] + n / 2) / n);
        }
    }
}
