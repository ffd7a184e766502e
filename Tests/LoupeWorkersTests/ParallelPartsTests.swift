import Dispatch
import Testing
import LoupeWorkers

@Suite struct ParallelPartsTests {
    @Test func everyPartRunsExactlyOnce() {
        for threads in 1...4 {
            for count in [0, 1, 2, 3, 5, 64, 65, 300] {
                var runs = [Int](repeating: 0, count: count)
                runs.withUnsafeMutableBufferPointer { runs in
                    ParallelParts.run(count: count, threads: threads) { part in runs[part] += 1 }
                }
                #expect(runs == [Int](repeating: 1, count: count), "\(count) parts on \(threads) threads")
            }
        }
    }

    /// Callers on several threads at once (as `check --jobs` renders): one job holds the pool, the others run their
    /// parts on their own thread; every part still runs once.
    @Test func concurrentCallersEachGetEveryPart() {
        let parts = 40
        let totals = Self.runsPerPart(callers: 6, parts: parts) { caller, count in
            for _ in 0..<50 { ParallelParts.run(count: parts, threads: 2) { part in count(part) } }
        }
        #expect(totals == [Int](repeating: 50, count: 6 * parts))
    }

    /// How many times each part of each caller ran, when `callers` threads call `body` at once; `body` gets its
    /// caller's number and a function that counts a run of one of its parts.
    static func runsPerPart(callers: Int, parts: Int, _ body: (Int, (Int) -> Void) -> Void) -> [Int] {
        let totals = UnsafeMutableBufferPointer<Int>.allocate(capacity: callers * parts)
        defer { totals.deallocate() }
        totals.initialize(repeating: 0)
        struct Shared: @unchecked Sendable { let value: UnsafeMutableBufferPointer<Int> }  // disjoint slots per caller
        let shared = Shared(value: totals)
        withoutActuallyEscaping(body) { body in
            struct Body: @unchecked Sendable { let call: (Int, (Int) -> Void) -> Void }
            let wrapped = Body(call: body)
            DispatchQueue.concurrentPerform(iterations: callers) { caller in
                wrapped.call(caller) { part in shared.value[caller * parts + part] += 1 }
            }
        }
        return Array(totals)
    }

    /// Waking the pool ahead of a job (as a renderer does when it starts laying out a scene), from several threads,
    /// while jobs run and between them, never loses or repeats a part, and a wake with no job to follow leaves the
    /// pool usable.
    @Test func wakingThePoolAheadOfJobsChangesNoPart() {
        WorkerThreads.prepare(threads: 3)
        WorkerThreads.wake()
        let callers = 4, parts = 24, rounds = 30
        let totals = Self.runsPerPart(callers: callers, parts: parts) { caller, count in
            for round in 0..<rounds {
                if round % 3 == caller % 3 { WorkerThreads.wake() }
                ParallelParts.run(count: parts, threads: 3) { part in count(part) }
            }
        }
        WorkerThreads.wake()
        var after = [Int](repeating: 0, count: parts)
        after.withUnsafeMutableBufferPointer { after in
            ParallelParts.run(count: parts, threads: 3) { part in after[part] += 1 }
        }
        #expect(totals == [Int](repeating: rounds, count: callers * parts))
        #expect(after == [Int](repeating: 1, count: parts))
    }
}
