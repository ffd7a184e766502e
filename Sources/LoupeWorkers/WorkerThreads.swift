import CWorkerPool

/// The worker threads ``ParallelParts`` shares work with: started on first use (or by ``prepare(threads:)``), kept
/// for the process, polling for a few milliseconds after each job and then asleep.
package enum WorkerThreads {
    /// Starts the threads `threads` parts at once need now, so that the first job does not wait for them: on a busy
    /// or virtual machine a new thread can take milliseconds to get a processor, longer than the job it was made for.
    package static func prepare(threads: Int) {
        loupe_parallel_prepare(threads)
    }

    /// Wakes sleeping threads to poll for work for a few milliseconds, with none to give them yet: call it when a
    /// job is near (a renderer does when it starts laying out a scene), so that a thread that went to sleep since the
    /// last job is awake for the next one, not milliseconds late.
    package static func wake() {
        loupe_parallel_wake()
    }
}
