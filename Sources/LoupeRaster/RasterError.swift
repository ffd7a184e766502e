/// Errors thrown for inputs the rasterizer cannot honour.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A canvas size that is negative or too large to address.
    case invalidCanvasSize(width: Int, height: Int)
    /// An image buffer whose byte count does not match `width × height × 4`.
    case pixelCountMismatch(expectedBytes: Int, actualBytes: Int)
    /// A coverage mask whose pitch or byte count cannot hold `width × height` samples.
    case invalidMask(width: Int, height: Int, pitch: Int, bytes: Int)
    /// `popClip()` without a matching `pushClip(_:)`.
    case clipStackUnderflow
    /// `endLayer(opacity:)` without a matching `beginLayer()`.
    case layerStackUnderflow
    /// A material drawn inside ``RasterContext/drawInBands(_:_:)``, where a band cannot see the pixels it blurs.
    case materialInBand

    /// A one-line explanation with the sizes or counts involved.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(width, height):
            return "invalid canvas size \(width)×\(height)"
        case let .pixelCountMismatch(expected, actual):
            return "image has \(actual) bytes, expected \(expected) (width × height × 4)"
        case let .invalidMask(width, height, pitch, bytes):
            return "mask \(width)×\(height) with pitch \(pitch) does not fit in \(bytes) bytes"
        case .clipStackUnderflow:
            return "popClip() called with no clip pushed"
        case .layerStackUnderflow:
            return "endLayer(opacity:) called with no layer open"
        case .materialInBand:
            return "a material cannot be drawn in one band of rows (its blur reads the other bands)"
        }
    }
}
