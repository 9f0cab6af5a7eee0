// Pixel loops for CoreGraphics' blurs (shadows and backdrop materials), in C so that they run fast in
// debug builds too. Each is deterministic: integer arithmetic only, the same bytes on every run.
#include <stdint.h>
#include <string.h>

// Vectors (clang's and GCC's vector extensions) for the loops that run over every pixel: Swift compiles
// this header's functions without vectorizing loops, so those loops say it themselves.
typedef uint8_t tessera_u8x4 __attribute__((vector_size(4)));
typedef uint8_t tessera_u8x8 __attribute__((vector_size(8)));
typedef uint8_t tessera_u8x16 __attribute__((vector_size(16)));
typedef uint16_t tessera_u16x16 __attribute__((vector_size(32)));
typedef uint32_t tessera_u32x4 __attribute__((vector_size(16)));
typedef uint32_t tessera_u32x8 __attribute__((vector_size(32)));

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

/// One box blur of radius `radius` along rows of 4-byte pixels, edges repeating the end pixels: `count`
/// pixels from `in` into `out`. The sums and rounding of `tessera_box_pass` with `clamp` 1 (the same
/// bytes), in loops without per-sample edge tests.
static inline void tessera_box_row4(const uint8_t *restrict in, uint8_t *restrict out, int count, int radius) {
    if (radius <= 0) { memcpy(out, in, (size_t)count * 4); return; }
    const uint64_t window = 2 * (uint64_t)radius + 1, half = window / 2;
    const uint64_t reciprocal = (((uint64_t)1 << 32) + window - 1) / window;
    uint32_t sum[4];
    for (int c = 0; c < 4; c++) {
        // The window before the first pixel: −radius − 1 … radius − 1, clamped.
        uint32_t s = (uint32_t)(radius + 1) * in[c];
        for (int k = 0; k < radius; k++) s += in[(k < count ? k : count - 1) * 4 + c];
        sum[c] = s;
    }
    // Below 181, (x · ⌈2²³ / window⌉) >> 23 is ⌊x / window⌋ for every sum here, in 32 bits.
    const uint32_t small = (uint32_t)(((1u << 23) + window - 1) / window);
    if (window < 181) {
        tessera_u32x4 sums = { sum[0], sum[1], sum[2], sum[3] };
        const uint32_t h = (uint32_t)half;
        for (int i = 0; i < count; i++) {
            tessera_u8x4 add, remove;
            memcpy(&add, in + (size_t)(i + radius < count ? i + radius : count - 1) * 4, 4);
            memcpy(&remove, in + (size_t)(i - radius - 1 >= 0 ? i - radius - 1 : 0) * 4, 4);
            sums += __builtin_convertvector(add, tessera_u32x4) - __builtin_convertvector(remove, tessera_u32x4);
            tessera_u8x4 o = __builtin_convertvector(((sums + h) * small) >> 23, tessera_u8x4);
            memcpy(out + (size_t)i * 4, &o, 4);
        }
        return;
    }
    for (int i = 0; i < count; i++) {
        const uint8_t *add = in + (size_t)(i + radius < count ? i + radius : count - 1) * 4;
        const uint8_t *remove = in + (size_t)(i - radius - 1 >= 0 ? i - radius - 1 : 0) * 4;
        for (int c = 0; c < 4; c++) {
            sum[c] += add[c];
            sum[c] -= remove[c];
            out[i * 4 + c] = (uint8_t)((((uint64_t)sum[c] + half) * reciprocal) >> 32);
        }
    }
}

/// One box blur of radius `radius` down the columns of `height` rows of `bytes` bytes, edges repeating
/// the end rows, from `in` (rows `inStride` bytes apart) into `out` (`outStride`); `sums` holds `bytes`
/// uint32s.
/// Whole rows at a time, so the loops run along memory. The bytes of `tessera_box_pass` with `clamp` 1.
static inline void tessera_box_column4(const uint8_t *restrict in, int inStride, uint8_t *restrict out, int outStride,
                                       int bytes, int height, int radius, uint32_t *restrict sums) {
    if (radius <= 0) {
        for (int y = 0; y < height; y++) memcpy(out + (size_t)y * outStride, in + (size_t)y * inStride, (size_t)bytes);
        return;
    }
    const uint64_t window = 2 * (uint64_t)radius + 1, half = window / 2;
    const uint64_t reciprocal = (((uint64_t)1 << 32) + window - 1) / window;
    for (int i = 0; i < bytes; i++) sums[i] = (uint32_t)(radius + 1) * in[i];
    for (int k = 0; k < radius; k++) {
        const uint8_t *r = in + (size_t)(k < height ? k : height - 1) * inStride;
        for (int i = 0; i < bytes; i++) sums[i] += r[i];
    }
    const uint32_t small = (uint32_t)(((1u << 23) + window - 1) / window), h32 = (uint32_t)half;
    for (int y = 0; y < height; y++) {
        const uint8_t *add = in + (size_t)(y + radius < height ? y + radius : height - 1) * inStride;
        const uint8_t *remove = in + (size_t)(y - radius - 1 >= 0 ? y - radius - 1 : 0) * inStride;
        uint8_t *o = out + (size_t)y * outStride, *o_ = o;
        if (window < 181) {
            // In 32 bits, eight bytes at a time (see `tessera_box_row4`).
            int i = 0;
            for (; i + 8 <= bytes; i += 8) {
                tessera_u32x8 s8, a8, r8;
                tessera_u8x8 a, r;
                memcpy(&s8, sums + i, 32);
                memcpy(&a, add + i, 8);
                memcpy(&r, remove + i, 8);
                a8 = __builtin_convertvector(a, tessera_u32x8);
                r8 = __builtin_convertvector(r, tessera_u32x8);
                s8 += a8 - r8;
                memcpy(sums + i, &s8, 32);
                tessera_u8x8 o = __builtin_convertvector(((s8 + h32) * small) >> 23, tessera_u8x8);
                memcpy(o_ + i, &o, 8);
            }
            for (; i < bytes; i++) {
                uint32_t s = sums[i] + add[i] - remove[i];
                sums[i] = s;
                o[i] = (uint8_t)(((s + h32) * small) >> 23);
            }
        } else {
            for (int i = 0; i < bytes; i++) {
                uint32_t s = sums[i] + add[i] - remove[i];
                sums[i] = s;
                o[i] = (uint8_t)(((s + half) * reciprocal) >> 32);
            }
        }
    }
}

/// `tessera_box_blur` for 4-byte pixels with repeated edges (a backdrop's sample), giving the same
/// bytes: rows blurred one at a time, then columns whole rows at a time. `scratch` holds
/// (2 · `height` + 1) · `width` · 4 bytes, then `width` · 4 uint32s (aligned for them).
static inline void tessera_box_blur_clamped4(uint8_t *data, int width, int height, int stride,
                                             int r0, int r1, int r2, uint8_t *scratch) {
    const int bytes = width * 4;
    uint8_t *a = scratch, *b = scratch + (size_t)bytes * (size_t)height, *line = b + (size_t)bytes * (size_t)height;
    uint32_t *sums = (uint32_t *)(void *)(line + (((size_t)bytes + 3) & ~(size_t)3));
    for (int y = 0; y < height; y++) {
        uint8_t *row = data + (size_t)y * (size_t)stride, *t = a + (size_t)y * (size_t)bytes;
        tessera_box_row4(row, line, width, r0);
        tessera_box_row4(line, t, width, r1);
        tessera_box_row4(t, row, width, r2);
    }
    tessera_box_column4(data, stride, a, bytes, bytes, height, r0, sums);
    tessera_box_column4(a, bytes, b, bytes, bytes, height, r1, sums);
    tessera_box_column4(b, bytes, data, stride, bytes, height, r2, sums);
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
            // Down the columns first, sixteen bytes at a time; the block's first row sets the sums.
            int i = 0;
            if (y == y0) {
                for (; i + 16 <= width * 4; i += 16) {
                    tessera_u8x16 v;
                    memcpy(&v, line + i, 16);
                    tessera_u16x16 w = __builtin_convertvector(v, tessera_u16x16);
                    memcpy(columns + i, &w, 32);
                }
                for (; i < width * 4; i++) columns[i] = line[i];
            } else {
                for (; i + 16 <= width * 4; i += 16) {
                    tessera_u8x16 v;
                    tessera_u16x16 sum;
                    memcpy(&v, line + i, 16);
                    memcpy(&sum, columns + i, 32);
                    sum += __builtin_convertvector(v, tessera_u16x16);
                    memcpy(columns + i, &sum, 32);
                }
                for (; i < width * 4; i++) columns[i] += line[i];
            }
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

/// Where `count` device pixels from `first` (columns or rows) fall in a reduced sample of `samples`
/// pixels whose pixel 0 averages device pixels `origin` … `origin` + `factor` − 1: the sample before
/// each pixel's centre (`index`) and the weight, 0 … 127 in 128ths, of the one after it (`weight`);
/// pixels beyond the first or last sample's centre take that sample (edges padded). Exact integer
/// arithmetic: a device pixel's centre p + ½ lies at (p + ½ − origin) / factor − ½ in samples.
static inline void tessera_enlarge_taps(int first, int count, int origin, int factor, int samples,
                                        int *index, uint8_t *weight) {
    const int64_t den = 2 * (int64_t)factor;
    for (int k = 0; k < count; k++) {
        int64_t n = 2 * (int64_t)(first + k - origin) + 1 - factor;
        int64_t i = n >= 0 ? n / den : -((-n + den - 1) / den);
        int64_t w = ((n - i * den) * 128 + factor) / den;
        if (w >= 128) { i += 1; w = 0; }
        if (i < 0) { i = 0; w = 0; }
        if (i >= samples - 1) { i = samples - 1; w = 0; }
        index[k] = (int)i;
        weight[k] = (uint8_t)w;
    }
}

/// A premultiplied 32-bit pixel's four bytes spread into the four 16-bit lanes of a 64-bit word.
static inline uint64_t tessera_spread16(uint32_t v) {
    uint64_t x = v;
    x = (x | (x << 16)) & 0x0000FFFF0000FFFFull;
    return (x | (x << 8)) & 0x00FF00FF00FF00FFull;
}

/// The inverse of `tessera_spread16` (lanes hold bytes).
static inline uint32_t tessera_pack16(uint64_t x) {
    x = (x | (x >> 8)) & 0x0000FFFF0000FFFFull;
    return (uint32_t)(x | (x >> 16));
}

/// One row of a reduced sample enlarged across `count` device columns with the taps of
/// `tessera_enlarge_taps` (4 bytes a pixel into `out`).
static inline void tessera_enlarge_row(const uint8_t *row, int count, const int *index, const uint8_t *weight, uint8_t *out) {
    for (int k = 0; k < count; k++, out += 4) {
        uint32_t a, b;
        memcpy(&a, row + (size_t)index[k] * 4, 4);
        uint32_t w = weight[k];
        if (w == 0 || (memcpy(&b, row + (size_t)index[k] * 4 + 4, 4), a == b)) { memcpy(out, &a, 4); continue; }
        uint64_t v = tessera_spread16(a) * (128 - w) + tessera_spread16(b) * w + 0x0040004000400040ull;
        uint32_t p = tessera_pack16((v >> 7) & 0x00FF00FF00FF00FFull);
        memcpy(out, &p, 4);
    }
}

/// Draws a reduced sample (`sw` × `sh` premultiplied 32-bit pixels, rows `sampleStride` bytes apart,
/// its pixel 0 averaging the `factor` × `factor` device pixels from `originX`, `originY`) enlarged
/// bilinearly with padded edges onto the device pixels `x0` … `x0` + `width` − 1, `y0` … `y0` + `height` − 1
/// of a 32-bit destination (`dst` at device pixel `x0`, `y0`; rows `dstStride` bytes apart): stored when
/// `replace` (or when the sample is `opaque`), else put over what is there (OVER, pixman's arithmetic).
/// A pixel's bytes depend only on its device position and the sample, never on the area drawn, so
/// drawing an area in pieces gives the bytes of drawing it whole. Rows are enlarged across first, each
/// sample row once, then mixed down a row at a time in a plain byte loop compilers vectorize.
/// `xi` holds `width` ints, `xw` `width` bytes, `rows` 3 · `width` · 4 bytes.
static inline void tessera_enlarge_argb32(const uint8_t *sample, int sampleStride, int sw, int sh,
                                          int originX, int originY, int factor, int opaque,
                                          uint8_t *dst, int dstStride, int x0, int y0, int width, int height,
                                          int replace, int *xi, uint8_t *xw, uint8_t *rows) {
    if (width <= 0 || height <= 0 || sw <= 0 || sh <= 0) return;
    tessera_enlarge_taps(x0, width, originX, factor, sw, xi, xw);
    const size_t bytes = (size_t)width * 4;
    uint8_t *cached[2] = { rows, rows + bytes };
    int tag[2] = { -1, -1 }, solid[2] = { 0, 0 };
    uint8_t *mixed = rows + 2 * bytes;
    for (int y = y0; y < y0 + height; y++) {
        int iy; uint8_t wy;
        tessera_enlarge_taps(y, 1, originY, factor, sh, &iy, &wy);
        // The enlarged sample rows iy and iy + 1, each made once while rows use it.
        const int need[2] = { iy, wy ? iy + 1 : -1 };
        const uint8_t *got[2] = { NULL, NULL };
        int rowSolid = 0;
        for (int r = 0; r < (wy ? 2 : 1); r++) {
            int want = need[r], slot = tag[0] == want ? 0 : (tag[1] == want ? 1 : -1);
            if (slot < 0) {
                // Into the slot that does not hold the other row this one needs.
                slot = tag[0] == need[1 - r] ? 1 : 0;
                const uint8_t *from = sample + (size_t)want * (size_t)sampleStride;
                tessera_enlarge_row(from, width, xi, xw, cached[slot]);
                tag[slot] = want;
                // Whether the sample row is opaque: then so is all that is mixed from it.
                uint8_t all = 255;
                for (int k = 0; k < sw; k++) all &= from[k * 4 + 3];
                solid[slot] = opaque || all == 255;
            }
            got[r] = cached[slot];
            if (r == 0) rowSolid = solid[slot]; else rowSolid = rowSolid && solid[slot];
        }
        const uint8_t *upper = got[0], *lower = got[1];
        uint8_t *d = dst + (size_t)(y - y0) * (size_t)dstStride;
        uint8_t *line = (rowSolid || replace) ? d : mixed;
        if (!wy) {
            memcpy(line, upper, bytes);
        } else {
            const uint16_t a = (uint16_t)(128 - wy), b = wy;
            size_t i = 0;
            for (; i + 16 <= bytes; i += 16) {
                tessera_u8x16 u, l;
                memcpy(&u, upper + i, 16);
                memcpy(&l, lower + i, 16);
                tessera_u16x16 m = (__builtin_convertvector(u, tessera_u16x16) * a + __builtin_convertvector(l, tessera_u16x16) * b + 64) >> 7;
                tessera_u8x16 o = __builtin_convertvector(m, tessera_u8x16);
                memcpy(line + i, &o, 16);
            }
            for (; i < bytes; i++) line[i] = (uint8_t)((upper[i] * a + lower[i] * b + 64) >> 7);
        }
        if (line == d) continue;
        // Over what is there, four pixels at a time, then the rest one by one.
        int x = 0;
        for (; x + 4 <= width; x += 4, d += 16) {
            tessera_u8x16 v, under;
            memcpy(&v, mixed + (size_t)x * 4, 16);
            memcpy(&under, d, 16);
            tessera_u8x16 alpha = __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
            tessera_u16x16 t = __builtin_convertvector(under, tessera_u16x16) * (255 - __builtin_convertvector(alpha, tessera_u16x16)) + 0x80;
            tessera_u16x16 sum = __builtin_convertvector(v, tessera_u16x16) + ((t + (t >> 8)) >> 8);
            tessera_u16x16 high = (tessera_u16x16)(sum > 255);
            sum = (sum & ~high) | (high & 255);
            tessera_u8x16 o = __builtin_convertvector(sum, tessera_u8x16);
            memcpy(d, &o, 16);
        }
        for (; x < width; x++, d += 4) {
            uint32_t v;
            memcpy(&v, mixed + (size_t)x * 4, 4);
            uint32_t sa = v >> 24;
            if (sa == 255) { memcpy(d, &v, 4); continue; }
            if (v == 0) continue;
            for (int c = 0; c < 4; c++) {
                uint32_t sum = ((v >> (8 * c)) & 0xFFu) + tessera_mul_un8(d[c], 255 - sa);
                d[c] = (uint8_t)(sum > 255 ? 255 : sum);
            }
        }
    }
}

/// Puts a premultiplied colour `tint` (alpha in the high byte) over every pixel of a 32-bit image
/// (`width` × `height` from `from`, rows `fromStride` bytes apart) into `to` (rows `toStride` apart),
/// with pixman's OVER arithmetic, so that a tint here gives the bytes cairo's fill of it gives. A
/// premultiplied colour over premultiplied pixels never exceeds 255, so no byte is clamped.
static inline void tessera_over_color_argb32(const uint8_t *from, int fromStride, uint8_t *to, int toStride,
                                             int width, int height, uint32_t tint) {
    const uint16_t inv = (uint16_t)(255 - (tint >> 24));
    tessera_u16x16 color;
    for (int k = 0; k < 16; k++) color[k] = (uint16_t)((tint >> (8 * (k & 3))) & 0xFFu);
    for (int y = 0; y < height; y++) {
        const uint8_t *p = from + (size_t)y * (size_t)fromStride;
        uint8_t *q = to + (size_t)y * (size_t)toStride;
        int i = 0;
        for (; i + 16 <= width * 4; i += 16) {
            tessera_u8x16 v;
            memcpy(&v, p + i, 16);
            tessera_u16x16 t = __builtin_convertvector(v, tessera_u16x16) * inv + 0x80;
            tessera_u8x16 o = __builtin_convertvector(color + ((t + (t >> 8)) >> 8), tessera_u8x16);
            memcpy(q + i, &o, 16);
        }
        for (; i < width * 4; i++) q[i] = (uint8_t)(((tint >> (8 * (i & 3))) & 0xFFu) + tessera_mul_un8(p[i], inv));
    }
}

/// Whether every pixel of a premultiplied 32-bit image is opaque.
static inline int tessera_all_opaque_argb32(const uint8_t *data, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *p = data + (size_t)y * (size_t)stride;
        for (int x = 0; x < width; x++) if (p[x * 4 + 3] != 255) return 0;
    }
    return 1;
}
