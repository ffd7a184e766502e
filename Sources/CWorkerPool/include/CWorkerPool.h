#ifndef LOUPE_CWORKERPOOL_H
#define LOUPE_CWORKERPOOL_H

// One pool of threads for everything that splits one picture's work: the rasterizer's bands and the PNG encoder's
// ranges. One pool, not one per user, so that threads never compete with idle-polling threads of another.

/// One part of a job split among threads: `context` is the caller's, `part` runs from 0 to the job's count − 1.
typedef void (*loupe_part_fn)(void *context, long part);

/// Runs `fn(context, part)` for every part in 0 ..< `count`, on the calling thread and up to `threads − 1` pool
/// threads (started on first use, kept for the process), and returns when every part is done. Parts are claimed in
/// order by whichever thread is free, so they must not depend on one another. With one thread, one part, more than
/// 65,535 parts, or another job already running in the pool, the calling thread runs every part itself, in order.
void loupe_parallel_for(long count, long threads, loupe_part_fn fn, void *context);

/// A job handed to the pool threads while the calling thread does something else (`loupe_parallel_start`).
typedef struct loupe_pending_job {
    long count;
    loupe_part_fn fn;
    void *context;
    unsigned int generation;
    /// Whether the pool threads were given the job; if not, `loupe_parallel_finish` runs every part.
    int started;
} loupe_pending_job;

/// `loupe_parallel_for` in two halves: hands the parts to up to `threads − 1` pool threads and returns at once,
/// running none itself, so the caller can do other work meanwhile. `loupe_parallel_finish(job)` must follow on the
/// same thread before the pool is used again (until then another job on this pool runs on its caller alone).
void loupe_parallel_start(loupe_pending_job *job, long count, long threads, loupe_part_fn fn, void *context);

/// Runs the parts of `job` no pool thread has claimed, and returns when every part is done.
void loupe_parallel_finish(loupe_pending_job *job);

/// Starts the pool threads `threads` jobs will use now, so that they are running (and polling) by the first job
/// rather than being created by it.
void loupe_parallel_prepare(long threads);

/// Wakes the sleeping pool threads to poll for a job for a few milliseconds, without giving them one: called when a
/// picture's first job is near (a renderer laying out a scene), so that the threads are awake when it comes. A
/// sleeping thread can take milliseconds to get a processor back, longer than the job it would help with.
void loupe_parallel_wake(void);

#endif
