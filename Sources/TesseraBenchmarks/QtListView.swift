import Foundation

/// Qt 6's QListView, the list a Linux developer would use instead: the small C++ program in
/// `scripts/qt-listview-bench` (built by `scripts/build-qt-bench.sh` from Debian's qt6-base-dev), run
/// as a child process that times its work when asked, so its runs interleave with ours.
final class QtListView {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    /// Starts the program with a list of `rows` text rows filling `size` points at `scale`; nil with a
    /// message printed when it was not built.
    init?(size: CGSize, scale: CGFloat, rows: Int) {
        guard let path = Self.executable() else {
            print("Qt baseline unavailable: build it with scripts/build-qt-bench.sh (needs qt6-base-dev)")
            return nil
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [String(Int(size.width)), String(Int(size.height)), String(Double(scale)), String(rows)]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            print("Qt baseline unavailable: \(error)")
            return nil
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Paints the whole list into an offscreen image `count` times; the seconds it took.
    func fullFrames(_ count: Int) -> Double? { ask("full \(count)").map { $0 / 1e9 } }

    /// Scrolls the shown list 10 points `count` times, each followed by Qt's update of its backing
    /// store; the seconds it took.
    func scrollSteps(_ count: Int) -> Double? { ask("step \(count)").map { $0 / 1e9 } }

    /// How many rows Qt's delegate has painted so far.
    func paintedRows() -> Int? { ask("paints").map { Int($0) } }

    private func ask(_ request: String) -> Double? {
        input.fileHandleForWriting.write(Data((request + "\n").utf8))
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...end)
        return Double(line)
    }

    /// The program's path: `.build/qt-listview-bench` under the current directory or beside this source file.
    private static func executable() -> String? {
        let relative = ".build/qt-listview-bench"
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(relative)").standardized.path
        return [relative, beside].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
