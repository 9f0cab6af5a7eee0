#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from the C library.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary of every variable each time it is
/// read (about 400,000 instructions in swift-corelibs-foundation), and an app reads the environment a
/// dozen times on the way to its first frame; these read `getenv` and `environ` directly, with the
/// same contents.
package enum ProcessEnvironment {
    /// One variable's value; nil when it is not set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable by name (where a name appears twice, its first value, the one `getenv` gives).
    package static var variables: [String: String] {
        var result: [String: String] = [:]
        // The C library's list of "NAME=value" strings, ending with a null pointer; null itself after clearenv(3).
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return result }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }
}
