import LoupeFiles
import LoupePNG

/// The PNG at `path`, decoded: what tests look at after a command or an assertion wrote a picture.
public func readPNG(atPath path: String) throws -> PNGImage {
    try PNGCodec.decode(WholeFile.read(atPath: path, maxByteCount: PNGDecodingLimits.default.maxByteCount))
}
