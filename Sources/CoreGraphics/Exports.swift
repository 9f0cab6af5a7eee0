// As on Apple's systems, `import CoreGraphics` also brings Foundation's names (CGFloat, CGPoint, CGRect...).
@_exported import Foundation
// Tessera's infrastructure (locks, logging, bad-value reports; `package` only, nothing public), for every
// module built on CoreGraphics without an import in each file.
@_exported import TesseraSupport
