import LoupeBenchKit
import Testing

@Suite struct DiffBenchTests {
    /// The changed copy is the same on every run, touches only colour bits (0x40 of R, G and B) and leaves alpha.
    @Test func theChangedCopyIsFixedAndOnlyFlipsColourBits() {
        let width = 300, height = 200
        let frame = [UInt8](repeating: 0x80, count: width * height * 4)
        let copy = DiffBench.changedCopy(of: frame, width: width, height: height)
        #expect(copy == DiffBench.changedCopy(of: frame, width: width, height: height))
        var changed = 0
        for i in stride(from: 0, to: frame.count, by: 4) {
            #expect(copy[i + 3] == 0x80)
            if copy[i] != frame[i] {
                changed += 1
                #expect(copy[i] == 0xC0 && copy[i + 1] == 0xC0 && copy[i + 2] == 0xC0)
            }
        }
        // 100 squares of 17×17 = 28 900 pixels at most (overlaps flip twice and cancel); on 300×200 they overlap.
        #expect(changed > 0 && changed <= 28_900)
    }
}
