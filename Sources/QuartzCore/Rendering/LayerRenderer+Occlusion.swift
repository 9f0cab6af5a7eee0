import CoreGraphics

/// Skipping the clearing of pixels an opaque layer will cover.
///
/// A layer whose background is an opaque colour, at full opacity, square-cornered, unmasked, not in a
/// transition and placed without rotation or skew, paints every whole device pixel inside its bounds
/// with exactly that colour, whatever was there. So the compositor need not clear those pixels of a
/// damaged area first: a root view or a full-screen list covers the window, and clearing it would
/// cost a pass over every pixel of the frame. The damaged areas and the covers are whole device
/// pixels, so the frame is byte for byte what clearing everything gives.
///
/// (Leaving a superlayer's background out under its opaque sublayers would save another such pass,
/// but cairo blends a background's fractional edges slightly differently when it is filled in
/// pieces, so backgrounds are still filled whole.)
extension LayerRenderer {
    /// Whether covered pixels are left uncleared (true). Tests turn it off to clear everything and
    /// compare; set it around a block and restore it after.
    static var skipsCoveredPaint = true

    /// The whole device pixels `layer` paints with its opaque background, when drawn with `toDevice`
    /// as the map from its bounds space to device pixels; nil when it may not cover them exactly.
    /// `deviceToRoot` maps device pixels to the compositor's space: the cover must lie inside the
    /// layer's last composited area, by which the renderer decides whether to skip the layer.
    private static func opaqueCover(of layer: CALayer, toDevice: CGAffineTransform, deviceToRoot: CGAffineTransform?) -> CGRect? {
        guard !layer.isHidden, layer.storedOpacity >= 1, !layer.flags.contains(.transitioning),
              let background = layer.storedBackgroundColor, background.alpha >= 1,
              toDevice.b == 0, toDevice.c == 0 else { return nil }
        if let extras = layer.extrasStorage {
            guard extras.mask == nil, extras.cornerRadius <= 0 || extras.maskedCorners.isEmpty else { return nil }
        }
        guard let cover = wholePixels(in: layer.storedBounds.applying(toDevice)) else { return nil }
        if let deviceToRoot, !layer.compositedRect.isNull,
           !layer.compositedRect.insetBy(dx: -0.01, dy: -0.01).contains(cover.applying(deviceToRoot)) {
            return nil
        }
        return cover
    }

    /// The covers a compositor can skip clearing: the root layer's own, and those of the sublayers
    /// `keeping` accepts.
    static func covers(ofTreeAt root: CALayer, toDevice: CGAffineTransform, keeping: (CALayer) -> Bool = { _ in true }) -> [CGRect] {
        guard skipsCoveredPaint, !root.isHidden, root.storedOpacity >= 1, !root.flags.contains(.transitioning),
              root.extrasStorage?.mask == nil else { return [] }
        let rootToDevice = root.boundsToSuperlayer.concatenating(toDevice)
        let deviceToRoot = toDevice.inverted()
        var covers = sublayerCovers(of: root, toDevice: rootToDevice, deviceToRoot: deviceToRoot, keeping: keeping)
        if let own = opaqueCover(of: root, toDevice: rootToDevice, deviceToRoot: deviceToRoot) { covers.append(own) }
        return covers
    }

    /// The device pixels that `layer`'s sublayers cover opaquely (see `opaqueCover`), when the layer is
    /// drawn with `toDevice` and its sublayers inherit a state that fills exactly; empty when its
    /// sublayers are clipped to a rounded outline (their edges there blend with what is below).
    /// `deviceToRoot` is as for `opaqueCover`. Only the first sublayers are looked at, and only so
    /// many covers are kept: beyond that the pieces left to paint stop paying for themselves.
    private static func sublayerCovers(of layer: CALayer, toDevice: CGAffineTransform, deviceToRoot: CGAffineTransform?,
                                       keeping: (CALayer) -> Bool) -> [CGRect] {
        let sublayers = layer.storedSublayers
        guard !sublayers.isEmpty else { return [] }
        if layer.masksToBounds, let extras = layer.extrasStorage, extras.cornerRadius > 0, !extras.maskedCorners.isEmpty {
            return []
        }
        let toSublayerSpace = layer.sublayerSpaceTransform.concatenating(toDevice)
        var covers: [CGRect] = []
        for sublayer in sublayers.prefix(maximumSublayersLookedAt) where keeping(sublayer) {
            guard var cover = opaqueCover(of: sublayer, toDevice: sublayer.boundsToSuperlayer.concatenating(toSublayerSpace),
                                          deviceToRoot: deviceToRoot) else { continue }
            if layer.masksToBounds {
                // Sublayers show only inside the bounds.
                guard let bounds = wholePixels(in: layer.storedBounds.applying(toDevice)) else { return [] }
                cover = cover.intersection(bounds)
                if cover.isEmpty { continue }
            }
            covers.append(cover)
            if covers.count == maximumCovers { break }
        }
        return covers
    }

    private static let maximumSublayersLookedAt = 256
    private static let maximumCovers = 64

    /// The whole pixels inside a device rectangle (nil when none).
    private static func wholePixels(in device: CGRect) -> CGRect? {
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else { return nil }
        let minX = device.minX.rounded(.up), minY = device.minY.rounded(.up)
        let maxX = device.maxX.rounded(.down), maxY = device.maxY.rounded(.down)
        guard maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `area` less `covers`, as rectangles that do not overlap; all in device pixels. The cuts run
    /// along the covers' edges, which are whole pixels.
    static func uncovered(_ area: CGRect, by covers: [CGRect]) -> [CGRect] {
        var pieces = [area]
        for cover in covers where cover.intersects(area) {
            var next: [CGRect] = []
            next.reserveCapacity(pieces.count + 3)
            for piece in pieces {
                let overlap = piece.intersection(cover)
                guard !overlap.isEmpty else {
                    next.append(piece)
                    continue
                }
                // Above and below the cover across the piece, then left and right of it beside it.
                if overlap.minY > piece.minY { next.append(CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: overlap.minY - piece.minY)) }
                if overlap.maxY < piece.maxY { next.append(CGRect(x: piece.minX, y: overlap.maxY, width: piece.width, height: piece.maxY - overlap.maxY)) }
                if overlap.minX > piece.minX { next.append(CGRect(x: piece.minX, y: overlap.minY, width: overlap.minX - piece.minX, height: overlap.height)) }
                if overlap.maxX < piece.maxX { next.append(CGRect(x: overlap.maxX, y: overlap.minY, width: piece.maxX - overlap.maxX, height: overlap.height)) }
            }
            pieces = next
            if pieces.isEmpty { break }
        }
        return pieces
    }
}
