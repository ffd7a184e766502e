// What this machine's cores give a short process, apart from Loupe Render: for each CPU in turn, a thread pinned
// to it times the first write of three fresh 2 MiB huge pages (the kernel maps and clears each one; under a
// hypervisor the host may first have to back it) and a fixed compute loop. Run it a few times: on the project's
// 2-vCPU VM a page took 0.1 ms or 4.3–4.5 ms, more often on the second vCPU, while the loop took the same time on
// both (docs/performance.md, "Threads").
//
//   cc -O2 -pthread vcpu-probe.c -o vcpu-probe && for i in 1 2 3 4 5 6; do ./vcpu-probe; sleep 0.4; done
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

enum { PAGE = 2 << 20, PAGES = 3 };

static double milliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static volatile uint64_t sink;

static void *probe(void *argument) {
    int cpu = (int)(intptr_t)argument;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (pthread_setaffinity_np(pthread_self(), sizeof set, &set) != 0) return NULL;
    // One page more than needed, so that three whole aligned pages fit.
    char *mapping = mmap(NULL, (PAGES + 1) * (size_t)PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) return NULL;
    char *pages = (char *)(((uintptr_t)mapping + PAGE - 1) & ~(uintptr_t)(PAGE - 1));
    madvise(pages, PAGES * (size_t)PAGE, MADV_HUGEPAGE);
    printf("cpu %d: first touch of each 2 MiB page", cpu);
    for (int i = 0; i < PAGES; i++) {
        double start = milliseconds();
        memset(pages + (size_t)i * PAGE, 1, PAGE);
        printf(" %.2f", milliseconds() - start);
    }
    double start = milliseconds();
    uint64_t h = 0;
    for (uint64_t i = 0; i < 2000000; i++) h = h * 31 + i;
    sink = h;
    printf(" ms; compute loop %.2f ms\n", milliseconds() - start);
    munmap(mapping, (PAGES + 1) * (size_t)PAGE);
    return NULL;
}

int main(void) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    // The last CPU first: the one a short process's main thread is least likely to have warmed.
    for (long cpu = cpus - 1; cpu >= 0; cpu--) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, probe, (void *)(intptr_t)cpu) != 0) return 1;
        pthread_join(thread, NULL);
    }
    return 0;
}
