import LoupeFiles

/// Reading a Swift file as text: a size limit, and UTF-8 checked.
enum SourceText {
    struct Failure: Error { var message: String }

    static func read(_ path: String, limit: Int) throws(Failure) -> String {
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: path, maxByteCount: limit)
        } catch {
            throw Failure(message: error.kind == .tooLarge ? "the file is larger than \(limit) bytes, the limit for a Swift file"
                                                            : "cannot read the file: \(error.reason ?? error.message)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(message: "not UTF-8 text")
        }
        return text
    }
}
