import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

extension ControlDrawing {
    /// An inline picker in a list row (`docs/controls.md#picker`): each option a row of its own, its title at the
    /// leading edge, a separator below every option but the last (from the text to the card's trailing edge), and a
    /// checkmark in the tint at the trailing edge of the selected one.
    func inlinePicker(_ spec: PickerSpec, node: LayoutNode, frame: Rect, font: FontSpec) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        let titlePaint = resolve(node.environment.foregroundStyle ?? .named(.label), scheme: scheme)
        let tint = resolve(node.environment.controls.tintColor, scheme: scheme)
        let trailingInset = ListMetrics.of(node.environment.controls.listStyle).rowInsets.trailing
        var top = frame.minY
        for (index, option) in spec.options.enumerated() {
            let laid = text.layOut(option, font: font, width: nil, lineLimit: 1)
            let height = PickerMetrics.inlineRowHeight(textHeight: ceiledToPixels(laid.size.height, scale: scale))
            let titleFrame = Rect(x: frame.minX, y: top + (height - laid.size.height) / 2,
                                  width: laid.size.width, height: laid.size.height)
            commands += PlacedText(frame: titleFrame, text: laid).runs(font: font, paint: { titlePaint.paint(in: $0) })
            if index == spec.selection {
                let side = PickerMetrics.checkmarkSide
                let square = Rect(x: frame.maxX - side, y: top + (height - side) / 2, width: side, height: side)
                commands.append(.text(SymbolShapes.standIn(for: "checkmark", in: square, paint: tint.paint(in: square))))
            }
            top += height
            if index < spec.options.count - 1 {
                let pixel = 1 / scale
                let line = snappedToPixels(Rect(x: frame.minX, y: top - pixel, width: frame.width + trailingInset, height: pixel),
                                           scale: scale)
                commands.append(.fill(.rect(line), resolve(.named(.separator), scheme: scheme).paint(in: line)))
            }
        }
        return commands
    }
}
