import CCairo
import Foundation

extension CGContext {
    /// Moves the pixels of a rectangle of the bitmap (`x`, `y`, `width`, `height` in pixels, top-left
    /// origin) by `dx`, `dy` pixels, keeping what lands outside the rectangle out: the part the move
    /// uncovers keeps its old pixels. For a compositor scrolling what it already shows; needs a context
    /// that draws directly into its bitmap (see `drawsDirectly`), and does nothing otherwise.
    package func movePixels(x: Int, y: Int, width: Int, height: Int, dx: Int, dy: Int) {
        guard drawsDirectly, abs(dx) < width, abs(dy) < height,
              x >= 0, y >= 0, x + width <= self.width, y + height <= self.height,
              let base = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytesPerPixel = 4
        let rows = height - abs(dy), rowBytes = (width - abs(dx)) * bytesPerPixel
        let sourceX = x + max(0, -dx), targetX = x + max(0, dx)
        // Rows move towards their destination's side first, so no source row is overwritten before it is read.
        for i in 0..<rows {
            let row = dy > 0 ? rows - 1 - i : i
            let source = base + (y + max(0, -dy) + row) * stride + sourceX * bytesPerPixel
            let target = base + (y + max(0, dy) + row) * stride + targetX * bytesPerPixel
            memmove(target, source, rowBytes)
        }
        cairo_surface_mark_dirty(surface)
    }
}
