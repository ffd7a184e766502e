/// A stretch of consecutive operations of one phase; timing a whole stretch keeps clock reads out of the
/// per-op cost (the workload groups its ops by kind, so there are four stretches).
struct PhaseRun {
    let phase: Phase
    let ops: ArraySlice<WorkloadOp>

    static func runs(of ops: [WorkloadOp]) -> [PhaseRun] {
        var runs: [PhaseRun] = []
        var start = ops.startIndex
        while start < ops.endIndex {
            let phase = ops[start].phase
            var end = start + 1
            while end < ops.endIndex, ops[end].phase == phase { end += 1 }
            runs.append(PhaseRun(phase: phase, ops: ops[start..<end]))
            start = end
        }
        return runs
    }
}
