// As on iOS, `import UIKit` also brings Foundation's and CoreGraphics' names.
@_exported import CoreGraphics
@_exported import Foundation
