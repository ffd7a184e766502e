#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One conversion of a `String(format:)` pattern (`%+5.2f`, `%05ld`, `%c`), written by the C library's `snprintf`,
/// which is what Foundation's formatting follows for numbers: flags, width, precision, `%e` and `%g` as C writes them.
struct PrintfConversion {
    /// `-`, `+`, space, `0`, `#`, in the order written.
    var flags = ""
    var width: Int?
    var precision: Int?
    /// The conversion character: `d i u o x X f F e E g G a A c C @ s`.
    var conversion: Character

    /// The kinds of argument a conversion takes.
    enum Argument {
        case integer(Int)
        case floating(Double)
        /// A `%@` or `%s` argument, written as Swift writes it.
        case text(String)
    }

    /// What the conversion needs: an integer, a floating-point number or an object.
    var takesInteger: Bool { "diuoxXcC".contains(conversion) }
    var takesFloating: Bool { "fFeEgGaA".contains(conversion) }

    /// The longest text one conversion may write (a width or precision past it is refused).
    static let maximumLength = 4096

    /// Reads the conversion that starts after a `%` at `index`; nil when the pattern ends first. Length modifiers
    /// (`l`, `ll`, `h`, `q`, `z`, `t`, `j`) are read and dropped: Swift passes every integer as a 64-bit value.
    static func read(_ pattern: String, from index: inout String.Index) -> PrintfConversion? {
        var conversion = PrintfConversion(conversion: "%")
        while index < pattern.endIndex, "-+ 0#".contains(pattern[index]) {
            conversion.flags.append(pattern[index]); index = pattern.index(after: index)
        }
        var digits = ""
        while index < pattern.endIndex, pattern[index].isASCII, pattern[index].isNumber {
            digits.append(pattern[index]); index = pattern.index(after: index)
        }
        conversion.width = Int(digits)
        if index < pattern.endIndex, pattern[index] == "." {
            index = pattern.index(after: index)
            var precision = ""
            while index < pattern.endIndex, pattern[index].isASCII, pattern[index].isNumber {
                precision.append(pattern[index]); index = pattern.index(after: index)
            }
            conversion.precision = Int(precision) ?? 0
        }
        while index < pattern.endIndex, "lhqztjL".contains(pattern[index]) { index = pattern.index(after: index) }
        guard index < pattern.endIndex else { return nil }
        conversion.conversion = pattern[index]
        index = pattern.index(after: index)
        return conversion
    }

    /// The text the conversion writes for `argument`; nil when C would not write it (a width past the limit).
    func written(_ argument: Argument) -> String? {
        guard (width ?? 0) <= Self.maximumLength, (precision ?? 0) <= Self.maximumLength else { return nil }
        var spec = "%" + flags
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        switch argument {
        case .integer(let n):
            switch conversion {
            case "c", "C":
                // A character by its code, as `%C` writes a UTF-16 unit; padded as C pads.
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) else { return nil }
                return padded(String(Character(scalar)))
            default:
                return format(spec + "l" + String(conversion), n)
            }
        case .floating(let d):
            return format(spec + String(conversion), d)
        case .text(let text):
            return padded(precision.map { String(text.prefix($0)) } ?? text)
        }
    }

    /// `text` padded to the width with spaces, on the left unless the `-` flag is given.
    private func padded(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }

    private func format(_ spec: String, _ value: some CVarArg) -> String? {
        var buffer = [CChar](repeating: 0, count: Self.maximumLength * 2 + 64)
        let count = withVaList([value]) { list in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, spec, list) }
        }
        guard count >= 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
