/// An error from encoding or decoding a PNG (files are LoupeFiles' concern: ``PNGCodec`` works on bytes).
///
/// `message` is libpng's own text when libpng raised the error (for example
/// `"IDAT: CRC error"`), otherwise a sentence of ours; `description` prefixes
/// it with `PNG:`.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, for callers that branch on it.
    public enum Kind: Equatable, Sendable {
        /// The data is empty or does not start with the PNG signature.
        case notPNG
        /// The data ends before the image does.
        case truncated
        /// libpng rejected the data: a bad CRC, chunk or compressed stream.
        case corrupt
        /// The image or the file exceeds the decoding limits.
        case tooLarge
        /// An allocation failed.
        case outOfMemory
        /// The caller passed inconsistent sizes or options.
        case invalidArgument
        /// libpng failed while writing.
        case encodingFailed
    }

    /// What went wrong.
    public let kind: Kind
    /// The explanation, without the `PNG:` prefix.
    public let message: String

    /// Creates an error of `kind` explained by `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `PNG: ` followed by the message.
    public var description: String { "PNG: \(message)" }
}
