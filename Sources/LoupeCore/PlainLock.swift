#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a heap-allocated `pthread_mutex_t`.
///
/// `NSLock` would do, but it lives in full Foundation, which on Linux loads ICU (some 30 MB of relocations at every
/// process start); `Synchronization.Mutex` needs macOS 15. A pthread mutex is on every platform the package supports.
public final class PlainLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock (a default, non-recursive mutex).
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until no other thread holds the lock, then takes it. The lock is not recursive: taking it again on the
    /// thread that holds it is undefined behaviour (with glibc it deadlocks).
    public func lock() { pthread_mutex_lock(mutex) }
    /// Releases the lock, which the calling thread must hold.
    public func unlock() { pthread_mutex_unlock(mutex) }
}
