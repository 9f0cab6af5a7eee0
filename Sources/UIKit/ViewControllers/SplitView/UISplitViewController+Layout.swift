/// The split view's geometry: column widths, the split behavior and display mode a size gets, and
/// where each column goes in each display mode.
///
/// The numbers iOS does not document are Tessera's reading of iPadOS 17 (measured from screenshots
/// and reports, so treat them as close, not exact): a sidebar column is 320 points wide, or 375 when
/// the split view is at least 1366 points wide (a 12.9-inch iPad in landscape); the automatic split
/// behavior tiles in landscape (width above height) and overlays in portrait, except that a
/// triple-column split view narrower than 1300 points displaces in landscape; the automatic display
/// mode is `.oneBesideSecondary` when tiled or displaced (`.twoBesideSecondary` for a tiled triple
/// column) and `.secondaryOnly` when overlaid. The classic style shows its primary beside the
/// secondary in landscape and hides it in portrait.
extension UISplitViewController {
    /// The width iOS gives a sidebar column in a split view `total` points wide.
    static func standardColumnWidth(for total: CGFloat) -> CGFloat { total >= 1366 ? 375 : 320 }

    /// A column's width: the preferred width, else the fraction of `total`, else the standard width,
    /// bounded by the minimum (automatic: 0) and maximum (automatic: the standard width), and by
    /// `total`.
    func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, total: CGFloat) -> CGFloat {
        let automatic = Self.automaticDimension
        let standard = Self.standardColumnWidth(for: total)
        var width: CGFloat
        if preferred != automatic, preferred >= 0 {
            width = preferred
        } else if fraction != automatic, fraction >= 0 {
            width = fraction * total
        } else {
            width = standard
        }
        let upper = maximum != automatic && maximum >= 0 ? maximum : standard
        let lower = minimum != automatic && minimum >= 0 ? minimum : 0
        width = max(lower, min(upper, width))
        return min(max(0, width), total).rounded()
    }

    /// The primary column's width in a split view `total` points wide.
    func primaryWidth(in total: CGFloat) -> CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, total: total)
    }

    /// The supplementary column's width in a split view `total` points wide (0 outside the
    /// triple-column style).
    func supplementaryWidth(in total: CGFloat) -> CGFloat {
        guard style == .tripleColumn else { return 0 }
        return columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                           minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, total: total)
    }

    /// The split behavior for a split view of `size`.
    func resolvedSplitBehavior(for size: CGSize) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let landscape = size.width > size.height
        if style == .tripleColumn { return landscape ? (size.width >= 1300 ? .tile : .displace) : .overlay }
        return landscape ? .tile : .overlay
    }

    /// The display mode `.automatic` stands for at `size` with `behavior`.
    func automaticDisplayMode(for size: CGSize, behavior: SplitBehavior) -> DisplayMode {
        switch style {
        case .unspecified: return size.width > size.height ? .oneBesideSecondary : .secondaryOnly
        case .doubleColumn: return behavior == .overlay ? .secondaryOnly : .oneBesideSecondary
        case .tripleColumn:
            switch behavior {
            case .tile: return .twoBesideSecondary
            case .displace: return .oneBesideSecondary
            case .overlay, .automatic: return .secondaryOnly
            }
        }
    }

    /// `mode` made one the style and behavior allow.
    func normalized(_ mode: DisplayMode, behavior: SplitBehavior) -> DisplayMode {
        var mode = mode
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        if style == .unspecified { return mode }
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary: return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            case .tile, .automatic: return .twoBesideSecondary
            }
        case .automatic, .secondaryOnly: return mode
        }
    }

    /// The display mode the preferences give at `size`.
    func targetDisplayMode(for size: CGSize) -> DisplayMode {
        let behavior = resolvedSplitBehavior(for: size)
        let preferred = preferredDisplayMode == .automatic ? automaticDisplayMode(for: size, behavior: behavior) : preferredDisplayMode
        return normalized(preferred, behavior: behavior)
    }

    /// The columns `mode` shows, leading first.
    func visibleColumns(for mode: DisplayMode) -> [Column] {
        switch mode {
        case .secondaryOnly, .automatic: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// Whether `mode` dims the secondary (sidebars over it, or pushing it aside).
    func dimsSecondary(_ mode: DisplayMode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
    }

    /// Whether the columns run from the right: a right-to-left layout, or the primary on the trailing
    /// edge (both: from the left again).
    var columnsMirrored: Bool {
        let rightToLeft = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return rightToLeft != (primaryEdge == .trailing)
    }

    /// Where each column goes in `mode` in `bounds`: shown columns on screen, hidden ones just off the
    /// primary's edge (where they slide in from).
    func columnFrames(for mode: DisplayMode, in bounds: CGRect) -> [Column: CGRect] {
        let width = bounds.width
        let primary = primaryWidth(in: width), supplementary = supplementaryWidth(in: width)
        // Leading x and width of each column.
        var spans: [Column: (x: CGFloat, width: CGFloat)] = [:]
        if style == .tripleColumn {
            switch mode {
            case .secondaryOnly, .automatic:
                spans = [.primary: (-primary - supplementary, primary), .supplementary: (-supplementary, supplementary), .secondary: (0, width)]
            case .oneBesideSecondary:
                spans = [.primary: (-primary, primary), .supplementary: (0, supplementary), .secondary: (supplementary, width - supplementary)]
            case .oneOverSecondary:
                spans = [.primary: (-primary, primary), .supplementary: (0, supplementary), .secondary: (0, width)]
            case .twoBesideSecondary:
                spans = [.primary: (0, primary), .supplementary: (primary, supplementary), .secondary: (primary + supplementary, width - primary - supplementary)]
            case .twoOverSecondary:
                spans = [.primary: (0, primary), .supplementary: (primary, supplementary), .secondary: (0, width)]
            case .twoDisplaceSecondary:
                spans = [.primary: (0, primary), .supplementary: (primary, supplementary), .secondary: (primary + supplementary, width - supplementary)]
            }
        } else {
            switch mode {
            case .secondaryOnly, .automatic:
                spans = [.primary: (-primary, primary), .secondary: (0, width)]
            case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
                spans = [.primary: (0, primary), .secondary: (primary, width - primary)]
            case .oneOverSecondary, .twoOverSecondary:
                spans = [.primary: (0, primary), .secondary: (0, width)]
            }
        }
        let mirrored = columnsMirrored
        var frames: [Column: CGRect] = [:]
        for (column, span) in spans {
            let x = mirrored ? width - span.x - span.width : span.x
            frames[column] = CGRect(x: bounds.minX + x, y: bounds.minY, width: max(0, span.width), height: bounds.height)
        }
        return frames
    }

    /// Lays out the columns (from the root view's `layoutSubviews`): a new size resolves the display
    /// mode again, then the containers, the dimming view and the separators take their places.
    func layoutColumns() {
        guard let root = viewIfLoaded, root.bounds.width > 0 else { return }
        if root.bounds.size != resolvedSize {
            resolvedSize = root.bounds.size
            let target = targetDisplayMode(for: resolvedSize)
            if currentDisplayMode == nil {
                currentDisplayMode = target
                updateShownColumns(animated: false)
            } else if !collapsed, target != currentDisplayMode {
                changeDisplayMode(to: target, animated: false)
            }
        }
        placeColumns()
    }

    /// Puts the containers where the current display mode wants them.
    func placeColumns() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        collapsedContainer.frame = bounds
        let mode = displayMode
        let frames = columnFrames(for: mode, in: bounds)
        primaryContainer.frame = frames[.primary] ?? .zero
        supplementaryContainer.frame = frames[.supplementary] ?? .zero
        secondaryContainer.frame = frames[.secondary] ?? .zero
        let dimmed = !collapsed && dimsSecondary(mode)
        dimmingView.frame = secondaryContainer.frame
        if dimmed { dimmingView.isHidden = false }
        dimmingView.alpha = dimmed ? 1 : 0
        // Hairlines at the sidebars' edges towards the secondary, where columns are tiled side by side.
        let visible = visibleColumns(for: mode)
        let hairline = 1 / max(1, root.traitCollection.displayScale)
        let mirrored = columnsMirrored
        for container in [primaryContainer, supplementaryContainer] {
            let column = container.column
            let besideSecondary = mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary
            let nextToOtherSidebar = column == .primary && style == .tripleColumn
            container.separator.isHidden = collapsed || !visible.contains(column) || !(besideSecondary || nextToOtherSidebar)
            let size = container.bounds.size
            container.separator.frame = CGRect(x: mirrored ? 0 : size.width - hairline, y: 0, width: hairline, height: size.height)
        }
        for container in [primaryContainer, supplementaryContainer, secondaryContainer, collapsedContainer] {
            container.setNeedsLayout()
        }
    }
}
