import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a comparison's bands of rows on a thread each.
enum DispatchBands {
    static func perform(_ count: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
}

/// The tallies of the bands, filled from their threads.
final class BandTallies: @unchecked Sendable {
    private var tallies: [PixelTally]
    private var lock = pthread_mutex_t()

    init(count: Int) {
        tallies = Array(repeating: PixelTally(), count: count)
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    func set(_ band: Int, _ tally: PixelTally) {
        pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }
        tallies[band] = tally
    }

    /// All bands' tallies added up, in band order.
    func merged() -> PixelTally {
        pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }
        return tallies.dropFirst().reduce(into: tallies[0]) { $0.merge($1) }
    }
}
