import LoupeDisplayList

/// How a display list is drawn with several threads: runs of commands drawn in bands of rows, one band per thread
/// (`RasterContext.drawInBands`), between commands drawn on the whole canvas.
///
/// A material blurs pixels of every band, and a background image is read once rather than once per band, so both
/// are drawn on the whole canvas, each after every band has finished the commands before it. Everything else only
/// writes the pixels it covers and reads nothing but its own inputs, so the bands need no other meeting point.
struct BandedSteps {
    enum Step: Equatable {
        /// Commands drawn by every band, each clipped to its rows.
        case inBands(Range<Int>)
        /// One command drawn on the whole canvas.
        case whole(Int)
    }

    let steps: [Step]

    /// The steps for `commands`, or nil when a material or image sits inside a clip or layer, or a layer casts a shadow
    /// (a band's clip or layer covers its own rows only, and a shadow's blur reads across bands): those lists are drawn
    /// on one thread.
    init?(_ commands: [DisplayCommand]) {
        var steps: [Step] = []
        var depth = 0, runStart = 0
        for (index, command) in commands.enumerated() {
            switch command {
            case .pushClip, .beginLayer:
                depth += 1
            case .popClip, .endLayer, .endLayerMasked:
                depth -= 1
            case .endLayerShadowed, .endLayerBlurred, .endLayerTransformed, .endLayerMaskedBy:
                return nil
            case .material, .image, .picture:
                guard depth == 0 else { return nil }
                if runStart < index { steps.append(.inBands(runStart..<index)) }
                steps.append(.whole(index))
                runStart = index + 1
            case .fill, .stroke, .insetBorder, .text:
                break
            }
        }
        if runStart < commands.count { steps.append(.inBands(runStart..<commands.count)) }
        self.steps = steps
    }
}
