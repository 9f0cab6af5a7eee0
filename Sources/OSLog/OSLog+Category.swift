extension OSLog {
    /// A predefined category with a meaning to the system's tools, such as `.pointsOfInterest`.
    ///
    /// On Tessera a category is only a name: the swift-log label of `OSLog(subsystem:category:)` ends
    /// in its raw value.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// Creates a category with a name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Signposts for Instruments' Points of Interest ("PointsOfInterest").
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Dynamic tracing ("DynamicTracing"). Tessera writes these like any other category.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Dynamic tracing with stack traces ("DynamicStackTracing"). Tessera records no stacks.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Creates a log object for a subsystem and a predefined category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}
