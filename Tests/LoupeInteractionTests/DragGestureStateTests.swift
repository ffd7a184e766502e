import LoupeCore
import Testing
@testable import LoupeInteraction
@testable import LoupeOverlays

@Suite struct DragGestureStateTests {
    @Test func transientFollowsTheGestureAndResetsWhileCommittedAccumulates() {
        var state = DragGestureState()
        state.change(translation: Size(width: 3, height: 4))
        #expect(state.isDragging)
        #expect(state.transient == Size(width: 3, height: 4) && state.committed == .zero)
        state.change(translation: Size(width: 6, height: 8))
        #expect(state.total == Size(width: 6, height: 8))
        state.end(translation: Size(width: 6, height: 8))
        #expect(!state.isDragging)
        #expect(state.transient == .zero && state.committed == Size(width: 6, height: 8))
        // A second gesture starts from the committed offset.
        state.apply(.change(Size(width: -10, height: 2)))
        #expect(state.total == Size(width: -4, height: 10))
        state.apply(.end(Size(width: -10, height: 2)))
        #expect(state.committed == Size(width: -4, height: 10) && state.total == Size(width: -4, height: 10))
    }

    @Test func dragsShorterThanLoupesOnePointNeverStart() {
        var state = DragGestureState(committed: Size(width: 20, height: 0))
        state.change(translation: Size(width: 0.5, height: 0.5))   // 0.71 pt
        #expect(!state.isDragging && state.transient == .zero)
        state.end(translation: Size(width: 0.5, height: 0.5))
        #expect(state.committed == Size(width: 20, height: 0))
        state.change(translation: Size(width: 0.6, height: 0.8))   // exactly 1 pt starts it
        #expect(state.isDragging)
    }

    @Test func swiftUIsDefaultNeedsTenPoints() {
        var state = DragGestureState(minimumDistance: DragGestureState.swiftUIDefaultMinimumDistance)
        state.change(translation: Size(width: 5, height: 8))   // 9.43 pt
        #expect(!state.isDragging)
        state.change(translation: Size(width: 6, height: 8))   // 10 pt
        #expect(state.isDragging)
        // Once started, the gesture follows the finger back under the minimum and commits what it ends with.
        state.change(translation: Size(width: 1, height: 0))
        #expect(state.transient == Size(width: 1, height: 0))
        state.end(translation: Size(width: 1, height: 0))
        #expect(state.committed == Size(width: 1, height: 0))
    }

    @Test func anEndLongEnoughToStartAGestureCommitsIt() {
        var state = DragGestureState()
        state.end(translation: Size(width: 0, height: 12))
        #expect(state.committed == Size(width: 0, height: 12) && !state.isDragging)
    }
}
