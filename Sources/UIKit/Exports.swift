// As on iOS, `import UIKit` also brings Foundation's, CoreGraphics' and QuartzCore's names, and the
// logging API of Apple's os module (os_log, Logger, OSSignposter), which Tessera's OSLog module provides.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import OSLog
@_exported import QuartzCore
