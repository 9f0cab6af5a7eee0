extension OSLog {
    /// Writes a signpost as a swift-log `.trace` message: `begin Load (signpost 3) after 1.250 ms: message`.
    func signpost(_ type: OSSignpostType, name: StaticString, id: OSSignpostID, elapsed: UInt64? = nil, message: OSLogMessage?) {
        write(.trace) {
            var text = "\(type) \(name) (\(id.label))"
            if let elapsed {
                let milliseconds = Double(elapsed) / 1_000_000
                text += " after \(OSLogFloatFormatting.fixed(precision: 3).format(milliseconds)) ms"
            }
            if let message { text += ": " + message.render() }
            return text
        }
    }

    /// Writes a signpost with a printf-style message.
    func signpost(_ type: OSSignpostType, name: StaticString, id: OSSignpostID, format: StaticString, arguments: [Any]) {
        write(.trace) { "\(type) \(name) (\(id.label)): " + FormatString.render(format.description, arguments) }
    }
}
