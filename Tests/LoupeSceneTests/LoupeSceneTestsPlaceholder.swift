import Testing
@testable import LoupeScene

@Test func LoupeSceneModuleLinks() { #expect(Bool(true)) }
