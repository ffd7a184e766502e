import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct FixedFrameTests {
    @Test func anInnerWiderFrameOverflowsTheOuterOne() {
        // Rectangle().frame(width: 100).frame(width: 50) draws 100 wide, centred on the 50-wide frame.
        let node = layout(shape(.rectangle, id: "r", .frame(width: 100), .frame(width: 50)))["r"]
        #expect(node.modifierFrames[1] == rect(171.5, 59, 50, 759))
        #expect(node.modifierFrames[0] == rect(146.5, 59, 100, 759))
        #expect(node.frame == rect(146.5, 59, 100, 759))
    }

    @Test func bothDimensionsIgnoreTheChildButPlaceItAligned() {
        // "hello" is 36.5 × 20.287 → 36.667 × 20.333 at @3x: larger than the 40×10 frame vertically.
        let node = layout(text("hello", id: "t", .frame(width: 40, height: 10, alignment: .topLeading)))["t"]
        #expect(node.modifierFrames[0] == rect(176.5, 433.5, 40, 10))
        #expect(approx(node.frame, rect(176.5, 433.5, 110.0 / 3, 61.0 / 3), tolerance: 1e-9))
    }

    @Test func oneDimensionTakesTheChildsOtherDimension() {
        let node = layout(text("hello", id: "t", .frame(width: 100)))["t"]
        #expect(approx(node.modifierFrames[0], rect(146.5, 59 + (759 - 61.0 / 3) / 2, 100, 61.0 / 3), tolerance: 1e-9))
        #expect(abs(node.frame.minX - (146.5 + (100 - 110.0 / 3) / 2)) < 1e-9)
    }

    @Test func negativeAndNonFiniteDimensionsAreIgnored() {
        let result = layout(zStack([
            color(id: "negative", .frame(width: -5, height: 40)),
            color(id: "infinite", .frame(width: .infinity, height: .nan)),
        ]))
        #expect(result["negative"].modifierFrames[0] == rect(0, 418.5, 393, 40))
        #expect(result["infinite"].modifierFrames[0] == rect(0, 59, 393, 759))
    }
}

@Suite struct FlexibleFrameTests {
    @Test func minOnlyOverflowsASmallerProposal() {
        // The flexible frame is proposed 100, the 36.667-wide text answers less: max(min(150, 36.667), 150) = 150.
        let node = layout(text("hello", id: "t", .frame(minWidth: 150), .frame(width: 100)))["t"]
        #expect(node.modifierFrames[0].width == 150)
        #expect(node.modifierFrames[0].minX == 121.5)
    }

    @Test func minOnlyHugsAChildSmallerThanTheProposal() {
        let node = layout(text("hello", id: "t", .frame(minWidth: 20)))["t"]
        #expect(abs(node.modifierFrames[0].width - 110.0 / 3) < 1e-9)
        #expect(node.modifierFrames[0] == node.frame)
    }

    @Test func maxOnlyFillsUpToTheMaximum() {
        let result = layout(vStack([
            text("hello", id: "filling", .frame(maxWidth: .infinity)),
            color(id: "capped", .frame(maxWidth: 100)),
            text("hello", id: "narrow", .frame(maxWidth: 20)),
        ]))
        #expect(result["filling"].modifierFrames[0].width == 393)
        #expect(result["capped"].modifierFrames[0].width == 100)
        #expect(result["capped"].frame.width == 100)
        // The child answers 36.667 to a 20 proposal: min(max(20, 36.667), 20) = 20, and the text overflows it.
        #expect(result["narrow"].modifierFrames[0].width == 20)
        #expect(abs(result["narrow"].frame.width - 110.0 / 3) < 1e-9)
    }

    @Test func minAndMaxClampTheProposal() {
        let node = layout(text("hello", id: "t", .frame(minWidth: 50, maxWidth: 100)))["t"]
        #expect(node.modifierFrames[0].width == 100)
        // Height has no bounds: the frame adopts the text's height.
        #expect(abs(node.modifierFrames[0].height - 61.0 / 3) < 1e-9)
    }

    @Test func contradictoryBoundsAdoptTheChild() {
        // min 150 > max 100 is contradictory: neither fixed nor clamped, the child's size wins.
        let node = layout(color(id: "c", .frame(width: 40), .frame(minWidth: 150, maxWidth: 100)))["c"]
        #expect(node.modifierFrames[1].width == 40)
    }

    @Test func bothAxesFixedNeverConsultTheChild() {
        let child = GreedyLeafElement(slot: nil)
        let frame = FlexibleFrameElement(
            slot: nil, frame: FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 300),
            inner: child)
        #expect(frame.size(for: ProposedSize(width: 393, height: 759)) == Size(width: 393, height: 300))
        #expect(child.sizeCache.sizes.isEmpty)
        // With one axis undetermined the child is asked.
        #expect(frame.size(for: ProposedSize(width: 393, height: nil)) == Size(width: 393, height: 10))
        #expect(child.sizeCache.sizes.count == 1)
    }

    @Test func idealReplacesANilProposal() {
        let result = layout(vStack([
            color(id: "ideal", .frame(idealWidth: 120), .fixedSize(horizontal: true, vertical: false)),
            color(id: "infinite", .frame(maxWidth: .infinity), .fixedSize(horizontal: true, vertical: false)),
        ]))
        #expect(result["ideal"].modifierFrames[0].width == 120)
        #expect(result["ideal"].frame.width == 120)
        // maxWidth: .infinity with a nil proposal takes the Color's ideal width 10, never ∞.
        #expect(result["infinite"].modifierFrames[0].width == 10)
        #expect(result["infinite"].frame.width == 10)
    }

    @Test func idealOnlyWithAProposalAdoptsTheChild() {
        // Neither min nor max: the child is proposed the 393 proposal and the frame takes its answer.
        let result = layout(vStack([
            color(id: "greedy", .frame(idealWidth: 120)),
            text("hello", id: "hugging", .frame(idealWidth: 120)),
        ]))
        #expect(result["greedy"].modifierFrames[0].width == 393)
        #expect(abs(result["hugging"].modifierFrames[0].width - 110.0 / 3) < 1e-9)
    }

    @Test func placementProposesNilOnlyWithoutProposalIdealAndInsideTheBounds() {
        let bounded = FlexibleAxis(min: 5, ideal: nil, max: 500)
        #expect(bounded.placementProposal(ownLength: 10, proposed: nil) == nil)
        #expect(bounded.placementProposal(ownLength: 10, proposed: 393) == 10)
        #expect(bounded.placementProposal(ownLength: 5, proposed: nil) == 5)  // on the bound
        #expect(FlexibleAxis(min: nil, ideal: 30, max: nil).placementProposal(ownLength: 30, proposed: nil) == 30)
    }

    @Test func normalisationRaisesIdealAndMax() {
        let axis = FlexibleAxis(min: -10, ideal: 5, max: 2)
        #expect(axis.min == 0)
        #expect(axis.ideal == 5)
        #expect(axis.max == 5)
        let invalid = FlexibleAxis(min: .infinity, ideal: .nan, max: .nan)
        #expect(invalid.min == nil && invalid.ideal == nil && invalid.max == nil)
    }

    @Test func alignmentPlacesTheChildInsideTheFrame() {
        let node = layout(color(id: "c", .frame(width: 20, height: 30),
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)))["c"]
        #expect(node.frame == rect(0, 788, 20, 30))
    }
}
