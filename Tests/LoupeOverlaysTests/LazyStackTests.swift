import LoupeCore
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `LazyVStack` and `LazyHStack`: stacks that take the whole length across their axis, their children aligned in it.
@Suite struct LazyStackTests {
    @Test func aLazyVStackIsAsWideAsOfferedWithItsChildrenAligned() throws {
        let (layout, _) = try painted(#"{"device": "iPhone 15", "body": {"LazyVStack": {"alignment": "leading", "spacing": 0, "content": [{"Text": "ab", "id": "t"}]}, "id": "s"}}"#)
        let stack = try #require(layout.node(id: "s")).frame
        // 393 wide (a VStack would be the text's 20.4 → 20⅔); the text at the leading edge.
        #expect(stack.minX == 0 && stack.width == 393 && abs(stack.height - 67.0 / 3) < 1e-9)
        #expect(try #require(layout.node(id: "t")).frame.minX == 0)
    }

    @Test func aLazyHStackIsAsTallAsOffered() throws {
        let (layout, _) = try painted(#"{"device": "iPhone 15", "body": {"LazyHStack": {"alignment": "top", "content": [{"Text": "ab", "id": "t"}]}, "id": "s"}}"#)
        let stack = try #require(layout.node(id: "s")).frame
        #expect(stack.minY == 59 && stack.height == 759)
        #expect(try #require(layout.node(id: "t")).frame.minY == 59)
    }
}
