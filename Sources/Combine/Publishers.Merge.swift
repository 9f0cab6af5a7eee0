extension Publishers {
    /// A publisher that emits the values of two upstream publishers as they arrive, and finishes when
    /// both have finished (or fails with the first failure): `a.merge(with: b)`.
    ///
    /// Tessera's addition: OpenCombine 0.14 has no `Merge`. It is built from OpenCombine's own `flatMap`
    /// over the two publishers, which is what merging is, so demand and thread safety are FlatMap's.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of both publishers.
        public typealias Output = A.Output
        /// The failure of either publisher.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher that merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches a subscriber, which receives both publishers' values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()].publisher
                .setFailureType(to: Failure.self)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Merges this publisher's values with another's, as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
