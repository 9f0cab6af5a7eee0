import Logging

/// The level of a log message, as `os_log(_:dso:log:type:_:)` and `Logger.log(level:_:)` take it.
///
/// Tessera sends each level to the swift-log level of the same meaning: `debug` → `.debug`, `info` → `.info`,
/// `default` → `.notice`, `error` → `.error`, `fault` → `.critical`. A message below the level the swift-log
/// handler is set to is dropped before its arguments are evaluated, as Apple's system drops disabled levels.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number, the value of Apple's `os_log_type_t` constants.
    public let rawValue: UInt8

    /// Creates a level from the number of Apple's `os_log_type_t` constant.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Creates a level from the number of Apple's `os_log_type_t` constant.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`OS_LOG_TYPE_DEFAULT`): swift-log's `.notice`.
    public static let `default` = OSLogType(0x00)
    /// Information that may be helpful but is not essential (`OS_LOG_TYPE_INFO`): swift-log's `.info`.
    public static let info = OSLogType(0x01)
    /// Information useful only while debugging (`OS_LOG_TYPE_DEBUG`): swift-log's `.debug`.
    public static let debug = OSLogType(0x02)
    /// An error in the process (`OS_LOG_TYPE_ERROR`): swift-log's `.error`.
    public static let error = OSLogType(0x10)
    /// A bug in the program or the system (`OS_LOG_TYPE_FAULT`): swift-log's `.critical`.
    public static let fault = OSLogType(0x11)

    /// The swift-log level of the same meaning.
    var swiftLogLevel: Logging.Logger.Level {
        switch rawValue {
        case OSLogType.debug.rawValue: .debug
        case OSLogType.info.rawValue: .info
        case OSLogType.error.rawValue: .error
        case OSLogType.fault.rawValue: .critical
        default: .notice
        }
    }
}
