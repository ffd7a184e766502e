import Testing
@testable import LoupeScene

/// Error messages, asserted verbatim: they are part of the user interface.
@Suite struct SceneErrorTests {
    @Test func namesWrongTypes() {
        #expect(bodyError(#"{"ZStack": {"content": [{"Color": "red"}, {"Color": "red"}, {"Color": "blue", "modifiers": [{"frame": {"width": "wide"}}]}]}}"#) ==
                #"body.content[2].modifiers[0].frame.width: expected a number or "infinity", found "wide""#)
        #expect(sceneError("[]") == #"scene: expected a scene object {"device", "body", …}, found an empty array"#)
        #expect(sceneError(#"{"body": {"Color": "red"}, "colorScheme": true}"#) == "colorScheme: expected one of light, dark, found true")
        #expect(bodyError(#"{"HStack": {"spacing": "8", "content": []}}"#) == #"body.spacing: expected a number, found "8""#)
        #expect(bodyError(#"{"VStack": {"alignment": "top", "content": []}}"#) ==
                #"body.alignment: expected one of leading, center, trailing (a VStack aligns its children horizontally), found "top""#)
        #expect(bodyError(#"{"ZStack": 5}"#) == #"body.ZStack: expected an object {"alignment", "spacing", "content"}, found 5"#)
        #expect(bodyError(#"{"Rectangle": null}"#) == #"body.Rectangle: expected an object {"stroke", "strokeBorder", "trim"}, found null"#)
        #expect(bodyError(#"{"Text": {"string": 5}}"#) == "body.string: expected a string, found 5")
        #expect(bodyError(#"{"Text": {"string": "a", "lineLimit": 1.5}}"#) == "body.lineLimit: expected an integer from 1 to 1000, found 1.5")
        #expect(bodyError(#"{"Color": "red", "id": 7}"#) == "body.id: expected a string, found 7")
        #expect(bodyError(#"{"Color": "red", "modifiers": {"padding": 8}}"#) == "body.modifiers: expected an array of modifiers, found an object")
        #expect(modifierError(#"{"clipped": false}"#) == "body.modifiers[0].clipped: expected true, found false")
        #expect(modifierError(#"{"ignoresSafeArea": "all"}"#) == #"body.modifiers[0].ignoresSafeArea: expected true or an object {"edges"}, found "all""#)
        #expect(modifierError(#"{"padding": {"edges": "sides"}}"#) ==
                #"body.modifiers[0].padding.edges: expected one of all, horizontal, vertical, top, leading, bottom, trailing or an array of them, found "sides""#)
        #expect(modifierError(#"{"overlay": 3}"#) == #"body.modifiers[0].overlay: expected a view, a colour or an object {"alignment", "content"}, found 3"#)
        #expect(modifierError(#"{"font": "tiny"}"#) ==
                #"body.modifiers[0].font: expected one of largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 (text styles), found "tiny""#)
    }

    @Test func rejectsUnknownKeysEverywhere() {
        #expect(sceneError(#"{"bodyy": {}}"#) == "bodyy: unknown key; expected one of device, sizing, colorScheme, dynamicTypeSize, layoutDirection, background, defaults, body, interactions")
        // The message lists every kind of the vocabulary, in its order (VocabularyTests checks the list itself).
        let unknown = bodyError(#"{"Colour": "red"}"#) ?? ""
        #expect(unknown.hasPrefix("body.Colour: unknown key; expected a view kind (ZStack, HStack, VStack, "))
        #expect(unknown.hasSuffix(#"DraggablePositionView, GridDragView, NavigationStack), "id" or "modifiers""#))
        #expect(bodyError(#"{"zstack": []}"#)?.hasSuffix(#""id" or "modifiers"; did you mean "ZStack"?"#) == true)
        #expect(bodyError(#"{"ZStack": {"content": [], "aligment": "top"}}"#) == "body.aligment: unknown key; expected one of alignment, spacing, content")
        #expect(bodyError(#"{"ZStack": {"content": [], "id": "x"}}"#) == #"body.id: "id" belongs in the view object next to "ZStack", not inside it"#)
        #expect(bodyError(#"{"Circle": {"radius": 3}}"#) == "body.radius: unknown key; expected one of stroke, strokeBorder, trim")
        let unknownModifier = modifierError(#"{"fram": {"width": 3}}"#) ?? ""
        #expect(unknownModifier.hasPrefix("body.modifiers[0].fram: unknown modifier; expected one of frame, padding, contentMargins, offset, "))
        #expect(unknownModifier.contains("navigationBarTitleDisplayMode, toolbar, safeAreaInset, navigationBarHidden, searchable, zIndex, scaleEffect, rotationEffect, mask, blur, clipShape, cornerRadius, shadow, aspectRatio, fontWeight, bold, ")
                && unknownModifier.hasSuffix("draggablePositionViewConstraints, draggable"))
        #expect(modifierError(#"{"Padding": 3}"#)?.hasSuffix(#", draggable; did you mean "padding"?"#) == true)
        #expect(modifierError(#"{"offset": {"x": 1, "z": 2}}"#) == "body.modifiers[0].offset.z: unknown key; expected one of x, y")
        #expect(sceneError(#"{"body": {"Color": "red"}, "interactions": [{"drag": {"target": "x", "translation": [1, 1], "speed": 2}}]}"#) ==
                "interactions[0].drag.speed: unknown key; expected one of target, start, translation, steps, release")
    }

    @Test func rejectsUnknownAndMixedFrameKeys() {
        #expect(modifierError(#"{"frame": {"widht": 100, "height": 50}}"#) ==
                "body.modifiers[0].frame.widht: unknown key; expected one of width, height, alignment")
        #expect(modifierError(#"{"frame": {"maxWidht": 100, "maxHeight": 50}}"#) ==
                "body.modifiers[0].frame.maxWidht: unknown key; expected one of minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment")
        #expect(modifierError(#"{"frame": {"w": 100}}"#) == """
        body.modifiers[0].frame.w: unknown key; expected one of width, height, alignment (a fixed frame) or \
        minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment (a flexible frame)
        """)
        #expect(modifierError(#"{"frame": {"width": 100, "maxHeight": "infinity"}}"#) == """
        body.modifiers[0].frame: a frame is either fixed (width, height) or flexible (minWidth, idealWidth, maxWidth, \
        minHeight, idealHeight, maxHeight), not both; found "width" and "maxHeight"
        """)
    }

    @Test func rejectsBadFrameValues() {
        #expect(modifierError(#"{"frame": {"width": -10}}"#) == "body.modifiers[0].frame.width: expected a number ≥ 0, found -10")
        #expect(modifierError(#"{"frame": {"width": "infinity"}}"#) == """
        body.modifiers[0].frame.width: a fixed frame cannot be "infinity" (SwiftUI ignores it); use a flexible frame \
        such as {"maxWidth": "infinity"}
        """)
        #expect(modifierError(#"{"frame": {"minHeight": "infinity"}}"#) ==
                #"body.modifiers[0].frame.minHeight: a minimum cannot be "infinity"; only idealWidth/Height and maxWidth/Height can"#)
        #expect(modifierError(#"{"frame": {"minWidth": 200, "maxWidth": 100}}"#) ==
                "body.modifiers[0].frame: minWidth (200) is greater than maxWidth (100)")
        #expect(modifierError(#"{"frame": {"maxWidth": 1e7}}"#) ==
                "body.modifiers[0].frame.maxWidth: 10000000 is out of range; values are limited to ±1000000")
    }

    @Test func enforcesOneKindKeyAndOneModifierKey() {
        #expect(bodyError(#"{"Color": "red", "Text": "a"}"#) == #"body: a view has exactly one kind key; found "Color" and "Text""#)
        let noKind = bodyError(#"{"id": "a"}"#) ?? ""
        #expect(noKind.hasPrefix("body: a view needs one kind key, one of ZStack, HStack, VStack, "))
        #expect(noKind.hasSuffix("DraggablePositionView, GridDragView, NavigationStack"))
        #expect(modifierError(#"{"padding": 8, "opacity": 0.5}"#) ==
                #"body.modifiers[0]: a modifier object has exactly one key; found "padding" and "opacity" (list each modifier separately, in order)"#)
        #expect(modifierError("{}") == #"body.modifiers[0]: expected a modifier (an object with one key such as "padding"), found an empty object"#)
    }

    @Test func rejectsDuplicateIDsNamingTheFirst() {
        #expect(bodyError(#"{"id": "a", "VStack": [{"Color": "red"}, {"id": "a", "Color": "blue"}]}"#) ==
                #"body.content[1].id: duplicate id "a"; body already has it"#)
        #expect(bodyError(#"{"VStack": [{"id": "x", "Color": "red", "modifiers": [{"overlay": {"content": {"id": "y", "Circle": {}}}}]}, {"id": "y", "Color": "blue"}]}"#) ==
                #"body.content[1].id: duplicate id "y"; body.content[0].modifiers[0].overlay.content already has it"#)
    }

    @Test func rejectsOutOfRangeOpacity() {
        #expect(modifierError(#"{"opacity": 1.5}"#) == "body.modifiers[0].opacity: expected a number from 0 to 1, found 1.5")
        #expect(modifierError(#"{"opacity": -0.1}"#) == "body.modifiers[0].opacity: expected a number from 0 to 1, found -0.1")
    }

    @Test func rejectsInteractionsOnUnknownTargets() {
        #expect(sceneError(#"{"body": {"id": "tracker", "Color": "red"}, "interactions": [{"drag": {"target": "trackr", "translation": [1, 2]}}]}"#) ==
                #"interactions[0].drag.target: no view has id "trackr""#)
        #expect(sceneError(#"{"body": {"id": "t", "Color": "red"}, "interactions": [{"drag": {"target": "t"}}]}"#) ==
                #"interactions[0].drag: missing key "translation""#)
        #expect(sceneError(#"{"body": {"id": "t", "Color": "red"}, "interactions": [{"tap": {}}]}"#) ==
                "interactions[0].tap: unknown interaction; expected drag, reset or drop")
        #expect(sceneError(#"{"body": {"id": "t", "Color": "red"}, "interactions": [{"drag": {"target": "t", "translation": [1]}}]}"#) ==
                "interactions[0].drag.translation: expected an array of two numbers, found an array")
    }

    @Test func reportsLaterLoupeFeaturesAsNotSupportedYet() {
        #expect(bodyError(#"{"ZStack": [{"DraggablePositionView": {"label": "t", "startPosition": [1]}}]}"#) ==
                "body.content[0].startPosition: expected an array of two numbers, found an array")
        #expect(bodyError(#"{"VisualGridGuide": {"squareSize": "big"}}"#)?.hasPrefix("body.squareSize: expected a number") == true)
        #expect(bodyError(#"{"VisualGridGuide": {"fit": "loose"}}"#)?.hasPrefix("body.fit: ") == true)
        #expect(bodyError(#"{"VisualCornerInsetGuide": {"radius": 3}}"#)?.hasPrefix("body.radius: unknown key") == true)
        #expect(bodyError(#"{"GridDragView": {}}"#) == #"body: missing key "rows" in GridDragView"#)
    }

    @Test func decodesThePositionTrackerModifiers() throws {
        let scene = try decodeScene(#"{"body": {"Color": "red", "modifiers": [{"draggablePositionViewInteractions": {"dragEnabled": true, "persistenceNamespace": "demo"}}, {"draggablePositionViewConstraints": "horizontal"}, {"draggablePositionViewConstraints": {"horizontalRange": [0, 300], "verticalOnly": true}}]}}"#)
        #expect(scene.body.modifiers == [
            .draggablePositionViewInteractions(GuideInteractions(dragEnabled: true, persistenceNamespace: "demo")),
            .draggablePositionViewConstraints(.horizontal),
            .draggablePositionViewConstraints(PositionConstraints(horizontalRange: 0...300, verticalOnly: true)),
        ])
        #expect(modifierError(#"{"draggablePositionViewConstraints": {"verticalRange": [5, 1]}}"#) ==
                "body.modifiers[0].draggablePositionViewConstraints.verticalRange: expected [low, high] with low ≤ high, found [5.0, 1.0]")
    }

    @Test func reportsSyntaxErrorsAtFileLineAndColumn() {
        let json = """
        {
          "device": "iPhone 15",
          "body": {"Color": "red"} "interactions": []
        }
        """
        #expect(sceneError(json, fileName: "scene.json") == "scene.json:3:28: expected ',' or '}' after an object member")
        #expect(sceneError("{\"body\": {\"Color\": \"red\"}, \"body\": {}}", fileName: "a/b.json") ==
                #"a/b.json:1:28: duplicate key "body" in this object"#)
    }

    @Test func reportsTruncatedFiles() {
        let json = """
        {
          "body": {"VStack": [
            {"Color": "red"},
            {"Text": "Hel
        """
        #expect(sceneError(json) == "scene.json:4:18: unexpected end of input: the string opened at 4:14 is not closed")
        #expect(sceneError("{\"body\": {\"VStack\": [") == "scene.json:1:22: unexpected end of input: the array opened at 1:21 is not closed")
        #expect(sceneError("") == "scene.json:1:1: unexpected end of input; expected a value")
    }

    @Test func reportsMissingBody() {
        #expect(sceneError(#"{"device": "Mac"}"#) == #"scene: missing key "body""#)
        #expect(bodyError(#"{"ZStack": {"alignment": "top"}}"#) == #"body: missing key "content" in ZStack"#)
        #expect(bodyError(#"{"RoundedRectangle": {}}"#) == #"body: missing key "cornerRadius" in RoundedRectangle"#)
    }

    @Test func shortensLongValuesAndEscapesControlCharacters() {
        let long = String(repeating: "ab", count: 30)
        #expect(bodyError("{\"Text\": {\"string\": \"a\", \"font\": \"\(long)\"}}")?.hasSuffix(
            "(text styles), found \"\(String(repeating: "ab", count: 20))…\"") == true)
        #expect(bodyError(#"{"Color": "re\td\u0001"}"#)?.hasSuffix(#"found "re\td\u0001""#) == true)
    }

    @Test func reportsPathsForOddKeys() throws {
        #expect(SceneError(path: "defaults", message: "x").description == "defaults: x")
        #expect(sceneError(#"{"body": {"Color": "red"}, "defaults": {"debug.tracker": [1, "2"]}}"#) ==
                #"defaults["debug.tracker"][1]: expected a number, found "2""#)
        #expect(throws: SceneError(path: #"defaults["VisualLayoutGuide.a"]"#,
                                   message: "expected an array of numbers ([width, height] for an offset), found 3")) {
            try SceneDecoding.decodeDefaults(Array(#"{"VisualLayoutGuide.a": 3}"#.utf8))
        }
        #expect(try SceneDecoding.decodeDefaults(Array(#"{"ns.a": [1.5, -2]}"#.utf8)) == ["ns.a": [1.5, -2]])
    }
}
