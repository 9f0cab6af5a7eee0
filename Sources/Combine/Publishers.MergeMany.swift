extension Publishers {
    /// A publisher that emits the values of any number of upstream publishers of one type as they
    /// arrive, and finishes when all have finished (or fails with the first failure):
    /// `Publishers.MergeMany(requests)`.
    ///
    /// Tessera's addition: OpenCombine 0.14 has no `MergeMany`. It is OpenCombine's `flatMap` over the
    /// publishers, so demand and thread safety are FlatMap's.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The values of the publishers.
        public typealias Output = Upstream.Output
        /// The failure of any of the publishers.
        public typealias Failure = Upstream.Failure

        /// The upstream publishers.
        public let publishers: [Upstream]

        /// Creates a publisher that merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Creates a publisher that merges the publishers of a sequence.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Attaches a subscriber, which receives every publisher's values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            publishers.publisher
                .setFailureType(to: Failure.self)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }

        /// A publisher that also merges `other`.
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}
