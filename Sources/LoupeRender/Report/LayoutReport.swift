import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene
import LoupeJSON

/// The `layout` report: every view's frames, insets and what Loupe's views show, as JSON (`docs/cli.md`).
enum LayoutReport {
    /// Modifiers whose frame the report lists: the ones that change where or how big the view is.
    static let layoutAffecting: Set<String> = ["frame", "padding", "offset", "position", "ignoresSafeArea", "fixedSize",
                                              "draggable"]

    static func make(document: SceneDocument, layout: LayoutResult, guides: [GuideReport],
                     positionViews: [PositionViewReport], layoutState: LayoutState,
                     grids: [GridDragReport] = [], drops: [DropResult] = []) -> JSONValue {
        let device = document.device
        let guidesByPath = Dictionary(uniqueKeysWithValues: guides.map { ($0.path, $0) })
        let positionViewsByPath = Dictionary(uniqueKeysWithValues: positionViews.map { ($0.path, $0) })
        let gridsByPath = Dictionary(grids.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let views: [JSONValue] = layout.nodes.map { node in
            var pairs: [(String, JSONValue)] = [
                ("path", .string(node.view.path)),
                ("id", .string(node.view.id)),
                ("kind", .string(node.view.kindName)),
                ("frame", .rect(node.frame)),
                ("safeAreaInsets", .insets(node.safeAreaInsets)),
            ]
            let modifiers: [JSONValue] = node.view.modifiers.enumerated().compactMap { index, modifier in
                guard layoutAffecting.contains(modifier.name) else { return nil }
                return .object([("index", .number(Double(index))), ("name", .string(modifier.name)),
                                ("frame", .rect(node.modifierFrames[index])),
                                ("safeAreaInsets", .insets(node.modifierSafeAreaInsets[index]))])
            }
            if !modifiers.isEmpty { pairs.append(("modifiers", .array(modifiers))) }
            if case .text = node.view.kind { pairs.append(("text", .string(node.text))) }
            if let guide = guidesByPath[node.view.path] { pairs.append(("visualLayoutGuide", guideReport(guide))) }
            if node.view.modifiers.contains(where: { $0.name == "draggable" }) {
                let drag = layoutState.draggables[node.view.path] ?? DraggableState()
                pairs.append(("draggable", .object([
                    ("committed", .size(drag.committed)), ("translation", .size(drag.translation)),
                    ("offset", .size(drag.total)), ("isDragging", .bool(drag.isDragging)),
                ])))
            }
            if let tracker = positionViewsByPath[node.view.path] {
                pairs.append(("draggablePositionView", positionViewReport(tracker)))
            }
            if let grid = gridsByPath[node.view.path] { pairs.append(("gridDragView", GridDragReportJSON.make(grid))) }
            if let grid = GridGuideReport(node: node, scale: device.scale) { pairs.append(("visualGridGuide", gridReport(grid))) }
            if let corner = CornerInsetGuideReport(node: node, layout: layout) {
                pairs.append(("visualCornerInsetGuide", .object([
                    ("label", .string(corner.label)), ("sizeLine", .string(corner.sizeLine)),
                    ("cornerRadii", .object([
                        ("topLeading", .number(corner.cornerRadii.topLeading)), ("topTrailing", .number(corner.cornerRadii.topTrailing)),
                        ("bottomLeading", .number(corner.cornerRadii.bottomLeading)),
                        ("bottomTrailing", .number(corner.cornerRadii.bottomTrailing)),
                    ])),
                ])))
            }
            return .object(pairs)
        }
        return .object([
            ("device", .object([
                ("name", .string(device.name)), ("width", .number(device.size.width)),
                ("height", .number(device.size.height)), ("scale", .number(device.scale)),
                ("safeArea", .insets(device.safeArea)), ("family", .string(device.family.rawValue)),
                ("pixelWidth", .number(Double(device.pixelWidth))), ("pixelHeight", .number(Double(device.pixelHeight))),
            ])),
            ("colorScheme", .string(document.colorScheme.rawValue)),
            ("views", .array(views)),
            ("drops", .array(drops.map(dropReport))),
        ])
    }

    /// One drop: where, which target (or `null`), the space the location is in, and the location.
    private static func dropReport(_ drop: DropResult) -> JSONValue {
        let point = { (p: Point) -> JSONValue in .array([.number(p.x), .number(p.y)]) }
        guard let target = drop.target else {
            return .object([("interaction", .string(drop.interactionPath)), ("at", point(drop.at)),
                            ("target", .null), ("space", .null), ("location", .null)])
        }
        return .object([
            ("interaction", .string(drop.interactionPath)), ("at", point(drop.at)),
            ("target", .object([("path", .string(target.path)), ("id", .string(target.id)),
                                ("label", .string(target.label)), ("modifierIndex", .number(Double(target.modifierIndex)))])),
            ("space", .string(target.space.reportName)),
            ("location", point(target.location)),
        ])
    }

    private static func gridReport(_ grid: GridGuideReport) -> JSONValue {
        guard let metrics = grid.metrics, let content = grid.contentRect else {
            return .object([("badgeLines", .array(grid.badgeLines.map { .string($0) })),
                            ("accessibilityValue", .string(grid.accessibilityValue))])
        }
        return .object([
            ("squareSize", .number(metrics.squareSize)), ("columns", .number(Double(metrics.columns))),
            ("rows", .number(Double(metrics.rows))), ("fit", .string(metrics.fit.rawValue)),
            ("contentRect", .rect(content)),
            ("remainder", .size(Size(width: metrics.horizontalRemainder, height: metrics.verticalRemainder))),
            ("badgeLines", .array(grid.badgeLines.map { .string($0) })),
            ("accessibilityValue", .string(grid.accessibilityValue)),
        ])
    }

    private static func positionViewReport(_ view: PositionViewReport) -> JSONValue {
        let g = view.geometry
        return .object([
            ("label", .string(view.label)),
            ("coordinateSpace", .string(view.coordinateSpace)),
            ("position", .array([.number(g.position.x), .number(g.position.y)])),
            ("coordinateLine", .string(g.coordinateLine)),
            ("startPosition", .size(g.startPosition)),
            ("manualOffset", .size(g.manualOffset)),
            ("offset", .size(g.offset)),
            ("drawnFrame", .rect(g.drawnFrame)),
            ("disc", .rect(g.disc)),
            ("labelFrame", .rect(g.labelFrame)),
            ("labelYOffset", .number(g.placement.yOffset)),
            ("flipped", .bool(g.placement.flipped)),
            ("dragEnabled", .bool(view.dragEnabled)),
            ("persistenceKey", .string(view.persistenceKey)),
        ])
    }

    private static func guideReport(_ guide: GuideReport) -> JSONValue {
        .object([
            ("label", .string(guide.label)),
            ("heightReadout", .string(guide.heightReadout)),
            ("widthReadout", .string(guide.widthReadout)),
            ("insetLabels", .array(guide.insetLabels.map { .string($0) })),
            ("infoBox", .rect(guide.infoBox)),
            ("naturalInfoBox", .rect(guide.naturalInfoBox)),
            ("collisionOffset", .number(guide.collisionOffset)),
            ("manualOffset", .size(guide.manualOffset)),
            ("persistenceKey", .string(guide.persistenceKey)),
            ("coordinatorScope", .string(guide.coordinatorScope)),
        ])
    }
}
