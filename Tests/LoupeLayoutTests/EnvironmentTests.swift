import LoupeTestSupport
import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct EnvironmentScopingTests {
    let caption = FontStyle.textStyle(.caption, weight: nil, design: nil)
    let title = FontStyle.textStyle(.title, weight: nil, design: nil)

    @Test func theInnermostModifierWins() {
        let node = layout(color(id: "c", .foregroundStyle(.named(.red)), .foregroundStyle(.named(.green))))["c"]
        #expect(node.environment.foregroundStyle == .named(.red))
        #expect(node.environment.colorScheme == .light)
    }

    @Test func aLayerSeesOnlyTheModifiersOutsideIt() {
        // [0] font caption, [1] overlay, [2] font title: the overlay sees title; the bare view sees caption.
        let result = layout(color(id: "host", .font(caption), .overlay(text("R", id: "layer")), .font(title)))
        #expect(result["host"].environment.font == FontSpec(size: 12))
        #expect(result["layer"].environment.font == FontSpec(size: 28))
        #expect(abs(result["layer"].frame.width - ceiledToPixels(7.3 * 28 / 17, scale: 3)) < 1e-12)
    }

    @Test func childrenSeeAllOfTheirParentsModifiers() {
        let result = layout(vStack([text("R", id: "child")], .overlay(text("R", id: "layer")), .font(caption),
                                   .visualLayoutGuidePositioning(.disabled)))
        #expect(result["child"].environment.font == FontSpec(size: 12))
        #expect(result["child"].environment.guidePositioning == .disabled)
        #expect(result["layer"].environment.font == FontSpec(size: 12))
    }

    @Test func anIsolatedCoordinatorScopeNamesItsView() {
        let inner = ViewNode(.color(.named(.red)), id: "leaf", path: "body.content[0]")
        let result = layout(ViewNode(.vStack(alignment: .center, spacing: nil, content: [inner]), id: "stack",
                                     modifiers: [.isolatedOverlayCoordinator,
                                                 .visualLayoutGuideInteractions(GuideInteractions(dragEnabled: true))],
                                     path: "body"))
        #expect(result["leaf"].environment.coordinatorScope == "body")
        #expect(result["leaf"].environment.guideInteractions.dragEnabled)
    }

    @Test func theDarkSchemeReachesEveryNode() {
        let result = LayoutEngine(device: iPhone15, colorScheme: .dark, measurer: MonospacedText.body)
            .layout(vStack([color(id: "c")]))
        #expect(result["c"].environment.colorScheme == .dark)
    }
}

@Suite struct ContainerShapeTests {
    @Test func aContainerShapeIsRecordedWithItsFrame() {
        let result = layout(zStack([shape(.concentricRectangle, id: "inner", .padding(10))],
                                   .frame(width: 200, height: 100), .containerShape(cornerRadius: 30)))
        let inner = result["inner"]
        #expect(inner.environment.containerShape == ContainerShape(frame: rect(96.5, 388.5, 200, 100), cornerRadius: 30))
        #expect(result.concentricCornerRadii(of: inner) == CornerRadii(all: 20))
    }

    @Test func unequalDistancesUseTheLargerOne() {
        let radii = CornerRadii.concentric(in: rect(10, 4, 80, 92),
                                           container: ContainerShape(frame: rect(0, 0, 100, 100), cornerRadius: 30),
                                           device: iPhone15)
        #expect(radii == CornerRadii(all: 20))
        let minimum = CornerRadii.concentric(in: rect(40, 40, 20, 20),
                                             container: ContainerShape(frame: rect(0, 0, 100, 100), cornerRadius: 30),
                                             device: iPhone15, minimum: 6)
        #expect(minimum == CornerRadii(all: 6))
    }

    /// An uneven container: each corner follows its own radius. Inset 5 left, 10 top, 0 right, 20 bottom from
    /// radii 40 (top-leading), 10 (top-trailing), 25 (bottom-trailing), 0 (bottom-leading):
    /// 40 − max(5, 10) = 30; 10 − max(0, 10) = 0; 25 − max(0, 20) = 5; 0.
    @Test func unevenContainersGiveEachCornerItsOwn() {
        let container = ContainerShape(frame: rect(0, 0, 100, 100), cornerRadii: CornerRadii(
            topLeading: 40, topTrailing: 10, bottomLeading: 0, bottomTrailing: 25))
        let radii = CornerRadii.concentric(in: rect(5, 10, 95, 70), container: container, device: iPhone15)
        #expect(radii == CornerRadii(topLeading: 30, topTrailing: 0, bottomLeading: 0, bottomTrailing: 5))
    }

    @Test func withoutAContainerTheScreenIsTheContainer() {
        let result = layout(vStack([
            shape(.concentricRectangle, id: "full", .ignoresSafeArea(edges: .all)),
        ]))
        #expect(result.concentricCornerRadii(of: result["full"]) == CornerRadii(all: 55))
        let safe = layout(shape(.concentricRectangle, id: "safe"))
        // Top corners are 59 from the screen's top corners (55 − 59 → 0); bottom ones 34 (55 − 34 = 21).
        #expect(safe.concentricCornerRadii(of: safe["safe"])
                    == CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 21, bottomTrailing: 21))
    }

    @Test func aLayerAttachedAfterTheContainerShapeDoesNotSeeIt() {
        let result = layout(color(id: "host", .frame(width: 100, height: 100), .containerShape(cornerRadius: 20),
                                  .overlay(shape(.concentricRectangle, id: "layer"))))
        #expect(result["host"].environment.containerShape?.cornerRadii == CornerRadii(all: 20))
        #expect(result["layer"].environment.containerShape == nil)
    }
}
