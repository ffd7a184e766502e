#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// What `Toggle` and `ProgressView` draw besides their labels (`docs/controls.md#toggle`,
/// `docs/controls.md#progress-view`).
struct ControlDrawing {
    let scheme: ColorScheme
    let scale: Double
    let text: any TextLineLayout

    /// The shape behind a bordered button (`docs/controls.md#button`); nothing for the other styles.
    func buttonShape(_ spec: ButtonSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let controls = node.environment.controls
        guard let fill = controls.fillColor(role: spec.role, scheme: scheme) else { return [] }
        let side = min(frame.width, frame.height)
        let shape: DisplayShape = switch controls.resolvedBorderShape {
        case .roundedRectangle(let radius?): .roundedRect(frame, CornerRadii(all: min(radius, side / 2)))
        case .circle: .ellipse(Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
        case .capsule, .automatic, .roundedRectangle(nil): .roundedRect(frame, CornerRadii(all: side / 2))
        }
        return [.fill(shape, paint(fill, frame))]
    }

    /// A text field's box (`.roundedBorder`) and its one line: the text in the foreground style, or the placeholder in
    /// `placeholderText`, cut with "…" at the field's width (`docs/controls.md#text-field`).
    func textField(_ spec: TextFieldSpec, node: LayoutNode, frame: Rect, foreground: ResolvedPaint) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        var inner = frame
        if node.environment.controls.textFieldStyle == .roundedBorder {
            let box = DisplayShape.roundedRect(frame, CornerRadii(all: TextFieldMetrics.cornerRadius))
            commands.append(.fill(box, paint(TextFieldMetrics.fill, frame)))
            commands.append(.stroke(box.inset(by: 0.5 / scale), lineWidth: 1 / scale, paint(TextFieldMetrics.border, frame)))
            inner = frame.insetBy(dx: TextFieldMetrics.padding, dy: TextFieldMetrics.padding)
        }
        let font = node.environment.textFont(nil)
        let laid = text.layOut(spec.shown, font: font, width: max(inner.width, 1e-6) + 1e-6, lineLimit: 1)
        let style = spec.text.isEmpty ? resolve(.named(.placeholderText), scheme: scheme) : foreground
        commands += PlacedText(frame: inner, text: laid)
            .runs(font: font, paint: { style.paint(in: $0) }, alignment: node.environment.drawnTextAlignment)
        return commands
    }

    /// The switch at the trailing edge of the toggle's frame: a capsule track in the tint (on) or
    /// `secondarySystemFill` (off), and a white knob at the end it is switched to.
    func toggle(_ spec: ToggleSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let size = ToggleMetrics.switchSize
        let track = Rect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        let controls = node.environment.controls
        let onColor = controls.tint ?? ToggleMetrics.onColor
        var commands: [DisplayCommand] = [
            .fill(.roundedRect(track, CornerRadii(all: size.height / 2)), paint(spec.isOn ? onColor : ToggleMetrics.offColor, track)),
        ]
        let knob = ToggleMetrics.knobDiameter, inset = (size.height - knob) / 2
        let knobRect = Rect(x: spec.isOn ? track.maxX - inset - knob : track.minX + inset, y: track.minY + inset,
                            width: knob, height: knob)
        commands.append(.fill(.ellipse(knobRect), .solid(.white)))
        guard controls.isDisabled else { return commands }
        // Disabled: the whole switch at half opacity.
        return [.beginLayer] + commands + [.endLayer(opacity: 0.5)]
    }

    /// The stepper's control at the trailing edge: a rounded rectangle in `tertiarySystemFill` with − and + in the
    /// foreground style (`tertiaryLabel` when disabled) and a separator between them.
    func stepper(node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let size = StepperMetrics.size
        let box = Rect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        let symbolColor = node.environment.controls.isDisabled ? ColorValue.named(.tertiaryLabel)
                                                              : node.environment.foregroundStyle ?? .named(.primary)
        let divider = StepperMetrics.divider
        let line = Rect(x: box.midX - divider.width / 2, y: box.midY - divider.height / 2, width: divider.width,
                        height: divider.height)
        var commands: [DisplayCommand] = [
            .fill(.roundedRect(box, CornerRadii(all: StepperMetrics.cornerRadius)), paint(StepperMetrics.fill, box)),
            .fill(.rect(line), paint(.named(.separator), line)),
        ]
        let side = StepperMetrics.symbolSide
        for (name, centreX) in [("minus", box.minX + box.width / 4), ("plus", box.maxX - box.width / 4)] {
            let square = Rect(x: centreX - side / 2, y: box.midY - side / 2, width: side, height: side)
            commands.append(.text(SymbolShapes.standIn(for: name, in: square, paint: paint(symbolColor, square))))
        }
        return commands
    }

    /// A compact date picker's pills at the frame's trailing edge, the last one there (`docs/controls.md#date-picker`):
    /// each a rounded rectangle in `tertiarySystemFill` with its text in the label colour.
    func datePicker(_ spec: DatePickerSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let font = node.environment.textFont(nil)
        let label = resolve(node.environment.controls.isDisabled ? .named(.tertiaryLabel) : .named(.label), scheme: scheme)
        var commands: [DisplayCommand] = []
        var trailing = frame.maxX
        for string in spec.texts.reversed() {
            let laid = text.layOut(string, font: font, width: nil, lineLimit: 1)
            let width = ceiledToPixels(laid.size.width, scale: scale) + 2 * DatePickerMetrics.horizontalPadding
            let pill = Rect(x: trailing - width, y: frame.midY - DatePickerMetrics.height / 2, width: width,
                            height: DatePickerMetrics.height)
            let textFrame = Rect(x: pill.minX + DatePickerMetrics.horizontalPadding, y: pill.midY - laid.size.height / 2,
                                 width: laid.size.width, height: laid.size.height)
            commands.append(.fill(.roundedRect(pill, CornerRadii(all: DatePickerMetrics.cornerRadius)), paint(DatePickerMetrics.fill, pill)))
            commands += PlacedText(frame: textFrame, text: laid).runs(font: font, paint: { label.paint(in: $0) })
            trailing = pill.minX - DatePickerMetrics.gap
        }
        return commands
    }

    /// A picker (`docs/controls.md#picker`): in the menu style, the selection and the up-and-down chevrons at the
    /// frame's trailing edge (`secondaryLabel` in a list row, the tint elsewhere); segmented, the track, the selected
    /// segment's thumb, the separators between the others, and every title centred in its segment.
    func picker(_ spec: PickerSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let font = node.environment.textFont(nil)
        if node.environment.controls.pickerStyle == .inline, node.environment.isInListRow {
            return inlinePicker(spec, node: node, frame: frame, font: font)
        }
        if node.environment.controls.pickerStyle == .navigationLink {
            // The selection alone at the trailing edge; the row draws the chevron.
            let laid = text.layOut(spec.selectedTitle, font: font, width: nil, lineLimit: 1)
            let valueFrame = Rect(x: frame.maxX - laid.size.width, y: frame.midY - laid.size.height / 2,
                                  width: laid.size.width, height: laid.size.height)
            let colourPaint = resolve(.named(.secondaryLabel), scheme: scheme)
            return PlacedText(frame: valueFrame, text: laid).runs(font: font, paint: { colourPaint.paint(in: $0) })
        }
        guard node.environment.controls.pickerStyle == .segmented else {
            let colour = node.environment.isInListRow ? ColorValue.named(.secondaryLabel) : node.environment.controls.tintColor
            let side = PickerMetrics.chevronSide
            let chevrons = Rect(x: frame.maxX - side, y: frame.midY - side / 2, width: side, height: side)
            let laid = text.layOut(spec.selectedTitle, font: font, width: nil, lineLimit: 1)
            let valueFrame = Rect(x: chevrons.minX - PickerMetrics.chevronGap - laid.size.width, y: frame.midY - laid.size.height / 2,
                                  width: laid.size.width, height: laid.size.height)
            let colourPaint = resolve(colour, scheme: scheme)
            return PlacedText(frame: valueFrame, text: laid).runs(font: font, paint: { colourPaint.paint(in: $0) })
                + [.text(SymbolShapes.standIn(for: "chevron.up.chevron.down", in: chevrons, paint: colourPaint.paint(in: chevrons)))]
        }
        var commands: [DisplayCommand] = [
            .fill(.roundedRect(frame, CornerRadii(all: PickerMetrics.trackRadius)), paint(.named(.tertiarySystemFill), frame)),
        ]
        guard !spec.options.isEmpty else { return commands }
        let width = frame.width / Double(spec.options.count)
        if let selected = spec.selection {
            let inset = PickerMetrics.thumbInset
            let thumb = Rect(x: frame.minX + width * Double(selected) + inset, y: frame.minY + inset,
                             width: width - 2 * inset, height: frame.height - 2 * inset)
            commands.append(.fill(.roundedRect(thumb, CornerRadii(all: PickerMetrics.thumbRadius)),
                                  paint(.adaptive(light: .named(.white), dark: .rgba(RGBAColor(rgb8: 99, 99, 102))), thumb)))
        }
        for index in 1..<spec.options.count where index != spec.selection && index - 1 != spec.selection {
            let line = Rect(x: frame.minX + width * Double(index) - 0.5, y: frame.minY + 8, width: 1, height: frame.height - 16)
            commands.append(.fill(.rect(line), paint(.named(.separator), line)))
        }
        let label = resolve(node.environment.foregroundStyle ?? .named(.primary), scheme: scheme)
        for (index, option) in spec.options.enumerated() {
            var segmentFont = PickerMetrics.segmentFont
            if index == spec.selection { segmentFont.weight = .semibold }
            let laid = text.layOut(option, font: segmentFont, width: width - 8, lineLimit: 1)
            let titleFrame = Rect(x: frame.minX + width * (Double(index) + 0.5) - laid.size.width / 2,
                                  y: frame.midY - laid.size.height / 2, width: laid.size.width, height: laid.size.height)
            commands += PlacedText(frame: titleFrame, text: laid).runs(font: segmentFont, paint: { label.paint(in: $0) })
        }
        return commands
    }

    /// The bar (a `systemGray5` track and the tint filled to the fraction) under the label, or the indicator's eight
    /// spokes in `systemGray`, fading clockwise from the top.
    func progress(_ spec: ProgressSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        if spec.isBar(in: node.environment.controls.progressStyle) {
            let fraction = spec.fraction ?? 0
            let height = ProgressMetrics.barHeight
            let track = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            let filled = Rect(x: track.minX, y: track.minY, width: track.width * fraction, height: height)
            let radii = CornerRadii(all: height / 2)
            var commands: [DisplayCommand] = [.fill(.roundedRect(track, radii), paint(ProgressMetrics.trackColor, track))]
            if filled.width > 0 {
                commands.append(.fill(.roundedRect(filled, radii), paint(node.environment.controls.tintColor, filled)))
            }
            return commands
        }
        let side = ProgressMetrics.indicatorSide
        let centre = Point(x: frame.midX, y: frame.minY + side / 2)
        return (0..<8).map { index in
            let angle = Double(index) * .pi / 4
            let spoke = Self.spoke(centre: centre, angle: angle, from: side * 0.22, to: side * 0.47, width: side * 0.09)
            return .fill(.polygon(spoke), paint(.opacity(ProgressMetrics.spokeColor, 1 - Double(index) * 0.1), frame))
        }
    }

    /// The slider: a 4-point capsule track across the frame between the thumb's extremes, the tint up to the thumb and
    /// `systemFill` after it, and the white 28-point thumb with a soft shadow.
    func slider(_ spec: SliderSpec, node: LayoutNode, frame: Rect) -> [DisplayCommand] {
        let thumb = SliderMetrics.thumbDiameter, height = SliderMetrics.trackHeight
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        let centreX = frame.minX + thumb / 2 + (frame.width - thumb) * spec.fraction
        let filled = Rect(x: track.minX, y: track.minY, width: max(centreX - track.minX, 0), height: height)
        let radii = CornerRadii(all: height / 2)
        var commands: [DisplayCommand] = [.fill(.roundedRect(track, radii), paint(.named(.systemFill), track))]
        if filled.width > 0 {
            commands.append(.fill(.roundedRect(filled, radii), paint(node.environment.controls.tintColor, filled)))
        }
        let knob = Rect(x: centreX - thumb / 2, y: frame.midY - thumb / 2, width: thumb, height: thumb)
        commands += [.pushClip(knob.insetBy(dx: -8, dy: -8)), .beginLayer, .fill(.ellipse(knob), .solid(.white)),
                     .endLayerShadowed(opacity: 1, shadow: DisplayShadow(color: RGBAColor.black.opacity(0.2), radius: 3,
                                                                         offset: Point(x: 0, y: 1))),
                     .popClip]
        return commands
    }

    /// A spoke from `from` to `to` out of `centre` at `angle` (clockwise from the top), `width` wide with round ends.
    private static func spoke(centre: Point, angle: Double, from: Double, to: Double, width: Double) -> [Point] {
        let (dx, dy) = (sin(angle), -cos(angle))
        let r = width / 2
        func cap(_ distance: Double, _ start: Double) -> [Point] {
            let end = Point(x: centre.x + dx * distance, y: centre.y + dy * distance)
            return (0...6).map { step in
                let a = angle + start + Double(step) * .pi / 6
                return Point(x: end.x + r * sin(a), y: end.y - r * cos(a))
            }
        }
        return cap(to, -.pi / 2) + cap(from, .pi / 2)
    }

    private func paint(_ color: ColorValue, _ rect: Rect) -> DisplayPaint { resolve(color, scheme: scheme).paint(in: rect) }
}
