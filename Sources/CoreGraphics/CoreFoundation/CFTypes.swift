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
