import CoreGraphics

/// Layouts of short texts made recently, handed out again when the same text is laid out in the same
/// container: string drawing and measuring (`NSString.draw(at:withAttributes:)`, `size(withAttributes:)`)
/// in a `draw(_:)` that runs every frame, or bars measuring the same titles at every layout pass, then
/// shape each string once rather than every time (as Android's minikin layout cache and Blink's shape
/// cache do for their string drawing).
///
/// A layout is reused only for an equal input: the same string and runs (fonts, resolved colours,
/// paragraph styles, every attribute), the same container and the same default font. Texts longer than
/// `longestText` UTF-8 bytes are laid out anew every time, and so are layouts that draw in passes (runs
/// with different shadows rebuild their Pango layouts while drawing, so one such layout cannot be
/// shared). Registering a font empties the cache: fallback fonts may change.
///
/// Memory stays bounded by two generations of at most `capacity` layouts each: new layouts enter the
/// recent generation; when it is full it becomes the older one and the previous older generation is
/// freed; a layout found in the older generation moves back to the recent one. A working set of up to
/// `capacity` texts therefore stays cached however long it is drawn.
package final class TextLayoutCache: Sendable {
    /// The cache string drawing uses.
    package static let shared = TextLayoutCache(capacity: 256, longestText: 512)

    /// The most layouts in one generation.
    package let capacity: Int
    /// The longest text (in UTF-8 bytes) whose layout is kept.
    package let longestText: Int

    private let state = LockedValue(Generations())

    package init(capacity: Int, longestText: Int) {
        self.capacity = max(1, capacity)
        self.longestText = longestText
    }

    /// A layout of `text` in `container`: a kept one equal in every input, or a new one (kept when it
    /// can be shared).
    package func layout(text: AttributedText, container: TextContainer, defaultFont: FontFace) -> TextLayout {
        guard text.string.utf8.count <= longestText else {
            return TextLayout(text: text, container: container, defaultFont: defaultFont)
        }
        let key = Key(text: text, container: container, defaultFont: defaultFont)
        let (kept, dropped) = state.withLock { state -> (TextLayout?, [Key: TextLayout]) in
            if let layout = state.recent[key] { return (layout, [:]) }
            guard let layout = state.older.removeValue(forKey: key) else { return (nil, [:]) }
            return (layout, insert(layout, for: key, into: &state))
        }
        // Layouts leaving the cache are released out here, after the lock: their deinit takes Pango's lock.
        withExtendedLifetime(dropped) {}
        if let kept { return kept }
        let made = TextLayout(text: text, container: container, defaultFont: defaultFont)
        guard made.isShareable else { return made }
        let evicted = state.withLock { insert(made, for: key, into: &$0) }
        withExtendedLifetime(evicted) {}
        return made
    }

    /// Forgets every kept layout (registering a font calls it: fallback fonts may change).
    package func removeAll() {
        let old = state.withLock { state -> Generations in
            defer { state = Generations() }
            return state
        }
        withExtendedLifetime(old) {}
    }

    /// How many layouts are kept now (both generations).
    package var count: Int { state.withLock { $0.recent.count + $0.older.count } }

    /// Puts `layout` in the recent generation, first retiring it when full; returns the generation freed.
    private func insert(_ layout: TextLayout, for key: Key, into state: inout Generations) -> [Key: TextLayout] {
        var dropped: [Key: TextLayout] = [:]
        if state.recent.count >= capacity {
            dropped = state.older
            state.older = state.recent
            state.recent = [:]
        }
        state.recent[key] = layout
        return dropped
    }

    private struct Generations {
        var recent: [Key: TextLayout] = [:]
        var older: [Key: TextLayout] = [:]
    }

    /// Everything a layout depends on. The hash reads the string, the runs' lengths and fonts, and the
    /// container's size and line limit; equality compares every input in full.
    private struct Key: Hashable, Sendable {
        let text: AttributedText
        let container: TextContainer
        let defaultFont: FontFace
        let hashValue_: Int

        init(text: AttributedText, container: TextContainer, defaultFont: FontFace) {
            self.text = text
            self.container = container
            self.defaultFont = defaultFont
            var hasher = Hasher()
            hasher.combine(text.string)
            for run in text.runs {
                hasher.combine(run.length)
                hasher.combine(ObjectIdentifier(run.style.font))
            }
            hasher.combine(container.size.width)
            hasher.combine(container.size.height)
            hasher.combine(container.maximumNumberOfLines)
            hasher.combine(ObjectIdentifier(defaultFont))
            hashValue_ = hasher.finalize()
        }

        /// The strings compare by their UTF-8 bytes, not by Unicode canonical equivalence as `String`'s
        /// `==` does: equivalent spellings (combining marks in another order) lay out differently.
        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hashValue_ == rhs.hashValue_ && lhs.defaultFont === rhs.defaultFont
                && lhs.container == rhs.container && lhs.text.runs == rhs.text.runs
                && lhs.text.string.utf8.elementsEqual(rhs.text.string.utf8)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hashValue_) }
    }
}
