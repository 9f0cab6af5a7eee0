// As on iOS, `import UIKit` also brings Foundation's, CoreGraphics' and QuartzCore's names.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
