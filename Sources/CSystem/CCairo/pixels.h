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

/// Averages blocks of `factor` × `factor` pixels of a premultiplied 32-bit image into one pixel each
/// (the last row and column of blocks average the pixels they have): `source` is `width` × `height`,
/// `target` ⌈width / factor⌉ × ⌈height / factor⌉.
static inline void tessera_downsample_argb32(const uint8_t *source, int width, int height, int sourceStride,
                                             uint8_t *target, int targetStride, int factor) {
    int tw = (width + factor - 1) / factor, th = (height + factor - 1) / factor;
    for (int ty = 0; ty < th; ty++) {
        int y0 = ty * factor, y1 = y0 + factor < height ? y0 + factor : height;
        for (int tx = 0; tx < tw; tx++) {
            int x0 = tx * factor, x1 = x0 + factor < width ? x0 + factor : width;
            uint32_t sum[4] = { 0, 0, 0, 0 };
            for (int y = y0; y < y1; y++) {
                const uint8_t *p = source + (size_t)y * sourceStride + (size_t)x0 * 4;
                for (int x = x0; x < x1; x++, p += 4) {
                    sum[0] += p[0]; sum[1] += p[1]; sum[2] += p[2]; sum[3] += p[3];
                }
            }
            uint32_t n = (uint32_t)((y1 - y0) * (x1 - x0));
            uint8_t *q = target + (size_t)ty * targetStride + (size_t)tx * 4;
            for (int c = 0; c < 4; c++) q[c] = (uint8_t)((sum[c] + n / 2) / n);
        }
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
