import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct ZStackTests {
    @Test func onlyTheHighestPriorityChildrenDecideTheSize() {
        let result = layout(zStack(id: "z", [
            color(id: "low", .frame(width: 50, height: 50)),
            color(.red, id: "high", .frame(width: 100, height: 30), .layoutPriority(1)),
        ]))
        #expect(result["z"].frame == rect(146.5, 423.5, 100, 30))
        #expect(result["high"].frame == rect(146.5, 423.5, 100, 30))
        // The low-priority child is centred on the anchor of the decisive ones and overflows.
        #expect(result["low"].frame == rect(171.5, 413.5, 50, 50))
    }

    @Test func alignmentPutsChildrenOnTheSameGuide() {
        let result = layout(zStack(alignment: .bottomTrailing, id: "z", [
            color(id: "big", .frame(width: 100, height: 80)),
            color(.red, id: "small", .frame(width: 20, height: 10)),
        ]))
        #expect(result["z"].frame == rect(146.5, 398.5, 100, 80))
        #expect(result["small"].frame == rect(226.5, 468.5, 20, 10))
    }

    @Test func anEmptyZStackIsZeroSized() {
        #expect(layout(zStack(id: "z", []))["z"].frame == rect(196.5, 438.5, 0, 0))
    }
}

@Suite struct StackDistributionTests {
    @Test func higherPriorityIsSizedFirst() {
        let result = layout(hStack([
            color(id: "a", .frame(maxWidth: 300)),
            color(id: "b", .frame(maxWidth: 300), .layoutPriority(1)),
        ]))
        #expect(result["b"].frame.width == 300)
        #expect(result["a"].frame.width == 85)
        #expect(result["a"].frame.minX == 0)
        #expect(result["b"].frame.minX == 93)
    }

    @Test func equalPrioritiesShareEvenly() {
        let result = layout(hStack([color(id: "a", .frame(maxWidth: 300)), color(id: "b", .frame(maxWidth: 300))]))
        #expect(result["a"].frame.width == 192.5)
        #expect(result["b"].frame.width == 192.5)
    }

    @Test func lowerPrioritiesKeepTheirMinimumReserved() {
        let result = layout(hStack([
            color(id: "a", .frame(minWidth: 100)),
            color(id: "b", .layoutPriority(1)),
        ]))
        #expect(result["b"].frame == rect(108, 59, 285, 759))
        #expect(result["a"].frame == rect(0, 59, 100, 759))
    }

    @Test func leastFlexibleFirstAndLargerMinimumFirstWhenBothAreUnbounded() {
        // Both are infinitely flexible, so the one with the larger minimum (150) is sized first:
        // it gets 192/2 = 96 → 150; the other gets 42 → 50. Declaration order would give 96 and 150.
        let result = layout(hStack(id: "s", [
            color(id: "small", .frame(minWidth: 50)),
            color(id: "large", .frame(minWidth: 150)),
        ], .frame(width: 200)))
        #expect(result["small"].frame.width == 50)
        #expect(result["large"].frame.width == 150)
        #expect(result["s"].frame.width == 208)
    }

    @Test func aFixedChildIsSizedBeforeAFlexibleOne() {
        // The text (flexibility 0 at this height) goes first and keeps its width; the Color takes the rest.
        let result = layout(hStack([color(id: "c"), text("hello", id: "t")]))
        let textWidth = 110.0 / 3
        #expect(abs(result["t"].frame.width - textWidth) < 1e-9)
        #expect(abs(result["c"].frame.width - (385 - textWidth)) < 1e-9)
    }

    @Test func explicitSpacingReplacesTheDefault() {
        let result = layout(hStack(spacing: 20, [color(id: "a"), color(id: "b")]))
        #expect(result["a"].frame.width == 186.5)
        #expect(result["b"].frame.minX == 206.5)
    }

    @Test func minorAxisAlignment() {
        let top = layout(hStack(alignment: .top, id: "s", [
            color(id: "tall", .frame(width: 50, height: 100)), color(id: "short", .frame(width: 50, height: 50)),
        ]))
        #expect(top["s"].frame == rect(142.5, 388.5, 108, 100))
        #expect(top["short"].frame == rect(200.5, 388.5, 50, 50))
        let bottom = layout(hStack(alignment: .bottom, [
            color(id: "tall", .frame(width: 50, height: 100)), color(id: "short", .frame(width: 50, height: 50)),
        ]))
        #expect(bottom["short"].frame.minY == 438.5)
        let leading = layout(vStack(alignment: .leading, id: "s", [
            color(id: "wide", .frame(width: 100, height: 20)), color(id: "narrow", .frame(width: 40, height: 20)),
        ]))
        #expect(leading["s"].frame == rect(146.5, 414.5, 100, 48))
        #expect(leading["narrow"].frame == rect(146.5, 442.5, 40, 20))
        let trailing = layout(vStack(alignment: .trailing, [
            color(id: "wide", .frame(width: 100, height: 20)), color(id: "narrow", .frame(width: 40, height: 20)),
        ]))
        #expect(trailing["narrow"].frame.minX == 206.5)
    }

    @Test func aNilMinorProposalIsFilledWithTheStackHeightAtPlacement() {
        // In a vertical ScrollView the row is measured with a nil height: the Color answers 10, the text 20.333,
        // and at placement the Color is proposed the row's height (docs/layout.md#stack-placement).
        let result = layout(scrollView([hStack(id: "row", [color(id: "c"), text("hi", id: "t")])]))
        #expect(abs(result["row"].frame.height - 61.0 / 3) < 1e-9)
        #expect(abs(result["c"].frame.height - 61.0 / 3) < 1e-9)
        #expect(abs(result["c"].frame.width - (385 - 44.0 / 3)) < 1e-9)
    }

    @Test func nestedStacksSurviveInfiniteProbes() {
        let result = layout(vStack([hStack([color(id: "a"), color(id: "b")]), color(id: "c")]))
        #expect(result["a"].frame == rect(0, 59, 192.5, 375.5))
        #expect(result["b"].frame == rect(200.5, 59, 192.5, 375.5))
        #expect(result["c"].frame == rect(0, 442.5, 393, 375.5))
    }
}

@Suite struct SpacerTests {
    @Test func aSpacerBetweenTwoViewsSuppliesTheWholeGap() {
        let result = layout(hStack([
            color(id: "a", .frame(width: 100)), spacer(id: "s"), color(id: "b", .frame(width: 100)),
        ]))
        #expect(result["a"].frame.minX == 0)
        #expect(result["s"].frame == rect(100, 438.5, 193, 0))
        #expect(result["b"].frame.minX == 293)
    }

    @Test func squeezedToItsMinimumTheGapIsTheSpacersMinimum() {
        let result = layout(hStack(id: "h", [color(id: "a"), spacer(id: "s"), color(id: "b")], .frame(width: 0)))
        #expect(result["h"].frame.width == 8)
        #expect(result["s"].frame.width == 8)
        #expect(result["a"].frame.width == 0 && result["b"].frame.width == 0)
        let longer = layout(hStack(id: "h", [color(), spacer(20), color()], .frame(width: 0)))
        #expect(longer["h"].frame.width == 20)
    }

    @Test func inAVStackTheSpacerIsZeroWide() {
        let result = layout(vStack([color(id: "a", .frame(height: 100)), spacer(id: "s")]))
        #expect(result["s"].frame == rect(196.5, 159, 0, 659))
        #expect(result["a"].frame == rect(0, 59, 393, 100))
    }

    @Test func outsideAStackTheSpacerIsGreedyWithItsMinimumOnBothAxes() {
        let result = layout(zStack([
            spacer(id: "greedy"),
            spacer(id: "ideal", .fixedSize(horizontal: true, vertical: true)),
            spacer(30, id: "long", .fixedSize(horizontal: true, vertical: true)),
        ]))
        #expect(result["greedy"].frame == rect(0, 59, 393, 759))
        #expect(result["ideal"].frame.size == Size(width: 8, height: 8))
        #expect(result["long"].frame.size == Size(width: 30, height: 30))
    }

    @Test func aPaddedSpacerGetsTheDefaultGapOnThePaddedSide() {
        let result = layout(hStack([
            color(id: "a", .frame(width: 10)), spacer(id: "s", .padding(EdgeInsets(leading: 1))),
        ], .frame(width: 100)))
        // 8 (gap) + 1 (padding) + spacer: the spacer gets 100 − 10 − 8 − 1 = 81.
        #expect(result["s"].frame.width == 81)
        #expect(result["s"].modifierFrames[0].minX == result["a"].frame.maxX + 8)
    }

    @Test func aSpacerNeverMakesARowTaller() {
        let result = layout(hStack(id: "row", [text("hi"), spacer()], .fixedSize(horizontal: false, vertical: true)))
        #expect(abs(result["row"].frame.height - 61.0 / 3) < 1e-9)
    }
}
