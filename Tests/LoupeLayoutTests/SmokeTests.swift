import Testing
import LoupeCore
@testable import LoupeLayout

@Test func rootColorFillsTheSafeArea() {
    let result = layout(color(id: "c"))
    #expect(result["c"].frame == rect(0, 59, 393, 759))
}
