import LoupeFiles

/// Reading a Swift file as text: a size limit, and UTF-8 checked.
enum SourceText {
    struct Failure: Error {
        var message: String
        /// Whether the file could not be read at all (exit 74), rather than read and refused.
        var isIO: Bool
    }

    static func read(_ path: String, limit: Int) throws(Failure) -> String {
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: path, maxByteCount: limit)
        } catch {
            throw error.kind == .tooLarge
                ? Failure(message: "the file is larger than \(limit) bytes, the limit for a Swift file", isIO: false)
                : Failure(message: "cannot read the file: \(error.reason ?? error.message)", isIO: true)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(message: "not UTF-8 text", isIO: false)
        }
        return text
    }
}
