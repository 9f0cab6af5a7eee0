// As on Apple's systems, `import CoreGraphics` also brings Foundation's names (CGFloat, CGPoint, CGRect...).
@_exported import Foundation
