import Testing
@testable import LoupeRender

@Test func LoupeRenderModuleLinks() { #expect(Bool(true)) }
