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

    /// The report of `laid`: the device, the colour scheme, every view in preorder with its frames and the entries
    /// its overlay and interactions add, then the report's own entries (the drops).
    static func make(_ laid: LaidOutScene) -> JSONValue {
        let document = laid.scene.document, layout = laid.layout
        let device = document.device
        let overlaysByPath = Dictionary(laid.overlays.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
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
            if case .placeholder(let spec) = node.view.kind { pairs.append(("placeholder", .string(spec.label))) }
            if let shown = node.shownChild { pairs.append(("shownChild", .number(Double(shown)))) }
            if let font = node.textFont { pairs.append(("fontSize", .number(font.size))) }
            for entry in laid.reportEntries(for: node, overlaysByPath: overlaysByPath) {
                pairs.append((entry.reportKey, entry.json))
            }
            return .object(pairs)
        }
        var report: [(String, JSONValue)] = [
            ("device", .object([
                ("name", .string(device.name)), ("width", .number(device.size.width)),
                ("height", .number(device.size.height)), ("scale", .number(device.scale)),
                ("safeArea", .insets(device.safeArea)), ("family", .string(device.family.rawValue)),
                ("pixelWidth", .number(Double(device.pixelWidth))), ("pixelHeight", .number(Double(device.pixelHeight))),
            ])),
            ("colorScheme", .string(document.colorScheme.rawValue)),
            ("views", .array(views)),
        ]
        for entry in laid.sceneReportEntries { report.append((entry.reportKey, entry.json)) }
        return .object(report)
    }
}
