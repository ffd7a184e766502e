import LoupeFiles
import LoupeFonts

/// Why the text module could not do what was asked.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// A FreeType call returned an error code.
    case freeType(call: String, code: Int32)
    /// A font file the package should ship is missing from the package's `Fonts/` folder.
    case fontNotBundled(String)
    /// A glyph rendered to a pixel format other than 8-bit grayscale.
    case unsupportedPixelMode(UInt8)
    /// A size, scale or origin that is not a finite number in the supported range.
    case invalidGeometry(String)

    /// A one-line explanation: the failing FreeType call with its error code in hexadecimal, the missing font and the
    /// folder searched, the pixel mode, or the bad value.
    public var description: String {
        switch self {
        case .freeType(let call, let code): "FreeType \(call) failed with error 0x\(String(code, radix: 16))"
        case .fontNotBundled(let name):
            "the font \(name) is found neither in \(ResourceFolder.installed.appendingPathComponent(FontFiles.installedName).path) "
                + "(an installation's, beside the binary) nor in \(FontFiles.sourceFolder.path) (the package this was built from)"
        case .unsupportedPixelMode(let mode): "a glyph rendered in FreeType pixel mode \(mode), not 8-bit gray"
        case .invalidGeometry(let what): "invalid text geometry: \(what)"
        }
    }
}

/// Throws ``TextError/freeType(call:code:)`` when a FreeType call did not return 0.
func check(_ code: Int32, _ call: String) throws {
    if code != 0 { throw TextError.freeType(call: call, code: code) }
}
