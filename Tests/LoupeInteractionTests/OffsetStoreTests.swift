import LoupeCore
import Testing
@testable import LoupeInteraction

/// The persisted-offset store takes only two-number entries as offsets.
@Suite struct OffsetStoreTests {
    @Test func storeAcceptsOnlyPairs() {
        let store = OffsetStore(["a.b": [1, 2], "a.c": [1, 2, 3], "a.d": [4]])
        #expect(store.offset(forKey: "a.b")?.width == 1)
        #expect(store.offset(forKey: "a.b")?.height == 2)
        #expect(store.offset(forKey: "a.c") == nil)
        #expect(store.offset(forKey: "a.d") == nil)
    }
}
