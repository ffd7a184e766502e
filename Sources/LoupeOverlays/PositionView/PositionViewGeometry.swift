import LoupeCore
import LoupeLayout
import LoupeScene

/// Where everything of one DraggablePositionView goes, and what it reports (`docs/overlays.md#draggablepositionview`).
///
/// The view is laid out like any greedy shape; Loupe then offsets the whole view (label included) by
/// `startPosition + manualOffset`. The reported position is the laid-out frame's top-left in the chosen space plus that
/// offset, counted once (`docs/overlays.md#reported-position`: SwiftUI's geometry would add the offset a second time in
/// global and named spaces). Range constraints clamp the reported position, and the view moves with the clamped value.
public struct PositionViewGeometry: Sendable, Hashable {
    /// The laid-out frame in global points, before the view's own offset.
    public let layoutFrame: Rect
    /// The laid-out frame's top-left in the chosen coordinate space.
    public let naturalOrigin: Point
    /// The spec's start position: the offset the view starts at, in points.
    public let startPosition: Size
    /// The manual offset (committed plus in flight) after the range constraints.
    public let manualOffset: Size
    /// The label's name line, when the view has a label.
    public let name: String?
    /// The coordinate line, `x: 12.5  y: 80.0`.
    public let coordinateLine: String
    /// The label box in global points (the material background's rect).
    public let labelFrame: Rect
    /// Where the label sits against the view: below it, or flipped above (`docs/overlays.md#label-flip`).
    public let placement: PositionLabelPlacement
    /// The label's lines as laid out.
    let labelBox: PositionLabelBox

    /// Places the view, its label and the position it reports, applying the range constraints in force at `node`.
    ///
    /// - Parameters:
    ///   - node: The laid-out DraggablePositionView.
    ///   - spec: Its settings: coordinate space, start position and label.
    ///   - layout: The laid-out scene, to resolve the coordinate space and read the device.
    ///   - manualOffset: committed plus in-flight drag offset, before range constraints.
    ///   - text: Sets the label's lines.
    public init(node: LayoutNode, spec: DraggablePositionViewSpec, layout: LayoutResult, manualOffset: Size,
                text: any TextLineLayout) {
        layoutFrame = node.frame
        naturalOrigin = layout.frame(of: node, in: spec.coordinateSpace.query).origin
        startPosition = spec.startPosition
        let constraints = node.environment.trackerConstraints
        let unclamped = naturalOrigin + spec.startPosition + manualOffset
        self.manualOffset = constraints.correctedOffset(manualOffset, reportedPosition: unclamped)
        let position = naturalOrigin + spec.startPosition + self.manualOffset
        name = (spec.label?.isEmpty == false) ? spec.label : nil
        coordinateLine = "x: \(FixedPointFormat.string(position.x, fractionDigits: 1))  "
            + "y: \(FixedPointFormat.string(position.y, fractionDigits: 1))"

        let scale = layout.device.scale
        let box = PositionLabelBox(name: name, coordinateLine: coordinateLine, text: text, scale: scale)
        labelBox = box
        placement = PositionLabelPlacement.resolve(labelHeight: box.size.height, frameTop: position.y,
                                                   screenHeight: layout.device.size.height, family: layout.device.family)
        let drawn = layoutFrame.offsetBy(dx: spec.startPosition.width + self.manualOffset.width,
                                         dy: spec.startPosition.height + self.manualOffset.height)
        // `.overlay(alignment: .bottom)`: centred, bottoms aligned, then moved down by the placement's offset.
        labelFrame = Rect(x: drawn.midX - box.size.width / 2, y: drawn.maxY - box.size.height + placement.yOffset,
                          width: box.size.width, height: box.size.height)
    }

    /// The whole view's offset: `startPosition + manualOffset`.
    public var offset: Size { startPosition + manualOffset }

    /// The position the view reports: the frame's top-left in its space, plus the offset.
    public var position: Point { naturalOrigin + offset }

    /// The frame as drawn, offset included.
    public var drawnFrame: Rect { layoutFrame.offsetBy(dx: offset.width, dy: offset.height) }

    /// The material disc: `min(w, h)` across, centred in the drawn frame.
    public var disc: Rect {
        let frame = drawnFrame, d = min(frame.width, frame.height)
        return Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
    }

    /// The vertical crosshair line: 1 pt wide, the frame's height, centred.
    public var verticalLine: Rect {
        let frame = drawnFrame, w = PositionViewMetrics.lineWidth
        return Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: frame.height)
    }

    /// The horizontal crosshair line: the frame's width, 1 pt tall, centred.
    public var horizontalLine: Rect {
        let frame = drawnFrame, w = PositionViewMetrics.lineWidth
        return Rect(x: frame.minX, y: frame.midY - w / 2, width: frame.width, height: w)
    }

    /// The 1-pt black centre dot.
    public var dot: Rect {
        let frame = drawnFrame, d = min(PositionViewMetrics.lineWidth, frame.width, frame.height)
        return Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
    }

    /// Whether a finger at `point` (global) lands on the view: the disc, a crosshair line or the label
    /// (Loupe's transparent circle takes no touches; its material background and overlays do).
    public func hitTest(_ point: Point) -> Bool {
        let d = disc
        let dx = point.x - d.midX, dy = point.y - d.midY, r = d.width / 2
        if dx * dx + dy * dy <= r * r { return true }
        return [verticalLine, horizontalLine, labelFrame].contains { $0.contains(point) }
    }
}

extension DraggablePositionViewSpec.Space {
    /// The layout engine's query for this space.
    public var query: CoordinateSpaceQuery {
        switch self {
        case .local: return .local
        case .global: return .global
        case .named(let name): return .named(name)
        }
    }
}
