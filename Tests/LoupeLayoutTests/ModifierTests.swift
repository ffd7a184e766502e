import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct PaddingTests {
    @Test func paddingShrinksTheProposalAndGrowsTheSize() {
        let node = layout(color(id: "c", .padding(16)))["c"]
        #expect(node.modifierFrames[0] == rect(0, 59, 393, 759))
        #expect(node.frame == rect(16, 75, 361, 727))
    }

    @Test func negativePaddingShrinksTheView() {
        let node = layout(color(id: "c", .frame(width: 100, height: 100), .padding(-10)))["c"]
        #expect(node.modifierFrames[1] == rect(156.5, 398.5, 80, 80))
        #expect(node.modifierFrames[0] == rect(146.5, 388.5, 100, 100))
    }

    @Test func singleEdgesPadOnlyThoseEdges() {
        // "hi" is 14.6 → 14.667 wide at @3x.
        let node = layout(text("hi", id: "t", .padding(EdgeInsets(leading: 20, bottom: 4))))["t"]
        let outer = node.modifierFrames[0]
        #expect(abs(outer.width - (44.0 / 3 + 20)) < 1e-9)
        #expect(abs(outer.height - (61.0 / 3 + 4)) < 1e-9)
        #expect(node.frame.minX == outer.minX + 20)
        #expect(node.frame.minY == outer.minY)
    }

    @Test func aProposalSmallerThanThePaddingIsClampedToZero() {
        let node = layout(color(id: "c", .padding(30), .frame(width: 40)))["c"]
        #expect(node.frame.width == 0)
        #expect(node.modifierFrames[0].width == 60)  // 0 + 30 + 30 overflows the 40-wide frame
    }
}

@Suite struct OffsetAndPositionTests {
    @Test func offsetShiftsTheSubtreeButNotItsOwnFrame() {
        let node = layout(color(id: "c", .frame(width: 100, height: 100), .offset(x: 20, y: -10)))["c"]
        #expect(node.modifierFrames[1] == rect(146.5, 388.5, 100, 100))
        #expect(node.modifierFrames[0] == rect(166.5, 378.5, 100, 100))
        #expect(node.frame == rect(166.5, 378.5, 100, 100))
    }

    @Test func offsetHasNoLayoutEffectOnSiblings() {
        let result = layout(hStack(spacing: 0, [
            color(id: "a", .frame(width: 50, height: 50), .offset(x: 100, y: 0)),
            color(id: "b", .frame(width: 50, height: 50)),
        ]))
        #expect(result["a"].frame.minX == 246.5)
        #expect(result["b"].frame.minX == 196.5)
    }

    @Test func positionCentresTheChildAtThePointAndTakesTheProposal() {
        let node = layout(color(id: "c", .frame(width: 40, height: 20), .position(x: 100, y: 50)))["c"]
        #expect(node.modifierFrames[1] == rect(0, 59, 393, 759))
        #expect(node.frame == rect(80, 99, 40, 20))
    }

    @Test func positionWithoutAProposalTakesTheChildsSize() {
        let node = layout(color(id: "c", .frame(width: 40, height: 20), .position(x: 0, y: 0),
                                .fixedSize(horizontal: true, vertical: true)))["c"]
        #expect(node.modifierFrames[1].size == Size(width: 40, height: 20))
        #expect(node.frame.origin == node.modifierFrames[1].origin - Point(x: 20, y: 10))
    }
}

@Suite struct LayerTests {
    @Test func overlayIsAlignedInThePrimaryAndDoesNotChangeItsSize() {
        let result = layout(color(id: "c", .frame(width: 100, height: 100),
                                  .overlay(color(.red, id: "o", .frame(width: 20, height: 20)), alignment: .bottomTrailing)))
        #expect(result["c"].modifierFrames[1] == rect(146.5, 388.5, 100, 100))
        #expect(result["o"].frame == rect(226.5, 468.5, 20, 20))
    }

    @Test func aLargerBackgroundOverflowsCentred() {
        let result = layout(color(id: "c", .frame(width: 100, height: 100),
                                  .background(color(.red, id: "b", .frame(width: 140, height: 60)))))
        #expect(result["b"].frame == rect(126.5, 408.5, 140, 60))
        #expect(result["c"].modifierFrames[1] == rect(146.5, 388.5, 100, 100))
    }

    @Test func aGreedyLayerIsProposedThePrimarySize() {
        let result = layout(text("hello", id: "t", .background(color(.red, id: "b"), alignment: .topLeading)))
        #expect(result["b"].frame == result["t"].frame)
    }

    @Test func styleBackgroundsPaintIntoTheSafeArea() {
        let result = layout(vStack([
            color(.clear, id: "full", .background(alignment: .center, content: .style(.named(.blue)))),
        ]))
        let node = result["full"]
        #expect(node.modifierFrames[0] == rect(0, 59, 393, 759))
        #expect(node.styleFillRects[0] == rect(0, 0, 393, 852))
        #expect(node.layers.isEmpty)
    }

    @Test func styleFillOfAViewAwayFromTheBandsIsItsFrame() {
        let node = layout(color(.clear, id: "c", .frame(width: 50, height: 50),
                                .overlay(alignment: .center, content: .style(.named(.red)))))["c"]
        #expect(node.styleFillRects[1] == rect(171.5, 413.5, 50, 50))
    }
}

@Suite struct FixedSizeAndPriorityTests {
    @Test func fixedSizeProposesNilOnTheChosenAxes() {
        let node = layout(text("a long line of words", id: "t", .fixedSize(horizontal: true, vertical: false),
                               .frame(width: 50)))["t"]
        // 20 characters × 7.3 = 146 on one line, overflowing the 50-wide frame.
        #expect(node.frame.width == 146)
        #expect(abs(node.frame.height - 61.0 / 3) < 1e-9)
    }

    @Test func withoutFixedSizeTheTextWraps() {
        let node = layout(text("a long line of words", id: "t", .frame(width: 50)))["t"]
        // "a long" / "line" / "of" / "words": 6 × 7.3 = 43.8 → 44 wide, 4 × 20.287 = 81.148 → 81.333 tall.
        #expect(abs(node.frame.width - 44) < 1e-9)
        #expect(abs(node.frame.height - 244.0 / 3) < 1e-9)
    }
}
