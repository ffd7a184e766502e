import Testing
@testable import LoupeText

@Test func LoupeTextModuleLinks() { #expect(Bool(true)) }
