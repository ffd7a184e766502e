import LoupeFiles

extension LoupeRenderError {
    /// A file that could not be read or written: an I/O failure (exit 74), with the file's message.
    public init(_ error: FileError) {
        self = .io(error.message)
    }

    /// Runs `body`, whose file errors become ``io(_:)`` (exit 74).
    public static func fileWork<Result>(_ body: () throws(FileError) -> Result) throws(LoupeRenderError) -> Result {
        do {
            return try body()
        } catch {
            throw LoupeRenderError(error)
        }
    }
}
