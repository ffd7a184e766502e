import Testing
import LoupeCore
import LoupeScene
import LoupeTestSupport
@testable import LoupeLayout

/// Right-to-left layout on an iPhone 15 (393 pt wide): each view's x flipped within its parent. Every expectation
/// is the left-to-right frame worked out by hand, then mirrored: x ↦ 393 − maxX for a whole right-to-left scene.
@Suite struct RightToLeftTests {
    private func rightToLeft(_ root: ViewNode) -> LayoutResult {
        LayoutEngine(device: iPhone15, layoutDirection: .rightToLeft, measurer: MonospacedText.body).layout(root)
    }

    @Test func anHStackPutsItsFirstChildOnTheRightAndLeadingPaddingOnTheRight() {
        // 40 + 10 + (60 + 20) = 130 wide, centred: 131.5…261.5.
        let stack = hStack(spacing: 10, [
            color(id: "a", .frame(width: 40, height: 40)),
            color(.red, id: "b", .frame(width: 60, height: 40), .padding(EdgeInsets(leading: 20))),
        ])
        let ltr = layout(stack), rtl = rightToLeft(stack)
        #expect(ltr["a"].frame == rect(131.5, 418.5, 40, 40))
        #expect(ltr["b"].frame == rect(201.5, 418.5, 60, 40))
        #expect(rtl["a"].frame == rect(221.5, 418.5, 40, 40))
        #expect(rtl["b"].modifierFrames[1] == rect(131.5, 418.5, 80, 40))
        #expect(rtl["b"].frame == rect(131.5, 418.5, 60, 40))
        #expect(rtl["a"].environment.layoutDirection == .rightToLeft)
    }

    @Test func leadingAlignmentIsTheRightEdge() {
        // A 100-wide VStack at 146.5…246.5; the 50-wide child against its leading edge.
        let stack = vStack(alignment: .leading, spacing: 0, [
            color(id: "wide", .frame(width: 100, height: 10)),
            color(.red, id: "narrow", .frame(width: 50, height: 10)),
        ])
        #expect(layout(stack)["narrow"].frame.minX == 146.5)
        #expect(rightToLeft(stack)["narrow"].frame.minX == 196.5)
    }

    @Test func anOverlayAlignedTopLeadingSitsTopRight() {
        let view = color(id: "box", .frame(width: 100, height: 100),
                         .overlay(color(.red, id: "badge", .frame(width: 10, height: 10)), alignment: .topLeading))
        #expect(layout(view)["badge"].frame == rect(146.5, 388.5, 10, 10))
        #expect(rightToLeft(view)["badge"].frame == rect(236.5, 388.5, 10, 10))
    }

    @Test func anOffsetMovesTheOtherWay() {
        // Centred at 171.5; offset 10 to the right in left-to-right terms.
        let view = color(id: "v", .frame(width: 50, height: 50), .offset(x: 10, y: 0))
        #expect(layout(view)["v"].frame.minX == 181.5)
        #expect(rightToLeft(view)["v"].frame.minX == 161.5)
        // The offset's own frame is the un-shifted layout frame, centred either way.
        #expect(rightToLeft(view)["v"].modifierFrames[1].minX == 171.5)
    }

    @Test func aLeftToRightRegionKeepsItsOrderInsideARightToLeftScene() {
        // The HStack (100 wide) is centred either way; inside it, a stays on the left.
        let stack = hStack(spacing: 0, id: "h", [
            color(id: "a", .frame(width: 40, height: 10)),
            color(.red, id: "b", .frame(width: 60, height: 10)),
        ], .layoutDirection(.leftToRight))
        let result = rightToLeft(vStack(spacing: 0, [stack, color(id: "wide", .frame(width: 300, height: 10))]))
        #expect(result["h"].frame.minX == 146.5)
        #expect(result["a"].frame.minX == 146.5)
        #expect(result["b"].frame.minX == 186.5)
        #expect(result["a"].environment.layoutDirection == .leftToRight)
    }

    @Test func aRightToLeftRegionInALeftToRightSceneFlipsWithinItsOwnFrame() {
        // A 300-wide VStack at 46.5…346.5; the 100-wide HStack centred in it at 146.5…246.5 and flipped inside.
        let stack = hStack(spacing: 0, id: "h", [
            color(id: "a", .frame(width: 40, height: 10)),
            color(.red, id: "b", .frame(width: 60, height: 10)),
        ], .frame(width: 100, alignment: .leading), .layoutDirection(.rightToLeft))
        let result = layout(vStack(spacing: 0, [stack, color(id: "wide", .frame(width: 300, height: 10))]))
        #expect(result["a"].frame.minX == 206.5)
        #expect(result["b"].frame.minX == 146.5)
        #expect(result["wide"].frame.minX == 46.5)
    }

    @Test func aNamedSpaceIsMeasuredFromItsMirroredFrame() {
        // A 100×100 box aligning a 20×20 child top-leading: at the box's top-right corner, 80 pt into the space.
        let box = zStack(alignment: .topLeading, id: "box", [color(id: "child", .frame(width: 20, height: 20))],
                         .frame(width: 100, height: 100, alignment: .topLeading), .coordinateSpace(name: "box"))
        let result = rightToLeft(box)
        #expect(result.frame(of: result["child"], in: .named("box")) == rect(80, 0, 20, 20))
        #expect(result.frame(of: result["child"], in: .global) == rect(226.5, 388.5, 20, 20))
    }

    @Test func aLeftToRightSceneIsNotMoved() {
        let stack = hStack(spacing: 10, [color(id: "a", .frame(width: 40, height: 40)), color(.red, .frame(width: 60, height: 40))])
        let engine = LayoutEngine(device: iPhone15, layoutDirection: .leftToRight, measurer: MonospacedText.body)
        #expect(engine.layout(stack)["a"].frame == layout(stack)["a"].frame)
    }
}
