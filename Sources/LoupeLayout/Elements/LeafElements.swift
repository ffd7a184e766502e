import LoupeCore
import LoupeScene

/// A view that takes the whole proposal on each axis and 10 where none is given: Color, every shape,
/// `VisualLayoutGuide`, and GeometryReader as its parent sees it (`docs/layout.md#default-leaf-size`).
final class GreedyLeafElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?) { self.slot = slot }

    func computeSize(for proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions }
    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}

/// `Spacer(minLength:)` (`docs/layout.md#spacer`): at least `minLength ?? 8` along the enclosing stack's axis and 0
/// across it; outside a stack, at least the minimum on both axes. Priority −∞, zero spacing to its neighbours.
final class SpacerElement: LayoutElement {
    /// The platform's default spacing, also the default minimum length.
    static let defaultMinLength = 8.0

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let minLength: Double
    /// The axis of the stack the spacer sits in, or `nil` outside H/V stacks.
    let stackAxis: Axis?
    var layoutPriority: Double { -.infinity }
    var zeroSpacingEdges: EdgeSet { .all }

    init(slot: RecordSlot?, minLength: Double?, stackAxis: Axis?) {
        self.slot = slot
        self.minLength = finiteOrNil(minLength) ?? Self.defaultMinLength
        self.stackAxis = stackAxis
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch stackAxis {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}

/// `Text` (`docs/layout.md#text-measurement`): measured with `nil`/`∞` → unbounded width, cut to the lines a finite
/// proposed height allows (at least one), and rounded up to the pixel grid. A Text that reads its GeometryReader
/// (`frameIn`) shows its template filled with the reader's frame, known by the time the reader's content is measured;
/// one that reads a drag (`readsDrag`) fills it with the drag's values.
final class TextElement: LayoutElement {
    /// A `frameIn` or `readsDrag` Text's template and where it reads from.
    struct Template {
        let template: TextTemplate
        /// The GeometryReader whose frame fills the frame placeholders (`frameIn`), read in `space`.
        let reader: GeometryProxyBox?
        let space: CoordinateSpaceQuery
        /// The drag that fills the drag placeholders (`readsDrag`), fixed for one layout.
        let drag: DraggableState?

        init(_ template: TextTemplate, reader: GeometryProxyBox?, space: CoordinateSpaceQuery,
             drag: DraggableState?) {
            self.template = template; self.reader = reader; self.space = space; self.drag = drag
        }
    }

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let content: String
    let template: Template?
    let font: FontSpec
    let lineLimit: Int?
    /// The fewest lines the text is tall for (`lineLimit(_:reservesSpace:)`).
    let reservedLines: Int
    /// The case the text is shown in (`textCase`), applied to the template once it is filled.
    let textCase: TextCase?
    /// The smallest fraction of its size the font may shrink to so that the text fits (`minimumScaleFactor`).
    let minimumScaleFactor: Double
    /// For a text of several runs: each run's characters and font (`docs/layout.md#text-runs`).
    var runs: [(string: String, font: FontSpec)]?
    let measurer: any TextMeasuring
    let scale: Double
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }
    /// The font chosen for each proposal (smaller than `font` only when `minimumScaleFactor` is below 1).
    private var fittedFonts: [ProposedSize: FontSpec] = [:]

    init(slot: RecordSlot?, content: TextContent, font: FontSpec, textCase: TextCase? = nil, template: Template? = nil,
         minimumScaleFactor: Double = 1, measurer: any TextMeasuring, scale: Double) {
        self.slot = slot
        self.content = template == nil ? textCase?.apply(to: content.string) ?? content.string : content.string
        self.textCase = textCase
        self.template = template
        self.font = font
        lineLimit = content.lineLimit.map { max($0, 1) }
        reservedLines = min(content.reservedLines ?? 1, content.lineLimit ?? Int.max)
        self.minimumScaleFactor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0.01), 1) : 1
        self.measurer = measurer
        self.scale = scale
    }

    /// The string shown: the content, or the template filled with the reader's frame and the drag.
    var string: String {
        guard let template else { return content }
        let filled = template.template.filled(frame: template.reader?.frame(in: template.space), drag: template.drag)
        return textCase?.apply(to: filled) ?? filled
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let text = textSize(for: proposal)
        guard reservedLines > 1 else { return text }
        let font = runs == nil ? fittedFont(for: proposal) : font
        let line = measurer.measure("X", font: font, width: nil, lineLimit: 1).height
        let reserved = Double(reservedLines) * line + Double(reservedLines - 1) * font.lineSpacing
        return Size(width: text.width, height: max(text.height, ceiledToPixels(reserved, scale: scale)))
    }

    /// The size of the text's own lines, without reserved ones.
    private func textSize(for proposal: ProposedSize) -> Size {
        let width = measuringWidth(proposal.width)
        if let runs {
            let measured = measurer.measure(runs: runs, width: width, lineLimit: lineLimit)
            return Size(width: ceiledToPixels(measured.width, scale: scale), height: ceiledToPixels(measured.height, scale: scale))
        }
        let font = fittedFont(for: proposal)
        var measured = measurer.measure(string, font: font, width: width, lineLimit: lineLimit)
        if let height = proposal.height, height.isFinite, measured.height > height {
            // Show as many whole lines as the height allows, never fewer than one, the last one truncated.
            let lineHeight = measurer.measure(string, font: font, width: width, lineLimit: 1).height
            let fitting = max(((height + 1e-9) / lineHeight).rounded(.down), 1)
            if lineHeight > 0, fitting < Double(lineLimit ?? Int(Int32.max)) {
                measured = measurer.measure(string, font: font, width: width, lineLimit: Int(fitting))
            }
        }
        return Size(width: ceiledToPixels(measured.width, scale: scale),
                    height: ceiledToPixels(measured.height, scale: scale))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        slot?.record.text = string
        if let runs { slot?.record.textRunFonts = runs.map(\.font); return }
        let fitted = fittedFont(for: proposal.sanitized)
        slot?.record.textFont = fitted == font ? nil : fitted
    }

    /// The first line's baseline is the font's ascent below the top; the last line's is as many line heights (and
    /// line spacings) lower as the text has lines after the first (reserved empty lines are not counted).
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        guard case .vertical(let guide) = key, guide.isBaseline else { return nil }
        let font = fittedFont(for: proposal.sanitized)
        let ascent = runs.map { $0.map { measurer.ascent(of: $0.font) }.max() ?? 0 } ?? measurer.ascent(of: font)
        guard guide == .lastTextBaseline else { return ascent }
        let height = textSize(for: proposal.sanitized).height
        let line = measurer.measure("X", font: font, width: nil, lineLimit: 1).height
        guard line > 0 else { return ascent }
        let lines = max(((height + 1e-6 + font.lineSpacing) / (line + font.lineSpacing)).rounded(.down), 1)
        return ascent + (lines - 1) * (line + font.lineSpacing)
    }

    /// The font the text is set in for `proposal`: its own, or with `minimumScaleFactor` below 1 and a text that would
    /// be cut short (more lines than its limit or the proposed height allow, or one line wider than a limit of one
    /// line allows), the largest size down to the factor at which it is not — else the smallest
    /// (`docs/layout.md#text-styling`).
    private func fittedFont(for proposal: ProposedSize) -> FontSpec {
        guard minimumScaleFactor < 1, let width = measuringWidth(proposal.width) else { return font }
        if let known = fittedFonts[proposal] { return known }
        let string = self.string
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        func fits(_ factor: Double) -> Bool {
            var scaled = font
            scaled.size = font.size * factor
            let whole = measurer.measure(string, font: scaled, width: width, lineLimit: nil)
            if let height, ceiledToPixels(whole.height, scale: scale) > height + 1e-9 { return false }
            guard let lineLimit else { return true }
            if lineLimit == 1 { return measurer.measure(string, font: scaled, width: nil, lineLimit: 1).width <= width + 1e-9 }
            return whole.height <= measurer.measure(string, font: scaled, width: width, lineLimit: lineLimit).height + 1e-9
        }
        var chosen = 1.0
        if !fits(1) {
            // Bisection to within a thousandth of the size: the text fits at `low` (or nothing down to the factor does).
            var low = minimumScaleFactor, high = 1.0
            if fits(low) {
                for _ in 0..<12 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
            }
            chosen = low
        }
        var fitted = font
        fitted.size = font.size * chosen
        fittedFonts[proposal] = fitted
        return fitted
    }

    /// `nil` and `∞` mean unbounded; non-positive widths become the smallest positive width, so every line holds
    /// one character.
    private func measuringWidth(_ proposed: Double?) -> Double? {
        guard let proposed, proposed.isFinite else { return nil }
        return max(proposed, .leastNormalMagnitude)
    }
}

/// `Image` (`docs/layout.md#images`): its own size whatever the proposal — a symbol's square one line of the
/// environment's font tall (times the image scale), a picture's size in points (none when unknown) — or, resizable,
/// the size it is offered (its own where it is offered none).
final class ImageElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let ideal: Size
    let isResizable: Bool
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, spec: ImageSpec, font: FontSpec, imageScale: ImageScale, measurer: any TextMeasuring,
         scale: Double) {
        self.slot = slot
        switch spec.source {
        case .symbol:
            let line = measurer.measure("X", font: font, width: nil, lineLimit: 1).height
            let side = ceiledToPixels(line * imageScale.factor, scale: scale)
            ideal = Size(width: side, height: side)
        case .asset(_, let size, _):
            ideal = size ?? .zero
        }
        isResizable = spec.isResizable
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        guard isResizable else { return ideal }
        func offered(_ value: Double?, _ own: Double) -> Double { value.flatMap { $0.isFinite ? max($0, 0) : nil } ?? own }
        return Size(width: offered(proposal.width, ideal.width), height: offered(proposal.height, ideal.height))
    }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {}
}
