/// Touches: a tap selects the segment the finger lifts on; a finger that goes down on the selected
/// segment holds the pill (it shrinks a little) and drags it to other segments.
extension UISegmentedControl {
    /// How long the pill takes to slide to another segment.
    static let pillSlideDuration: TimeInterval = 0.25

    func beginSegmentTracking(_ touch: UITouch) -> Bool {
        guard let index = enabledSegmentIndex(at: touch.location(in: self)) else { return !items.isEmpty }
        changePill {
            touchedIndex = index
            isDraggingPill = !isMomentary && index == selectedIndexIfValid
        }
        return true
    }

    func continueSegmentTracking(_ touch: UITouch) -> Bool {
        let index = enabledSegmentIndex(at: touch.location(in: self))
        if isDraggingPill {
            if let index, index != touchedIndex { changePill { touchedIndex = index } }
        } else {
            let newIndex = isTouchInside ? index : nil
            if newIndex != touchedIndex { changePill { touchedIndex = newIndex } }
        }
        return true
    }

    func endSegmentTracking(_ touch: UITouch?) {
        var target: Int?
        if isTouchInside {
            target = touch.flatMap { enabledSegmentIndex(at: $0.location(in: self)) } ?? (isDraggingPill ? touchedIndex : nil)
        }
        changePill {
            touchedIndex = nil
            isDraggingPill = false
        }
        guard let target else { return }
        if isMomentary {
            selectedSegmentIndex = target
            sendSelectionActions()
            selectedSegmentIndex = Self.noSegment
        } else if target != selectedSegmentIndex {
            changePill { selectedSegmentIndex = target }
            sendSelectionActions()
        }
    }

    func cancelSegmentTracking() {
        changePill {
            touchedIndex = nil
            isDraggingPill = false
        }
    }

    /// Selects a segment as a tap would (for assistive technologies): the pill moves, the segment's
    /// action runs and `.valueChanged` is sent.
    package func selectAsUser(_ index: Int) {
        guard isEnabled, items.indices.contains(index), items[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = index
            sendSelectionActions()
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            changePill { selectedSegmentIndex = index }
            sendSelectionActions()
        }
    }

    /// Runs the selected segment's action, then sends `.valueChanged`.
    private func sendSelectionActions() {
        if let action = items[selectedSegmentIndex].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    /// The enabled segment under a point (nil over a disabled one).
    private func enabledSegmentIndex(at point: CGPoint) -> Int? {
        segmentIndex(at: point).flatMap { items[$0].isEnabled ? $0 : nil }
    }

    /// Makes a change that moves the pill, and slides the pill from where it was.
    private func changePill(_ change: () -> Void) {
        let from = currentPillFrame(segmentFrames())
        change()
        slidePill(from: from)
    }

    /// Slides the pill from `start` to its place (at once when there was no pill before).
    private func slidePill(from start: CGRect?) {
        stopPillSlide()
        setNeedsDisplay()
        guard let start, start != currentPillFrame(segmentFrames()) else { return }
        pillStart = start
        pillAnimation = ControlAnimation.run(duration: Self.pillSlideDuration, step: { [weak self] t in
            self?.pillProgress = t
            self?.setNeedsDisplay()
        }, completion: { [weak self] in
            self?.stopPillSlide()
        })
    }

    /// Puts the pill in its place now.
    func stopPillSlide() {
        pillAnimation?.cancel()
        pillAnimation = nil
        pillStart = nil
        pillProgress = 1
    }
}
