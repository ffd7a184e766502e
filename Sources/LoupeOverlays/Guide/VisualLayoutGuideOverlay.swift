import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// VisualLayoutGuide (`docs/overlays.md#visuallayoutguide`): the guide's shape filled with the tint at 10 % and
/// bordered 3 pt inside its edge, then the info box where the placement put it.
struct VisualLayoutGuideOverlay: LoupeOverlay {
    /// The guide as placed among the others: its node, spec, box and offsets.
    var placement: GuidePlacement.Entry
    /// The concentric shape's radii; `nil` for a rectangle.
    var radii: CornerRadii?

    var infoBox: InfoBox {
        InfoBox(frame: placement.box, guideSize: placement.node.frame.size, insets: placement.node.safeAreaInsets,
                label: placement.spec.label)
    }

    func commands(in context: OverlayContext) -> [DisplayCommand] {
        let frame = context.snap(placement.node.frame)
        let paint = context.tint.paint(in: frame)
        var out: [DisplayCommand] = []
        if let radii {
            out.append(.fill(.roundedRect(frame, radii), paint.opacity(GuideMetrics.fillOpacity)))
            // Loupe strokes a copy padded by 1.5 with a 3-pt line: it covers 0…3 pt inside the edge.
            out.append(.stroke(DisplayShape.roundedRect(frame, radii).inset(by: GuideMetrics.borderWidth / 2),
                               lineWidth: GuideMetrics.borderWidth, paint))
        } else {
            out.append(.fill(.rect(frame), paint.opacity(GuideMetrics.fillOpacity)))
            out.append(.insetBorder(frame, width: GuideMetrics.borderWidth, paint))
        }
        let box = infoBox
        guard placement.node.environment.layoutDirection == .rightToLeft else { return out + box.commands(in: context) }
        // Loupe's box is SwiftUI stacks: right to left, leading bars and readouts on the right, text set as it is.
        return out + HorizontalMirror(across: box.frame, text: context.text)(box.commands(in: context))
    }

    func report(in context: OverlayContext) -> GuideReport {
        let box = infoBox, node = placement.node
        return GuideReport(
            path: node.view.path, id: node.view.id, label: placement.spec.label,
            heightReadout: box.heightReadout, widthReadout: box.widthReadout, insetLabels: box.insetLabels,
            infoBox: placement.box, naturalInfoBox: placement.naturalBox, collisionOffset: placement.collisionOffset,
            manualOffset: placement.manualOffset, persistenceKey: placement.persistenceKey,
            coordinatorScope: node.environment.coordinatorScope)
    }
}
