import Foundation
import Testing
import LoupeCore
@testable import LoupeScene

/// A scene using most of the format decodes to exactly the expected model.
@Suite struct FullSceneTests {
    static let json = """
    {
      "device": "iphone 15 pro max",
      "colorScheme": "dark",
      "background": {"image": "shots/home.png"},
      "defaults": {"debug.tracker": [40, 12], "VisualLayoutGuide.Header": [-3.5, 0]},
      "body": {
        "ZStack": {
          "alignment": "topLeading",
          "content": [
            {"Color": "blue", "modifiers": [
              {"overlay": {"content": {"VisualLayoutGuide": "Content Area"}}},
              {"ignoresSafeArea": true}
            ]},
            {"id": "stack", "VStack": {"alignment": "leading", "spacing": 4, "content": [
              {"id": "header", "VisualLayoutGuide": {"label": "Header", "alignment": "top",
                                                     "persistenceKey": "header-guide"},
               "modifiers": [{"frame": {"height": 100}}, {"foregroundStyle": "red"}]},
              {"Text": {"string": "Hello", "font": "caption", "lineLimit": 2}},
              {"Spacer": {}},
              {"HStack": [{"Circle": {}}, {"RoundedRectangle": {"cornerRadius": 12}}]}
            ]}, "modifiers": [
              {"padding": {"edges": "horizontal"}},
              {"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "top"}},
              {"background": {"alignment": "bottom", "content": {"Capsule": {}}}},
              {"background": "#FF000080"},
              {"visualLayoutGuideInteractions": {"dragEnabled": true, "persistenceEnabled": true,
                                                 "persistenceNamespace": "debug"}},
              {"overlayCoordinator": "isolated"}
            ]}
          ]
        }
      },
      "interactions": [
        {"drag": {"target": "header", "translation": [120, 40], "steps": 8}},
        {"drag": {"target": "stack", "start": [100, 300], "translation": [-90, 0], "release": false}}
      ]
    }
    """

    @Test func decodesTheDocument() throws {
        let scene = try decodeScene(Self.json)
        #expect(scene.device == Device.preset(named: "iPhone 15 Pro Max"))
        #expect(scene.device.pixelWidth == 1290 && scene.device.pixelHeight == 2796)
        #expect(scene.colorScheme == .dark)
        #expect(scene.background == .image(path: "shots/home.png"))
        #expect(scene.defaults == ["debug.tracker": [40, 12], "VisualLayoutGuide.Header": [-3.5, 0]])
        #expect(scene.interactions == [
            .drag(DragInteraction(target: "header", translation: Size(width: 120, height: 40), steps: 8,
                                  path: "interactions[0]")),
            .drag(DragInteraction(target: "stack", start: Point(x: 100, y: 300), translation: Size(width: -90, height: 0),
                                  release: false, path: "interactions[1]")),
        ])
    }

    @Test func decodesTheViewTree() throws {
        let guide = ViewNode(.visualLayoutGuide(VisualLayoutGuideSpec(label: "Content Area")),
                             path: "body.content[0].modifiers[0].overlay.content")
        let color = ViewNode(.color(.named(.blue)), modifiers: [
            .overlay(alignment: .center, content: .view(guide)),
            .ignoresSafeArea(edges: .all),
        ], path: "body.content[0]")
        let header = ViewNode(
            .visualLayoutGuide(VisualLayoutGuideSpec(label: "Header", alignment: .top, persistenceKey: "header-guide")),
            id: "header",
            modifiers: [.frame(FixedFrame(height: 100)), .foregroundStyle(.named(.red))],
            path: "body.content[1].content[0]")
        let text = ViewNode(.text(TextContent("Hello", font: .textStyle(.caption, weight: nil, design: nil), lineLimit: 2)),
                            path: "body.content[1].content[1]")
        let spacer = ViewNode(.spacer(minLength: nil), path: "body.content[1].content[2]")
        let row = ViewNode(.hStack(alignment: .center, spacing: nil, content: [
            ViewNode(.shape(.circle), path: "body.content[1].content[3].content[0]"),
            ViewNode(.shape(.roundedRectangle(cornerRadius: 12)), path: "body.content[1].content[3].content[1]"),
        ]), path: "body.content[1].content[3]")
        let capsule = ViewNode(.shape(.capsule), path: "body.content[1].modifiers[2].background.content")
        let stack = ViewNode(
            .vStack(alignment: .leading, spacing: 4, content: [header, text, spacer, row]),
            id: "stack",
            modifiers: [
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)),
                .background(alignment: .bottom, content: .view(capsule)),
                .background(alignment: .center, content: .style(.rgba(RGBAColor(rgb8: 255, 0, 0, alpha: 128.0 / 255)))),
                .visualLayoutGuideInteractions(GuideInteractions(dragEnabled: true, persistenceEnabled: true,
                                                                 persistenceNamespace: "debug")),
                .isolatedOverlayCoordinator,
            ],
            path: "body.content[1]")
        let expected = ViewNode(.zStack(alignment: .topLeading, content: [color, stack]), path: "body")
        #expect(try decodeScene(Self.json).body == expected)
    }

    @Test func appliesTheContractDefaults() throws {
        let scene = try decodeScene(#"{"body": {"Color": "blue"}}"#)
        #expect(scene.device.name == "iPhone 15")
        #expect(scene.device.pixelWidth == 1179 && scene.device.pixelHeight == 2556)
        #expect(scene.colorScheme == .light)
        #expect(scene.background == .system)
        #expect(scene.defaults.isEmpty)
        #expect(scene.interactions.isEmpty)
        #expect(scene.body == ViewNode(.color(.named(.blue)), path: "body"))
        // Dark scenes get a black backdrop unless they name one, like iOS's system background.
        #expect(try decodeScene(#"{"colorScheme": "dark", "body": {"Color": "blue"}}"#).background == .system)
    }

    @Test func acceptsTheSameSceneAsBytesAndData() throws {
        let fromBytes = try SceneDecoding.decode(Array(Self.json.utf8))
        let fromData = try SceneDecoding.decode(Data(Self.json.utf8))
        #expect(fromBytes.body == fromData.body)
        #expect(fromBytes.body.kindName == "ZStack")
    }
}
