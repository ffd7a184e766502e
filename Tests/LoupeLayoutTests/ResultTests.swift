import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct LayoutResultLookupTests {
    func scene() -> LayoutResult {
        let overlay = ViewNode(.color(.named(.red)), id: "overlay", path: "body.content[0].modifiers[1].overlay.content")
        let background = ViewNode(.color(.named(.red)), id: "background",
                                  path: "body.content[0].modifiers[0].background")
        let first = ViewNode(.zStack(alignment: .center, content: [
                                 ViewNode(.color(.named(.blue)), id: "grandchild", path: "body.content[0].content[0]"),
                             ]), id: "first",
                             modifiers: [.background(background), .overlay(overlay)], path: "body.content[0]")
        let second = ViewNode(.color(.named(.green)), id: "second", path: "body.content[1]")
        return layout(ViewNode(.hStack(alignment: .center, spacing: nil, content: [first, second]), id: "root",
                               path: "body"))
    }

    @Test func preorderVisitsLayersInModifierOrderThenChildren() {
        #expect(scene().nodes.map { $0.view.id ?? "?" } == ["root", "first", "background", "overlay", "grandchild",
                                                             "second"])
    }

    @Test func nodesAreFoundByIDAndPath() {
        let result = scene()
        #expect(result.node(id: "second")?.frame == rect(200.5, 59, 192.5, 759))
        #expect(result.node(path: "body.content[0].content[0]")?.view.id == "grandchild")
        #expect(result.node(path: "body.content[0].modifiers[0].background")?.view.id == "background")
        #expect(result.node(id: "missing") == nil)
        #expect(result.node(path: "body")?.view.id == "root")
    }

    @Test func parentsAreTheHostOrTheContainer() {
        let result = scene()
        #expect(result.parent(of: result["overlay"]) === result["first"])
        #expect(result.parent(of: result["grandchild"]) === result["first"])
        #expect(result.parent(of: result["first"]) === result.root)
        #expect(result.parent(of: result.root) == nil)
    }

    @Test func duplicateIDsResolveToTheFirstInPreorder() {
        let result = layout(vStack([color(id: "twin", .frame(height: 10)), color(id: "twin", .frame(height: 20))]))
        #expect(result["twin"].frame.height == 10)
    }

    @Test func modifierFramesOutOfRangeAreNil() {
        let result = scene()
        #expect(result.frame(of: result["second"], modifier: 0, in: .global) == nil)
    }
}

@Suite struct PixelSnappingTests {
    @Test func bothEdgesRoundHalfUp() {
        #expect(approx(snappedToPixels(rect(192.5, 0, 10, 10), scale: 3), rect(192.667, 0, 10, 10)))
        #expect(snappedToPixels(rect(0.25, 0.75, 1, 1), scale: 2) == rect(0.5, 1, 1, 1))
        #expect(snappedToPixels(rect(-0.25, 0, 1, 1), scale: 2) == rect(0, 0, 1, 1))
        #expect(snappedToPixels(rect(1, 2, 3, 4), scale: 0) == rect(1, 2, 3, 4))
    }
}

@Suite struct RobustnessTests {
    @Test func unusableNumbersNeverProduceNonFiniteFrames() {
        let result = layout(vStack([
            color(id: "a", .frame(width: .nan, height: .infinity)),
            color(id: "b", .frame(minWidth: .infinity, idealWidth: .infinity, maxWidth: .nan)),
            color(id: "c", .padding(EdgeInsets(top: .infinity, leading: .nan)), .offset(x: .infinity, y: .nan)),
            color(id: "d", .position(x: .nan, y: .infinity)),
            spacer(.infinity, id: "e"),
            scrollView(contentOffset: .nan, [color(id: "f", .frame(maxWidth: .infinity))]),
            color(id: "g", .frame(maxWidth: .infinity, maxHeight: .infinity),
                  .fixedSize(horizontal: true, vertical: true)),
        ]))
        for node in result.nodes {
            for frame in [node.frame] + node.modifierFrames {
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                        "\(node.view.id ?? node.view.kindName): \(frame)")
            }
        }
        #expect(result["g"].frame.size == Size(width: 10, height: 10))
    }

    @Test func hugeValuesAreClampedForDrawing() {
        let node = layout(color(id: "c", .frame(width: 1e300, height: 1e300)))["c"]
        #expect(node.frame.width == Rect.drawingLimit)
        #expect(node.frame.minX == -Rect.drawingLimit)
    }

    @Test func deepNestingStaysExactAndFast() {
        var view = color(id: "leaf")
        for depth in 0..<24 {
            view = depth.isMultiple(of: 2) ? hStack([view, text("x")]) : vStack([view, text("x")])
        }
        let node = layout(view)["leaf"]
        // 12 rows each take 8 + 7.333 of the width, 12 columns each 8 + 20.333 of the height.
        #expect(approx(node.frame, rect(0, 59, 393 - 12 * (8 + 22.0 / 3), 759 - 12 * (8 + 61.0 / 3)), tolerance: 1e-9))
    }
}
