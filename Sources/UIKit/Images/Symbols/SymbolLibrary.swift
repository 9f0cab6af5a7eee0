import Foundation

/// Finds the icons of the symbol set where Debian installs them and keeps each outline once read.
///
/// The set is Bootstrap Icons (MIT), package `bootstrap-icons`, installed by `scripts/install-deps.sh`:
/// `/usr/share/bootstrap-icons/svg/NAME.svg`. `TESSERA_SYMBOLS_PATH` names another folder of the same
/// files (for machines without the package). A missing set gives no symbol images and one logged message,
/// never a crash.
enum SymbolLibrary {
    /// Where the set's SVG files are looked for, in order.
    static var searchDirectories: [String] {
        var directories: [String] = []
        if let custom = ProcessEnvironment.value("TESSERA_SYMBOLS_PATH"), !custom.isEmpty {
            directories.append(custom)
        }
        directories.append("/usr/share/bootstrap-icons/svg")
        directories.append("/usr/local/share/bootstrap-icons/svg")
        return directories
    }

    /// The folder holding the set, found once; nil (logged once) when it is not installed.
    static let directory: String? = findDirectory(in: searchDirectories)

    /// The first of `candidates` that holds the set; nil, logged once, when none does.
    static func findDirectory(in candidates: [String]) -> String? {
        let found = candidates.first { FileManager.default.fileExists(atPath: $0 + "/plus.svg") }
        if found == nil {
            TesseraLog.errorOnce("UIKit", key: "symbols-missing",
                                 "UIImage(systemName:): the symbol set is not installed (Debian package bootstrap-icons, looked in \(candidates.joined(separator: ", "))); symbol images are nil")
        }
        return found
    }

    private static let outlines = LockedValue<[String: SymbolOutline]>([:])

    /// The outline of the icon file `iconName`, read once; nil when the set or the file is missing or unreadable.
    static func outline(iconName: String) -> SymbolOutline? {
        if let cached = outlines.withLock({ $0[iconName] }) { return cached }
        guard let directory, let outline = read(iconName: iconName, in: directory) else { return nil }
        outlines.withLock { $0[iconName] = outline }
        return outline
    }

    /// Reads the outline of `iconName` in `directory`; nil (logged once) when missing or unreadable.
    static func read(iconName: String, in directory: String) -> SymbolOutline? {
        guard !iconName.contains("/") else { return nil }
        let path = directory + "/" + iconName + ".svg"
        guard let data = FileManager.default.contents(atPath: path),
              let outline = SymbolOutline(svg: String(decoding: data, as: UTF8.self)) else {
            TesseraLog.errorOnce("UIKit", key: "symbol-file-\(iconName)", "UIImage(systemName:): cannot read the symbol outline \(path)")
            return nil
        }
        return outline
    }

    /// The outline for an SF Symbols name; nil for names the table does not know or a missing set.
    static func outline(systemName: String) -> SymbolOutline? {
        SymbolNames.iconName(for: systemName).flatMap { outline(iconName: $0) }
    }
}
