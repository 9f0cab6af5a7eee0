// Darwin's math macros that iOS code uses unqualified and Linux's Glibc module lacks. On Apple's systems
// they come with Foundation (from Darwin's <math.h>); here CoreGraphics declares them, so `import UIKit`,
// `import QuartzCore` and `import CoreGraphics` all bring them. Neither name reaches Swift from Glibc
// (checked with Swift 6.3 on Debian 12), so they do not clash. `M_PI` and its siblings, `FLT_MAX`,
// `DBL_MAX` and friends already come from Glibc with Darwin's types (and, as on Darwin, deprecated in
// favour of `.pi` and `.greatestFiniteMagnitude`); `CGFLOAT_MAX` and `CGFLOAT_MIN` are unavailable on
// both (use `CGFloat.greatestFiniteMagnitude`).

/// The largest finite `Float` (Darwin's `MAXFLOAT`, a `Float` as there): often written
/// `CGFloat(MAXFLOAT)` for "unbounded" sizes.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The largest finite `Float` (Darwin's `HUGE`, defined there as `MAXFLOAT`; not infinity).
public let HUGE: Float = .greatestFiniteMagnitude
