import LoupeRender

/// The scene decoder (JSON → scene document) on arbitrary bytes: it must either decode or throw a scene error,
/// and every error must name a place, since users fix their files by it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try SceneDecoding.decode(bytes, fileName: "fuzz.json")
        // A decoded device is one the renderer accepts.
        do {
            try SceneDecoding.checkDevice(document.device)
        } catch {
            fatalError("decoding accepted a device that checkDevice refuses: \(error)")
        }
    } catch {
        if error.path.isEmpty || error.message.isEmpty {
            fatalError("a scene error without a place or a message: \(error)")
        }
    }
    return 0
}
