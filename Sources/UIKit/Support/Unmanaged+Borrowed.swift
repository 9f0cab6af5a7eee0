extension Unmanaged {
    /// Calls `body` with the object, neither retained nor released around the call. The caller must keep
    /// the object alive until `body` returns, by a strong reference it holds meanwhile.
    ///
    /// A wrapper of `_withUnsafeGuaranteedRef` compiled in Swift 6 mode: a main-actor closure literal
    /// passed to the standard library's method directly is checked for its executor at every call, one
    /// passed here is not (this function's closure parameter shares its caller's isolation).
    @inline(__always)
    func withBorrowed<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
