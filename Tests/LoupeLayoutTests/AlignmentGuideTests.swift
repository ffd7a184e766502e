import LoupeCore
import LoupeScene
import Testing
@testable import LoupeLayout

/// `alignmentGuide(_:computeValue:)`: a container puts each child's guide on its own alignment line; a child that sets
/// its guide moves by the difference from the guide's default (`docs/layout.md#alignment-guides`).
@Suite struct AlignmentGuideTests {
    static func guide(_ key: GuideKey, _ value: GuideValue) -> Modifier { .alignmentGuide(key, value) }

    /// Leading guides 0, 50 (the blue one's trailing edge) and 40/2 + 5 = 25: the stack spans from −50 to 100 around
    /// the line, 150 wide, and the children start 50, 0 and 25 from its left edge.
    @Test func aVStackLinesUpTheGuides() {
        let result = layout(vStack(alignment: .leading, spacing: 0, id: "stack", [
            color(.red, id: "red", .frame(width: 100, height: 20)),
            color(.blue, id: "blue", .frame(width: 50, height: 20), Self.guide(.horizontal(.leading), GuideValue(width: 1))),
            color(.green, id: "green", .frame(width: 40, height: 20),
                  Self.guide(.horizontal(.leading), GuideValue(constant: 5, width: 0.5))),
        ]))
        let stack = result["stack"].frame
        #expect(stack.width == 150 && stack.height == 60)
        #expect(result["red"].frame.minX - stack.minX == 50)
        #expect(result["blue"].frame.minX == stack.minX)
        #expect(result["green"].frame.minX - stack.minX == 25)
    }

    /// An HStack centred on a 40-point box and a 20-point box whose centre guide is its top: the small box's top meets
    /// the big box's middle, and the stack is 40 tall (20 above the line, 20 below).
    @Test func anHStackUsesAChildsCentreGuide() {
        let result = layout(hStack(spacing: 0, id: "stack", [
            color(id: "big", .frame(width: 40, height: 40)),
            color(id: "small", .frame(width: 20, height: 20), Self.guide(.vertical(.center), GuideValue())),
        ]))
        #expect(result["small"].frame.minY == result["big"].frame.midY)
        #expect(result["stack"].frame.height == 40)
    }

    /// A guide past the view's own edge: the leading guide 10 to the right of a 20-wide box puts it 30 left of the
    /// big box's leading edge in a top-leading ZStack, which grows to 130 wide to hold both.
    @Test func aZStackGrowsToHoldAMovedChild() {
        let result = layout(zStack(alignment: .topLeading, id: "stack", [
            color(id: "big", .frame(width: 100, height: 100)),
            color(id: "small", .frame(width: 20, height: 20), Self.guide(.horizontal(.leading), GuideValue(constant: 10, width: 1))),
        ]))
        let stack = result["stack"].frame
        #expect(stack.width == 130 && stack.height == 100)
        #expect(result["small"].frame.minX == stack.minX)
        #expect(result["big"].frame.minX - stack.minX == 30)
    }

    /// A negative guide moves the child inward: top-leading guides of −10 put a small box 10 in from the big one's
    /// corner, and the stack keeps the big box's size.
    @Test func aNegativeGuideMovesInward() {
        let result = layout(zStack(alignment: .topLeading, id: "stack", [
            color(id: "big", .frame(width: 100, height: 100)),
            color(id: "small", .frame(width: 20, height: 20), Self.guide(.horizontal(.leading), GuideValue(constant: -10)),
                  Self.guide(.vertical(.top), GuideValue(constant: -10))),
        ]))
        let stack = result["stack"].frame
        #expect(stack.width == 100 && stack.height == 100)
        #expect(result["small"].frame.minX - stack.minX == 10 && result["small"].frame.minY - stack.minY == 10)
    }

    /// Padding carries a guide set inside it, shifted by the inset: 10 inside plus 20 of leading padding is 30.
    @Test func paddingCarriesTheGuide() {
        let result = layout(vStack(alignment: .leading, spacing: 0, id: "stack", [
            color(.red, id: "red", .frame(width: 100, height: 20)),
            color(.blue, id: "blue", .frame(width: 50, height: 20), Self.guide(.horizontal(.leading), GuideValue(constant: 10)),
                  .padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))),
        ]))
        let stack = result["stack"].frame
        #expect(result["red"].frame.minX - stack.minX == 30)
        #expect(result["blue"].frame.minX - stack.minX == 20)   // inside its 20 of padding, from the stack's edge
    }

    /// A standard guide stops at the first stack: a box moved by its leading guide inside an inner VStack leaves the
    /// inner stack aligned by its plain leading edge in the outer one.
    @Test func aStandardGuideStopsAtTheFirstStack() {
        let result = layout(vStack(alignment: .leading, spacing: 0, id: "outer", [
            color(.red, id: "red", .frame(width: 100, height: 20)),
            vStack(alignment: .leading, spacing: 0, id: "inner", [
                color(.blue, id: "blue", .frame(width: 50, height: 20), Self.guide(.horizontal(.leading), GuideValue(constant: 10))),
                color(.green, id: "green", .frame(width: 50, height: 20)),
            ]),
        ]))
        #expect(result["inner"].frame.minX == result["red"].frame.minX)
        #expect(result["green"].frame.minX - result["blue"].frame.minX == 10)
    }

    /// A guide computed from the text's baseline (17 below the top with the fake measurer): a box aligned on the
    /// stack's top line starts on the text's baseline.
    @Test func aGuideReadsTheBaseline() {
        let result = layout(hStack(alignment: .top, spacing: 0, [
            color(id: "box", .frame(width: 10, height: 10)),
            text("a", id: "label", Self.guide(.vertical(.top), GuideValue(firstTextBaseline: 1))),
        ]))
        #expect(abs(result["box"].frame.minY - (result["label"].frame.minY + 17)) < 1e-9)
    }

    /// A frame aligned on the first text baseline puts the text's baseline on its bottom edge, where a box's baseline
    /// (its bottom) would be: the text starts 17 above the frame's bottom.
    @Test func aFrameAlignsOnTheBaseline() {
        let alignment = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        let result = layout(text("a", id: "label", .frame(width: 100, height: 100, alignment: alignment)))
        let label = result["label"]
        let frame = label.modifierFrames[0]
        #expect(abs(label.frame.minY - (frame.maxY - 17)) < 1e-9)
        #expect(label.frame.minX == frame.minX)
    }

    /// A frame passes a guide set inside it on, where it placed the child: the 20-wide box centred in a 60-wide frame
    /// starts 20 in, so its guide of 0 is the frame's 20.
    @Test func aFrameCarriesTheGuide() {
        let result = layout(vStack(alignment: .leading, spacing: 0, id: "stack", [
            color(.red, id: "red", .frame(width: 100, height: 20)),
            color(.blue, id: "blue", .frame(width: 20, height: 20), Self.guide(.horizontal(.leading), GuideValue()),
                  .frame(width: 60, height: 20)),
        ]))
        let stack = result["stack"].frame
        #expect(result["red"].frame.minX - stack.minX == 20)
        #expect(result["blue"].modifierFrames[2].minX == stack.minX)
    }
}
