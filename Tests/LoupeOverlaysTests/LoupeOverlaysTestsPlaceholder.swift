import Testing
@testable import LoupeOverlays

@Test func LoupeOverlaysModuleLinks() { #expect(Bool(true)) }
