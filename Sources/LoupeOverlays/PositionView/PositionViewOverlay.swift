import LoupeCore
import LoupeLayout
import LoupeDisplayList
import LoupeScene

/// The draw commands of one DraggablePositionView (`docs/overlays.md#disc-and-crosshair`), back to front: the material
/// disc, the two crosshair lines in the foreground style, the black centre dot, then the label — a material rounded
/// rect with the name in the foreground style and the coordinate line in its secondary level.
struct PositionViewOverlay: LoupeOverlay {
    var node: LayoutNode
    var spec: DraggablePositionViewSpec
    /// Where the view and its label are drawn, with the current manual offset.
    var geometry: PositionViewGeometry

    func report(in context: OverlayContext) -> PositionViewReport {
        PositionViewReport(node: node, spec: spec, geometry: geometry)
    }

    func commands(in context: OverlayContext) -> [DisplayCommand] {
        let tint = context.tint, material = context.material, snap = context.snap
        let frame = snap(geometry.drawnFrame)
        let d = min(frame.width, frame.height), w = PositionViewMetrics.lineWidth
        let disc = Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
        let vertical = snap(Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: frame.height))
        let horizontal = snap(Rect(x: frame.minX, y: frame.midY - w / 2, width: frame.width, height: w))
        let dotSide = min(w, frame.width, frame.height)
        let dot = snap(Rect(x: frame.midX - dotSide / 2, y: frame.midY - dotSide / 2, width: dotSide, height: dotSide))

        var out: [DisplayCommand] = []
        if d > 0 { out.append(.material(.ellipse(disc), material)) }
        out.append(.fill(.rect(vertical), tint.paint(in: vertical)))
        out.append(.fill(.rect(horizontal), tint.paint(in: horizontal)))
        out.append(.fill(.ellipse(dot), .solid(.black)))
        out += label(in: context)
        return out
    }

    private func label(in context: OverlayContext) -> [DisplayCommand] {
        let tint = context.tint, snap = context.snap
        let box = geometry.labelBox
        let frame = snap(geometry.labelFrame)
        let radius = min(PositionViewMetrics.labelCornerRadius, frame.height / 2, frame.width / 2)
        var out: [DisplayCommand] = [.material(.roundedRect(frame, CornerRadii(all: radius)), context.material)]
        let lines = box.lineFrames(in: frame)
        if let name = box.name, let nameFrame = lines.name {
            out += PlacedText(frame: snap(nameFrame), text: name)
                .runs(font: PositionViewMetrics.nameFont, paint: { tint.paint(in: $0) })
        }
        let secondary = tint.opacity(SystemColor.secondaryOpacity)
        out += PlacedText(frame: snap(lines.coordinates), text: box.coordinates)
            .runs(font: PositionViewMetrics.coordinateFont, paint: { secondary.paint(in: $0) })
        return out
    }
}
