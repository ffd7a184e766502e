import Testing
import LoupeCore
@testable import LoupeScene

@Suite struct ViewFormTests {
    @Test func decodesContainersWithTheirParameters() throws {
        #expect(try decodeBody(#"{"HStack": {"alignment": "bottom", "spacing": -2, "content": []}}"#).kind ==
                .hStack(alignment: .bottom, spacing: -2, content: []))
        #expect(try decodeBody(#"{"VStack": {"content": []}}"#).kind == .vStack(alignment: .center, spacing: nil, content: []))
        #expect(try decodeBody(#"{"ZStack": {"alignment": "bottomTrailing", "spacing": 3, "content": []}}"#).kind ==
                .zStack(alignment: .bottomTrailing, content: []))
        #expect(try decodeBody(#"{"GeometryReader": {"content": [{"Color": "red"}]}}"#).kind ==
                .geometryReader(content: [ViewNode(.color(.named(.red)), path: "body.content[0]")]))
        #expect(try decodeBody(#"{"ScrollView": {"axes": "horizontal", "contentOffset": 120.5, "content": []}}"#).kind ==
                .scrollView(axes: .horizontal, contentOffset: 120.5, content: []))
        #expect(try decodeBody(#"{"ScrollView": {"content": []}}"#).kind == .scrollView(axes: .vertical, contentOffset: 0, content: []))
    }

    @Test func acceptsAContentArrayAsShorthand() throws {
        #expect(try decodeBody(#"{"VStack": [{"Rectangle": {}}]}"#).kind ==
                .vStack(alignment: .center, spacing: nil, content: [ViewNode(.shape(.rectangle), path: "body.content[0]")]))
        #expect(try decodeBody(#"{"ZStack": []}"#).kind == .zStack(alignment: .center, content: []))
    }

    @Test func decodesShapes() throws {
        let kinds: [(String, ShapeKind)] = [
            ("Rectangle", .rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse),
            ("ConcentricRectangle", .concentricRectangle),
        ]
        for (name, shape) in kinds { #expect(try decodeBody("{\"\(name)\": {}}").kind == .shape(shape)) }
        #expect(try decodeBody(#"{"RoundedRectangle": {"cornerRadius": 8.5}}"#).kind == .shape(.roundedRectangle(cornerRadius: 8.5)))
    }

    @Test func decodesText() throws {
        #expect(try decodeBody(#"{"Text": "Hi"}"#).kind == .text(TextContent("Hi")))
        #expect(try decodeBody(#"{"Text": {"string": "", "underline": true}}"#).kind == .text(TextContent("", underline: true)))
        #expect(try decodeBody(#"{"Text": {"string": "x", "font": {"size": 10, "weight": "black", "design": "monospaced"}}}"#).kind ==
                .text(TextContent("x", font: .custom(size: 10, weight: .black, design: .monospaced))))
    }

    @Test func decodesSpacer() throws {
        #expect(try decodeBody(#"{"Spacer": {}}"#).kind == .spacer(minLength: nil))
        #expect(try decodeBody(#"{"Spacer": {"minLength": 0}}"#).kind == .spacer(minLength: 0))
    }

    @Test func decodesVisualLayoutGuideForms() throws {
        #expect(try decodeBody(#"{"VisualLayoutGuide": {}}"#).kind == .visualLayoutGuide(VisualLayoutGuideSpec()))
        #expect(try decodeBody(#"{"VisualLayoutGuide": " .ignoresSafeArea"}"#).kind ==
                .visualLayoutGuide(VisualLayoutGuideSpec(label: " .ignoresSafeArea")))
        let full = #"{"VisualLayoutGuide": {"label": "Primary", "alignment": "bottomLeading", "shape": "concentricRectangle", "persistenceKey": "primary-guide"}}"#
        #expect(try decodeBody(full).kind == .visualLayoutGuide(VisualLayoutGuideSpec(
            label: "Primary", alignment: .bottomLeading, shape: .concentricRectangle, persistenceKey: "primary-guide")))
    }

    /// The examples of Loupe's VisualLayoutGuide documentation, written as scenes.
    @Test func expressesTheDocumentationExamples() throws {
        let json = """
        {"ZStack": {"content": [
          {"VisualLayoutGuide": "In Safe Area", "modifiers": [{"foregroundStyle": "blue"}]},
          {"VisualLayoutGuide": "Ignoring Safe Area", "modifiers": [{"foregroundStyle": "red"}, {"ignoresSafeArea": true}]},
          {"VisualLayoutGuide": {"label": "Concentric", "shape": "concentricRectangle"},
           "modifiers": [{"foregroundStyle": "green"}, {"padding": 20}]}
        ]}, "modifiers": [{"visualLayoutGuidePositioning": "disabled"},
                          {"visualLayoutGuideInteractions": {"dragEnabled": true, "persistenceEnabled": true,
                                                             "persistenceNamespace": "my-app-debug"}}]}
        """
        let body = try decodeBody(json)
        #expect(body.kind.children.map(\.modifiers) == [
            [.foregroundStyle(.named(.blue))],
            [.foregroundStyle(.named(.red)), .ignoresSafeArea(edges: .all)],
            [.foregroundStyle(.named(.green)), .padding(EdgeInsets(all: 20))],
        ])
        #expect(body.modifiers == [
            .visualLayoutGuidePositioning(.disabled),
            .visualLayoutGuideInteractions(GuideInteractions(dragEnabled: true, persistenceEnabled: true,
                                                             persistenceNamespace: "my-app-debug")),
        ])
    }

    @Test func setsEveryPath() throws {
        let json = """
        {"VStack": [
          {"Color": "red", "modifiers": [{"overlay": {"alignment": "top", "content": {"HStack": [{"Text": "a"}]}}},
                                         {"background": {"Circle": {}}}]},
          {"ZStack": {"content": [{"Spacer": {}}]}}
        ]}
        """
        let body = try decodeBody(json)
        var paths: [String] = []
        func collect(_ node: ViewNode) {
            paths.append(node.path)
            for modifier in node.modifiers {
                switch modifier {
                case .overlay(_, .view(let view)), .background(_, .view(let view)): collect(view)
                default: break
                }
            }
            node.kind.children.forEach(collect)
        }
        collect(body)
        #expect(paths == [
            "body", "body.content[0]", "body.content[0].modifiers[0].overlay.content",
            "body.content[0].modifiers[0].overlay.content.content[0]", "body.content[0].modifiers[1].background",
            "body.content[1]", "body.content[1].content[0]",
        ])
    }
}
