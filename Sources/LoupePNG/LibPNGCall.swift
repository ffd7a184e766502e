import CPNGSupport

/// Runs one CPNGSupport call with a message buffer and turns a failing
/// status into a ``PNGError`` carrying the C side's text.
enum LibPNGCall {
    /// Room for libpng's messages, which are short single lines.
    static let messageCapacity = 512

    /// Calls `body` with a message buffer; throws unless it returns OK.
    /// `libpngErrorKind` says what a plain libpng error means for this call.
    static func run(
        libpngErrorKind: PNGError.Kind,
        _ body: (UnsafeMutablePointer<CChar>, Int) -> LoupePNGStatus
    ) throws(PNGError) {
        let failure: PNGError? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: messageCapacity) { buffer in
            let base = buffer.baseAddress!
            base.initialize(to: 0)
            let status = body(base, messageCapacity)
            guard status != LOUPE_PNG_OK else { return nil }
            return PNGError(kind(of: status, libpngErrorKind: libpngErrorKind), String(cString: base))
        }
        if let failure { throw failure }
    }

    /// `count` bytes written by one call (given the buffer, a message buffer and its capacity), which throws as
    /// ``run(libpngErrorKind:_:)`` does; nothing of a failed call's output is kept.
    static func filledBytes(
        count: Int, libpngErrorKind: PNGError.Kind,
        _ body: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<CChar>, Int) -> LoupePNGStatus
    ) throws(PNGError) -> [UInt8] {
        var failure: PNGError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            do throws(PNGError) {
                try run(libpngErrorKind: libpngErrorKind) { message, capacity in body(buffer.baseAddress, message, capacity) }
                initializedCount = count
            } catch {
                failure = error
                initializedCount = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    private static func kind(of status: LoupePNGStatus, libpngErrorKind: PNGError.Kind) -> PNGError.Kind {
        switch status {
        case LOUPE_PNG_NOT_PNG: .notPNG
        case LOUPE_PNG_TRUNCATED: .truncated
        case LOUPE_PNG_TOO_LARGE: .tooLarge
        case LOUPE_PNG_OUT_OF_MEMORY: .outOfMemory
        case LOUPE_PNG_INVALID_ARGUMENT: .invalidArgument
        default: libpngErrorKind
        }
    }
}
