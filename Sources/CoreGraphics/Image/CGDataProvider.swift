/// A source of bytes for images, as in Core Graphics; it holds its bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    let bytes: Data

    /// Creates a provider holding a copy of `data`.
    public init?(data: CFData) { self.bytes = Data(referencing: data) }

    /// Creates a provider holding `data`.
    public init(data: Data) { self.bytes = data }

    /// Creates a provider holding a file's contents; `nil` when it cannot be read.
    public init?(url: CFURL) {
        guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
        self.bytes = data
    }

    /// Creates a provider that copies `size` bytes from `data` and then calls `releaseData` (C-style API).
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: (@convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void)?) {
        self.bytes = Data(bytes: data, count: size)
        releaseData?(info, data, size)
    }

    /// The provider's bytes.
    public var data: CFData? { bytes as NSData }
}
