import LoupeCore
import Testing
@testable import LoupeScene

/// `border`, `onDrop`, the `drop` interaction and `Text` with `frameIn` (`docs/interactions.md#drops`).
@Suite struct BorderAndDropFormTests {
    @Test func borderTakesAColourOrColourAndWidth() throws {
        #expect(try decodeModifiers(#"{"border": "gray"}"#) == [.border(.named(.gray), width: 1)])
        #expect(try decodeModifiers(#"{"border": {"color": "gray", "width": 2.5}}"#) == [.border(.named(.gray), width: 2.5)])
        // Without "width" an object is a colour, so the colour-with-opacity form keeps its meaning.
        #expect(try decodeModifiers(#"{"border": {"color": "red", "opacity": 0.5}}"#)
                == [.border(.opacity(.named(.red), 0.5), width: 1)])
        #expect(try decodeModifiers(##"{"border": {"color": "#FF0000", "width": 0}}"##)
                == [.border(.rgba(RGBAColor(red: 1, green: 0, blue: 0)), width: 0)])
    }

    @Test func borderErrorsNameThePlace() {
        #expect(modifierError(#"{"border": {"color": "gray", "width": -1}}"#)
                == "body.modifiers[0].border.width: expected a number ≥ 0, found -1")
        #expect(modifierError(#"{"border": {"width": 2}}"#) == #"body.modifiers[0].border: missing key "color""#)
        #expect(modifierError(#"{"border": {"color": "gray", "width": 2, "style": "dashed"}}"#)
                == "body.modifiers[0].border.style: unknown key; expected one of color, width")
        #expect(modifierError(#"{"border": 3}"#)?.hasPrefix("body.modifiers[0].border: expected a colour") == true)
    }

    @Test func onDropTakesALabel() throws {
        #expect(try decodeModifiers(#"{"onDrop": "orange"}"#) == [.onDrop(label: "orange")])
        #expect(try decodeModifiers(#"{"onDrop": {"label": "green"}}"#) == [.onDrop(label: "green")])
        #expect(modifierError(#"{"onDrop": 3}"#) == #"body.modifiers[0].onDrop: expected a label or an object {"label"}, found 3"#)
        #expect(modifierError(#"{"onDrop": ""}"#) == "body.modifiers[0].onDrop: expected a non-empty string")
        #expect(modifierError(#"{"onDrop": {"target": "x"}}"#) == "body.modifiers[0].onDrop.target: unknown key; expected one of label")
    }

    @Test func dropInteractionsAreDecodedInOrderWithDrags() throws {
        let document = try decodeScene(#"""
            {"body": {"id": "t", "Color": "red"}, "interactions": [
              {"drop": {"at": [620, 336]}},
              {"drag": {"target": "t", "translation": [1, 2]}},
              {"drop": {"at": [-4.5, 0]}}
            ]}
            """#)
        #expect(document.interactions.count == 3)
        #expect(document.interactions[0] == .drop(DropInteraction(at: Point(x: 620, y: 336), path: "interactions[0]")))
        #expect(document.interactions[2] == .drop(DropInteraction(at: Point(x: -4.5, y: 0), path: "interactions[2]")))
        if case .drag(let drag) = document.interactions[1] { #expect(drag.target == "t") } else { Issue.record("not a drag") }
    }

    @Test func malformedDropsNameThePlace() {
        func error(_ interactions: String) -> String? {
            sceneError(#"{"body": {"id": "t", "Color": "red"}, "interactions": "# + interactions + "}")
        }
        let ok = #"{"drop": {"at": [1, 2]}}"#
        #expect(error("[\(ok), \(ok), {\"drop\": {\"at\": [1]}}]") == "interactions[2].drop.at: expected [x, y], found an array")
        #expect(error(#"[{"drop": {"at": "centre"}}]"#) == #"interactions[0].drop.at: expected [x, y], found "centre""#)
        #expect(error(#"[{"drop": {"at": [1, "2"]}}]"#) == "interactions[0].drop.at: expected [x, y], found an array")
        #expect(error(#"[{"drop": {}}]"#) == #"interactions[0].drop: missing key "at""#)
        #expect(error(#"[{"drop": {"at": [1, 2], "target": "t"}}]"#)
                == "interactions[0].drop.target: unknown key; expected one of at")
        #expect(error(#"[{"drop": [1, 2]}]"#) == #"interactions[0].drop: expected an object {"at": [x, y]}, found an array"#)
        #expect(error(#"[{"drop": {"at": [1, 2]}, "drag": {"target": "t", "translation": [1, 1]}}]"#)
                == #"interactions[0]: an interaction has exactly one key; found "drag" and "drop""#)
        #expect(error(#"[{"drop": {"at": [1, 2000000]}}]"#)
                == "interactions[0].drop.at: 2000000 is out of range; values are limited to ±1000000")
    }
}

@Suite struct GeometryTextFormTests {
    /// `{"GeometryReader": [<view>]}` decoded, and its first child.
    func readerChild(_ viewJSON: String) throws -> ViewNode {
        try decodeBody(#"{"GeometryReader": ["# + viewJSON + "]}").kind.children[0]
    }

    @Test func frameInTakesThreeForms() throws {
        #expect(try readerChild(#"{"Text": {"string": "{x}", "frameIn": "global"}}"#).kind
                == .text(TextContent("{x}", frameIn: .global)))
        #expect(try readerChild(#"{"Text": {"string": "{width}", "frameIn": "local"}}"#).kind
                == .text(TextContent("{width}", frameIn: .local)))
        #expect(try readerChild(#"{"Text": {"string": "white: {x}, {y}", "frameIn": {"named": "white"}}}"#).kind
                == .text(TextContent("white: {x}, {y}", frameIn: .named("white"))))
        // Without frameIn braces are plain text.
        #expect(try decodeBody(#"{"Text": {"string": "{x} {nope}"}}"#).kind == .text(TextContent("{x} {nope}")))
    }

    /// `"frameFormat": "%lf"` writes the frame as a Text's string literal does (six decimals); it needs `frameIn`.
    @Test func frameFormatWritesSixDecimals() throws {
        var expected = TextContent("{x}", frameIn: .global)
        expected.frameFormat = .sixDecimals
        #expect(try readerChild(#"{"Text": {"string": "{x}", "frameIn": "global", "frameFormat": "%lf"}}"#).kind == .text(expected))
        #expect(TextTemplate("at {x}", frameFormat: .sixDecimals).filled(with: Rect(x: 10, y: 69, width: 1, height: 1)) == "at 10.000000")
        #expect(TextTemplate("at {x}").filled(with: Rect(x: 10, y: 69, width: 1, height: 1)) == "at 10.0")
        #expect(bodyError(#"{"Text": {"string": "{x}", "frameFormat": "%lf"}}"#)
                == #"body.frameFormat: "frameFormat" says how a Text with "frameIn" writes its frame"#)
    }

    @Test func frameInAnywhereInsideTheReadersContent() throws {
        // Deeper in the content, and in an overlay of a view in the content: both are inside the reader.
        let nested = try decodeBody(#"""
            {"GeometryReader": [{"VStack": [{"Color": "red", "modifiers": [{"overlay": {"Text": {"string": "{maxY}", "frameIn": "global"}}}]}]}]}
            """#)
        #expect(nested.kind.children.count == 1)
    }

    @Test func frameInOutsideAReaderIsAnError() {
        #expect(bodyError(#"{"Text": {"string": "{x}", "frameIn": "global"}}"#)
                == #"body.frameIn: a Text with "frameIn" reads the frame of its GeometryReader; this Text is not inside a GeometryReader's content"#)
        // A layer of the reader itself is outside its content.
        #expect(bodyError(#"""
            {"GeometryReader": [], "modifiers": [{"overlay": {"Text": {"string": "{x}", "frameIn": "global"}}}]}
            """#)
                == #"body.modifiers[0].overlay.frameIn: a Text with "frameIn" reads the frame of its GeometryReader; this Text is not inside a GeometryReader's content"#)
        // After a reader closes, its siblings are outside it.
        #expect(bodyError(#"""
            {"VStack": [{"GeometryReader": []}, {"Text": {"string": "{x}", "frameIn": "local"}}]}
            """#)?.hasPrefix("body.content[1].frameIn: a Text with \"frameIn\"") == true)
    }

    @Test func badFrameInAndPlaceholdersNameThePlace() {
        #expect(bodyError(#"{"GeometryReader": [{"Text": {"string": "{x}", "frameIn": "screen"}}]}"#)
                == #"body.content[0].frameIn: expected one of local, global, found "screen""#)
        #expect(bodyError(#"{"GeometryReader": [{"Text": {"string": "{x}", "frameIn": {"name": "a"}}}]}"#)
                == "body.content[0].frameIn.name: unknown key; expected one of named")
        #expect(bodyError(#"{"GeometryReader": [{"Text": {"string": "{x}", "frameIn": 3}}]}"#)
                == #"body.content[0].frameIn: expected "local", "global" or an object {"named": "name"}, found 3"#)
        #expect(bodyError(#"{"GeometryReader": [{"Text": {"string": "at {x}, {top}", "frameIn": "global"}}]}"#)
                == "body.content[0].string: unknown placeholder {top}; expected one of {x}, {y}, {width}, {height}, "
                + "{minX}, {minY}, {maxX}, {maxY}, {midX}, {midY}")
    }
}

@Suite struct TextTemplateTests {
    let frame = Rect(x: 297, y: 307, width: 300, height: 300)

    @Test func placeholdersAreFilledLikeSwiftInterpolatesCGFloat() {
        #expect(TextTemplate("white: {x}, {y}").filled(with: frame) == "white: 297.0, 307.0")
        #expect(TextTemplate("{minX} {minY} {maxX} {maxY} {midX} {midY} {width}×{height}").filled(with: frame)
                == "297.0 307.0 597.0 607.0 447.0 457.0 300.0×300.0")
        let odd = Rect(x: -300, y: 0.1, width: 1.0 / 3, height: 1e-5)
        #expect(TextTemplate("{x}|{y}|{width}|{height}").filled(with: odd) == "-300.0|0.1|0.3333333333333333|1e-05")
    }

    @Test func otherBracesStayLiteral() {
        #expect(TextTemplate("{ x } {1} {} {x").filled(with: frame) == "{ x } {1} {} {x")
        #expect(TextTemplate("{{x}}").filled(with: frame) == "{297.0}")
        #expect(TextTemplate("{top}: {y}").filled(with: frame) == "{top}: 307.0")
        #expect(TextTemplate.unknownPlaceholders(in: "{top} {x} {Width} { y }") == ["top", "Width"])
        #expect(TextTemplate("plain").segments == [.literal("plain")])
        #expect(TextTemplate("a{x}b").segments == [.literal("a"), .field(.x), .literal("b")])
    }
}

/// `Text` with `readsDrag` (`docs/interactions.md#the-draggable-modifier`): the drag placeholders and where such a Text
/// may stand.
@Suite struct DragTextFormTests {
    @Test func dragPlaceholdersAreFilledLikeSwiftInterpolatesCGSize() {
        let values = DraggableState(committed: Size(width: 60, height: 80.5), translation: Size(width: -40, height: 120),
                                    isDragging: true)
        #expect(TextTemplate("drag: {translation}").filled(frame: nil, drag: values) == "drag: (-40.0, 120.0)")
        #expect(TextTemplate("view: {committed}").filled(frame: nil, drag: values) == "view: (60.0, 80.5)")
        #expect(TextTemplate("drag + view: {offset}").filled(frame: nil, drag: values) == "drag + view: (20.0, 200.5)")
        #expect(TextTemplate("{isDragging}").filled(frame: nil, drag: values) == "true")
        #expect(TextTemplate("{offset} {isDragging}").filled(frame: nil, drag: DraggableState())
                == "(0.0, 0.0) false")
        // A placeholder whose source is missing stays as written.
        #expect(TextTemplate("{x} {offset}").filled(frame: nil, drag: nil) == "{x} {offset}")
    }

    @Test func readsDragInsideOrOnADraggableView() throws {
        // In an overlay of the draggable view, with the modifier after the overlay (StarView's order).
        let star = try decodeBody(#"""
            {"Image": {"systemName": "star.fill"}, "modifiers": [
              {"overlay": {"VStack": [{"Text": {"string": "drag: {translation}", "readsDrag": true}}]}},
              {"draggable": true}]}
            """#)
        guard case .overlay(_, .view(let stack)) = star.modifiers[0], case .vStack(_, _, let texts) = stack.kind else {
            Issue.record("expected the overlay's VStack"); return
        }
        #expect(texts[0].kind == .text(TextContent("drag: {translation}", readsDrag: true)))
        // The Text itself carries the modifier; a container's child reads its container's.
        #expect(throws: Never.self) {
            try decodeBody(#"{"Text": {"string": "{offset}", "readsDrag": true}, "modifiers": [{"draggable": true}]}"#)
        }
        #expect(throws: Never.self) {
            try decodeBody(#"{"VStack": [{"Text": {"string": "{isDragging}", "readsDrag": true}}], "modifiers": [{"draggable": {}}]}"#)
        }
        // Both sources at once.
        #expect(throws: Never.self) {
            try decodeBody(#"""
                {"GeometryReader": [{"Text": {"string": "{x} {offset}", "frameIn": "global", "readsDrag": true}}],
                 "modifiers": [{"draggable": true}]}
                """#)
        }
    }

    @Test func readsDragWithoutADraggableViewIsAnError() {
        let message = #"a Text with "readsDrag" shows the drag of the nearest view with a "draggable" modifier; "#
            + "neither this Text nor a view it is in has one"
        #expect(bodyError(#"{"Text": {"string": "{offset}", "readsDrag": true}}"#) == "body.readsDrag: " + message)
        // A sibling's draggable does not enclose the Text.
        #expect(bodyError(#"""
            {"VStack": [{"Color": "red", "modifiers": [{"draggable": true}]}, {"Text": {"string": "{offset}", "readsDrag": true}}]}
            """#) == "body.content[1].readsDrag: " + message)
    }

    @Test func placeholdersMustBelongToTheSourcesRead() {
        #expect(bodyError(#"{"Text": {"string": "{x}", "readsDrag": true}, "modifiers": [{"draggable": true}]}"#)
                == "body.string: unknown placeholder {x}; expected one of {translation}, {committed}, {offset}, {isDragging}")
        #expect(bodyError(#"{"GeometryReader": [{"Text": {"string": "{offset}", "frameIn": "global"}}]}"#)?
                    .hasPrefix("body.content[0].string: unknown placeholder {offset}; expected one of {x}, {y}") == true)
        #expect(bodyError(#"{"Text": {"string": "{x}", "readsDrag": 1}}"#) == "body.readsDrag: expected true or false, found 1")
    }
}
