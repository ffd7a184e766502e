import Testing
@testable import LoupePNG

@Test func LoupePNGModuleLinks() { #expect(Bool(true)) }
