import Testing
@testable import LoupeLayout

@Test func LoupeLayoutModuleLinks() { #expect(Bool(true)) }
