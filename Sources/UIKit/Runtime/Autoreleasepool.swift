/// Runs `body` and returns its result, as `autoreleasepool(invoking:)` does on Apple's platforms.
///
/// Swift on Linux has no Objective-C autorelease pools: objects are freed when their last reference
/// goes, so there is nothing to drain and this only calls `body`. It exists so that code written for iOS
/// (memory tests that free objects inside a pool, loops that bound their peak memory) compiles and
/// behaves the same.
@inlinable
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
