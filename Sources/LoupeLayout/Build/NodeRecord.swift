import LoupeCore
import LoupeScene

/// The mutable draft of one `LayoutNode`: built with the element tree, filled in during placement, then frozen.
final class NodeRecord {
    let view: ViewNode
    /// The environment the bare view sees, except the geometry-dependent container shape (known at placement).
    let environment: LayoutEnvironment
    var frame = Rect.zero
    /// The direction the parent lays the view out in, before the view's own modifiers.
    var inheritedLayoutDirection = LayoutDirection.leftToRight
    var containerShape: ContainerShape?
    var coordinateSpaces: [NamedSpace] = []
    var modifierFrames: [Rect]
    var modifierSpaces: [[NamedSpace]]
    var layers: [Int: NodeRecord] = [:]
    var children: [NodeRecord] = []
    /// For a `Text`: the string it shows (a `frameIn` template filled in).
    var text: String?
    /// For a `Text` its `minimumScaleFactor` shrank: the font it is set in.
    var textFont: FontSpec?
    /// For a `Text` of several runs: each run's font.
    var textRunFonts: [FontSpec]?
    /// For a `ViewThatFits`: the child it shows.
    var shownChild: Int?
    /// For a `List` (its rows outside sections) or a `Section`: the cards of rows laid out.
    var listCards: [ListCard] = []

    init(view: ViewNode, environment: LayoutEnvironment) {
        self.view = view
        self.environment = environment
        modifierFrames = Array(repeating: .zero, count: view.modifiers.count)
        modifierSpaces = Array(repeating: [], count: view.modifiers.count)
    }

    /// The immutable node, with safe-area insets, shape-style fill rects and the scroll clip rect resolved.
    func freeze(safeArea: SafeAreaResolver) -> LayoutNode {
        var environment = self.environment
        environment.containerShape = containerShape
        var fills: [Int: Rect] = [:]
        for (index, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .background(_, .style), .overlay(_, .style):
                fills[index] = safeArea.outsetBySafeArea(modifierFrames[index])
            case .background(_, .material), .overlay(_, .material):
                fills[index] = modifierFrames[index]
            default:
                break
            }
        }
        var scrollClip: Rect?
        switch view.kind {
        case .scrollView, .list: scrollClip = safeArea.outsetBySafeArea(frame)
        default: break
        }
        return LayoutNode(
            view: view, frame: frame, modifierFrames: modifierFrames,
            safeAreaInsets: directional(safeArea.insets(of: frame), environment.layoutDirection),
            modifierSafeAreaInsets: modifierFrames.indices.map { index in
                directional(safeArea.insets(of: modifierFrames[index]),
                            view.layoutDirection(atModifier: index, inheriting: inheritedLayoutDirection))
            },
            layers: layers.mapValues { $0.freeze(safeArea: safeArea) },
            children: children.map { $0.freeze(safeArea: safeArea) },
            environment: environment, coordinateSpaces: coordinateSpaces,
            modifierCoordinateSpaces: modifierSpaces, styleFillRects: fills, scrollClipRect: scrollClip, text: text, textFont: textFont, textRunFonts: textRunFonts, shownChild: shownChild,
            listCards: listCards, inheritedLayoutDirection: inheritedLayoutDirection)
    }

    /// Insets measured left and right, as leading and trailing: right to left, the leading edge is the right one.
    private func directional(_ insets: EdgeInsets, _ direction: LayoutDirection) -> EdgeInsets {
        guard direction == .rightToLeft else { return insets }
        return EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
    }
}

/// Where an element writes its frame: the bare view of a node, or one of its modifiers.
struct RecordSlot {
    let record: NodeRecord
    /// The modifier's index in `view.modifiers`, or `nil` for the bare view.
    let modifierIndex: Int?

    func write(_ frame: Rect, scope: PlacementScope) {
        let frame = frame.clampedForDrawing
        if let index = modifierIndex {
            record.modifierFrames[index] = frame
            record.modifierSpaces[index] = scope.spaces
        } else {
            record.frame = frame
            record.coordinateSpaces = scope.spaces
            record.containerShape = scope.containerShape
        }
    }

    /// Replaces the spaces recorded for this modifier's frame (a `coordinateSpace` modifier adds its own).
    func recordSpaces(_ spaces: [NamedSpace]) {
        guard let index = modifierIndex else { return }
        record.modifierSpaces[index] = spaces
    }
}

/// What placement carries from the outside in: the named spaces and the container shape in force.
struct PlacementScope {
    /// Nearest first.
    var spaces: [NamedSpace] = []
    var containerShape: ContainerShape?
}

extension Rect {
    /// The largest coordinate a reported frame may have, in points. Only absurd scenes reach it; it keeps every
    /// frame finite and convertible to pixel integers.
    static let drawingLimit = 1e7

    /// The rectangle with non-finite components replaced by 0 and the rest clamped to ±`drawingLimit`.
    var clampedForDrawing: Rect {
        func clean(_ value: Double) -> Double {
            value.isFinite ? clamp(value, -Rect.drawingLimit, Rect.drawingLimit) : 0
        }
        return Rect(x: clean(minX), y: clean(minY), width: clean(width), height: clean(height))
    }
}
