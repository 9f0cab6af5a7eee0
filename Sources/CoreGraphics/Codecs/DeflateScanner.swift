/// Walks a raw DEFLATE stream (RFC 1951) without producing output, to find where its final block
/// starts and where the stream ends, in bits. Used to join independently compressed pieces into one
/// stream: the final block of a piece becomes non-final, and an empty stored block realigns to a byte.
struct DeflateScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to load into `buffer`, and the bits loaded but not yet consumed.
    private var nextByte = 0
    private var buffer: UInt64 = 0
    private var available = 0

    /// The position in bits of the next unread bit.
    private var bit: Int { nextByte * 8 - available }

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// (bit offset of the final block's header, bit offset just after its end-of-block code); nil when
    /// the stream is malformed.
    static func finalBlock(of bytes: UnsafeBufferPointer<UInt8>) -> (header: Int, end: Int)? {
        var scanner = DeflateScanner(bytes)
        return scanner.scan()
    }

    private mutating func scan() -> (header: Int, end: Int)? {
        while true {
            let header = bit
            guard let final = read(1), let type = read(2) else { return nil }
            switch type {
            case 0:
                _ = read(available & 7)
                guard let length = read(16), let complement = read(16), length ^ complement == 0xFFFF else { return nil }
                let resume = bit + length * 8
                guard resume <= bytes.count * 8 else { return nil }
                nextByte = resume >> 3
                buffer = 0
                available = 0
            case 1:
                guard skipSymbols(literals: Self.fixedLiterals, distances: Self.fixedDistances) else { return nil }
            case 2:
                guard let (literals, distances) = readDynamicTables(),
                      skipSymbols(literals: literals, distances: distances) else { return nil }
            default:
                return nil
            }
            if final == 1 { return (header, bit) }
        }
    }

    /// Tops the bit buffer up to at least 57 bits (zeros past the end of the input).
    @inline(__always) private mutating func refill() {
        while available <= 56 {
            let byte: UInt64 = nextByte < bytes.count ? UInt64(bytes[nextByte]) : 0
            buffer |= byte << UInt64(available)
            nextByte += 1
            available += 8
        }
    }

    /// Reads `count` bits (at most 32), least significant first; nil past the end of the input.
    private mutating func read(_ count: Int) -> Int? {
        if available < count { refill() }
        let value = Int(buffer & ((1 << UInt64(count)) - 1))
        buffer >>= UInt64(count)
        available -= count
        return bit <= bytes.count * 8 ? value : nil
    }

    /// The next 16 bits, without consuming them.
    private mutating func peek16() -> Int {
        if available < 16 { refill() }
        return Int(buffer & 0xFFFF)
    }

    /// A canonical Huffman decoding table indexed by the next `maxLength` bits (least significant first).
    struct Table {
        let maxLength: Int
        /// symbol << 4 | code length; 0 for invalid entries.
        let entries: [UInt32]

        init?(lengths: [Int]) {
            let maxLength = lengths.max() ?? 0
            guard maxLength > 0, maxLength <= 15 else { return nil }
            var counts = [Int](repeating: 0, count: 16)
            for l in lengths where l > 0 { counts[l] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for l in 1...15 {
                code = (code + counts[l - 1]) << 1
                next[l] = code
            }
            var entries = [UInt32](repeating: 0, count: 1 << maxLength)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let c = next[length]
                next[length] += 1
                guard c < 1 << length else { return nil }
                var reversed = 0
                for i in 0..<length where c & (1 << i) != 0 { reversed |= 1 << (length - 1 - i) }
                var fill = reversed
                while fill < 1 << maxLength {
                    entries[fill] = UInt32(symbol) << 4 | UInt32(length)
                    fill += 1 << length
                }
            }
            self.maxLength = maxLength
            self.entries = entries
        }
    }

    private mutating func decode(_ table: Table) -> Int? {
        let entry = table.entries[peek16() & ((1 << table.maxLength) - 1)]
        let length = Int(entry & 15)
        guard length > 0 else { return nil }
        buffer >>= UInt64(length)
        available -= length
        return bit <= bytes.count * 8 ? Int(entry >> 4) : nil
    }

    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let fixedLiterals = Table(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })!
    private static let fixedDistances = Table(lengths: [Int](repeating: 5, count: 30))!

    /// Skips one block's symbols up to its end-of-block code. The hot loop of the scan: table lookups on
    /// a 64-bit bit buffer, with the end of the input checked once per refill.
    private mutating func skipSymbols(literals: Table, distances: Table) -> Bool {
        let limit = bytes.count * 8 + 64
        return literals.entries.withUnsafeBufferPointer { lit in
            distances.entries.withUnsafeBufferPointer { dist in
                let litMask = UInt64((1 << literals.maxLength) - 1), distMask = UInt64((1 << distances.maxLength) - 1)
                while true {
                    // Room for the longest symbol: 15 + 5 length bits + 15 + 13 distance bits.
                    if available < 48 {
                        refill()
                        if nextByte * 8 > limit { return false }
                    }
                    let entry = lit[Int(buffer & litMask)]
                    let length = Int(entry & 15)
                    guard length > 0 else { return false }
                    buffer >>= UInt64(length)
                    available -= length
                    let symbol = Int(entry >> 4)
                    if symbol < 256 { continue }
                    if symbol == 256 { return bit <= bytes.count * 8 }
                    let index = symbol - 257
                    guard index < 29 else { return false }
                    let lengthBits = Self.lengthExtra[index]
                    buffer >>= UInt64(lengthBits)
                    available -= lengthBits
                    let d = dist[Int(buffer & distMask)]
                    let dLength = Int(d & 15), dSymbol = Int(d >> 4)
                    guard dLength > 0, dSymbol < 30 else { return false }
                    let skip = dLength + Self.distanceExtra[dSymbol]
                    buffer >>= UInt64(skip)
                    available -= skip
                }
            }
        }
    }

    private mutating func readDynamicTables() -> (Table, Table)? {
        guard let hlit = read(5), let hdist = read(5), let hclen = read(4) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<(hclen + 4) {
            guard let l = read(3) else { return nil }
            codeLengths[order[i]] = l
        }
        guard let codeTable = Table(lengths: codeLengths) else { return nil }
        let total = hlit + 257 + hdist + 1
        var lengths: [Int] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            guard let symbol = decode(codeTable) else { return nil }
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeatCount = read(2) else { return nil }
                lengths += [Int](repeating: previous, count: 3 + repeatCount)
            case 17:
                guard let zeros = read(3) else { return nil }
                lengths += [Int](repeating: 0, count: 3 + zeros)
            default:
                guard let zeros = read(7) else { return nil }
                lengths += [Int](repeating: 0, count: 11 + zeros)
            }
        }
        guard lengths.count == total, let literals = Table(lengths: Array(lengths[0..<(hlit + 257)])) else { return nil }
        // A block may have no distance codes at all (literals only).
        let distanceLengths = Array(lengths[(hlit + 257)...])
        let distances = Table(lengths: distanceLengths.contains { $0 > 0 } ? distanceLengths : [1]) ?? Self.fixedDistances
        return (literals, distances)
    }
}
