// Both Logging and OSLog name a type `Logger`, so this file names swift-log's as `Logging.Logger`.
import Logging
import OSLog

/// A log object whose swift-log logger (from the bootstrapped handler) is set to `level`.
func makeOSLog(label: String, level: Logging.Logger.Level) -> OSLog {
    var logger = Logging.Logger(label: label)
    logger.logLevel = level
    return OSLog(swiftLog: logger)
}
