import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

/// What encloses what depends on modifier order (`docs/layout.md#modifier-order-and-spaces`). `V` is a 100×50 Color,
/// centred at (146.5, 413.5).
@Suite struct CoordinateSpaceOrderTests {
    func v(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(.color(.named(.blue)), id: "v", modifiers: [.frame(width: 100, height: 50)] + modifiers, path: "v")
    }

    @Test func paddingThenSpace() {
        let result = layout(v(.padding(10), .coordinateSpace(name: "n")))
        #expect(result.frame(of: result["v"], in: .named("n")) == rect(10, 10, 100, 50))
        #expect(result.frame(of: result["v"], modifier: 1, in: .named("n")) == rect(0, 0, 120, 70))
    }

    @Test func spaceThenPadding() {
        let result = layout(v(.coordinateSpace(name: "n"), .padding(10)))
        #expect(result.frame(of: result["v"], in: .named("n")) == rect(0, 0, 100, 50))
        // The padding wraps the space, so its frame cannot name it: global.
        #expect(result.frame(of: result["v"], modifier: 2, in: .named("n")) == rect(136.5, 403.5, 120, 70))
    }

    @Test func backgroundReaderInsideTheSpace() {
        let result = layout(v(.background(geometryReader(id: "reader", [])), .coordinateSpace(name: "n")))
        #expect(result.frame(of: result["reader"], in: .named("n")) == rect(0, 0, 100, 50))
    }

    @Test func backgroundReaderOutsideTheSpaceFallsBackToGlobal() {
        let result = layout(v(.coordinateSpace(name: "n"), .background(geometryReader(id: "reader", []))))
        #expect(result.frame(of: result["reader"], in: .named("n")) == rect(146.5, 413.5, 100, 50))
        #expect(result["reader"].coordinateSpaces.isEmpty)
    }

    @Test func offsetThenSpace() {
        let result = layout(v(.offset(x: 20, y: 0), .coordinateSpace(name: "n")))
        #expect(result.frame(of: result["v"], in: .named("n")) == rect(20, 0, 100, 50))
        #expect(result["v"].frame == rect(166.5, 413.5, 100, 50))
    }

    @Test func spaceThenOffset() {
        let result = layout(v(.coordinateSpace(name: "n"), .offset(x: 20, y: 0)))
        #expect(result.frame(of: result["v"], in: .named("n")) == rect(0, 0, 100, 50))
        #expect(result["v"].coordinateSpaces == [NamedSpace(name: "n", origin: Point(x: 166.5, y: 413.5))])
    }
}

@Suite struct CoordinateSpaceResolutionTests {
    @Test func theNearestSpaceOfTheSameNameWins() {
        // c (10×10) sits in a VStack carrying "s" inside 30 of padding, inside a ZStack also carrying "s".
        let nested = layout(zStack(id: "outer", [
            vStack(id: "inner", [color(id: "c", .frame(width: 10, height: 10))], .coordinateSpace(name: "s"),
                   .padding(30)),
        ], .coordinateSpace(name: "s")))
        let c = nested["c"]
        #expect(c.frame == rect(191.5, 433.5, 10, 10))
        #expect(nested.frame(of: c, in: .named("s")) == rect(0, 0, 10, 10))
        #expect(c.coordinateSpaces == [NamedSpace(name: "s", origin: Point(x: 191.5, y: 433.5)),
                                       NamedSpace(name: "s", origin: Point(x: 161.5, y: 403.5))])
        // Only the outer one: 30 of padding away.
        let outerOnly = layout(zStack([
            vStack([color(id: "c", .frame(width: 10, height: 10))], .padding(30)),
        ], .coordinateSpace(name: "s")))
        #expect(outerOnly.frame(of: outerOnly["c"], in: .named("s")) == rect(30, 30, 10, 10))
    }

    @Test func siblingsNeverSeeEachOthersSpaces() {
        let result = layout(hStack([
            color(id: "a", .frame(width: 10, height: 10), .coordinateSpace(name: "a")),
            color(id: "b", .frame(width: 10, height: 10)),
        ]))
        #expect(result.frame(of: result["b"], in: .named("a")) == result["b"].frame)
    }

    @Test func scrollOffsetsAreIncludedInGlobalAndNamedFrames() {
        let result = layout(zStack([
            scrollView(contentOffset: 50, [color(id: "c", .frame(height: 100))]),
        ], .coordinateSpace(name: "screen")))
        #expect(result["c"].frame == rect(0, 9, 393, 100))
        #expect(result.frame(of: result["c"], in: .named("screen")) == rect(0, -50, 393, 100))
    }

    @Test func localIsAlwaysAtTheOrigin() {
        let result = layout(color(id: "c", .frame(width: 30, height: 40), .offset(x: 7, y: 9)))
        #expect(result.frame(of: result["c"], in: .local) == rect(0, 0, 30, 40))
        #expect(result.frame(of: result["c"], in: .global) == result["c"].frame)
    }
}
