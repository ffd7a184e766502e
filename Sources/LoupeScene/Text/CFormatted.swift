#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers written by the C library's `printf`, as Foundation's formatting and SwiftUI's format specifiers write them:
/// rounded half to even on the exact binary value.
public enum CFormatted {
    /// `value` with exactly `digits` fraction digits (`%.6f`: `100.000000`, `-0.500000`); `digits` from 0 to 17.
    public static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var buffer = [CChar](repeating: 0, count: 400)
        let count = withVaList([value]) { list in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.\(min(max(digits, 0), 17))f", list) }
        }
        guard count > 0, count < buffer.count else { return "\(value)" }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
