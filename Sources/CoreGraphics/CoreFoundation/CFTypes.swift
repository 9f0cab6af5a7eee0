/// Core Foundation's data type; on Tessera it is Foundation's `NSData`, so `data as CFData` compiles as on iOS.
public typealias CFData = NSData
/// Core Foundation's array type; on Tessera it is `NSArray`, so `[a, b] as CFArray` compiles as on iOS.
public typealias CFArray = NSArray
/// Core Foundation's string type; on Tessera it is `NSString`.
public typealias CFString = NSString
/// Core Foundation's URL type; on Tessera it is `NSURL`, so `url as CFURL` compiles as on iOS.
public typealias CFURL = NSURL
/// Core Foundation's dictionary type; on Tessera it is `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Any Core Foundation object; as on iOS, any class instance (`CATextLayer.font` takes a `CGFont`, a
/// `UIFont` or a font name).
public typealias CFTypeRef = AnyObject

/// The bytes of a `CFData` (Core Foundation's accessor).
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>? {
    data.length == 0 ? nil : data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The length of a `CFData` in bytes.
public func CFDataGetLength(_ data: CFData) -> Int { data.length }

/// A time interval in seconds (Core Foundation's name).
public typealias CFTimeInterval = Double

/// A moment as Core Foundation counts it: seconds since the reference date (1 January 2001, 00:00:00
/// UTC). On iOS it comes with `import UIKit` (through Core Foundation); Foundation on Linux does not
/// export it, so Tessera declares it here, as the same `Double` Core Foundation's is, so a file that
/// also imports CoreFoundation sees one type.
public typealias CFAbsoluteTime = Double

/// The current moment in seconds since the reference date: `Date().timeIntervalSinceReferenceDate`, as
/// Core Foundation's function answers. Disfavoured, so that where a file also imports CoreFoundation
/// (which declares the same function on Linux) that one is called rather than the call being ambiguous.
@_disfavoredOverload
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
