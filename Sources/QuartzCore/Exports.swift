// As on Apple's systems, `import QuartzCore` also brings CoreGraphics' and Foundation's names.
@_exported import CoreGraphics
