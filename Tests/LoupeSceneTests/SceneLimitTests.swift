import Testing
@testable import LoupeScene

@Suite struct SceneLimitTests {
    /// `levels` ZStacks nested inside one another around a Color.
    private func nestedStacks(_ levels: Int) -> String {
        String(repeating: #"{"ZStack": ["#, count: levels) + #"{"Color": "red"}"# + String(repeating: "]}", count: levels)
    }

    @Test func limitsViewDepthThroughContainers() throws {
        // 63 stacks plus the Color: 64 levels, the limit.
        let deepest = try decodeBody(nestedStacks(63))
        var node = deepest
        var depth = 1
        while let child = node.kind.children.first { node = child; depth += 1 }
        #expect(depth == 64)
        #expect(node.path == "body" + String(repeating: ".content[0]", count: 63))
        #expect(bodyError(nestedStacks(64)) ==
                "body\(String(repeating: ".content[0]", count: 64)): views are nested more than 64 levels deep, the limit")
    }

    @Test func limitsViewDepthThroughOverlays() {
        var view = #"{"Color": "red"}"#
        for _ in 0..<64 { view = #"{"Color": "red", "modifiers": [{"background": "# + view + "}]}" }
        #expect(bodyError(view) ==
                "body\(String(repeating: ".modifiers[0].background", count: 64)): views are nested more than 64 levels deep, the limit")
    }

    @Test func limitsTheViewCount() {
        let colors = Array(repeating: #"{"Color": "red"}"#, count: 9_999).joined(separator: ",")
        #expect(bodyError("{\"VStack\": [\(colors)]}") == nil)
        #expect(bodyError("{\"VStack\": [\(colors), {\"Color\": \"red\"}]}") ==
                "body.content[9999]: the scene has more than 10000 views, the limit")
        // Overlay views count too.
        #expect(bodyError("{\"VStack\": [\(colors)], \"modifiers\": [{\"overlay\": {\"Circle\": {}}}]}") ==
                "body.modifiers[0].overlay: the scene has more than 10000 views, the limit")
    }

    @Test func limitsInteractionsAndSteps() {
        let drag = #"{"drag": {"target": "t", "translation": [1, 1]}}"#
        let scene = { (interactions: String) in "{\"body\": {\"id\": \"t\", \"Color\": \"red\"}, \"interactions\": [\(interactions)]}" }
        #expect(sceneError(scene(Array(repeating: drag, count: 1000).joined(separator: ","))) == nil)
        #expect(sceneError(scene(Array(repeating: drag, count: 1001).joined(separator: ","))) ==
                "interactions: 1001 interactions; the limit is 1000")
        #expect(sceneError(scene(#"{"drag": {"target": "t", "translation": [1, 1], "steps": 0}}"#)) ==
                "interactions[0].drag.steps: expected an integer from 1 to 1000, found 0")
        #expect(sceneError(scene(#"{"drag": {"target": "t", "translation": [1, 1], "steps": 1001}}"#)) ==
                "interactions[0].drag.steps: expected an integer from 1 to 1000, found 1001")
    }

    @Test func limitsStringLengths() {
        let label = String(repeating: "é", count: 1000)
        #expect(bodyError("{\"VisualLayoutGuide\": \"\(label)\"}") == nil)
        #expect(bodyError("{\"VisualLayoutGuide\": \"\(label)x\"}") ==
                "body.VisualLayoutGuide: the string is 1001 characters long; the limit is 1000")
        #expect(bodyError("{\"Color\": \"red\", \"id\": \"\(String(repeating: "i", count: 1001))\"}") ==
                "body.id: the string is 1001 characters long; the limit is 1000")
        #expect(bodyError("{\"Text\": \"\(String(repeating: "w ", count: 5000))\"}") == nil)
        #expect(bodyError("{\"Text\": \"\(String(repeating: "w ", count: 5000))!\"}") ==
                "body.Text: the string is 10001 characters long; the limit is 10000")
        #expect(bodyError(#"{"Color": "red", "id": ""}"#) == "body.id: expected a non-empty string")
    }

    @Test func limitsTheInputSize() {
        let padding = String(repeating: " ", count: SceneLimits.maximumInputSize)
        #expect(sceneError("{\"body\": {\"Color\": \"red\"}}" + padding, fileName: "big.json") ==
                "big.json: the file is 8388634 bytes; the limit is 8388608 bytes (8 MiB)")
    }

    @Test func reportsJSONNestingBeyondTheLimitAsASyntaxError() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(sceneError("{\"body\": \(deep)}") == "scene.json:1:265: arrays and objects are nested more than 256 levels deep")
    }
}
