import CSDL2
import UIKit

/// Showing frames: the damaged areas of each visible `UIWindow` are copied into the desktop window's
/// surface and only those rectangles are uploaded.
extension SDLScreenWindow {
    /// Shows a frame: `frames` lists the screen's visible windows back to front with their damage.
    /// A window whose bitmap was remade (after a resize) counts as wholly damaged.
    package func present(_ frames: [CompositedWindow], everything: Bool = false) {
        guard let surface = SDL_GetWindowSurface(window) else {
            TesseraLog.error("UIKit", "the window has no surface to draw into: \(String(cString: SDL_GetError()))")
            return
        }
        let target = CGRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        // Every damaged rectangle in surface pixels.
        var rects: [CGRect] = []
        if everything {
            rects = [target]
        } else {
            for frame in frames {
                for onScreen in frame.damage {
                    let pixels = CGRect(x: onScreen.minX * pixelsPerPoint, y: onScreen.minY * pixelsPerPoint,
                                        width: onScreen.width * pixelsPerPoint, height: onScreen.height * pixelsPerPoint)
                        .integral.intersection(target)
                    if !pixels.isEmpty { rects.append(pixels) }
                }
            }
        }
        guard !rects.isEmpty else {
            lastUploadedPixels = 0
            return
        }
        if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 { SDL_LockSurface(surface) }
        for rect in rects { paint(rect, from: frames, into: surface) }
        if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 { SDL_UnlockSurface(surface) }
        var sdlRects = rects.map { SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height)) }
        lastUploadedPixels = rects.reduce(0) { $0 + Int($1.width * $1.height) }
        if SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) != 0 {
            TesseraLog.error("UIKit", "SDL could not show the frame: \(String(cString: SDL_GetError()))")
        }
    }

    /// Fills `rect` (surface pixels) with black, then the windows over it back to front: the lowest
    /// window's pixels are copied, and higher ones blended over them (premultiplied source-over).
    private func paint(_ rect: CGRect, from frames: [CompositedWindow], into surface: UnsafeMutablePointer<SDL_Surface>) {
        let format = surface.pointee.format.pointee.format
        let direct = format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels else { return }
        // Staging row buffer in ARGB8888 when the surface has another layout.
        let width = Int(rect.width), height = Int(rect.height), x0 = Int(rect.minX), y0 = Int(rect.minY)
        let stagingPitch = width * 4
        let staging: UnsafeMutableRawPointer? = direct ? nil : UnsafeMutableRawPointer.allocate(byteCount: stagingPitch * height, alignment: 16)
        defer { staging?.deallocate() }
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            if let staging { return (staging + y * stagingPitch).assumingMemoryBound(to: UInt32.self) }
            return (base + (y0 + y) * pitch + x0 * 4).assumingMemoryBound(to: UInt32.self)
        }
        for y in 0..<height { row(y).update(repeating: 0xFF00_0000, count: width) }
        var first = true
        for frame in frames {
            guard let compositor = frame.window.compositor, let data = compositor.surface.data else { continue }
            let context = compositor.surface
            let origin = CGPoint(x: (compositor.origin.x * pixelsPerPoint).rounded(), y: (compositor.origin.y * pixelsPerPoint).rounded())
            let source = CGRect(x: origin.x, y: origin.y, width: CGFloat(context.width), height: CGFloat(context.height))
            let overlap = source.intersection(rect)
            guard !overlap.isEmpty else { continue }
            let sx = Int(overlap.minX - origin.x), sy = Int(overlap.minY - origin.y)
            let dx = Int(overlap.minX) - x0, dy = Int(overlap.minY) - y0
            let count = Int(overlap.width)
            for line in 0..<Int(overlap.height) {
                let src = (data + (sy + line) * context.bytesPerRow + sx * 4).assumingMemoryBound(to: UInt32.self)
                let dst = row(dy + line) + dx
                if first {
                    // Over black, premultiplied colour is the colour itself.
                    for i in 0..<count { dst[i] = src[i] | 0xFF00_0000 }
                } else {
                    for i in 0..<count { dst[i] = Self.over(src[i], dst[i]) }
                }
            }
            first = false
        }
        if let staging {
            SDL_ConvertPixels(Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, staging, Int32(stagingPitch),
                              format, base + y0 * pitch + x0 * Int(surface.pointee.format.pointee.BytesPerPixel), Int32(pitch))
        }
    }

    /// Premultiplied `source` over opaque `destination`, channel by channel.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 255 { return source }
        if alpha == 0 { return destination }
        let keep = 255 - alpha
        var result: UInt32 = 0xFF00_0000
        for shift in [0, 8, 16] as [UInt32] {
            let s = (source >> shift) & 0xFF, d = (destination >> shift) & 0xFF
            result |= min(255, s + (d * keep + 127) / 255) << shift
        }
        return result
    }
}
