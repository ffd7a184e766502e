import LoupeSwiftSource

/// The SwiftUI front end on arbitrary text: parsing, finding previews, evaluating them and decoding the scene must
/// either succeed or throw a located error — never trap, hang or exhaust the stack. An input whose first byte is odd
/// is evaluated with placeholders, so both modes are explored.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let file = try SwiftSourceFile(text: text, fileName: "Fuzz.swift")
        file.placeholders = size > 0 && data[0] & 1 == 1
        for preview in file.previews.prefix(3) {
            do {
                _ = try file.scene(for: preview).document()
            } catch {
                check(error)
            }
        }
    } catch {
        check(error)
    }
    return 0
}

private func check(_ error: SwiftSourceError) {
    if error.message.isEmpty || error.place.line < 1 || error.place.column < 1 {
        fatalError("an error without a message or a place: \(error)")
    }
}
