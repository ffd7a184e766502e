import LoupeRender

/// The defaults-store decoder (`--defaults FILE`) on arbitrary bytes. A store it accepts must survive being
/// written back as DefaultsFile writes it: the next run must read the same keys and the same numbers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let store = try? SceneDecoding.decodeDefaults(bytes, fileName: "fuzz-defaults.json") else { return 0 }
    let written = Array(DefaultsFile.serialized(OffsetStore(store)).utf8)
    let reread: [String: [Double]]
    do {
        reread = try SceneDecoding.decodeDefaults(written, fileName: "rewritten.json")
    } catch {
        fatalError("a store that was read cannot be read back once written: \(error)")
    }
    guard reread.keys.sorted() == store.keys.sorted() else {
        fatalError("writing the store changed its keys")
    }
    for (key, numbers) in store where !sameNumbers(numbers, reread[key] ?? []) {
        fatalError("writing the store changed \(key): \(numbers) became \(reread[key] ?? [])")
    }
    return 0
}

/// Equal up to the writer's rounding to four decimals.
private func sameNumbers(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.00005 + 1e-12 * abs($0) }
}
