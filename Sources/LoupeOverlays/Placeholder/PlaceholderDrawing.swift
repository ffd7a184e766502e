import LoupeCore
import LoupeDisplayList
import LoupeScene

/// How a placeholder looks (`docs/swift-source.md#placeholders`): a magenta hatch no SwiftUI view draws, a 1-point
/// magenta border, and the construct's source spelling centred in a small monospaced font.
public struct PlaceholderDrawing: Sendable {
    /// The placeholder's magenta, #D6249F.
    public static let ink = RGBAColor(red: 0xD6 / 255, green: 0x24 / 255, blue: 0x9F / 255)
    /// The hatch: 2-point stripes at 45°, one every 8 points.
    public static let stripeWidth = 2.0, stripePitch = 8.0

    let frame: Rect
    let label: String
    let scheme: ColorScheme

    /// The drawing of a placeholder labelled `label` in `frame`, for the scene's colour scheme.
    public init(frame: Rect, label: String, scheme: ColorScheme) {
        self.frame = frame; self.label = label; self.scheme = scheme
    }

    /// The commands: tint, hatch (clipped to the frame), border, label.
    public func commands(text: any TextLineLayout) -> [DisplayCommand] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        var commands: [DisplayCommand] = [.pushClip(frame), .fill(.rect(frame), .solid(Self.ink.opacity(0.12)))]
        // Stripes rising to the right: each a parallelogram whose horizontal width gives a 2-point perpendicular width.
        let horizontal = Self.stripeWidth * 2.0.squareRoot()
        var offset = -frame.height
        while offset < frame.width {
            let x = frame.minX + offset
            commands.append(.fill(.polygon([
                Point(x: x, y: frame.maxY), Point(x: x + frame.height, y: frame.minY),
                Point(x: x + frame.height + horizontal, y: frame.minY), Point(x: x + horizontal, y: frame.maxY),
            ]), .solid(Self.ink.opacity(0.35))))
            offset += Self.stripePitch
        }
        commands.append(.popClip)
        commands.append(.insetBorder(frame, width: 1, .solid(Self.ink)))
        let width = max(frame.width - 2 * PlaceholderSpec.labelInset, 1)
        let laid = text.layOut(label, font: PlaceholderSpec.labelFont, width: width, lineLimit: 1)
        let origin = Point(x: frame.minX + max((frame.width - laid.size.width) / 2, PlaceholderSpec.labelInset),
                           y: frame.minY + (frame.height - laid.size.height) / 2)
        let labelColor = scheme == .dark ? RGBAColor(red: 1, green: 1, blue: 1) : RGBAColor(red: 0, green: 0, blue: 0)
        commands.append(contentsOf: PlacedText(frame: Rect(origin: origin, size: laid.size), text: laid)
            .runs(font: PlaceholderSpec.labelFont, paint: { _ in .solid(labelColor) }))
        return commands
    }
}
