extension OSLogPrivacy {
    /// How a redacted value is shown: not at all (`.none`, `<private>`) or as a hash of it (`.hash`).
    public struct Mask: Equatable, Sendable {
        /// Whether the value is shown as a hash.
        let hashes: Bool

        /// The redacted value is shown as a hash, equal for equal values.
        public static var hash: Mask { Mask(hashes: true) }

        /// The redacted value is not shown.
        public static var none: Mask { Mask(hashes: false) }
    }
}
