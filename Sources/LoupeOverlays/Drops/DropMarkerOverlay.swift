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
public struct DropMarkerOverlay: LoupeOverlay {
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
    public var drops: [DropResult]
    /// The screen, to keep labels on it.
    public var screen: Size

    /// An overlay of `drops` on a screen of `screen` points.
    public init(drops: [DropResult], screen: Size) {
        self.drops = drops
        self.screen = screen
    }

    /// The drops and where their labels went.
    public func report(in context: OverlayContext) -> DropsReport {
        DropsReport(drops: drops, labelFrames: layOut(context).map(\.frame))
    }

    /// The draw commands of every drop: first the leaders (the scheme's primary at 60 %), then the labels (material
    /// and secondary text), then the rings, so every point stays visible.
    public func commands(in context: OverlayContext) -> [DisplayCommand] {
        let labels = layOut(context)
        var out: [DisplayCommand] = []
        for (drop, label) in zip(drops, labels) where label.frame.minY > drop.at.y + Self.labelGap {
            let leader = Rect(x: drop.at.x - 0.5, y: drop.at.y, width: 1, height: label.frame.minY - drop.at.y)
            out.append(.fill(.rect(context.snap(leader)), context.primary.paint(in: leader).opacity(0.6)))
        }
        let secondary = context.secondary
        for label in labels {
            let box = context.snap(label.frame)
            let radius = min(Self.cornerRadius, box.height / 2, box.width / 2)
            out.append(.material(.roundedRect(box, CornerRadii(all: radius)), context.material))
            let textFrame = Rect(x: label.frame.minX + Self.horizontalPadding, y: label.frame.minY + Self.verticalPadding,
                                 width: label.textSize.width, height: label.textSize.height)
            out += PlacedText(frame: context.snap(textFrame), text: label.text)
                .runs(font: Self.font, paint: { secondary.paint(in: $0) })
        }
        for drop in drops {
            let r = Self.ringDiameter / 2, d = Self.dotDiameter / 2
            let ring = Rect(x: drop.at.x - r, y: drop.at.y - r, width: Self.ringDiameter, height: Self.ringDiameter)
            out.append(.fill(.ellipse(ring), .solid(.white)))
            out.append(.stroke(.ellipse(ring.insetBy(dx: Self.ringWidth / 2, dy: Self.ringWidth / 2)),
                               lineWidth: Self.ringWidth, .solid(.black)))
            let dot = Rect(x: drop.at.x - d, y: drop.at.y - d, width: Self.dotDiameter, height: Self.dotDiameter)
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
    private func layOut(_ context: OverlayContext) -> [Label] {
        var placed: [Label] = []
        // Earlier labels by their top edge: one sweep in this order settles a label among equally tall ones.
        var sortedFrames: [Rect] = []
        for drop in drops {
            let laid = context.line(drop.message, font: Self.font)
            let size = context.ceiled(laid.size)
            let width = size.width + 2 * Self.horizontalPadding, height = size.height + 2 * Self.verticalPadding
            var x = drop.at.x - width / 2
            x = max(min(x, screen.width - width), 0)
            var frame = Rect(x: x, y: drop.at.y + Self.labelGap, width: width, height: height)
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
