import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct GeometryReaderTests {
    @Test func contentIsProposedTheReadersSizeAndPlacedTopLeading() {
        let result = layout(geometryReader(id: "g", [
            color(id: "square", .frame(width: 50, height: 50)),
            color(.red, id: "fill"),
        ]))
        #expect(result["g"].frame == rect(0, 59, 393, 759))
        #expect(result["square"].frame == rect(0, 59, 50, 50))
        #expect(result["fill"].frame == rect(0, 59, 393, 759))
    }

    @Test func insideAScrollViewItCollapsesTo10AlongTheScrollAxis() {
        let result = layout(scrollView([geometryReader(id: "g", [])]))
        #expect(result["g"].frame == rect(0, 59, 393, 10))
    }
}

@Suite struct ScrollViewTests {
    func column(offset: Double) -> LayoutResult {
        layout(scrollView(contentOffset: offset, id: "scroll", [
            vStack(id: "content", [
                color(id: "first", .frame(height: 300)),
                color(id: "second", .frame(height: 300)),
                color(id: "third", .frame(height: 300)),
            ]),
        ]))
    }

    @Test func contentIsProposedNilAlongTheAxisAndMovedByTheOffset() {
        let result = column(offset: 100)
        #expect(result["scroll"].frame == rect(0, 59, 393, 759))
        #expect(result["content"].frame == rect(0, -41, 393, 916))
        #expect(result["first"].frame == rect(0, -41, 393, 300))
        #expect(result["third"].frame == rect(0, 575, 393, 300))
    }

    @Test func clipRectExtendsIntoTheSafeArea() {
        let result = column(offset: 0)
        #expect(result["content"].frame.minY == 59)
        #expect(result["scroll"].scrollClipRect == rect(0, 0, 393, 852))
        #expect(result["content"].scrollClipRect == nil)
    }

    @Test func aShortTextMakesANarrowScrollView() {
        let result = layout(scrollView(id: "scroll", [text("hi", id: "t")]))
        let width = 44.0 / 3
        #expect(approx(result["scroll"].frame, rect((393 - width) / 2, 59, width, 759), tolerance: 1e-9))
        #expect(approx(result["t"].frame, rect((393 - width) / 2, 59, width, 61.0 / 3), tolerance: 1e-9))
        // Away from the bands on the sides, so only the top and bottom edges grow.
        #expect(approx(result["scroll"].scrollClipRect ?? .zero, rect((393 - width) / 2, 0, width, 852),
                       tolerance: 1e-9))
    }

    @Test func horizontalScrollingMovesAlongX() {
        let result = layout(scrollView(axes: .horizontal, contentOffset: 30, id: "scroll", [
            hStack(id: "row", [color(id: "a", .frame(width: 300)), color(id: "b", .frame(width: 300))]),
        ]))
        #expect(result["scroll"].frame == rect(0, 59, 393, 759))
        #expect(result["row"].frame == rect(-30, 59, 608, 759))
        #expect(result["b"].frame == rect(278, 59, 300, 759))
    }

    @Test func severalContentViewsAreStackedVertically() {
        let result = layout(scrollView([
            color(id: "a", .frame(height: 100)), spacer(id: "s"), color(id: "b", .frame(height: 100)),
        ]))
        #expect(result["a"].frame == rect(0, 59, 393, 100))
        #expect(result["s"].frame == rect(196.5, 159, 0, 8))
        #expect(result["b"].frame == rect(0, 167, 393, 100))
    }

    @Test func aFlexibleFrameWidensTheContent() {
        let result = layout(scrollView(id: "scroll", [text("hi", id: "t", .frame(maxWidth: .infinity))]))
        #expect(result["scroll"].frame.width == 393)
        #expect(result["t"].modifierFrames[0].width == 393)
    }
}
