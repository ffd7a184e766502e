/// Loupe's views, and GridDragView.
extension Vocabulary {
    static let loupeKinds: [ViewKindEntry] = [
        ViewKindEntry(
            "VisualLayoutGuide", .loupe,
            swift: .call(SwiftCall(["VisualLayoutGuide"], [label, .init("alignment", "alignment", .alignment),
                                                           .init("shape", "shape", .caseName), persistenceKey])),
            example: VocabularyExample(json: #"{"VisualLayoutGuide": {"label": "Card", "alignment": "top", "shape": "concentricRectangle"}}"#,
                                       swift: #"VisualLayoutGuide("Card", alignment: .top, shape: .concentricRectangle)"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                .visualLayoutGuide(try decoder.visualLayoutGuide(located, viewPath: viewPath))
            }),
        ViewKindEntry(
            "VisualGridGuide", .loupe,
            swift: .call(SwiftCall(["VisualGridGuide"], [label, .init("lineWidth", "lineWidth", .number),
                                                         .init("squareSize", "squareSize", .number),
                                                         .init("fit", "fit", .caseName)])),
            example: VocabularyExample(json: #"{"VisualGridGuide": {"label": "Grid", "squareSize": 20, "fit": "preferred"}}"#,
                                       swift: #"VisualGridGuide("Grid", squareSize: 20, fit: .preferred)"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                .visualGridGuide(try decoder.visualGridGuide(located, viewPath: viewPath))
            }),
        ViewKindEntry(
            "VisualCornerInsetGuide", .loupe,
            swift: .call(SwiftCall(["VisualCornerInsetGuide"], [label])),
            example: VocabularyExample(json: #"{"VisualCornerInsetGuide": {"label": "Corners"}}"#,
                                       swift: #"VisualCornerInsetGuide("Corners")"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                if case .string = located.value {
                    return .visualCornerInsetGuide(VisualCornerInsetGuideSpec(label: try located.string(allowEmpty: true)))
                }
                let reader = try decoder.parameters(of: "VisualCornerInsetGuide", located, viewPath: viewPath, keys: ["label"])
                return .visualCornerInsetGuide(VisualCornerInsetGuideSpec(label: try reader.optional("label")?.string(allowEmpty: true)))
            }),
        ViewKindEntry(
            "DraggablePositionView", .loupe,
            swift: .call(SwiftCall(["DraggablePositionView"], [label, .init("coordinateSpace", "coordinateSpace", .coordinateSpace),
                                                               .init("startPosition", "startPosition", .size), persistenceKey])),
            example: VocabularyExample(
                json: #"{"DraggablePositionView": {"label": "Tracker", "coordinateSpace": {"named": "card"}, "startPosition": [10, 20]}}"#,
                swift: #"DraggablePositionView("Tracker", coordinateSpace: .named("card"), startPosition: CGSize(width: 10, height: 20))"#),
            decode: { decoder, located, viewPath, _ throws(SceneError) in
                .draggablePositionView(try decoder.draggablePositionView(located, viewPath: viewPath))
            }),
        ViewKindEntry(
            "GridDragView", .loupe,
            swift: .translated(.gridDragView, names: ["GridDragView"]),
            example: VocabularyExample(
                json: #"{"GridDragView": {"rows": 1, "cols": 2, "cells": [{"Color": "red"}, {"Color": "blue"}]}}"#,
                swift: """
                    GridDragView(gridDragViewModel: GridDragViewModel(rows: 1, cols: 2, cellSize: .zero, viewFactory: nil, cells: [
                        GridDragViewModel.GridCell(cell: AnyView(Color.red)), GridDragViewModel.GridCell(cell: AnyView(Color.blue)),
                    ]))
                    """),
            decode: { decoder, located, viewPath, depth throws(SceneError) in
                .gridDragView(try decoder.gridDragView(located, viewPath: viewPath, depth: depth))
            }),
    ]

    /// A Loupe view's unlabeled label; `nil` is no label.
    private static let label = SwiftParameter(nil, "label", .string)
    private static let persistenceKey = SwiftParameter("persistenceKey", "persistenceKey", .string)
}

extension SceneDecoder {
    /// `{}`, a bare label string, or `{"label", "alignment", "shape", "persistenceKey"}`.
    func visualLayoutGuide(_ located: LocatedValue, viewPath: String) throws(SceneError) -> VisualLayoutGuideSpec {
        if case .string = located.value { return VisualLayoutGuideSpec(label: try located.string(allowEmpty: true)) }
        guard case .object = located.value else {
            throw located.mismatch(
                expected: "a label string or an object {\"label\", \"alignment\", \"shape\", \"persistenceKey\"}")
        }
        let reader = try parameters(of: "VisualLayoutGuide", located, viewPath: viewPath,
                                    keys: ["label", "alignment", "shape", "persistenceKey"])
        let label = try reader.optional("label")?.string(allowEmpty: true)
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
            try GeometryDecoding.alignment(value)
        } ?? .center
        let shapeName = try reader.optional("shape")?.name(in: VisualLayoutGuideSpec.Shape.allCases.map(\.rawValue))
        let shape = shapeName.flatMap(VisualLayoutGuideSpec.Shape.init(rawValue:)) ?? .rectangle
        let persistenceKey = try reader.optional("persistenceKey")?.string(allowEmpty: true)
        return VisualLayoutGuideSpec(label: label, alignment: alignment, shape: shape, persistenceKey: persistenceKey)
    }

    /// `{}`, a bare label string, or `{"label", "lineWidth", "squareSize", "fit"}`.
    func visualGridGuide(_ located: LocatedValue, viewPath: String) throws(SceneError) -> VisualGridGuideSpec {
        if case .string = located.value { return VisualGridGuideSpec(label: try located.string(allowEmpty: true)) }
        guard case .object = located.value else {
            throw located.mismatch(expected: "a label string or an object {\"label\", \"lineWidth\", \"squareSize\", \"fit\"}")
        }
        let reader = try parameters(of: "VisualGridGuide", located, viewPath: viewPath,
                                    keys: ["label", "lineWidth", "squareSize", "fit"])
        let fitName = try reader.optional("fit")?.name(in: VisualGridGuideSpec.Fit.allCases.map(\.rawValue))
        return VisualGridGuideSpec(
            label: try reader.optional("label")?.string(allowEmpty: true),
            lineWidth: try reader.optional("lineWidth")?.number(in: 0.1...100) ?? 1,
            squareSize: try reader.optional("squareSize")?.number(in: 0.5...100_000),
            fit: fitName.flatMap(VisualGridGuideSpec.Fit.init(rawValue:)) ?? .exact)
    }
}
