import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// Replays a scene's drags against its guides, as Loupe's gesture handlers would: each change event sets the
/// in-flight offset to the translation so far; the end event adds the translation to the committed offset,
/// resets the in-flight one and writes the committed offset to the store when persistence is on.
struct InteractionReplay {
    /// Each guide's manual offset (committed plus in-flight), by view path.
    private(set) var manualOffsets: [String: Size] = [:]
    /// The persisted-offset store after the drags.
    private(set) var store: OffsetStore

    init(layout: LayoutResult, document: SceneDocument, text: any TextLineLayout) {
        store = OffsetStore(document.defaults)
        var committed: [String: Size] = [:]
        var inFlight: [String: Size] = [:]
        var guides: [String: (LayoutNode, VisualLayoutGuideSpec)] = [:]
        for node in layout.nodes {
            guard case .visualLayoutGuide(let spec) = node.view.kind else { continue }
            guides[node.view.path] = (node, spec)
            // On appear a guide restores its persisted offset when persistence is on.
            if let key = GuideKeys.persistenceKey(for: node, spec: spec), let saved = store.offset(forKey: key) {
                committed[node.view.path] = saved
            }
        }
        for case .drag(let drag) in document.interactions {
            guard let node = layout.node(id: drag.target),
                  let (guide, spec) = guides[node.view.path],
                  guide.environment.guideInteractions.dragEnabled else { continue }
            let path = node.view.path
            // The gesture is attached to the info box only: a drag that starts elsewhere does not reach it.
            if let start = drag.start {
                let current = Self.offsets(committed: committed, inFlight: inFlight)
                let painter = ScenePainter(layout: layout, colorScheme: document.colorScheme, text: text, manualOffsets: current)
                guard let box = painter.guideReports().first(where: { $0.path == path })?.infoBox,
                      start.x >= box.minX, start.x <= box.maxX, start.y >= box.minY, start.y <= box.maxY else { continue }
            }
            // DragGesture(minimumDistance: 1): a shorter drag never starts the gesture.
            let last = drag.translation
            guard (last.width * last.width + last.height * last.height).squareRoot() >= 1 else { continue }
            inFlight[path] = last
            guard drag.release else { continue }
            let total = (committed[path] ?? .zero) + last
            committed[path] = total
            inFlight[path] = nil
            if let key = GuideKeys.persistenceKey(for: guide, spec: spec) { store.set(total, forKey: key) }
        }
        manualOffsets = Self.offsets(committed: committed, inFlight: inFlight)
    }

    private static func offsets(committed: [String: Size], inFlight: [String: Size]) -> [String: Size] {
        var result: [String: Size] = [:]
        for path in Set(committed.keys).union(inFlight.keys) {
            result[path] = (committed[path] ?? .zero) + (inFlight[path] ?? .zero)
        }
        return result
    }
}
