import LoupeCore

extension DisplayList {
    /// The list as text, one command a line: what a snapshot test of the seam compares, without pixels.
    ///
    /// ```text
    /// size 393×852
    /// fill rect 0,0 393×852 solid #FFFFFF
    /// material roundedRect 12,80 160×44 r8 blur 24 tints #FFFFFF@0.7 sourceOver
    /// text "Bounds" 12pt semibold monospaced at 20,101.5 solid #007AFF
    /// ```
    ///
    /// Numbers are points, rounded to 1/1000 and printed without trailing zeros; colours are `#RRGGBB` with `@alpha`
    /// when not opaque, each channel rounded to 8 bits. The same list always gives the same text.
    public var textForm: String {
        var lines = ["size \(TextForm.number(size.width))×\(TextForm.number(size.height))"]
        lines += commands.map(TextForm.describe)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DisplayCommand {
    /// The command as one line of ``DisplayList/textForm``.
    public var textForm: String { TextForm.describe(self) }
}

extension DisplayShape {
    /// The shape as ``DisplayList/textForm`` writes it: `ellipse 10,10 20×30`.
    public var textForm: String { TextForm.describe(self) }
}

/// The pieces of ``DisplayList/textForm``.
enum TextForm {
    static func describe(_ command: DisplayCommand) -> String {
        switch command {
        case .fill(let shape, let paint): "fill \(describe(shape)) \(describe(paint))"
        case .image(let path, let origin): "image \(quoted(path)) at \(describe(origin))"
        case .picture(let path, let rect): "picture \(quoted(path)) in \(describe(rect))"
        case .stroke(let shape, let width, let paint, let ends):
            "stroke \(describe(shape)) width \(number(width)) \(describe(paint))"
                + (ends == .standard ? "" : " cap \(ends.cap.rawValue) join \(ends.join.rawValue)")
        case .insetBorder(let rect, let width, let paint): "insetBorder \(describe(rect)) width \(number(width)) \(describe(paint))"
        case .text(let run): describe(run)
        case .material(let shape, let material): "material \(describe(shape)) \(describe(material))"
        case .pushClip(let rect): "pushClip \(describe(rect))"
        case .popClip: "popClip"
        case .beginLayer: "beginLayer"
        case .endLayer(let opacity): "endLayer opacity \(number(opacity))"
        case .endLayerMasked(let opacity, let mask): "endLayer opacity \(number(opacity)) mask \(describe(mask))"
        case .endLayerShadowed(let opacity, let shadow):
            "endLayer opacity \(number(opacity)) shadow \(describe(.solid(shadow.color))) radius \(number(shadow.radius)) offset \(describe(shadow.offset))"
        case .endLayerBlurred(let opacity, let radius): "endLayer opacity \(number(opacity)) blur \(number(radius))"
        case .endLayerMaskedBy(let opacity, let mask):
            "endLayer opacity \(number(opacity)) mask [" + mask.map(describe).joined(separator: "; ") + "]"
        case .endLayerTransformed(let opacity, let t):
            "endLayer opacity \(number(opacity)) transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
        }
    }

    static func describe(_ shape: DisplayShape) -> String {
        switch shape {
        case .rect(let rect): "rect \(describe(rect))"
        case .roundedRect(let rect, let radii): "roundedRect \(describe(rect)) \(describe(radii))"
        case .ellipse(let rect): "ellipse \(describe(rect))"
        case .polygon(let points): "polygon " + points.map(describe).joined(separator: " ")
        case .path(let outline):
            "path " + zip(outline.contours, outline.closed).map { points, closed in
                points.map(describe).joined(separator: " ") + (closed ? " close" : "")
            }.joined(separator: " | ")
        }
    }

    static func describe(_ paint: DisplayPaint) -> String {
        switch paint {
        case .solid(let color): "solid \(describe(color))"
        case .linearGradient(let start, let end, let stops):
            "linearGradient \(describe(start))→\(describe(end)) " + describe(stops)
        case .radialGradient(let center, let r0, let r1, let aspect, let stops):
            "radialGradient \(describe(center)) \(number(r0))→\(number(r1)) aspect \(number(aspect)) " + describe(stops)
        case .angularGradient(let center, let a0, let a1, let stops):
            "angularGradient \(describe(center)) \(number(a0))→\(number(a1)) " + describe(stops)
        }
    }

    static func describe(_ stops: [GradientStop]) -> String {
        stops.map { "\(describe($0.color)) at \(number($0.location))" }.joined(separator: ", ")
    }

    static func describe(_ run: TextRun) -> String {
        var text = "text \(quoted(run.string)) \(number(run.font.size))pt \(run.font.weight) \(run.font.design)"
        if run.font.monospacedDigit { text += " monospacedDigit" }
        if run.font.family == .symbols { text += " symbols" }
        text += " at \(describe(run.origin)) \(describe(run.paint))"
        if run.underline { text += " underline" }
        if run.strikethrough { text += " strikethrough" }
        if let glyphs = run.glyphs { text += " glyphs " + glyphs.glyphs.map { "\($0.index)@\($0.pen26Dot6)" }.joined(separator: " ") }
        return text
    }

    static func describe(_ material: Material) -> String {
        "blur \(number(material.blurRadius)) tints "
            + material.tints.map { "\(describe($0.color)) \($0.mode.rawValue)" }.joined(separator: ", ")
    }

    static func describe(_ rect: Rect) -> String {
        "\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))×\(number(rect.height))"
    }

    static func describe(_ point: Point) -> String { "\(number(point.x)),\(number(point.y))" }

    static func describe(_ radii: CornerRadii) -> String {
        let all = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading]
        if all.allSatisfy({ $0 == all[0] }) { return "r\(number(all[0]))" }
        return "r" + all.map(number).joined(separator: "/")
    }

    static func describe(_ color: RGBAColor) -> String {
        func byte(_ channel: Double) -> String {
            let value = Int((min(max(channel, 0), 1) * 255).rounded())
            return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        let hex = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        return color.alpha >= 1 ? hex : hex + "@" + number(color.alpha)
    }

    /// Rounded to 1/1000, trailing zeros dropped; `-0` prints as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func quoted(_ string: String) -> String {
        "\"" + string.replacingBackslashesAndQuotes() + "\""
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }

    func replacingBackslashesAndQuotes() -> String {
        var out = ""
        for character in self {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}
