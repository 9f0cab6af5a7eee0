import CDeflate
import Dispatch

/// zlib-format compression with libdeflate, split across the machine's cores: each piece is compressed
/// on its own and the pieces are joined into one valid stream (the final block of every piece but the
/// last is made non-final, followed by an empty stored block to return to a byte boundary).
enum ParallelDeflate {
    /// Pieces smaller than this are not worth a thread.
    static let minimumPiece = 1 << 20

    /// The zlib stream of `input`, compressed in `pieces` pieces (default: one per core for large input).
    static func zlibCompress(_ input: UnsafeBufferPointer<UInt8>, level: Int32, pieces requested: Int? = nil) -> [UInt8]? {
        let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let pieces = max(1, min(requested ?? min(cores, input.count / minimumPiece), input.count))
        let pieceSize = (input.count + pieces - 1) / pieces
        // Shared with the iterations unlocked: they only read `input`, and iteration i writes only
        // `results[i]`, so no two threads touch the same memory (asserted in debug builds).
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) var outputs = [[UInt8]?](repeating: nil, count: pieces)
        outputs.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: pieces) { i in
                let start = i * pieceSize, end = min(input.count, start + pieceSize)
                guard let compressor = libdeflate_alloc_compressor(level) else { return }
                defer { libdeflate_free_compressor(compressor) }
                var out = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, end - start))
                let size = out.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, input.baseAddress! + start, end - start, $0.baseAddress, $0.count) }
                guard size > 0 else { return }
                out.removeSubrange(size...)
                assert(results[i] == nil, "piece \(i) compressed twice")
                results[i] = i < pieces - 1 ? makeNonFinal(&out) : out
            }
        }
        var stream: [UInt8] = [0x78, 0x9C]
        stream.reserveCapacity(outputs.reduce(6) { $0 + ($1?.count ?? 0) })
        for piece in outputs {
            guard let piece else { return nil }
            stream += piece
        }
        let adler = libdeflate_adler32(1, input.baseAddress, input.count)
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
        return stream
    }

    /// Clears the final-block flag and appends an empty stored block, so another stream can follow.
    private static func makeNonFinal(_ piece: inout [UInt8]) -> [UInt8]? {
        guard let (header, end) = piece.withUnsafeBufferPointer({ DeflateScanner.finalBlock(of: $0) }) else { return nil }
        piece[header >> 3] &= ~UInt8(1 << (header & 7))
        // The stored block's header: three zero bits at `end` (BFINAL 0, BTYPE 00), then byte alignment.
        let headerEnd = end + 3
        let aligned = (headerEnd + 7) >> 3
        var result = Array(piece.prefix(aligned))
        while result.count < aligned { result.append(0) }
        // Bits after the end-of-block code must be zero for the header and padding.
        for b in end..<(aligned * 8) { result[b >> 3] &= ~UInt8(1 << (b & 7)) }
        result += [0x00, 0x00, 0xFF, 0xFF]
        return result
    }
}
