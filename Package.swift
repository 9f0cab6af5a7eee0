// swift-tools-version:6.0
import PackageDescription

/// Tessera: UIKit for Linux. Module names follow Apple's so ported code keeps its imports.
let package = Package(
    name: "Tessera",
    products: [
        // UIKit and its window backend (SDL2), which registers itself as the program starts: an app that
        // imports only UIKit opens its window from `UIApplicationMain`, and is readable by the desktop's
        // screen readers through the AT-SPI2 bridge, which registers itself the same way.
        .library(name: "UIKit", targets: ["UIKit", "TesseraSDL", "TesseraATSPI"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "StyleSheets", targets: ["StyleSheets"]),
        // Apple's logging API (`import os`, `import os.log`, `import OSLog`) over swift-log; UIKit re-exports it.
        .library(name: "OSLog", targets: ["OSLog"]),
        // `import Combine`: OpenCombine under Apple's module name. UIKit does not depend on it.
        .library(name: "Combine", targets: ["Combine"]),
        // Test helpers, and the overlays Swift Testing expects beside modules named UIKit and CoreGraphics.
        .library(name: "TesseraTesting", targets: ["TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        // Tessera's strategies for pointfree's swift-snapshot-testing (`assertSnapshot(of: view, as: .image)`).
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        .executable(name: "UICatalog", targets: ["UICatalog"]),
        .executable(name: "stylesheet", targets: ["StyleSheetTool"]),
        .executable(name: "TesseraBenchmarks", targets: ["TesseraBenchmarks"]),
        .executable(name: "LayoutBenchmarks", targets: ["LayoutBenchmarks"]),
        .executable(name: "MemoryCycles", targets: ["MemoryCycles"]),
        .executable(name: "RuntimeProbe", targets: ["RuntimeProbe"]),
        .executable(name: "LaunchProbe", targets: ["LaunchProbe"]),
        // Generates the outlet and action glue for a target's storyboards and xibs (docs/interface-builder.md).
        .plugin(name: "InterfaceBuilderGlue", targets: ["InterfaceBuilderGlue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs` only: the plugin builds nothing unless it is invoked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian, found with pkg-config.
        .systemLibrary(name: "CCairo", path: "Sources/CSystem/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/CSystem/CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", path: "Sources/CSystem/CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
                       providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        // glibc's malloc statistics, for the memory benchmark.
        .systemLibrary(name: "CMalloc", path: "Sources/CSystem/CMalloc"),
        // Linux calls Swift's Glibc module lacks (memfd_create, for the compositor's ring bitmap).
        .systemLibrary(name: "CLinux", path: "Sources/CSystem/CLinux"),
        // The window backend: SDL2 windows, input and clipboard (X11 or Wayland).
        .systemLibrary(name: "CSDL2", path: "Sources/CSystem/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libxkbcommon-dev"])]),
        // GLib's D-Bus (GDBus), for the AT-SPI2 accessibility bridge.
        .systemLibrary(name: "CGio", path: "Sources/CSystem/CGio", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CDeflate", path: "Sources/CSystem/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),

        // A clang module named `os` (submodule `log`), so that `import os` and `import os.log` resolve; it
        // declares only the C unfair lock. The Swift API is the OSLog module, which re-exports it (a Swift
        // module cannot be named `os` beside it: SwiftPM has no mixed-language targets).
        .systemLibrary(name: "COS", path: "Sources/CSystem/COS"),
        // Apple's os_log, Logger and OSSignposter as thin shims over swift-log, and OSAllocatedUnfairLock.
        .target(name: "OSLog",
                dependencies: ["COS", .product(name: "Logging", package: "swift-log")]),
        // Apple's Combine module name over OpenCombine (plus its Foundation and Dispatch schedulers), with
        // the merge and combineLatest operators OpenCombine 0.14 lacks.
        // OpenCombine leaves out its Linux additions (DispatchQueue and RunLoop as schedulers,
        // NotificationCenter.publisher(for:)) when `canImport(Combine)`: a build compiles it before this
        // target exists; should it be recompiled later into the same .build, remove .build and build again.
        .target(name: "Combine",
                dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                               .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                               .product(name: "OpenCombineDispatch", package: "OpenCombine")]),

        // What every module uses (locks, logging, bad-value reports; `package` access only): below
        // CoreGraphics, which re-exports it, so LayoutEngine and the tools may use it too.
        .target(name: "TesseraSupport",
                dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "CoreGraphics",
                dependencies: ["TesseraSupport", "CCairo", "CGdkPixbuf", "CDeflate", "CLinux"]),
        // The constraint solver behind Auto Layout: pure Swift, no UI types.
        .target(name: "LayoutEngine"),
        .target(name: "TextEngine",
                dependencies: ["CoreGraphics", "CCairo", "CPango"]),
        // TextEngine draws CATextLayer's text (it depends on CoreGraphics only, so the graph stays acyclic).
        .target(name: "QuartzCore",
                dependencies: ["CoreGraphics", "TextEngine"]),
        // UIKit knows no window system: it runs its main loop through a `PlatformBackend` that the app's
        // executable links (TesseraSDL), or headless.
        .target(name: "UIKit",
                dependencies: ["CoreGraphics", "QuartzCore", "TextEngine", "LayoutEngine", "OSLog"]),
        // The SDL2 platform backend: desktop windows, input and clipboard (X11 or Wayland).
        .target(name: "TesseraSDL",
                dependencies: ["UIKit", "TextEngine", "TesseraSupport", "CSDL2", "TesseraSDLRegistration"]),
        // A C constructor that registers TesseraSDL's backend with UIKit as the program starts (Swift has
        // no module initialisers; SwiftPM has no mixed-language targets).
        .target(name: "TesseraSDLRegistration"),
        // The AT-SPI2 accessibility bridge: exports UIKit's accessible tree (AccessibilityTree) on the
        // desktop's accessibility bus for Orca, pyatspi and dogtail. UIKit does not import it or GLib.
        .target(name: "TesseraATSPI",
                dependencies: ["UIKit", "TesseraSupport", "CGio", "TesseraATSPIRegistration"]),
        // A C constructor that registers the bridge with UIKit as the program starts (as TesseraSDLRegistration).
        .target(name: "TesseraATSPIRegistration"),
        // Appearance style sheets in JSON and YAML, checked against the registered appearance properties.
        .target(name: "StyleSheets",
                dependencies: ["UIKit", .product(name: "Yams", package: "Yams")]),
        // Storyboard and xib glue: the plugin runs `ibglue` over a target's documents, which writes a Swift
        // file registering each outlet (a key path) and action (a method reference) at the document's line.
        .plugin(name: "InterfaceBuilderGlue", capability: .buildTool(), dependencies: ["ibglue"]),
        .executableTarget(name: "ibglue", path: "Sources/InterfaceBuilderGlueTool"),
        .executableTarget(name: "StyleSheetTool",
                          dependencies: ["StyleSheets", "UIKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "TesseraTesting",
                dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")]),
        // Image and recursive-description strategies for swift-snapshot-testing, whose own UIKit
        // strategies compile on Apple platforms only. Its SnapshotTesting product only: no swift-syntax.
        // (SnapshotTesting imports UIKit when `canImport(UIKit)` holds. A build compiles it first, before
        // this package's UIKit exists; should it ever be recompiled later, after a toolchain change say,
        // it fails with "missing required modules: 'CCairo'…": remove .build and build again.)
        .target(name: "TesseraSnapshotTesting",
                dependencies: ["UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"],
                path: "Sources/TestingOverlays/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit", "_Testing_CoreGraphics"],
                path: "Sources/TestingOverlays/_Testing_UIKit"),
        // The catalog's pages, shared by the catalog app and the benchmarks.
        .target(name: "CatalogPages",
                dependencies: ["UIKit", "StyleSheets"],
                resources: [.process("Resources"), .copy("Formats"), .copy("Interface")],
                plugins: [.plugin(name: "InterfaceBuilderGlue")]),
        .executableTarget(name: "UICatalog",
                          dependencies: ["UIKit", "TesseraSDL", "TesseraATSPI", "CatalogPages"]),
        // A small app the AT-SPI2 tests (Tests/ATSPI, `make test`) read and operate through pyatspi.
        .executableTarget(name: "ATSPIProbeApp", dependencies: ["UIKit", "TesseraSDL", "TesseraATSPI"],
                          path: "Tests/ATSPI/ProbeApp"),
        // Timing two variants interleaved and reporting figures, shared by the benchmark executables.
        .target(name: "BenchmarkSupport",
                dependencies: ["TesseraSupport"]),
        .executableTarget(name: "TesseraBenchmarks",
                          dependencies: ["UIKit", "TextEngine", "TesseraSDL", "TesseraATSPI", "CatalogPages", "StyleSheets", "BenchmarkSupport", "CCairo", "CPango", "CMalloc", "CSDL2",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The layout benchmark's workloads, defined identically in scripts/kiwi_bench.py; also checked by the tests.
        .target(name: "LayoutWorkloads",
                dependencies: ["LayoutEngine"]),
        // Memory checks run in a process of their own (malloc's counters are process-wide): `make bench`
        // runs the full count, UIKitTests a short one as a subprocess.
        .executableTarget(name: "MemoryCycles",
                          dependencies: ["UIKit", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // A small app reporting its life cycle and run loop, run by the tests in a process of its own.
        .executableTarget(name: "RuntimeProbe", dependencies: ["UIKit", "TesseraSDL", "CSDL2"]),
        // The launch benchmark's minimal app: one window, one label (TesseraBenchmarks --launch times it
        // against the same app in Qt 6 Widgets, scripts/qt-launch-bench).
        .executableTarget(name: "LaunchProbe", dependencies: ["UIKit", "TesseraSDL"]),
        // LayoutEngine against kiwisolver (scripts/kiwi_bench.py), run in the same process.
        .executableTarget(name: "LayoutBenchmarks",
                          dependencies: ["LayoutEngine", "LayoutWorkloads", "BenchmarkSupport", "CMalloc",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        .testTarget(name: "BenchmarkSupportTests",
                    dependencies: ["BenchmarkSupport"]),
        .testTarget(name: "CoreGraphicsTests",
                    dependencies: ["CoreGraphics", "TesseraTesting", "_Testing_CoreGraphics"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutEngineTests",
                    dependencies: ["LayoutEngine", "LayoutWorkloads", "TesseraTesting"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "CatalogTests",
                    dependencies: ["CatalogPages", "UIKit", "TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics", "UICatalog"]),
        // The bridge's role and state mapping and its object paths, without D-Bus.
        .testTarget(name: "ATSPITests",
                    dependencies: ["TesseraATSPI", "UIKit", "TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "StyleSheetsTests",
                    dependencies: ["StyleSheets", "UIKit", "TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "TextEngineTests",
                    dependencies: ["TextEngine", "TesseraTesting", "_Testing_CoreGraphics"]),
        .testTarget(name: "TesseraSnapshotTestingTests",
                    dependencies: ["TesseraSnapshotTesting", "UIKit", "TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "UIKitTests",
                    dependencies: ["UIKit", "LayoutEngine", "TesseraTesting", "_Testing_UIKit", "_Testing_CoreGraphics", "MemoryCycles", "RuntimeProbe",
                                   "NotesTemplateApp"],
                    exclude: ["References"], resources: [.copy("Fixtures"), .copy("Assets.xcassets")],
                    plugins: [.plugin(name: "InterfaceBuilderGlue")]),
        // Client code written the way third-party UIKit libraries are (XCTest, Swift 5 mode, nonisolated
        // helpers calling UIKit): it must compile against Tessera as it does against Apple's SDK.
        .testTarget(name: "Swift5ClientTests",
                    dependencies: ["UIKit", "TesseraTesting", .product(name: "Logging", package: "swift-log")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // App code using Combine the way iOS apps do (`import Combine`, `@Published`, `.receive(on:)`).
        .testTarget(name: "CombineClientTests",
                    dependencies: ["UIKit", "Combine", .product(name: "OpenCombine", package: "OpenCombine")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // A notes app written as Xcode's template and Apple's sample code write one, in Swift 5 mode as Xcode
        // creates new projects; TemplateAppTests runs it. It imports only UIKit, and links TesseraSDL as an app
        // using the UIKit product does.
        .executableTarget(name: "NotesTemplateApp", dependencies: ["UIKit", "TesseraSDL"], path: "Tests/NotesTemplateApp",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // The same library-shaped classes (LibraryShapes.swift, linked from Swift5ClientTests) in Swift 6 mode,
        // with `@MainActor` tests as Swift 6 libraries write them.
        .testTarget(name: "Swift6ClientTests",
                    dependencies: ["UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
