// Pixel loops for CoreGraphics' blurs (shadows and backdrop materials), in C so that they run fast in
// debug builds too. Each is deterministic: integer arithmetic only, the same bytes on every run.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

// Vectors (clang's and GCC's vector extensions) for the loops that run over every pixel: Swift compiles
// this header's functions without vectorizing loops, so those loops say it themselves.
typedef uint8_t tessera_u8x4 __attribute__((vector_size(4)));
typedef uint8_t tessera_u8x8 __attribute__((vector_size(8)));
typedef uint8_t tessera_u8x16 __attribute__((vector_size(16)));
typedef uint16_t tessera_u16x4 __attribute__((vector_size(8)));
typedef uint16_t tessera_u16x16 __attribute__((vector_size(32)));
typedef int16_t tessera_i16x16 __attribute__((vector_size(32)));
typedef uint32_t tessera_u32x4 __attribute__((vector_size(16)));
typedef uint32_t tessera_u32x8 __attribute__((vector_size(32)));
typedef uint16_t tessera_u16x8 __attribute__((vector_size(16)));
typedef int16_t tessera_i16x4 __attribute__((vector_size(8)));
typedef int32_t tessera_i32x4 __attribute__((vector_size(16)));
typedef float tessera_f32x4 __attribute__((vector_size(16)));

// The loops that touch every pixel of a material (reducing, enlarging, the colour matrix) are compiled
// twice on x86-64: for the baseline (SSE2) and for AVX2, which holds a row of sixteen 16-bit lanes in
// one register and so does the same integer work in about half the instructions. The machine's choice
// is made at each call (`tessera_has_avx2`, a load of what the C runtime found at start-up); both give
// the same bytes, the arithmetic being integer (or exactly rounded) either way.
#if defined(__x86_64__) && defined(__clang__)
#define TESSERA_AVX2_VARIANTS 1
#define TESSERA_TARGET_AVX2 __attribute__((target("avx2")))
static inline int tessera_has_avx2(void) { return __builtin_cpu_supports("avx2"); }
#endif
#define TESSERA_BODY static inline __attribute__((always_inline))

/// Declares `name(parameters)` calling `name_body(arguments)`, built for AVX2 as well where the machine
/// has it.
#if defined(TESSERA_AVX2_VARIANTS)
#define TESSERA_DISPATCH(name, parameters, arguments) \
    TESSERA_TARGET_AVX2 static inline void name##_avx2 parameters { name##_body arguments; } \
    static inline void name##_baseline parameters { name##_body arguments; } \
    static inline void name parameters { if (tessera_has_avx2()) name##_avx2 arguments; else name##_baseline arguments; }
#else
#define TESSERA_DISPATCH(name, parameters, arguments) \
    static inline void name parameters { name##_body arguments; }
#endif

/// (x · m) >> 16 in each lane: a multiplication's high half, one instruction where the machine has it
/// (x86's SSE2, named here because compilers do not always find it).
static inline tessera_u16x8 tessera_mulhi16(tessera_u16x8 x, uint16_t m) {
#if defined(__SSE2__)
    typedef short tessera_i16x8_ __attribute__((vector_size(16)));
    return (tessera_u16x8)__builtin_ia32_pmulhuw128((tessera_i16x8_)x, (tessera_i16x8_)((tessera_u16x8){ 0 } + m));
#else
    typedef uint32_t tessera_u32x8_ __attribute__((vector_size(32)));
    return __builtin_convertvector((__builtin_convertvector(x, tessera_u32x8_) * m) >> 16, tessera_u16x8);
#endif
}

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

/// Whether ⌊x / `window`⌋ is (x · m) >> 16 in 16 bits for every x a box sum rounds (at most 255 · window
/// + window / 2, which must fit 16 bits): then `m` (⌈2¹⁶ / window⌉) is set. The product's error is below
/// x · (m · window − 2¹⁶) / 2¹⁶ / window, under 1 / window when x · (m · window − 2¹⁶) < 2¹⁶.
static inline int tessera_box_reciprocal16(uint32_t window, uint16_t *m) {
    const uint32_t top = 255 * window + window / 2, r = (65536 + window - 1) / window;
    if (window < 2 || top > 65535 || r > 65535 || (uint64_t)top * (r * window - 65536) >= 65536) return 0;
    *m = (uint16_t)r;
    return 1;
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
    uint16_t m16;
    if (tessera_box_reciprocal16((uint32_t)window, &m16)) {
        // In 16 bits, a pixel a step (see `tessera_box_reciprocal16`).
        tessera_u16x4 sums = { (uint16_t)sum[0], (uint16_t)sum[1], (uint16_t)sum[2], (uint16_t)sum[3] };
        const uint16_t h = (uint16_t)half;
        for (int i = 0; i < count; i++) {
            tessera_u8x4 add, remove;
            memcpy(&add, in + (size_t)(i + radius < count ? i + radius : count - 1) * 4, 4);
            memcpy(&remove, in + (size_t)(i - radius - 1 >= 0 ? i - radius - 1 : 0) * 4, 4);
            sums += __builtin_convertvector(add, tessera_u16x4) - __builtin_convertvector(remove, tessera_u16x4);
            tessera_u16x4 rounded = sums + h;
            tessera_u16x8 q = tessera_mulhi16(__builtin_shufflevector(rounded, rounded, 0, 1, 2, 3, 0, 1, 2, 3), m16);
            tessera_u8x4 o = __builtin_convertvector(__builtin_shufflevector(q, q, 0, 1, 2, 3), tessera_u8x4);
            memcpy(out + (size_t)i * 4, &o, 4);
        }
        return;
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

/// `tessera_box_row4` on two rows at once (`in0` into `out0`, `in1` into `out1`), each pixel's four
/// lanes beside the other row's: the same bytes, in half the steps where the sums fit 16 bits.
static inline void tessera_box_row4x2(const uint8_t *restrict in0, const uint8_t *restrict in1,
                                      uint8_t *restrict out0, uint8_t *restrict out1, int count, int radius) {
    const uint32_t window = 2 * (uint32_t)(radius > 0 ? radius : 0) + 1;
    uint16_t m16;
    if (radius <= 0 || !tessera_box_reciprocal16(window, &m16)) {
        tessera_box_row4(in0, out0, count, radius);
        tessera_box_row4(in1, out1, count, radius);
        return;
    }
    tessera_u16x8 sums;
    for (int c = 0; c < 4; c++) {
        // The window before the first pixel: −radius − 1 … radius − 1, clamped.
        uint32_t s0 = (uint32_t)(radius + 1) * in0[c], s1 = (uint32_t)(radius + 1) * in1[c];
        for (int k = 0; k < radius; k++) {
            const int j = (k < count ? k : count - 1) * 4 + c;
            s0 += in0[j];
            s1 += in1[j];
        }
        sums[c] = (uint16_t)s0;
        sums[c + 4] = (uint16_t)s1;
    }
    const uint16_t h = (uint16_t)(window / 2);
    for (int i = 0; i < count; i++) {
        const size_t add = (size_t)(i + radius < count ? i + radius : count - 1) * 4;
        const size_t remove = (size_t)(i - radius - 1 >= 0 ? i - radius - 1 : 0) * 4;
        tessera_u8x4 a0, a1, r0, r1;
        memcpy(&a0, in0 + add, 4);
        memcpy(&a1, in1 + add, 4);
        memcpy(&r0, in0 + remove, 4);
        memcpy(&r1, in1 + remove, 4);
        const tessera_u8x8 a = __builtin_shufflevector(a0, a1, 0, 1, 2, 3, 4, 5, 6, 7);
        const tessera_u8x8 r = __builtin_shufflevector(r0, r1, 0, 1, 2, 3, 4, 5, 6, 7);
        sums += __builtin_convertvector(a, tessera_u16x8) - __builtin_convertvector(r, tessera_u16x8);
        const tessera_u8x8 o = __builtin_convertvector(tessera_mulhi16(sums + h, m16), tessera_u8x8);
        memcpy(out0 + (size_t)i * 4, &o, 4);
        memcpy(out1 + (size_t)i * 4, (const uint8_t *)&o + 4, 4);
    }
}

/// One box blur of radius `radius` down the columns of `height` rows of `bytes` bytes, edges repeating
/// the end rows, from `in` (rows `inStride` bytes apart) into `out` (`outStride`); `sums` holds `bytes`
/// uint32s.
/// Whole rows at a time, so the loops run along memory. The bytes of `tessera_box_pass` with `clamp` 1.
static inline __attribute__((always_inline)) void tessera_box_column4(const uint8_t *restrict in, int inStride, uint8_t *restrict out, int outStride,
                                       int bytes, int height, int radius, uint32_t *restrict sums) {
    if (radius <= 0) {
        for (int y = 0; y < height; y++) memcpy(out + (size_t)y * outStride, in + (size_t)y * inStride, (size_t)bytes);
        return;
    }
    const uint64_t window = 2 * (uint64_t)radius + 1, half = window / 2;
    const uint64_t reciprocal = (((uint64_t)1 << 32) + window - 1) / window;
    uint16_t m16;
    if (tessera_box_reciprocal16((uint32_t)window, &m16)) {
        // In 16 bits, sixteen bytes at a time (see `tessera_box_reciprocal16`), the sums in the
        // first half of `sums`.
        uint16_t *restrict sums16 = (uint16_t *)(void *)sums;
        for (int i = 0; i < bytes; i++) sums16[i] = (uint16_t)((radius + 1) * in[i]);
        for (int k = 0; k < radius; k++) {
            const uint8_t *r = in + (size_t)(k < height ? k : height - 1) * inStride;
            for (int i = 0; i < bytes; i++) sums16[i] += r[i];
        }
        const uint16_t h16 = (uint16_t)half;
        for (int y = 0; y < height; y++) {
            const uint8_t *add = in + (size_t)(y + radius < height ? y + radius : height - 1) * inStride;
            const uint8_t *remove = in + (size_t)(y - radius - 1 >= 0 ? y - radius - 1 : 0) * inStride;
            uint8_t *o = out + (size_t)y * outStride;
            int i = 0;
            for (; i + 16 <= bytes; i += 16) {
                tessera_u16x16 s;
                tessera_u8x16 a, r;
                memcpy(&s, sums16 + i, 32);
                memcpy(&a, add + i, 16);
                memcpy(&r, remove + i, 16);
                s += __builtin_convertvector(a, tessera_u16x16) - __builtin_convertvector(r, tessera_u16x16);
                memcpy(sums16 + i, &s, 32);
                tessera_u16x16 rounded = s + h16;
                tessera_u16x8 low = tessera_mulhi16(__builtin_shufflevector(rounded, rounded, 0, 1, 2, 3, 4, 5, 6, 7), m16);
                tessera_u16x8 high = tessera_mulhi16(__builtin_shufflevector(rounded, rounded, 8, 9, 10, 11, 12, 13, 14, 15), m16);
                tessera_u8x16 v = __builtin_convertvector(__builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), tessera_u8x16);
                memcpy(o + i, &v, 16);
            }
            for (; i < bytes; i++) {
                uint16_t s = (uint16_t)(sums16[i] + add[i] - remove[i]);
                sums16[i] = s;
                o[i] = (uint8_t)(((uint32_t)(uint16_t)(s + h16) * m16) >> 16);
            }
        }
        return;
    }
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
/// bytes: rows blurred two at a time, then columns whole rows at a time. `scratch` holds
/// (2 · `height` + 1) · `width` · 4 bytes, then `width` · 4 uint32s (aligned for them). Built for AVX2 as
/// well, where a column step's sixteen 16-bit sums fill one register.
TESSERA_BODY void tessera_box_blur_clamped4_body(uint8_t *data, int width, int height, int stride,
                                                 int r0, int r1, int r2, uint8_t *scratch) {
    const int bytes = width * 4;
    uint8_t *a = scratch, *b = scratch + (size_t)bytes * (size_t)height, *line = b + (size_t)bytes * (size_t)height;
    uint32_t *sums = (uint32_t *)(void *)(line + (((size_t)bytes + 3) & ~(size_t)3));
    int y = 0;
    // Rows two at a time, through the rows of `b` and `a` (free until the columns).
    for (; y + 2 <= height; y += 2) {
        uint8_t *row = data + (size_t)y * (size_t)stride, *next = row + stride;
        uint8_t *s = b + (size_t)y * (size_t)bytes, *t = a + (size_t)y * (size_t)bytes;
        tessera_box_row4x2(row, next, s, s + bytes, width, r0);
        tessera_box_row4x2(s, s + bytes, t, t + bytes, width, r1);
        tessera_box_row4x2(t, t + bytes, row, next, width, r2);
    }
    for (; y < height; y++) {
        uint8_t *row = data + (size_t)y * (size_t)stride, *t = a + (size_t)y * (size_t)bytes;
        tessera_box_row4(row, line, width, r0);
        tessera_box_row4(line, t, width, r1);
        tessera_box_row4(t, row, width, r2);
    }
    tessera_box_column4(data, stride, a, bytes, bytes, height, r0, sums);
    tessera_box_column4(a, bytes, b, bytes, bytes, height, r1, sums);
    tessera_box_column4(b, bytes, data, stride, bytes, height, r2, sums);
}

TESSERA_DISPATCH(tessera_box_blur_clamped4, (uint8_t *data, int width, int height, int stride, int r0, int r1, int r2, uint8_t *scratch),
                 (data, width, height, stride, r0, r1, r2, scratch))

/// Each lane of `x` kept between 0 and the lane of `high` (at least 0).
static inline tessera_i32x4 tessera_clamp32(tessera_i32x4 x, tessera_i32x4 high) {
    x &= ~(tessera_i32x4)(x < 0);
    const tessera_i32x4 over = (tessera_i32x4)(x > high);
    return (x & ~over) | (high & over);
}

/// Applies a 3×3 colour matrix in 16.16 fixed point (`m`, row-major, rows red, green, blue) to the
/// colour of every pixel of a premultiplied 32-bit image (byte order blue, green, red, alpha in memory),
/// keeping each channel between 0 and the pixel's alpha.
///
/// Four pixels at a time in 32-bit lanes where the matrix is small enough for 32 bits to hold the
/// sums exactly (|entry| < 2²¹: 3 · 255 · 2²¹ + 2¹⁵ < 2³¹; a saturation matrix's entries are a few
/// units), in 64 bits otherwise; the same bytes either way.
TESSERA_BODY void tessera_color_matrix_argb32_body(uint8_t *data, int width, int height, int stride, const int32_t m[9]) {
    int small = 1;
    for (int k = 0; k < 9; k++) small &= m[k] > -(1 << 21) && m[k] < (1 << 21);
    for (int y = 0; y < height; y++) {
        uint8_t *p = data + (size_t)y * stride;
        int x = 0;
        if (small) for (; x + 4 <= width; x += 4, p += 16) {
            tessera_i32x4 v;
            memcpy(&v, p, 16);
            const tessera_i32x4 b = v & 0xFF, g = (v >> 8) & 0xFF, r = (v >> 16) & 0xFF;
            const tessera_i32x4 a = (tessera_i32x4)((tessera_u32x4)v >> 24);
            tessera_i32x4 red = (m[0] * r + m[1] * g + m[2] * b + 32768) >> 16;
            tessera_i32x4 green = (m[3] * r + m[4] * g + m[5] * b + 32768) >> 16;
            tessera_i32x4 blue = (m[6] * r + m[7] * g + m[8] * b + 32768) >> 16;
            red = tessera_clamp32(red, a);
            green = tessera_clamp32(green, a);
            blue = tessera_clamp32(blue, a);
            const tessera_i32x4 out = (tessera_i32x4)((tessera_u32x4)a << 24) | (red << 16) | (green << 8) | blue;
            memcpy(p, &out, 16);
        }
        for (; x < width; x++, p += 4) {
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

TESSERA_DISPATCH(tessera_color_matrix_argb32, (uint8_t *data, int width, int height, int stride, const int32_t m[9]),
                 (data, width, height, stride, m))

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

/// Whether a bitmap of a stack shows anything in row `y` of an area `width` pixels wide: it covers part
/// of that row and is opaque or has a byte there that is not zero (in premultiplied pixels, a clear
/// pixel is all zeros).
static inline int tessera_row_shows(const tessera_bitmap *l, int y, int width) {
    const int sy = y - l->y;
    if (sy < 0 || sy >= l->height) return 0;
    const int x0 = l->x > 0 ? l->x : 0, x1 = l->x + l->width < width ? l->x + l->width : width;
    if (x1 <= x0) return 0;
    if (l->opaque) return 1;
    const uint8_t *s = l->data + (size_t)sy * (size_t)l->stride + (size_t)(x0 - l->x) * 4;
    const size_t n = (size_t)(x1 - x0) * 4;
    size_t k = 0;
    tessera_u8x16 any = { 0 };
    for (; k + 64 <= n; k += 64) {
        tessera_u8x16 v[4];
        memcpy(v, s + k, 64);
        any |= (v[0] | v[1]) | (v[2] | v[3]);
    }
    for (; k + 16 <= n; k += 16) {
        tessera_u8x16 v;
        memcpy(&v, s + k, 16);
        any |= v;
    }
    uint8_t rest = 0;
    for (; k < n; k++) rest |= s[k];
    for (int c = 0; c < 16; c++) rest |= any[c];
    return rest != 0;
}

/// Reduces `width` × `height` pixels of a stack of bitmaps composited back to front with OVER (over
/// transparent black) into blocks of `factor` × `factor` averaged pixels (the last row and column of
/// blocks average the pixels they have; `target` is ⌈width / factor⌉ × ⌈height / factor⌉), in one pass: no full-size composite is made, only one composited row at a time
/// (in `row`: `width` · 4 bytes) when more than one bitmap covers the area. The result is byte for byte
/// what compositing with cairo and then reducing gives. `columns` holds `width` · 4 uint16s (sums down a
/// block's columns: at most 64 · 255, `factor` being at most 64).
TESSERA_BODY void tessera_reduce_over_argb32_body(const tessera_bitmap *layers, int count, int width, int height,
                                                  uint8_t *target, int targetStride, int factor,
                                                  uint8_t *row, uint16_t *columns) {
    int tw = (width + factor - 1) / factor, th = (height + factor - 1) / factor;
    // The topmost bitmap covering the whole area and opaque hides all beneath it.
    int first = 0;
    for (int i = count - 1; i >= 0; i--) {
        const tessera_bitmap *l = &layers[i];
        if (l->opaque && l->x <= 0 && l->y <= 0 && l->x + l->width >= width && l->y + l->height >= height) { first = i; break; }
    }
    const tessera_bitmap *bottom = &layers[first];
    const int spans = bottom->x <= 0 && bottom->x + bottom->width >= width;
    const size_t stride = (size_t)bottom->stride;
    const uint8_t forced = bottom->opaque ? 255 : 0;
    const tessera_u8x16 force = { 0, 0, 0, forced, 0, 0, 0, forced, 0, 0, 0, forced, 0, 0, 0, forced };
    for (int ty = 0; ty < th; ty++) {
        int y0 = ty * factor, y1 = y0 + factor < height ? y0 + factor : height;
        // A block where only the bottom bitmap shows (the others are wholly transparent in its rows: a
        // window above, clear where it has no views) is read where it lies, its alpha taken as 255
        // when opaque: down its rows sixteen bytes at a time, the sums kept in registers.
        int alone = spans && y0 - bottom->y >= 0 && y1 - bottom->y <= bottom->height;
        for (int y = y0; alone && y < y1; y++)
            for (int i = first + 1; alone && i < count; i++) alone = !tessera_row_shows(&layers[i], y, width);
        if (alone) {
            const uint8_t *top = bottom->data + (size_t)(y0 - bottom->y) * stride - (ptrdiff_t)bottom->x * 4;
            int i = 0;
            for (; i + 32 <= width * 4; i += 32) {
                const uint8_t *p = top + i;
                tessera_u16x16 sum = { 0 }, sum2 = { 0 };
                for (int y = y0; y < y1; y++, p += stride) {
                    tessera_u8x16 v, v2;
                    memcpy(&v, p, 16);
                    memcpy(&v2, p + 16, 16);
                    sum += __builtin_convertvector(v | force, tessera_u16x16);
                    sum2 += __builtin_convertvector(v2 | force, tessera_u16x16);
                }
                memcpy(columns + i, &sum, 32);
                memcpy(columns + i + 16, &sum2, 32);
            }
            for (; i + 16 <= width * 4; i += 16) {
                const uint8_t *p = top + i;
                tessera_u16x16 sum = { 0 };
                for (int y = y0; y < y1; y++, p += stride) {
                    tessera_u8x16 v;
                    memcpy(&v, p, 16);
                    sum += __builtin_convertvector(v | force, tessera_u16x16);
                }
                memcpy(columns + i, &sum, 32);
            }
            for (; i < width * 4; i++) {
                uint16_t sum = 0;
                for (int y = y0; y < y1; y++) sum += (uint16_t)(top[(size_t)(y - y0) * stride + (size_t)i] | ((i & 3) == 3 ? forced : 0));
                columns[i] = sum;
            }
        } else for (int y = y0; y < y1; y++) {
            // A row where only the bottom bitmap shows (those above are wholly transparent there: a
            // window above, clear where it has no views) is read where it lies, its alpha taken as 255
            // when opaque; other rows are composited into `row`.
            const int by = y - bottom->y;
            int rowAlone = spans && by >= 0 && by < bottom->height;
            for (int i = first + 1; rowAlone && i < count; i++) rowAlone = !tessera_row_shows(&layers[i], y, width);
            const uint8_t *line = rowAlone ? bottom->data + (size_t)by * stride - (ptrdiff_t)bottom->x * 4 : row;
            const tessera_u8x16 mask = rowAlone ? force : (tessera_u8x16){ 0 };
            const uint8_t maskAlpha = rowAlone ? forced : 0;
            if (!rowAlone) for (int i = first; i < count; i++) {
                const tessera_bitmap *l = &layers[i];
                int sy = y - l->y;
                if (i == first) {
                    // The bottom bitmap of the stack is copied, over transparent black.
                    if (sy < 0 || sy >= l->height || l->x > 0 || l->x + l->width < width) memset(row, 0, (size_t)width * 4);
                    else {
                        memcpy(row, l->data + (size_t)sy * (size_t)l->stride - (ptrdiff_t)l->x * 4, (size_t)width * 4);
                        if (l->opaque) for (int x = 0; x < width; x++) row[x * 4 + 3] = 255;
                        continue;
                    }
                }
                if (!tessera_row_shows(l, y, width)) continue;
                int x0 = l->x > 0 ? l->x : 0, x1 = l->x + l->width < width ? l->x + l->width : width;
                const uint8_t *s = l->data + (size_t)sy * (size_t)l->stride + (size_t)(x0 - l->x) * 4;
                uint8_t *d = row + (size_t)x0 * 4;
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
            // Down the columns, sixteen bytes at a time; the block's first row sets the sums.
            int i = 0;
            if (y == y0) {
                for (; i + 16 <= width * 4; i += 16) {
                    tessera_u8x16 v;
                    memcpy(&v, line + i, 16);
                    tessera_u16x16 w = __builtin_convertvector(v | mask, tessera_u16x16);
                    memcpy(columns + i, &w, 32);
                }
                for (; i < width * 4; i++) columns[i] = (uint16_t)(line[i] | ((i & 3) == 3 ? maskAlpha : 0));
            } else {
                for (; i + 16 <= width * 4; i += 16) {
                    tessera_u8x16 v;
                    tessera_u16x16 sum;
                    memcpy(&v, line + i, 16);
                    memcpy(&sum, columns + i, 32);
                    sum += __builtin_convertvector(v | mask, tessera_u16x16);
                    memcpy(columns + i, &sum, 32);
                }
                for (; i < width * 4; i++) columns[i] += (uint16_t)(line[i] | ((i & 3) == 3 ? maskAlpha : 0));
            }
        }
        // Across each block's columns, four columns (sixteen sums) at a time. The rounded division by the
        // block's pixel count n is ⌊(sum + n / 2) / n⌋ in single precision, exact here: the dividend
        // (below 2²¹) is exact, and a quotient that is not a whole number lies at least 1 / n (≥ 2⁻¹²)
        // below the next one, far more than the rounding of a quotient below 256 (at most 2⁻¹⁷).
        uint8_t *q = target + (size_t)ty * targetStride;
        for (int tx = 0, x0 = 0; tx < tw; tx++, x0 += factor, q += 4) {
            const int x1 = x0 + factor < width ? x0 + factor : width;
            const uint32_t n = (uint32_t)((y1 - y0) * (x1 - x0));
            tessera_u32x4 sum;
            int x = x0;
            if (n <= 257) {
                // The block's sums fit 16 bits (at most 257 · 255): added without widening.
                tessera_u16x16 quad = { 0 };
                for (; x + 4 <= x1; x += 4) {
                    tessera_u16x16 columnQuad;
                    memcpy(&columnQuad, columns + (size_t)x * 4, 32);
                    quad += columnQuad;
                }
                tessera_u16x8 pair = __builtin_shufflevector(quad, quad, 0, 1, 2, 3, 4, 5, 6, 7)
                    + __builtin_shufflevector(quad, quad, 8, 9, 10, 11, 12, 13, 14, 15);
                for (; x + 2 <= x1; x += 2) {
                    tessera_u16x8 columnPair;
                    memcpy(&columnPair, columns + (size_t)x * 4, 16);
                    pair += columnPair;
                }
                tessera_u16x4 narrow = __builtin_shufflevector(pair, pair, 0, 1, 2, 3) + __builtin_shufflevector(pair, pair, 4, 5, 6, 7);
                if (x < x1) {
                    tessera_u16x4 column;
                    memcpy(&column, columns + (size_t)x * 4, 8);
                    narrow += column;
                }
                sum = __builtin_convertvector(narrow, tessera_u32x4);
            } else {
                sum = (tessera_u32x4){ 0, 0, 0, 0 };
                for (; x < x1; x++) {
                    tessera_u16x4 column;
                    memcpy(&column, columns + (size_t)x * 4, 8);
                    sum += __builtin_convertvector(column, tessera_u32x4);
                }
            }
            const tessera_f32x4 quotient = __builtin_convertvector((tessera_i32x4)(sum + n / 2), tessera_f32x4) / (float)n;
            const tessera_u8x4 average = __builtin_convertvector(__builtin_convertvector(quotient, tessera_i32x4), tessera_u8x4);
            memcpy(q, &average, 4);
        }
    }
}

TESSERA_DISPATCH(tessera_reduce_over_argb32,
                 (const tessera_bitmap *layers, int count, int width, int height, uint8_t *target, int targetStride,
                  int factor, uint8_t *row, uint16_t *columns),
                 (layers, count, width, height, target, targetStride, factor, row, columns))

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

/// Sixteen bytes mixed between two rows of them: `base` (the bytes a, widened) plus the rounded share
/// `weight` / 128 of `difference` (b − a), as a + ((b − a) · w + 64) >> 7, which is the rounded
/// (a · (128 − w) + b · w) / 128 (the shift rounding down). The one mix of every enlargement loop; a
/// macro, as `TESSERA_OVER16` is, because a function taking 32-byte vectors by value has another
/// calling convention in the AVX2 build than in the baseline one.
#define TESSERA_MIX16(base, difference, weight) \
    __builtin_convertvector((base) + (((difference) * (weight) + 64) >> 7), tessera_u8x16)

/// One row of a reduced sample enlarged across `count` device columns with the taps of
/// `tessera_enlarge_taps` (4 bytes a pixel into `out`), four columns at a time: each column's two
/// samples are gathered, then mixed (`TESSERA_MIX16`; the last columns alone, by the same arithmetic).
/// A column with weight 0 reads its sample twice: the next one need not exist.
static inline void tessera_enlarge_row(const uint8_t *row, int count, const int *index, const uint8_t *weight, uint8_t *out) {
    int k = 0;
    for (; k + 4 <= count; k += 4, out += 16) {
        uint32_t a[4], b[4];
        for (int j = 0; j < 4; j++) {
            const uint8_t *p = row + (size_t)index[k + j] * 4;
            memcpy(&a[j], p, 4);
            memcpy(&b[j], p + (weight[k + j] ? 4 : 0), 4);
        }
        tessera_u8x16 a16, b16;
        memcpy(&a16, a, 16);
        memcpy(&b16, b, 16);
        tessera_u8x4 w4;
        memcpy(&w4, weight + k, 4);
        const tessera_u8x16 w16 = __builtin_shufflevector(w4, w4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
        const tessera_i16x16 base = __builtin_convertvector(a16, tessera_i16x16);
        const tessera_i16x16 difference = __builtin_convertvector(b16, tessera_i16x16) - base;
        const tessera_u8x16 mixed = TESSERA_MIX16(base, difference, __builtin_convertvector(w16, tessera_i16x16));
        memcpy(out, &mixed, 16);
    }
    for (; k < count; k++, out += 4) {
        const uint8_t *p = row + (size_t)index[k] * 4;
        const int16_t w = weight[k];
        tessera_u8x4 a8, b8;
        memcpy(&a8, p, 4);
        memcpy(&b8, p + (w ? 4 : 0), 4);
        const tessera_i16x4 base = __builtin_convertvector(a8, tessera_i16x4);
        const tessera_u8x4 bytes = __builtin_convertvector(base + (((__builtin_convertvector(b8, tessera_i16x4) - base) * w + 64) >> 7), tessera_u8x4);
        memcpy(out, &bytes, 4);
    }
}

#if defined(TESSERA_AVX2_VARIANTS)
// The types of clang's x86 builtins, for the AVX2 enlargement below.
typedef char tessera_avx_i8x32 __attribute__((vector_size(32)));
typedef short tessera_avx_i16x16 __attribute__((vector_size(32)));
typedef int tessera_avx_i32x8 __attribute__((vector_size(32)));
typedef uint8_t tessera_u8x32 __attribute__((vector_size(32)));

/// Thirty-two bytes mixed between `a` and `b` byte for byte as (a · (128 − w) + b · w + 64) >> 7, which is
/// `TESSERA_MIX16`'s a + ((b − a) · w + 64) >> 7 (128 · a is a whole number of 128ths): the two
/// interleaved (each 16-byte half of the vector on its own, as the instructions work), multiplied by
/// byte pairs (128 − w, w) and added in pairs (`vpmaddubsw`: a byte times a signed byte, so w is 1 … 127,
/// or 64 and 64 for a sample mixed with itself), then packed back. `pairsLow` holds the pairs for bytes
/// 0 … 7 and 16 … 23, `pairsHigh` for 8 … 15 and 24 … 31. The sums are at most 255 · 128 + 64, within 16 bits.
/// A macro: the vectors stay in registers, and only AVX2 code uses it.
#define TESSERA_MIX32_AVX2(out, a, b, pairsLow, pairsHigh) do { \
        const tessera_u8x32 low_ = __builtin_shufflevector((a), (b), 0, 32, 1, 33, 2, 34, 3, 35, 4, 36, 5, 37, 6, 38, 7, 39, \
                                                           16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53, 22, 54, 23, 55); \
        const tessera_u8x32 high_ = __builtin_shufflevector((a), (b), 8, 40, 9, 41, 10, 42, 11, 43, 12, 44, 13, 45, 14, 46, 15, 47, \
                                                            24, 56, 25, 57, 26, 58, 27, 59, 28, 60, 29, 61, 30, 62, 31, 63); \
        const tessera_avx_i16x16 sumLow_ = (__builtin_ia32_pmaddubsw256((tessera_avx_i8x32)low_, (tessera_avx_i8x32)(pairsLow)) + 64) >> 7; \
        const tessera_avx_i16x16 sumHigh_ = (__builtin_ia32_pmaddubsw256((tessera_avx_i8x32)high_, (tessera_avx_i8x32)(pairsHigh)) + 64) >> 7; \
        const tessera_avx_i8x32 packed_ = __builtin_ia32_packuswb256(sumLow_, sumHigh_); \
        memcpy((out), &packed_, 32); \
    } while (0)

/// `tessera_enlarge_row` for AVX2 (the same bytes): eight columns at a time wherever their samples lie
/// among eight consecutive ones (every group but the row's last few, for a factor of 2 or more; the
/// eight are those from the first column's, or the row's last eight): the eight are loaded at once and
/// each column's two picked out of them (`vpermd`), then mixed with `TESSERA_MIX32_AVX2`. A column of
/// weight 0 takes its sample twice, at 64 and 64. The other columns go through `tessera_enlarge_row`.
TESSERA_TARGET_AVX2 static void tessera_enlarge_row_avx2(const uint8_t *row, int samples, int count, const int *index,
                                                        const uint8_t *weight, uint8_t *out) {
    int k = 0;
    for (; samples >= 8 && k + 8 <= count; k += 8) {
        const int start = index[k] < samples - 8 ? index[k] : samples - 8;
        // The last column's second sample is the furthest any column reads.
        if (index[k + 7] + 1 - start > 7) break;
        tessera_avx_i32x8 indices, loaded;
        memcpy(&indices, index + k, 32);
        memcpy(&loaded, row + (size_t)start * 4, 32);
        tessera_u8x8 w8;
        memcpy(&w8, weight + k, 8);
        const tessera_avx_i32x8 w = __builtin_convertvector(w8, tessera_avx_i32x8);
        const tessera_avx_i32x8 mixes = w != 0;                 // −1 where the next sample is mixed in
        const tessera_avx_i32x8 first = indices - start, second = first - mixes;
        const tessera_u8x32 a = (tessera_u8x32)__builtin_ia32_permvarsi256(loaded, first);
        const tessera_u8x32 b = (tessera_u8x32)__builtin_ia32_permvarsi256(loaded, second);
        // Each column's pair (128 − w, w) in 16 bits, twice (a pixel's four bytes take two pairs each way).
        tessera_avx_i32x8 pair = (((w << 8) | (128 - w)) & mixes) | (0x4040 & ~mixes);
        pair |= pair << 16;
        const tessera_avx_i32x8 pairsLow = __builtin_shufflevector(pair, pair, 0, 0, 1, 1, 4, 4, 5, 5);
        const tessera_avx_i32x8 pairsHigh = __builtin_shufflevector(pair, pair, 2, 2, 3, 3, 6, 6, 7, 7);
        TESSERA_MIX32_AVX2(out + (size_t)k * 4, a, b, pairsLow, pairsHigh);
    }
    tessera_enlarge_row(row, count - k, index + k, weight + k, out + (size_t)k * 4);
}

/// The rows of a run that mix the same two enlarged rows (`upper`, `lower`), stored: thirty-two bytes at
/// a time, each row with its pair (`pairs[r]`: 128 − w in the low byte, w in the high one, w being 1 … 127).
/// Returns how many bytes of each row it did (a multiple of 32); the rest are the caller's.
TESSERA_TARGET_AVX2 static size_t tessera_enlarge_mix_rows_avx2(const uint8_t *upper, const uint8_t *lower, size_t bytes,
                                                               uint8_t *d, size_t stride, const int16_t *pairs, int run) {
    size_t i = 0;
    for (; i + 32 <= bytes; i += 32) {
        tessera_u8x32 u, l;
        memcpy(&u, upper + i, 32);
        memcpy(&l, lower + i, 32);
        uint8_t *out = d + i;
        for (int r = 0; r < run; r++, out += stride) {
            const tessera_avx_i16x16 pair = (tessera_avx_i16x16){ 0 } + pairs[r];
            TESSERA_MIX32_AVX2(out, u, l, pair, pair);
        }
    }
    return i;
}
#endif

/// Puts 16 bytes of premultiplied pixels `v` over the 16 at `d` (OVER, pixman's arithmetic); over
/// transparent pixels (all zero, as a cleared bitmap is) that is `v` itself.
#define TESSERA_OVER16(d, v) do { \
        uint64_t under_[2]; \
        memcpy(under_, (d), 16); \
        if ((under_[0] | under_[1]) == 0) { memcpy((d), &(v), 16); break; } \
        tessera_u8x16 below_; \
        memcpy(&below_, (d), 16); \
        tessera_u8x16 alpha_ = __builtin_shufflevector((v), (v), 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15); \
        tessera_u16x16 t_ = __builtin_convertvector(below_, tessera_u16x16) * (255 - __builtin_convertvector(alpha_, tessera_u16x16)) + 0x80; \
        tessera_u16x16 sum_ = __builtin_convertvector((v), tessera_u16x16) + ((t_ + (t_ >> 8)) >> 8); \
        tessera_u16x16 high_ = (tessera_u16x16)(sum_ > 255); \
        sum_ = (sum_ & ~high_) | (high_ & 255); \
        tessera_u8x16 o_ = __builtin_convertvector(sum_, tessera_u8x16); \
        memcpy((d), &o_, 16); \
    } while (0)

/// Puts one premultiplied pixel `v` over the one at `d` (OVER, pixman's arithmetic).
static inline void tessera_over_pixel(uint8_t *d, uint32_t v) {
    uint32_t sa = v >> 24;
    if (sa == 255) { memcpy(d, &v, 4); return; }
    if (v == 0) return;
    for (int c = 0; c < 4; c++) {
        uint32_t sum = ((v >> (8 * c)) & 0xFFu) + tessera_mul_un8(d[c], 255 - sa);
        d[c] = (uint8_t)(sum > 255 ? 255 : sum);
    }
}

/// Draws a reduced sample (`sw` × `sh` premultiplied 32-bit pixels, rows `sampleStride` bytes apart,
/// its pixel 0 averaging the `factor` × `factor` device pixels from `originX`, `originY`) enlarged
/// bilinearly with padded edges onto the device pixels `x0` … `x0` + `width` − 1, `y0` … `y0` + `height` − 1
/// of a 32-bit destination (`dst` at device pixel `x0`, `y0`; rows `dstStride` bytes apart): stored when
/// `replace` (or when the sample is `opaque`), else put over what is there (OVER, pixman's arithmetic).
/// A pixel's bytes depend only on its device position and the sample, never on the area drawn, so
/// drawing an area in pieces gives the bytes of drawing it whole. Rows are enlarged across first, each
/// sample row once; then the destination rows between the same two sample rows (up to `factor` of
/// them) are mixed down together, sixteen bytes at a time, so the two are read and spread once for all.
/// `xi` holds `width` ints, `xw` `width` bytes, `rows` 2 · `width` · 4 bytes.
TESSERA_BODY void tessera_enlarge_argb32_body(const uint8_t *sample, int sampleStride, int sw, int sh,
                                              int originX, int originY, int factor, int opaque,
                                              uint8_t *dst, int dstStride, int x0, int y0, int width, int height,
                                              int replace, int *xi, uint8_t *xw, uint8_t *rows, int avx2) {
    if (width <= 0 || height <= 0 || sw <= 0 || sh <= 0) return;
    (void)avx2;
    tessera_enlarge_taps(x0, width, originX, factor, sw, xi, xw);
    const size_t bytes = (size_t)width * 4;
    uint8_t *cached[2] = { rows, rows + bytes };
    int tag[2] = { -1, -1 }, solid[2] = { 0, 0 };
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
#if defined(TESSERA_AVX2_VARIANTS)
                if (avx2) tessera_enlarge_row_avx2(from, sw, width, xi, xw, cached[slot]);
                else
#endif
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
        const int store = rowSolid || replace;
        // The run of rows from this one that mix the same sample rows (or take the upper alone).
        // In signed 16 bits, u · (128 − w) + l · w = 128 · u + (l − u) · w, so the rounded mix is
        // u + ((l − u) · w + 64) >> 7, the shift rounding down.
        tessera_i16x16 weights[64];
        int16_t pairs[64];
        int run = 0;
        for (;;) {
            pairs[run] = (int16_t)(wy << 8 | (128 - wy));
            weights[run++] = (tessera_i16x16){ 0 } + (int16_t)wy;
            if (run == 64 || y + 1 >= y0 + height) break;
            int nextIndex; uint8_t nextWeight;
            tessera_enlarge_taps(y + 1, 1, originY, factor, sh, &nextIndex, &nextWeight);
            if (nextIndex != iy || (nextWeight != 0) != (wy != 0)) break;
            y++;
            wy = nextWeight;
        }
        uint8_t *d = dst + (size_t)(y + 1 - run - y0) * (size_t)dstStride;
        size_t i = 0;
        if (!lower && store) {
            for (int r = 0; r < run; r++) memcpy(d + (size_t)r * (size_t)dstStride, upper, bytes);
            continue;
        }
#if defined(TESSERA_AVX2_VARIANTS)
        if (avx2 && lower && store) i = tessera_enlarge_mix_rows_avx2(upper, lower, bytes, d, (size_t)dstStride, pairs, run);
#endif
        if (lower && store) for (; i + 32 <= bytes; i += 32) {
            // The common case (a mix stored), thirty-two bytes a row.
            tessera_u8x16 u0, u1, l0, l1;
            memcpy(&u0, upper + i, 16);
            memcpy(&u1, upper + i + 16, 16);
            memcpy(&l0, lower + i, 16);
            memcpy(&l1, lower + i + 16, 16);
            const tessera_i16x16 base0 = __builtin_convertvector(u0, tessera_i16x16), base1 = __builtin_convertvector(u1, tessera_i16x16);
            const tessera_i16x16 difference0 = __builtin_convertvector(l0, tessera_i16x16) - base0;
            const tessera_i16x16 difference1 = __builtin_convertvector(l1, tessera_i16x16) - base1;
            uint8_t *out = d + i;
            for (int r = 0; r < run; r++, out += dstStride) {
                const tessera_u8x16 m0 = TESSERA_MIX16(base0, difference0, weights[r]), m1 = TESSERA_MIX16(base1, difference1, weights[r]);
                memcpy(out, &m0, 16);
                memcpy(out + 16, &m1, 16);
            }
        }
        for (; i + 16 <= bytes; i += 16) {
            tessera_u8x16 u;
            memcpy(&u, upper + i, 16);
            uint8_t *out = d + i;
            if (!lower) {
                for (int r = 0; r < run; r++, out += dstStride) TESSERA_OVER16(out, u);
                continue;
            }
            tessera_u8x16 l;
            memcpy(&l, lower + i, 16);
            const tessera_i16x16 base = __builtin_convertvector(u, tessera_i16x16);
            const tessera_i16x16 difference = __builtin_convertvector(l, tessera_i16x16) - base;
            if (store) {
                for (int r = 0; r < run; r++, out += dstStride) {
                    const tessera_u8x16 m = TESSERA_MIX16(base, difference, weights[r]);
                    memcpy(out, &m, 16);
                }
            } else {
                for (int r = 0; r < run; r++, out += dstStride) {
                    const tessera_u8x16 m = TESSERA_MIX16(base, difference, weights[r]);
                    TESSERA_OVER16(out, m);
                }
            }
        }
        // The last pixels, one at a time.
        for (; i < bytes; i += 4) {
            uint8_t *out = d + i;
            for (int r = 0; r < run; r++, out += dstStride) {
                uint8_t m[4];
                for (int c = 0; c < 4; c++)
                    m[c] = lower ? (uint8_t)(upper[i + c] + ((((int)lower[i + c] - (int)upper[i + c]) * weights[r][0] + 64) >> 7)) : upper[i + c];
                uint32_t v;
                memcpy(&v, m, 4);
                if (store) memcpy(out, &v, 4); else tessera_over_pixel(out, v);
            }
        }
    }
}

// Dispatched as `TESSERA_DISPATCH` does, the AVX2 build also told that it is one (its rows go through
// the AVX2 loops above, which the baseline build cannot call).
#define TESSERA_ENLARGE_PARAMETERS (const uint8_t *sample, int sampleStride, int sw, int sh, int originX, int originY, \
    int factor, int opaque, uint8_t *dst, int dstStride, int x0, int y0, int width, int height, int replace, int *xi, \
    uint8_t *xw, uint8_t *rows)
#define TESSERA_ENLARGE_ARGUMENTS sample, sampleStride, sw, sh, originX, originY, factor, opaque, dst, dstStride, \
    x0, y0, width, height, replace, xi, xw, rows
#if defined(TESSERA_AVX2_VARIANTS)
TESSERA_TARGET_AVX2 static inline void tessera_enlarge_argb32_avx2 TESSERA_ENLARGE_PARAMETERS {
    tessera_enlarge_argb32_body(TESSERA_ENLARGE_ARGUMENTS, 1);
}
static inline void tessera_enlarge_argb32_baseline TESSERA_ENLARGE_PARAMETERS {
    tessera_enlarge_argb32_body(TESSERA_ENLARGE_ARGUMENTS, 0);
}
static inline void tessera_enlarge_argb32 TESSERA_ENLARGE_PARAMETERS {
    if (tessera_has_avx2()) tessera_enlarge_argb32_avx2(TESSERA_ENLARGE_ARGUMENTS);
    else tessera_enlarge_argb32_baseline(TESSERA_ENLARGE_ARGUMENTS);
}
#else
static inline void tessera_enlarge_argb32 TESSERA_ENLARGE_PARAMETERS {
    tessera_enlarge_argb32_body(TESSERA_ENLARGE_ARGUMENTS, 0);
}
#endif

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
