import LoupeRender

/// The JSON reader on arbitrary bytes. Whatever it accepts must survive a round trip: written back out (as layout
/// reports and defaults files are), the text must parse again to a document of the same shape.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONReader.parse(bytes) else { return 0 }
    let text = value.serialized(fractionDigits: 15)
    let again: JSONValue
    do {
        again = try JSONReader.parse(text)
    } catch {
        fatalError("the reader refuses what the writer wrote: \(error)\n\(text)")
    }
    guard Shape(value) == Shape(again) else {
        fatalError("the round trip changed the document's shape:\n\(text)")
    }
    return 0
}
