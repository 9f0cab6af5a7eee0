extension CALayer {
    /// Whether the layer's tree has layout, display or compositing left to do: the run loop shows a
    /// frame only when a window's root layer says so (or something animates).
    package var hasPendingFrameWork: Bool {
        !flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout, .needsDisplay, .descendantNeedsDisplay,
                                 .needsComposite, .descendantNeedsComposite])
    }
}
