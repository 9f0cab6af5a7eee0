extension Publishers {
    /// A publisher that emits a pair of the latest values of two upstream publishers whenever either
    /// emits, once both have emitted; it finishes when both have finished, or fails with the first
    /// failure: `Publishers.CombineLatest($username, $password)`, `a.combineLatest(b)`.
    ///
    /// Tessera's addition: OpenCombine 0.14 has no `CombineLatest`. It is built from OpenCombine's own
    /// operators (the two publishers merged, then the latest pair kept with `scan`), so demand and thread
    /// safety are theirs.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each publisher.
        public typealias Output = (A.Output, B.Output)
        /// The failure of either publisher.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher that combines the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches a subscriber, which receives the pairs.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let first = a.map { Latest<A.Output, B.Output>(a: $0, b: nil) }
            let second = b.map { Latest<A.Output, B.Output>(a: nil, b: $0) }
            Publishers.Merge(first, second)
                .scan(Latest<A.Output, B.Output>(a: nil, b: nil)) { latest, update in
                    Latest(a: update.a ?? latest.a, b: update.b ?? latest.b)
                }
                .compactMap { latest in latest.a.flatMap { a in latest.b.map { b in (a, b) } } }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest value of each side of a `CombineLatest`, nil until that side has emitted.
    struct Latest<First, Second> {
        var a: First?
        var b: Second?
    }
}

extension Publisher {
    /// Combines this publisher's latest value with another's, whenever either emits.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines this publisher's latest value with another's, whenever either emits, and transforms the pair.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
