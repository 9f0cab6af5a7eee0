/// Helpers for controls drawn as a row of pieces (segmented control, stepper).
extension UIColor {
    /// The thin divider between a segmented control's segments and a stepper's halves (iOS 13+).
    static let controlDivider = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16)
                                           : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.16)
    }
}

extension UIControl.State {
    /// The states to look a per-state image up under, most specific first, ending with `.normal`
    /// (highlighted and disabled variants fall back to the state without them).
    var imageLookupOrder: [UIControl.State] {
        var states = [self]
        for reduced in [subtracting(.highlighted), subtracting(.disabled), .normal] where !states.contains(reduced) {
            states.append(reduced)
        }
        return states
    }

    /// The state pairs to look a divider image up under for a left and a right piece, most specific
    /// first, ending with normal and normal.
    static func dividerLookupOrder(left: UIControl.State, right: UIControl.State) -> [(UIControl.State, UIControl.State)] {
        let lefts = left.imageLookupOrder, rights = right.imageLookupOrder
        return (0..<max(lefts.count, rights.count)).map { (lefts[min($0, lefts.count - 1)], rights[min($0, rights.count - 1)]) }
    }
}

extension UIImage {
    /// Draws a resizable background image over one piece of a row (a segment, a stepper half): a
    /// side with a neighbour shows only the image's stretchable middle, its cap pushed outside the clip.
    func drawPiece(in frame: CGRect, leftNeighbour: Bool, rightNeighbour: Bool, context: CGContext) {
        var rect = frame
        if leftNeighbour { rect.origin.x -= capInsets.left; rect.size.width += capInsets.left }
        if rightNeighbour { rect.size.width += capInsets.right }
        context.saveGState()
        context.clip(to: frame)
        draw(in: rect)
        context.restoreGState()
    }
}
