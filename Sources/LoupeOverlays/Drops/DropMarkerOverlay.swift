import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// How the picture shows replayed drops (`docs/overlays.md#drop-markers`): a small ring at each drop point and, 8 pt
/// below it, a label in the style of Loupe's position label (`docs/overlays.md#position-label`) —
/// `.caption2.monospacedDigit()` text in `.secondary`, padded 12 × 6 on `.thinMaterial` in a rounded rectangle of
/// radius 20 (clamped to half the height).
///
/// A label that would overlap an earlier one moves down below it, and a 1-pt leader joins it to its point. Leaders
/// are drawn first, then the labels, then the rings, so every point stays visible.
public struct DropMarkerOverlay {
    /// One drop: where it happened and what its label says.
    public struct Marker: Sendable, Hashable {
        /// The drop's location in global points, where the ring is drawn.
        public var point: Point
        /// The label's text: what the drop delivered, or that nothing took it.
        public var message: String
        /// A marker at `point` whose label says `message`.
        public init(point: Point, message: String) { self.point = point; self.message = message }
    }

    static let font = FontSpec(size: 11, monospacedDigit: true)
    static let horizontalPadding = 12.0
    static let verticalPadding = 6.0
    static let cornerRadius = 20.0
    /// Between the point and its label's top, and between stacked labels.
    static let labelGap = 8.0
    static let stackGap = 4.0
    static let ringDiameter = 10.0
    static let ringWidth = 1.5
    static let dotDiameter = 2.0

    /// The drops to show, in replay order; a later label moves below an earlier one it would overlap.
    public var markers: [Marker]
    /// The scheme the label text, leaders and material are resolved in.
    public var colorScheme: ColorScheme
    /// The screen, to keep labels on it.
    public var screen: Size
    /// The device scale, for snapping the drawn rectangles to whole pixels.
    public var scale: Double

    /// An overlay of `markers` on a screen of `screen` points drawn at `scale` pixels per point.
    public init(markers: [Marker], colorScheme: ColorScheme, screen: Size, scale: Double) {
        self.markers = markers; self.colorScheme = colorScheme; self.screen = screen; self.scale = scale
    }

    /// Each marker's label frame in global points, in marker order, after the stacking.
    public func labelFrames(text: any TextLineLayout) -> [Rect] {
        layOut(text: text).map(\.frame)
    }

    /// The draw commands of every marker: first the leaders, then the labels (material and text), then the rings, so
    /// every point stays visible.
    ///
    /// - Parameter text: Sets the labels into lines, as the renderer's text engine does.
    /// - Returns: Commands in global points, to append after the scene's own display list.
    public func commands(text: any TextLineLayout) -> [DisplayCommand] {
        let labels = layOut(text: text)
        let snap = { (rect: Rect) in snappedToPixels(rect, scale: self.scale) }
        let primary = resolve(.named(.primary), scheme: colorScheme)
        let secondary = resolve(.named(.secondary), scheme: colorScheme)
        var out: [DisplayCommand] = []
        for (marker, label) in zip(markers, labels) where label.frame.minY > marker.point.y + Self.labelGap {
            let leader = Rect(x: marker.point.x - 0.5, y: marker.point.y, width: 1,
                              height: label.frame.minY - marker.point.y)
            out.append(.fill(.rect(snap(leader)), primary.paint(in: leader).opacity(0.6)))
        }
        let material: Material = colorScheme == .dark ? .thinDark : .thinLight
        for label in labels {
            let box = snap(label.frame)
            let radius = min(Self.cornerRadius, box.height / 2, box.width / 2)
            out.append(.material(.roundedRect(box, CornerRadii(all: radius)), material))
            let textFrame = Rect(x: label.frame.minX + Self.horizontalPadding, y: label.frame.minY + Self.verticalPadding,
                                 width: label.textSize.width, height: label.textSize.height)
            out += PlacedText(frame: snap(textFrame), text: label.text)
                .runs(font: Self.font, paint: { secondary.paint(in: $0) })
        }
        for marker in markers {
            let r = Self.ringDiameter / 2, d = Self.dotDiameter / 2
            let ring = Rect(x: marker.point.x - r, y: marker.point.y - r, width: Self.ringDiameter, height: Self.ringDiameter)
            out.append(.fill(.ellipse(ring), .solid(.white)))
            out.append(.stroke(.ellipse(ring.insetBy(dx: Self.ringWidth / 2, dy: Self.ringWidth / 2)),
                               lineWidth: Self.ringWidth, .solid(.black)))
            let dot = Rect(x: marker.point.x - d, y: marker.point.y - d, width: Self.dotDiameter, height: Self.dotDiameter)
            out.append(.fill(.ellipse(dot), .solid(.black)))
        }
        return out
    }

    // MARK: - Placement

    private struct Label {
        var frame: Rect
        var text: LaidOutText
        var textSize: Size
    }

    /// Centred under its point, kept on the screen horizontally, moved below any earlier label it would overlap.
    private func layOut(text: any TextLineLayout) -> [Label] {
        var placed: [Label] = []
        // Earlier labels by their top edge: one sweep in this order settles a label among equally tall ones.
        var sortedFrames: [Rect] = []
        for marker in markers {
            let laid = text.layOut(marker.message, font: Self.font, width: nil, lineLimit: nil)
            let size = ceiled(laid.size, scale: scale)
            let width = size.width + 2 * Self.horizontalPadding, height = size.height + 2 * Self.verticalPadding
            var x = marker.point.x - width / 2
            x = max(min(x, screen.width - width), 0)
            var frame = Rect(x: x, y: marker.point.y + Self.labelGap, width: width, height: height)
            var moved = true
            while moved {
                moved = false
                for other in sortedFrames where overlaps(frame, other) {
                    frame.origin.y = other.maxY + Self.stackGap
                    moved = true
                }
            }
            placed.append(Label(frame: frame, text: laid, textSize: size))
            let slot = sortedFrames.firstIndex { $0.minY > frame.minY } ?? sortedFrames.endIndex
            sortedFrames.insert(frame, at: slot)
        }
        return placed
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
