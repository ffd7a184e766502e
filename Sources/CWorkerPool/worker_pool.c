// A small pool of threads that split one picture's work into a few parts.
//
// Why not libdispatch's concurrentPerform: on Linux it hands a two-part job of a few hundred microseconds to the
// calling thread alone most of the time (a worker wakes too late), which left the second core idle. Here the
// workers spin for a short while after each job, so the next part of a picture finds them awake, and then sleep on
// a condition variable.
//
// Parts are claimed from one 64-bit ticket: job generation (32 bits), part count (16) and next part (16). A worker
// claims a part only with a compare-and-swap on the ticket of the job it woke for, so a late worker can never run a
// part of a newer job with an older job's function. The caller claims parts too, so a job completes even when no
// worker is free; which thread runs a part never changes the result, because parts write disjoint pixels.
#include "CWorkerPool.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define LOUPE_PAUSE() _mm_pause()
#elif defined(__aarch64__)
#define LOUPE_PAUSE() __asm__ __volatile__("yield")
#else
#define LOUPE_PAUSE() ((void)0)
#endif

enum {
    MAX_WORKERS = 63,
    // A few milliseconds of polling before a worker sleeps: longer than the gap between two jobs of a picture
    // (building the display list, a material). A worker woken from sleep can wait for a processor longer than the
    // caller takes to do every part itself (docs/performance.md#threads).
    SPIN_ROUNDS = 20000,
};

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;   // guards workers, sleepers, the condition
static pthread_cond_t pool_wake = PTHREAD_COND_INITIALIZER;
static pthread_mutex_t pool_busy = PTHREAD_MUTEX_INITIALIZER;   // held by the one job running at a time
static int workers = 0;
static int sleepers = 0;
static unsigned nudges = 0;              // counts loupe_parallel_wake calls that found sleepers; under pool_lock

static _Atomic uint64_t ticket = 0;      // generation << 32 | count << 16 | next
static _Atomic long remaining = 0;       // parts of the current job not yet finished
static loupe_part_fn job_fn = 0;         // published before the ticket (release), read after a claim (acquire)
static void *job_context = 0;

static inline uint32_t generation_of(uint64_t t) { return (uint32_t)(t >> 32); }

/// Claims and runs parts of job `generation` until none is left. Returns when the ticket is spent or belongs to
/// another job.
static void run_parts(uint32_t generation) {
    uint64_t t = atomic_load_explicit(&ticket, memory_order_acquire);
    for (;;) {
        if (generation_of(t) != generation) return;
        uint32_t count = (uint32_t)(t >> 16) & 0xFFFF, next = (uint32_t)t & 0xFFFF;
        if (next >= count) return;
        if (!atomic_compare_exchange_weak_explicit(&ticket, &t, t + 1, memory_order_acq_rel, memory_order_acquire))
            continue;
        job_fn(job_context, (long)next);
        atomic_fetch_sub_explicit(&remaining, 1, memory_order_release);
        t = atomic_load_explicit(&ticket, memory_order_acquire);
    }
}

static void *worker_main(void *unused) {
    (void)unused;
    // No job seen yet (generations start at 1): a job published before this thread first runs still gets its help.
    // A new thread can take milliseconds to be given a processor, by which time the picture's longest job may have
    // started; run_parts leaves a job whose parts are all taken at once.
    uint32_t seen = 0;
    for (;;) {
        uint32_t now = seen;
        for (int i = 0; i < SPIN_ROUNDS; i++) {
            now = generation_of(atomic_load_explicit(&ticket, memory_order_acquire));
            if (now != seen) break;
            // Yield, not just pause: a polling worker that shares a processor with the thread doing the picture
            // would otherwise take half its time until the scheduler moves one of them.
            sched_yield();
        }
        if (now == seen) {
            pthread_mutex_lock(&pool_lock);
            sleepers++;
            unsigned nudge = nudges;
            while ((now = generation_of(atomic_load_explicit(&ticket, memory_order_acquire))) == seen
                   && nudges == nudge)
                pthread_cond_wait(&pool_wake, &pool_lock);
            sleepers--;
            pthread_mutex_unlock(&pool_lock);
            if (now == seen) continue;   // woken ahead of a job (loupe_parallel_wake): poll for it
        }
        seen = now;
        run_parts(now);
    }
    return 0;
}

/// Starts workers until there are `wanted` (at most MAX_WORKERS); returns how many there are.
static int ensure_workers(int wanted) {
    if (wanted > MAX_WORKERS) wanted = MAX_WORKERS;
    pthread_mutex_lock(&pool_lock);
    while (workers < wanted) {
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        int failed = pthread_create(&thread, &attributes, worker_main, 0);
        pthread_attr_destroy(&attributes);
        if (failed) break;   // fewer workers: the caller runs the parts they would have
        workers++;
    }
    int have = workers;
    pthread_mutex_unlock(&pool_lock);
    return have;
}

void loupe_parallel_prepare(long threads) {
    if (threads > 1) ensure_workers((int)(threads - 1));
}

void loupe_parallel_wake(void) {
    pthread_mutex_lock(&pool_lock);
    if (sleepers > 0) {
        nudges++;
        pthread_cond_broadcast(&pool_wake);
    }
    pthread_mutex_unlock(&pool_lock);
}

void loupe_parallel_start(loupe_pending_job *job, long count, long threads, loupe_part_fn fn, void *context) {
    job->count = count > 0 ? count : 0;
    job->fn = fn;
    job->context = context;
    job->generation = 0;
    // One part, one thread, too many parts for the ticket, or another job running (a renderer per thread, as
    // `check --jobs` has): the calling thread will do it all, in order, when it finishes the job.
    job->started = !(count <= 1 || threads <= 1 || count > 0xFFFF || pthread_mutex_trylock(&pool_busy) != 0);
    if (!job->started) return;
    long helpers = (threads < count ? threads : count) - 1;
    ensure_workers((int)helpers);

    job_fn = fn;
    job_context = context;
    atomic_store_explicit(&remaining, count, memory_order_relaxed);
    uint64_t previous = atomic_load_explicit(&ticket, memory_order_relaxed);
    uint32_t generation = generation_of(previous) + 1;
    job->generation = generation;
    atomic_store_explicit(&ticket, (uint64_t)generation << 32 | (uint64_t)count << 16, memory_order_release);
    pthread_mutex_lock(&pool_lock);
    if (sleepers > 0) pthread_cond_broadcast(&pool_wake);
    pthread_mutex_unlock(&pool_lock);
}

void loupe_parallel_finish(loupe_pending_job *job) {
    if (!job->started) {
        for (long i = 0; i < job->count; i++) job->fn(job->context, i);
        return;
    }
    run_parts(job->generation);
    // Parts still running on workers: they are short, so poll, yielding now and then in case one was descheduled.
    for (long spins = 0; atomic_load_explicit(&remaining, memory_order_acquire) > 0; spins++) {
        if ((spins & 1023) == 1023) sched_yield(); else LOUPE_PAUSE();
    }
    pthread_mutex_unlock(&pool_busy);
}

void loupe_parallel_for(long count, long threads, loupe_part_fn fn, void *context) {
    loupe_pending_job job;
    loupe_parallel_start(&job, count, threads, fn, context);
    loupe_parallel_finish(&job);
}
