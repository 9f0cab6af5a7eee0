/// Backdrop materials and content tints: what `UIVisualEffectView` draws with.
///
/// A backdrop layer is modelled on Core Animation's private `CABackdropLayer`: instead of content of its
/// own under its background, it shows what has been composited beneath it within its bounds, blurred
/// and saturated, clipped to its shape (its corner radius); its background colour then goes on top as
/// the material's tint, and its sublayers above that. The compositor repaints a backdrop whole when
/// anything beneath it changes within its reach (a blur reads pixels outside any damage), and otherwise
/// draws it from the sample it kept (`Compositor+Backdrops`).
extension CALayer {
    /// How a backdrop layer treats what lies beneath it.
    package struct Backdrop: Hashable, Sendable {
        /// The blur's standard deviation, in points (pixels = points × the bitmap's scale).
        package var blurRadius: CGFloat
        /// 1 keeps colours; more makes them more vivid.
        package var saturation: CGFloat

        package init(blurRadius: CGFloat, saturation: CGFloat) {
            self.blurRadius = blurRadius
            self.saturation = saturation
        }
    }

    /// The material the layer draws from what lies beneath it, under its background colour (nil: none).
    package var backdrop: Backdrop? {
        get { extrasStorage?.backdrop }
        set {
            guard newValue != extrasStorage?.backdrop else { return }
            extras.backdrop = newValue
            extras.backdropSample = nil
            if newValue != nil { BackdropLayers.register(self) }
            setNeedsComposite()
        }
    }

    /// How a layer's content is put on what lies beneath it for vibrancy: its silhouette (the coverage
    /// of the layer and its sublayers, their colours dropped) in `color`, blended with the pixels
    /// already composited beneath by `blendMode` (`.plusDarker` or `.plusLighter` lets what is behind
    /// show through the content; `.normal` draws a flat silhouette).
    package struct ContentTint: Equatable {
        package var color: CGColor
        package var blendMode: CGBlendMode

        package init(color: CGColor, blendMode: CGBlendMode = .normal) {
            self.color = color
            self.blendMode = blendMode
        }
    }

    /// The layer and its sublayers drawn as a silhouette blended with what lies beneath (nil: drawn as
    /// they are). For vibrancy.
    package var contentTint: ContentTint? {
        get { extrasStorage?.contentTint }
        set { updateExtras(\.contentTint, newValue) }
    }
}

/// The backdrop layers alive, so that a compositor finds those in its tree without walking it.
@MainActor
enum BackdropLayers {
    private struct Entry {
        weak var layer: CALayer?
    }

    private static var entries: [Entry] = []

    static func register(_ layer: CALayer) {
        entries.removeAll { $0.layer == nil }
        if !entries.contains(where: { $0.layer === layer }) { entries.append(Entry(layer: layer)) }
    }

    /// Whether any backdrop layer may exist.
    static var any: Bool { !entries.isEmpty }

    /// The backdrop layers in the tree of `root` (whose backdrop is set), pruning the freed.
    static func layers(under root: CALayer) -> [CALayer] {
        entries.removeAll { $0.layer == nil }
        var found: [CALayer] = []
        for entry in entries {
            guard let layer = entry.layer, layer.extrasStorage?.backdrop != nil else { continue }
            var current = layer
            while current !== root, let parent = current.parent { current = parent }
            if current === root { found.append(layer) }
        }
        return found
    }
}
