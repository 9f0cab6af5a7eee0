extension Publishers {
    /// A publisher that emits a triple of the latest values of three upstream publishers whenever one
    /// emits, once all three have emitted: `Publishers.CombineLatest3($name, $email, $password)`.
    ///
    /// Tessera's addition: OpenCombine 0.14 has no `CombineLatest3`. It is a `CombineLatest` of the first
    /// two publishers' pair and the third, so it finishes and fails as `CombineLatest` does.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest value of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The failure of any of the publishers.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Creates a publisher that combines the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches a subscriber, which receives the triples.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c)
                .map { pair, third in (pair.0, pair.1, third) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Combines this publisher's latest value with two others', whenever one of them emits.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
}
