extension UIFont {
    /// A font weight on iOS's scale (−1 … 1, regular 0).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        private static let scale: [(Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]

        /// The nearest CSS / OpenType weight (100…900); the desktop accessibility bridge reports it.
        package var cssWeight: Int {
            Self.scale.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The iOS weight for a CSS weight.
        init(cssWeight: Int) {
            self = Self.scale.min { abs($0.1 - cssWeight) < abs($1.1 - cssWeight) }!.0
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
