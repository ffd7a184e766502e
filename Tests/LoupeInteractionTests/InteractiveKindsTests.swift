import LoupeCore
import LoupeScene
import Testing
@testable import LoupeInteraction

/// Which views carry Loupe's own drags, and what each modifier is to drags and drops.
@Suite struct InteractiveKindsTests {
    @Test func onlyGuidesAndPositionViewsCarryLoupesDrag() {
        #expect(ViewKind.visualLayoutGuide(VisualLayoutGuideSpec(label: "G")).loupeDrag is GuideDrag)
        #expect(ViewKind.draggablePositionView(DraggablePositionViewSpec(label: "P")).loupeDrag is PositionViewDrag)
        #expect(ViewKind.spacer(minLength: nil).loupeDrag == nil)
        #expect(ViewKind.zStack(alignment: .center, content: []).loupeDrag == nil)
    }

    @Test func modifiersAreLayersDropTargetsDragHandlesOrNothing() {
        switch Modifier.onDrop(label: "green").interactionRole {
        case .dropTarget(let label): #expect(label == "green")
        default: Issue.record("onDrop is a drop target")
        }
        switch Modifier.draggable(DraggableSpec(minimumDistance: 4)).interactionRole {
        case .dragHandle(let spec): #expect(spec.minimumDistance == 4)
        default: Issue.record("draggable is a drag handle")
        }
        if case .none = Modifier.opacity(0.5).interactionRole {} else { Issue.record("opacity plays no part") }
    }
}
