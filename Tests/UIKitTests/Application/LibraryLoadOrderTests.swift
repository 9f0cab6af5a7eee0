import Foundation
import Testing

/// A Tessera app loads the libraries its start-up binds most symbols to early in the dynamic linker's
/// search order: the C library and libstdc++ before the graphics and Swift libraries, and Foundation's
/// ICU before Foundation's internationalization library that needs it (and before SDL's audio
/// libraries). For each symbol a library binds as it loads, ld.so searches the loaded libraries in that
/// order, so late providers make every launch slower. Reads the order from the dynamic linker itself
/// (`LD_TRACE_LOADED_OBJECTS`, what `ldd` shows), for RuntimeProbe, an app linked as any app is.
@Suite(.enabled(if: AppProcess.executable("RuntimeProbe") != nil, "needs RuntimeProbe built beside the tests"))
struct LibraryLoadOrderTests {
    /// The libraries an executable loads, in the dynamic linker's search order (file names only).
    private static func loadOrder(of executable: URL) throws -> [String] {
        let result = try AppProcess.run(executable, [], display: nil, timeout: 30, environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        return result.lines.compactMap { line in
            let name = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
            return name.isEmpty ? nil : URL(fileURLWithPath: name).lastPathComponent
        }
    }

    @Test func theMostBoundLibrariesComeFirst() throws {
        let order = try Self.loadOrder(of: try #require(AppProcess.executable("RuntimeProbe")))
        func position(_ prefix: String) -> Int? { order.firstIndex { $0.hasPrefix(prefix) } }
        let libc = try #require(position("libc.so."), "no C library in \(order)")
        let libstdcxx = try #require(position("libstdc++.so."), "no libstdc++ in \(order)")
        let icu = try #require(position("lib_FoundationICU.so"), "no Foundation ICU in \(order)")
        let swiftCore = try #require(position("libswiftCore.so"))
        let cairo = try #require(position("libcairo.so."))
        let internationalization = try #require(position("libFoundationInternationalization.so"))
        #expect(libc < cairo && libc < swiftCore, "\(order)")
        #expect(libstdcxx < cairo && libstdcxx < swiftCore, "\(order)")
        #expect(icu < internationalization, "\(order)")
        if let pulse = position("libpulse.so.") { #expect(icu < pulse, "\(order)") }
    }
}
