extension UICellAccessory {
    /// Options for a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: `tertiaryLabel`).
        public var tintColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options for a checkmark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: the cell's tint colour).
        public var tintColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options for a delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The minus sign's colour (nil: white).
        public var tintColor: UIColor?
        /// The circle's colour (nil: `systemRed`).
        public var backgroundColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an insert control.
    public struct InsertOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The plus sign's colour (nil: white).
        public var tintColor: UIColor?
        /// The circle's colour (nil: `systemGreen`).
        public var backgroundColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for a reorder grip.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour (nil: `tertiaryLabel`).
        public var tintColor: UIColor?
        /// Whether a separator line is drawn between the grip and the rest of the row.
        public var showsVerticalSeparator: Bool
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options for a multiselect circle.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The checkmark's colour while selected (nil: white).
        public var tintColor: UIColor?
        /// The filled circle's colour while selected (nil: the cell's tint colour).
        public var backgroundColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Whether the disclosure looks like a section header's (tinted) or a row's (grey).
        public enum Style: Int, Sendable {
            /// A header's look for a cell whose content is a header configuration, a row's otherwise.
            case automatic
            /// A section header's: in the tint colour.
            case header
            /// A row's: in `tertiaryLabel`.
            case cell
        }
        /// The look.
        public var style: Style
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: the style's).
        public var tintColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options for a label.
    public struct LabelOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The text colour (nil: `secondaryLabel`).
        public var tintColor: UIColor?
        /// The font (the body text style by default).
        public var font: UIFont
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Options for a detail button.
    public struct DetailOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: the cell's tint colour).
        public var tintColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A custom view accessory: the view, where it goes and how it is sized.
    public struct CustomViewConfiguration {
        /// The view (its size is its `sizeThatFits`/intrinsic size, or its frame's).
        public var customView: UIView
        /// The edge it goes on and where among the accessories there.
        public var placement: Placement
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour (nil: the cell's).
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size rather than being sized to fit.
        public var maintainsFixedSize: Bool
        /// Makes a configuration; nil leaves the default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
