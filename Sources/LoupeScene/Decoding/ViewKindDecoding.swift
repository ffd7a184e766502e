import LoupeCore
import LoupeJSON

/// The value of a view's kind key, decoded by the kind's entry in ``Vocabulary``. Its parameters are addressed under
/// the view's own path (`body.alignment`, `body.content[0]`), as SwiftUI's initialiser arguments belong to the view; a
/// value that is not an object is addressed as `<view>.<Kind>`.
extension SceneDecoder {
    mutating func kind(_ name: String, _ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> ViewKind {
        // `view(_:depth:)` only passes kinds it knows; this keeps an unexpected name an error, not a crash.
        guard let entry = Vocabulary.viewKind(name) else { throw located.error("unknown view kind \(quoted(name))") }
        if entry.role == .container, case .array = located.value {
            // `{"VStack": [views]}`: the container with its default parameters and this content.
            let wrapped = JSONValue.object(JSONObject([.init(key: "content", value: located.value)]))
            return try entry.decode(&self, LocatedValue(value: wrapped, path: located.path), viewPath, depth)
        }
        return try entry.decode(&self, located, viewPath, depth)
    }

    /// Reads a kind's parameter object. Its members live under the view's path; `id` and `modifiers` written
    /// inside it get a hint that they belong one level up.
    func parameters(of kind: String, _ located: LocatedValue, viewPath: String,
                    keys: [String]) throws(SceneError) -> ObjectReader {
        // The expectation is spelled out only for an error: building it for every view was a tenth of decoding.
        guard case .object = located.value else {
            throw located.mismatch(expected: keys.isEmpty ? "{}" : "an object {\(ValueDescriptions.quotedList(keys))}")
        }
        return try ObjectReader(LocatedValue(value: located.value, path: viewPath), keys: keys, owner: kind,
                                unknownKey: { key in
            if key == "id" || key == "modifiers" {
                return "\(quoted(key)) belongs in the view object next to \(quoted(kind)), not inside it"
            }
            if keys.isEmpty { return "unknown key; \(kind) takes no parameters" }
            return ObjectReader.unknownKeyMessage(expected: keys)
        })
    }

    /// A container's `content`, required (it may be empty).
    mutating func content(_ reader: ObjectReader, viewPath: String, depth: Int) throws(SceneError) -> [ViewNode] {
        try children(reader.required("content"), viewPath: viewPath, depth: depth)
    }

    /// `"string"` or `{"string", "font", "underline", "strikethrough", "lineLimit", "reservedLines", "frameIn",
    /// "readsDrag"}`.
    mutating func text(_ located: LocatedValue, viewPath: String) throws(SceneError) -> TextContent {
        if case .string = located.value {
            return TextContent(try located.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true))
        }
        let keys = ["string", "runs", "font", "underline", "strikethrough", "lineLimit", "reservedLines", "frameIn", "frameFormat",
                    "readsDrag"]
        guard case .object = located.value else {
            throw located.mismatch(expected: "a string or an object {\(keys.map(quoted).joined(separator: ", "))}")
        }
        let reader = try parameters(of: "Text", located, viewPath: viewPath, keys: keys)
        if let runsValue = reader.optional("runs") {
            if let string = reader.optional("string") { throw string.error("a Text has \"string\" or \"runs\", not both") }
            return try textRuns(runsValue, reader: reader)
        }
        let stringValue = try reader.required("string")
        let string = try stringValue.string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true)
        var font: FontStyle?
        if let value = reader.optional("font") { font = try self.font(value) }
        let underline = try reader.optional("underline")?.bool() ?? false
        let strikethrough = try reader.optional("strikethrough")?.bool() ?? false
        let lineLimit = try reader.optional("lineLimit")?.integer(in: SceneLimits.lineLimitRange)
        var frameIn: GeometryFrameSpace?
        if let frameValue = reader.optional("frameIn") {
            frameIn = try geometryFrameSpace(frameValue)
            if geometryReaderDepth == 0 {
                throw frameValue.error("a Text with \"frameIn\" reads the frame of its GeometryReader; "
                                       + "this Text is not inside a GeometryReader's content")
            }
        }
        let readsDragValue = reader.optional("readsDrag")
        let readsDrag = try readsDragValue?.bool() ?? false
        if readsDrag, draggableDepth == 0, let readsDragValue {
            throw readsDragValue.error("a Text with \"readsDrag\" shows the drag of the nearest view with a "
                                       + "\"draggable\" modifier; neither this Text nor a view it is in has one")
        }
        if frameIn != nil || readsDrag,
           let unknown = TextTemplate.unknownPlaceholders(in: string, frame: frameIn != nil, drag: readsDrag).first {
            let names = TextTemplate.placeholderNames(frame: frameIn != nil, drag: readsDrag)
            throw stringValue.error("unknown placeholder {\(unknown)}; expected one of "
                                    + names.map { "{\($0)}" }.joined(separator: ", "))
        }
        var content = TextContent(string, font: font, underline: underline, lineLimit: lineLimit, frameIn: frameIn,
                                  readsDrag: readsDrag)
        content.strikethrough = strikethrough
        content.reservedLines = try reader.optional("reservedLines")?.integer(in: SceneLimits.lineLimitRange)
        if let formatValue = reader.optional("frameFormat") {
            guard frameIn != nil else { throw formatValue.error("\"frameFormat\" says how a Text with \"frameIn\" writes its frame") }
            let name = try formatValue.name(in: TextTemplate.FrameFormat.allCases.map(\.rawValue))
            content.frameFormat = TextTemplate.FrameFormat(rawValue: name) ?? .swift
        }
        return content
    }

    /// `"local"`, `"global"` or `{"named": "name"}`.
    private func geometryFrameSpace(_ located: LocatedValue) throws(SceneError) -> GeometryFrameSpace {
        let expectation = "\"local\", \"global\" or an object {\"named\": \"name\"}"
        switch located.value {
        case .string:
            return try located.name(in: ["local", "global"]) == "local" ? .local : .global
        case .object:
            let reader = try ObjectReader(located, keys: ["named"], expected: expectation)
            return .named(try reader.required("named").string())
        default:
            throw located.mismatch(expected: expectation)
        }
    }

    /// `{"runs": [{"string", "font", "bold", "italic", "monospaced", "underline", "strikethrough", "color"}], …}`.
    private mutating func textRuns(_ located: LocatedValue, reader: ObjectReader) throws(SceneError) -> TextContent {
        for key in ["frameIn", "readsDrag"] {
            if let value = reader.optional(key) { throw value.error("a Text of runs cannot read \(quoted(key)); give it a \"string\"") }
        }
        let values = try located.elements(expected: "an array of runs {\"string\", …}")
        guard !values.isEmpty, values.count <= 1000 else { throw located.error("a Text has 1 to 1000 runs") }
        var runs: [TextRunStyle] = []
        for value in values {
            let run = try ObjectReader(value, keys: ["string", "symbol", "font", "bold", "italic", "monospaced", "underline",
                                                     "strikethrough", "color"])
            var style: TextRunStyle
            if let symbol = run.optional("symbol") {
                if let string = run.optional("string") { throw string.error("a run has \"string\" or \"symbol\", not both") }
                style = TextRunStyle(symbol: try symbol.string())
            } else {
                style = TextRunStyle(try run.required("string").string(maximumLength: SceneLimits.maximumTextLength, allowEmpty: true))
            }
            if let value = run.optional("font") { style.font = try self.font(value) }
            style.bold = try run.optional("bold")?.bool() ?? false
            style.italic = try run.optional("italic")?.bool() ?? false
            style.monospaced = try run.optional("monospaced")?.bool() ?? false
            style.underline = try run.optional("underline")?.bool() ?? false
            style.strikethrough = try run.optional("strikethrough")?.bool() ?? false
            style.color = try run.optional("color").map { (color) throws(SceneError) in try ColorDecoding.color(color) }
            runs.append(style)
        }
        let string = runs.map(\.string).joined()
        guard string.count <= SceneLimits.maximumTextLength else { throw located.error("the runs hold more than \(SceneLimits.maximumTextLength) characters") }
        var textFont: FontStyle?
        if let value = reader.optional("font") { textFont = try self.font(value) }
        var content = TextContent(string, font: textFont,
                                  underline: try reader.optional("underline")?.bool() ?? false,
                                  lineLimit: try reader.optional("lineLimit")?.integer(in: SceneLimits.lineLimitRange))
        content.strikethrough = try reader.optional("strikethrough")?.bool() ?? false
        content.reservedLines = try reader.optional("reservedLines")?.integer(in: SceneLimits.lineLimitRange)
        content.runs = runs
        return content
    }
}
