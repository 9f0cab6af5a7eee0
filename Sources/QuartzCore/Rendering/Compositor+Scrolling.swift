/// Scrolling by moving pixels: when a layer's only change since the last frame is its bounds' origin
/// (a scroll view scrolled), the compositor moves the pixels it already shows by the scroll distance
/// and repaints only the strip that scrolled into view, plus whatever changed inside or above it.
///
/// The move is exact only where the bitmap's pixels inside the layer come from the layer's subtree
/// alone and move rigidly with it, so a layer qualifies only when (`blit(for:toRoot:)`):
/// - it clips to its bounds and fills them with an opaque background, with nothing of its own drawn
///   on top that stays put (no contents, drawing, border, mask or rounded corners), and its content
///   moves one to one with its bounds (no sublayer transform);
/// - it and every ancestor are shown, fully opaque, untransformed but for translation, unmasked and
///   not in a transition, and no clipping ancestor rounds its corners over it;
/// - its place on the bitmap and the scroll distance are whole pixels (fractional scrolls repaint).
///
/// What a move gets wrong, the repaint puts right (`settle`): a pixel `p` inside the moved area now
/// shows what `p − shift` showed, which is right unless a changed layer of the subtree covered
/// `p − shift` before or covers `p` now, or a layer outside the subtree (drawn above it) covers `p`
/// now or covered `p − shift` before. Old areas inside the subtree are therefore damaged where their
/// pixels went (shifted), areas outside both where they are and where a move carried them, and
/// layers drawn above the scrolled one both where they are and where their pixels were carried.
extension Compositor {
    /// Pixels to move for a scrolled layer.
    struct Blit {
        /// The layer that scrolled.
        let layer: CALayer
        /// The area whose pixels move (inside it, they land at their old place plus `shift`), in points.
        let rect: CGRect
        /// How far the content moved on the bitmap, in points (whole pixels).
        let shift: CGVector
    }

    /// The move for `layer`, which scrolled and nothing else, or nil when its pixels cannot simply be
    /// moved (see the type's comment).
    func blit(for layer: CALayer, toRoot: CGAffineTransform) -> Blit? {
        guard layer.masksToBounds, isTranslation(toRoot), let extras = layer.extrasStorage,
              let fill = layer.storedBackgroundColor, fill.alpha >= 1,
              extras.cornerRadius == 0, extras.sublayerTransform == .identity, extras.contents == nil, layer.backingStore == nil,
              !layer.flags.contains(.drawsWhileCompositing) else { return nil }
        var rect = layer.storedBounds.applying(toRoot).intersection(CGRect(origin: origin, size: size))
        var current = layer
        while true {
            guard current.storedOpacity >= 1, !current.isHidden, current.extrasStorage?.mask == nil, current.extrasStorage.map({ $0.borderWidth == 0 }) ?? true,
                  !current.flags.contains(.transitioning) else { return nil }
            if current !== layer, current.masksToBounds {
                let transform = transformToRoot(current)
                guard isTranslation(transform) else { return nil }
                let clip = current.storedBounds.applying(transform)
                rect = rect.intersection(clip)
                let radius = current.extrasStorage?.cornerRadius ?? 0
                if radius > 0, !clip.insetBy(dx: radius, dy: 0).contains(rect), !clip.insetBy(dx: 0, dy: radius).contains(rect) { return nil }
            }
            guard current !== root, let parent = current.parent else { break }
            current = parent
        }
        let shift = CGVector(dx: extras.scrolledFrom.x - layer.storedBounds.minX, dy: extras.scrolledFrom.y - layer.storedBounds.minY)
        guard !rect.isNull, [shift.dx, shift.dy, rect.minX - origin.x, rect.minY - origin.y, rect.width, rect.height].allSatisfy(isWholePixels),
              abs(shift.dx) < rect.width, abs(shift.dy) < rect.height else { return nil }
        return Blit(layer: layer, rect: rect, shift: shift)
    }

    /// The damage of a frame with moves: the strips each move uncovers, the damage found by the walk
    /// (already shifted inside moved subtrees), and the places outside them that a move corrupted.
    func settle(_ blits: [Blit], damage: [CGRect], unshiftedOld: [CGRect]) -> FrameWork {
        // Moves that overlap each other would read each other's pixels: repaint those areas instead.
        var kept: [Blit] = []
        var rects = damage
        for (i, blit) in blits.enumerated() {
            if blits.indices.contains(where: { $0 != i && blits[$0].rect.intersects(blit.rect) }) {
                rects.append(blit.rect)
            } else {
                kept.append(blit)
            }
        }
        for blit in kept {
            rects += uncovered(by: blit)
            for old in unshiftedOld { rects.append(carried(old, by: blit)) }
            for above in areasAbove(blit.layer) where above.intersects(blit.rect) {
                rects.append(above.intersection(blit.rect))
                rects.append(carried(above, by: blit))
            }
        }
        return FrameWork(damage: merge(rects), blits: kept)
    }

    /// The frame's move when it can be made by turning the ring under the bitmap (`RingBitmap`) instead
    /// of copying pixels: the frame's only move, vertical, of an area as wide as the bitmap. Turning the
    /// ring moves every row, so the rows above and below the area are repainted (`rowsBeside`). Moving a
    /// row's pixels costs about a fifth of repainting it (measured on the table benchmark), so the turn
    /// is taken while those rows are at most a sixth of the bitmap: an opaque navigation bar over a list,
    /// not a navigation bar and a tab bar. Translucent bars over a full-screen list lie above it and are
    /// repainted in any case.
    func ringTurn(for work: FrameWork) -> Blit? {
        guard ring != nil, work.blits.count == 1, let blit = work.blits.first, blit.shift.dx == 0, blit.shift.dy != 0 else { return nil }
        let left = Int(((blit.rect.minX - origin.x) * scale).rounded()), width = Int((blit.rect.width * scale).rounded())
        let height = Int((blit.rect.height * scale).rounded())
        guard left == 0, width == surface.width, (surface.height - height) * 6 <= surface.height else { return nil }
        return blit
    }

    /// Turns the ring by `blit`'s shift and returns a context over the rows now shown; nil (the ring
    /// as it was) where no context can be made, and the caller moves the pixels instead.
    func turnRing(by blit: Blit) -> CGContext? {
        guard let ring else { return nil }
        // Row y must now show what row y − shift showed.
        let rows = -Int((blit.shift.dy * scale).rounded())
        ring.rotate(by: rows)
        guard let context = ring.makeContext() else {
            ring.rotate(by: -rows)
            return nil
        }
        return Self.prepare(context, scale: scale, origin: origin)
    }

    /// The bitmap's rows above and below a move's area, which a ring turn scrolled with it.
    func rowsBeside(_ blit: Blit) -> [CGRect] {
        let canvas = CGRect(origin: origin, size: size)
        return [CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: blit.rect.minY - canvas.minY),
                CGRect(x: canvas.minX, y: blit.rect.maxY, width: canvas.width, height: canvas.maxY - blit.rect.maxY)]
            .filter { $0.height > 0 }
    }

    /// Moves the pixels of `blit.rect` by `blit.shift` in the bitmap.
    func move(_ blit: Blit) {
        let r = blit.rect
        surface.movePixels(x: Int(((r.minX - origin.x) * scale).rounded()), y: Int(((r.minY - origin.y) * scale).rounded()),
                           width: Int((r.width * scale).rounded()), height: Int((r.height * scale).rounded()),
                           dx: Int((blit.shift.dx * scale).rounded()), dy: Int((blit.shift.dy * scale).rounded()))
    }

    /// Offsets the composited areas of a subtree that did not change but moved with a scrolled layer.
    static func shiftAreas(of layer: CALayer, by shift: CGVector) {
        var stack = [layer]
        while let current = stack.popLast() {
            current.compositedRect = current.compositedRect.offsetBy(dx: shift.dx, dy: shift.dy)
            stack += current.storedSublayers
        }
    }

    /// Where the pixels of `area` went when `blit` moved them (null when none of them moved).
    private func carried(_ area: CGRect, by blit: Blit) -> CGRect {
        area.intersection(blit.rect).offsetBy(dx: blit.shift.dx, dy: blit.shift.dy).intersection(blit.rect)
    }

    /// The parts of the moved area that no moved pixel lands on.
    private func uncovered(by blit: Blit) -> [CGRect] {
        let r = blit.rect, s = blit.shift
        var strips: [CGRect] = []
        if s.dy < 0 { strips.append(CGRect(x: r.minX, y: r.maxY + s.dy, width: r.width, height: -s.dy)) }
        if s.dy > 0 { strips.append(CGRect(x: r.minX, y: r.minY, width: r.width, height: s.dy)) }
        if s.dx < 0 { strips.append(CGRect(x: r.maxX + s.dx, y: r.minY, width: -s.dx, height: r.height)) }
        if s.dx > 0 { strips.append(CGRect(x: r.minX, y: r.minY, width: s.dx, height: r.height)) }
        return strips
    }

    /// The composited areas of the subtrees drawn above `layer`: later siblings (in drawing order) of it
    /// and of each of its ancestors. Measured ones are current; changed ones not yet measured have their
    /// old areas in the damage already.
    func areasAbove(_ layer: CALayer) -> [CGRect] {
        var result: [CGRect] = []
        var child = layer
        while child !== root, let parent = child.parent {
            let ordered = parent.sublayersInDrawingOrder
            if let index = ordered.firstIndex(where: { $0 === child }) {
                for sibling in ordered[(index + 1)...] where !sibling.compositedRect.isNull { result.append(sibling.compositedRect) }
            }
            child = parent
        }
        return result
    }

    /// The map from `layer`'s bounds space to the bitmap's space (the root's superlayer space).
    func transformToRoot(_ layer: CALayer) -> CGAffineTransform {
        var transform = layer.boundsToSuperlayer
        var current = layer
        while current !== root, let parent = current.parent {
            transform = transform.concatenating(parent.sublayerSpaceTransform).concatenating(parent.boundsToSuperlayer)
            current = parent
        }
        return transform
    }

    private func isTranslation(_ t: CGAffineTransform) -> Bool { t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 }

    private func isWholePixels(_ value: CGFloat) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-6
    }
}
