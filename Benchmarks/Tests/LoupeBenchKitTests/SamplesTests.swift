import Testing
@testable import LoupeBenchKit

@Suite struct SamplesTests {
    @Test func medianIgnoresOneSlowRun() {
        #expect(Samples([5, 1, 900, 3, 4]).median == 4)
        #expect(Samples([4, 1, 3, 2]).median == 2.5)
        #expect(Samples().median == 0)
        #expect(Samples([7, 2, 9]).minimum == 2)
    }

    @Test func durationsConvertToMilliseconds() {
        #expect(Samples.milliseconds(.seconds(2)) == 2_000)
        #expect(Samples.milliseconds(.microseconds(1_500)) == 1.5)
        var samples = Samples()
        samples.append(.milliseconds(12))
        #expect(samples.values == [12])
    }

    @Test func consecutiveOpsOfOnePhaseFormOneRun() {
        let rect = WorkloadOp.rect(x: 0, y: 0, width: 1, height: 1, color: RGB8(0, 0, 0), alpha: 1, border: 0)
        let text = WorkloadOp.text(x: 0, y: 0, size: 1, color: RGB8(0, 0, 0), string: "a")
        let runs = PhaseRun.runs(of: [rect, rect, text, rect])
        #expect(runs.map(\.phase) == [.rects, .text, .rects])
        #expect(runs.map(\.ops.count) == [2, 1, 1])
        #expect(PhaseRun.runs(of: []).isEmpty)
    }
}
