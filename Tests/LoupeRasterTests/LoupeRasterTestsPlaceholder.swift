import Testing
@testable import LoupeRaster

@Test func LoupeRasterModuleLinks() { #expect(Bool(true)) }
