import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

/// The worked examples of `docs/layout.md#worked-examples`, number for number (iPhone 15: 393×852 @3x, safe area 59
/// top, 34 bottom).
@Suite struct WorkedExampleTests {
    let deviceInsets = EdgeInsets(top: 59, bottom: 34)

    /// `ZStack { Color.blue; X.frame(width: 15).frame(maxWidth: .infinity, maxHeight: .infinity, alignment:) }`.
    func example1(alignment: Alignment = .topLeading, x: ViewNode = color(.red, id: "x"),
                  spaceOnStack: Bool = true, spaceOnBlue: Bool = false, stackModifiers: [Modifier] = []) -> LayoutResult {
        var x = x
        x.modifiers += [.frame(width: 15), .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)]
        var blue = color(.blue, id: "blue")
        if spaceOnBlue { blue.modifiers.append(.coordinateSpace(name: "zs")) }
        var stack = zStack(id: "zs", [blue, x])
        if spaceOnStack { stack.modifiers.append(.coordinateSpace(name: "zs")) }
        stack.modifiers += stackModifiers
        return layout(stack)
    }

    @Test func example1Table() {
        let result = example1()
        let stack = result["zs"], blue = result["blue"], x = result["x"]
        #expect(stack.frame == rect(0, 59, 393, 759))
        #expect(result.frame(of: stack, in: .local) == rect(0, 0, 393, 759))
        #expect(result.frame(of: stack, in: .named("zs")) == rect(0, 0, 393, 759))
        #expect(stack.safeAreaInsets == deviceInsets)

        #expect(blue.frame == rect(0, 59, 393, 759))
        #expect(result.frame(of: blue, in: .local) == rect(0, 0, 393, 759))
        #expect(result.frame(of: blue, in: .named("zs")) == rect(0, 0, 393, 759))
        #expect(blue.safeAreaInsets == deviceInsets)

        // X's modifiers: [0] the 15-wide fixed frame, [1] the flexible frame.
        #expect(x.modifierFrames[1] == rect(0, 59, 393, 759))
        #expect(result.frame(of: x, modifier: 1, in: .named("zs")) == rect(0, 0, 393, 759))
        #expect(x.modifierSafeAreaInsets[1] == deviceInsets)

        #expect(x.frame == rect(0, 59, 15, 759))
        #expect(x.modifierFrames[0] == rect(0, 59, 15, 759))
        #expect(result.frame(of: x, in: .local) == rect(0, 0, 15, 759))
        #expect(result.frame(of: x, in: .named("zs")) == rect(0, 0, 15, 759))
        #expect(x.safeAreaInsets == deviceInsets)
        #expect(x.modifierSafeAreaInsets[0] == deviceInsets)
    }

    @Test func example1SnappingChangesNothing() {
        let x = example1()["x"]
        #expect(snappedToPixels(x.frame, scale: 3) == x.frame)
        #expect(snappedToPixels(x.frame, scale: 2) == x.frame)
    }

    @Test func example1SpaceOnTheBlueColorFallsBackToGlobal() {
        let result = example1(spaceOnStack: false, spaceOnBlue: true)
        #expect(result.frame(of: result["x"], in: .named("zs")) == rect(0, 59, 15, 759))
        #expect(result.frame(of: result["blue"], in: .named("zs")) == rect(0, 0, 393, 759))
    }

    @Test func example1CrosshairAtTheCentreOfX() {
        let result = example1()
        let x = result["x"]
        let centre = x.frame.center
        #expect(centre == Point(x: 7.5, y: 438.5))
        #expect(result.convert(centre, toSpaceOf: x, .global) == Point(x: 7.5, y: 438.5))
        #expect(result.convert(centre, toSpaceOf: x, .local) == Point(x: 7.5, y: 379.5))
        #expect(result.convert(centre, toSpaceOf: x, .named("zs")) == Point(x: 7.5, y: 379.5))
        #expect(result.convert(centre, toSpaceOf: x, .named("nowhere")) == Point(x: 7.5, y: 438.5))
    }

    @Test func example1WithAFixedHeightOf20() {
        let result = example1(x: color(.red, id: "x", .frame(height: 20)))
        let x = result["x"]
        #expect(x.frame == rect(0, 59, 15, 20))
        #expect(x.safeAreaInsets == EdgeInsets(top: 59))
    }

    @Test func example1IgnoringTheSafeAreaOnTheZStack() {
        let result = example1(stackModifiers: [.ignoresSafeArea(edges: .all)])
        let stack = result["zs"], x = result["x"]
        #expect(stack.frame == rect(0, 0, 393, 852))
        #expect(stack.outerFrame == rect(0, 59, 393, 759))  // the parent still sees the safe-area frame
        #expect(x.frame == rect(0, 0, 15, 852))
        #expect(x.safeAreaInsets == .zero)
        #expect(stack.safeAreaInsets == .zero)
    }

    @Test func example2BottomTrailing() {
        let result = example1(alignment: .bottomTrailing)
        let x = result["x"]
        #expect(x.frame == rect(378, 59, 15, 759))
        #expect(result.frame(of: x, in: .named("zs")) == rect(378, 0, 15, 759))
        #expect(x.safeAreaInsets == deviceInsets)  // the trailing band is 0 wide
    }

    @Test func example2WithAFixedHeightOf20() {
        let result = example1(alignment: .bottomTrailing, x: color(.red, id: "x", .frame(height: 20)))
        let x = result["x"]
        #expect(x.frame == rect(378, 798, 15, 20))
        #expect(result.frame(of: x, in: .named("zs")) == rect(378, 739, 15, 20))
        #expect(x.safeAreaInsets == EdgeInsets(bottom: 34))
    }

    /// `HStack { Color.red.overlay(o); Color.blue.overlay(o) }`, `o = Color.yellow.frame(width: 20, height: 20)`.
    func example3(overlay: (String) -> ViewNode = { color(.yellow, id: $0, .frame(width: 20, height: 20)) })
        -> LayoutResult {
        layout(hStack(id: "row", [
            color(.red, id: "red", .overlay(overlay("redOverlay"))),
            color(.blue, id: "blue", .overlay(overlay("blueOverlay"))),
        ], .coordinateSpace(name: "row")))
    }

    @Test func example3LayoutValues() {
        let result = example3()
        #expect(result["red"].frame == rect(0, 59, 192.5, 759))
        #expect(result["redOverlay"].frame == rect(86.25, 428.5, 20, 20))
        #expect(result["blue"].frame == rect(200.5, 59, 192.5, 759))
        #expect(result["blueOverlay"].frame == rect(286.75, 428.5, 20, 20))
        #expect(result["row"].frame == rect(0, 59, 393, 759))
        // The overlay layer hangs on its host under the modifier's index.
        #expect(result["red"].layers[0] === result["redOverlay"])
    }

    @Test func example3DrawnAt3x() {
        let result = example3()
        #expect(approx(snappedToPixels(result["red"].frame, scale: 3), rect(0, 59, 192.667, 759)))
        #expect(approx(snappedToPixels(result["redOverlay"].frame, scale: 3), rect(86.333, 428.667, 20, 20)))
        #expect(approx(snappedToPixels(result["blue"].frame, scale: 3), rect(200.667, 59, 192.333, 759)))
        #expect(approx(snappedToPixels(result["blueOverlay"].frame, scale: 3), rect(286.667, 428.667, 20, 20)))
        // The drawn gap stays exactly 8.
        let gap = snappedToPixels(result["blue"].frame, scale: 3).minX - snappedToPixels(result["red"].frame, scale: 3).maxX
        #expect(abs(gap - 8) < 1e-9)
    }

    @Test func example3DrawnAt2x() {
        let result = example3()
        #expect(snappedToPixels(result["red"].frame, scale: 2) == rect(0, 59, 192.5, 759))
        #expect(snappedToPixels(result["redOverlay"].frame, scale: 2) == rect(86.5, 428.5, 20, 20))
        #expect(snappedToPixels(result["blue"].frame, scale: 2) == rect(200.5, 59, 192.5, 759))
        #expect(snappedToPixels(result["blueOverlay"].frame, scale: 2) == rect(287, 428.5, 20, 20))
    }

    @Test func example3InsetsAndNamedSpace() {
        let result = example3()
        #expect(result["red"].safeAreaInsets == deviceInsets)
        #expect(result["blue"].safeAreaInsets == deviceInsets)
        #expect(result["redOverlay"].safeAreaInsets == .zero)
        #expect(result["blueOverlay"].safeAreaInsets == .zero)
        #expect(result.frame(of: result["red"], in: .named("row")) == rect(0, 0, 192.5, 759))
        #expect(result.frame(of: result["blue"], in: .named("row")) == rect(200.5, 0, 192.5, 759))
    }

    @Test func example3WithATextOverlay() {
        let result = example3(overlay: { text("R", id: $0) })
        // "R" is 7.3 × 20.287, ceiled at @3x to 7.333 × 20.333 and centred on the primary.
        let expected = rect(192.5 / 2 - 22.0 / 6, 59 + 759.0 / 2 - 61.0 / 6, 22.0 / 3, 61.0 / 3)
        #expect(approx(result["redOverlay"].frame, expected, tolerance: 1e-9))
        #expect(approx(result["blueOverlay"].frame, expected.offsetBy(dx: 200.5, dy: 0), tolerance: 1e-9))
    }

    /// `VStack { A.frame(height: 100); B.frame(maxHeight: .infinity); C.frame(height: 60) }`.
    @Test func example4() {
        let result = layout(vStack(id: "vs", [
            color(.red, id: "a", .frame(height: 100)),
            color(.green, id: "b", .frame(maxHeight: .infinity)),
            color(.blue, id: "c", .frame(height: 60)),
        ], .coordinateSpace(name: "vs")))
        let rows: [(String, Rect, Rect, EdgeInsets)] = [
            ("vs", rect(0, 59, 393, 759), rect(0, 0, 393, 759), deviceInsets),
            ("a", rect(0, 59, 393, 100), rect(0, 0, 393, 100), EdgeInsets(top: 59)),
            ("b", rect(0, 167, 393, 583), rect(0, 108, 393, 583), .zero),
            ("c", rect(0, 758, 393, 60), rect(0, 699, 393, 60), EdgeInsets(bottom: 34)),
        ]
        for (id, global, named, insets) in rows {
            let node = result[id]
            #expect(node.frame == global, "\(id)")
            #expect(result.frame(of: node, in: .named("vs")) == named, "\(id)")
            #expect(node.safeAreaInsets == insets, "\(id)")
            #expect(snappedToPixels(node.frame, scale: 3) == global, "\(id)")
        }
        #expect(result["c"].frame.maxY == 852 - 34)
    }

    @Test func objcIOPriorityExampleOverflowsTo175() {
        let result = layout(hStack(spacing: 0, id: "stack", [
            shape(.rectangle, id: "red", .frame(maxWidth: 100)),
            shape(.rectangle, id: "green", .frame(minWidth: 100)),
        ], .frame(width: 150)))
        #expect(result["red"].frame.width == 75)
        #expect(result["green"].frame.width == 100)
        #expect(result["stack"].frame.width == 175)
        // The 150-wide frame is centred at x = 121.5; the 175-wide stack overflows it by 12.5 on each side.
        #expect(result["stack"].frame.minX == 109)
        #expect(result["green"].frame.minX == 184)
    }

    @Test func colorAndSpacerGet385And8() {
        let result = layout(hStack([color(.red, id: "color"), spacer(id: "spacer")]))
        #expect(result["color"].frame == rect(0, 59, 385, 759))
        #expect(result["spacer"].frame == rect(385, 438.5, 8, 0))
    }
}
