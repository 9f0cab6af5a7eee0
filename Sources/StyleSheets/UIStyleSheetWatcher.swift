import Foundation
import UIKit

/// Live reload: watches a sheet's file and applies each saved version, so an edit shows in the running
/// app within a second (a Tessera type). A version with errors is logged with its lines and
/// columns and not applied; the last good version stays in force.
@preconcurrency @MainActor
public final class UIStyleSheetWatcher {
    /// The file watched.
    public let url: URL
    /// How often the file is read, in seconds (0: only when `checkForChanges()` is called).
    public let interval: TimeInterval
    /// The errors of the last version read (empty when it was applied).
    public private(set) var errors: [UIStyleSheet.Error] = []
    /// Called after each version is read, with its errors (empty: applied).
    public var onReload: ((_ errors: [UIStyleSheet.Error]) -> Void)?
    private var lastContents: Data?
    private var timer: DispatchSourceTimer?

    /// Applies the file now and starts polling it every `interval` seconds on the main queue (0: don't
    /// poll; call `checkForChanges()` yourself, from a frame tick for instance).
    public init(url: URL, interval: TimeInterval = 0.25) {
        self.url = url
        self.interval = max(0, interval)
        checkForChanges()
        guard interval > 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { _ = self?.checkForChanges() } }
        timer.resume()
        self.timer = timer
    }

    isolated deinit { timer?.cancel() }

    /// Stops polling.
    public func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Reads the file and, if its contents changed since the last look, checks and applies it. Returns
    /// whether a new version was read.
    @discardableResult
    public func checkForChanges() -> Bool {
        let contents = try? Data(contentsOf: url)
        guard contents != lastContents else { return false }
        lastContents = contents
        let sheet = contents.map { UIStyleSheet(data: $0, format: .init(fileExtension: url.pathExtension), name: url.path) }
            ?? UIStyleSheet(contentsOf: url)
        errors = sheet.errors
        do {
            try sheet.apply()
        } catch {
            TesseraLog.warning("StyleSheets", "\(url.lastPathComponent): not applied (\(sheet.errors.count) error(s)); the previous version stays in force")
        }
        onReload?(sheet.errors)
        return true
    }
}
