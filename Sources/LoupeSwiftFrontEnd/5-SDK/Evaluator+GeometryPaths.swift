import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `GeometryReader { geometry in Path { … } }`: paths drawn from the reader's size. The content is evaluated with the
/// proxy's size at the sizes a `Shape` is read at (`docs/swift-source.md#paths`); when the views differ only in the
/// numbers of their `Path`s' elements, each such number becomes points plus fractions of the reader's width and height,
/// and the paths follow the reader's frame as a shape follows its own. Content that reads the proxy otherwise is left to
/// the reader's layout-time values.
extension Evaluator {
    func sizedGeometryContent(_ closure: ClosureExprSyntax, in scope: Scope) -> [BuiltView]? {
        // Only content that draws a path is read this way, and not again inside such a reading: a reader nested in
        // another's content would otherwise be evaluated five times for each of the outer one's.
        guard !isReadingGeometryPaths, closure.statements.description.contains("Path") else { return nil }
        isReadingGeometryPaths = true
        defer { isReadingGeometryPaths = false }
        let reference = Self.pathReferenceSize, step = Self.pathSteps, check = Self.pathCheckSize
        let sizes = [(reference.width, reference.height), (reference.width + step.width, reference.height),
                     (reference.width, reference.height + step.height), (check.width, check.height)]
        var readings: [[BuiltView]] = []
        // The readings are trials: whatever they change (warnings, the random and UUID sequences) is put back.
        let saved = (warnings, state.fixedValues)
        defer { (warnings, state.fixedValues) = saved }
        for size in sizes {
            // The proxy as a rect of that size: `geometry.size.width` reads it; any other read fails, and the content
            // is then evaluated with the layout-time proxy instead.
            guard let views = try? closureViews(closure, parameters: [.rect(x: 0, y: 0, width: size.0, height: size.1)], in: scope)
            else { return nil }
            readings.append(views)
        }
        guard readings.allSatisfy({ $0.count == readings[0].count }) else { return nil }
        var fitted: [BuiltView] = []
        for index in readings[0].indices {
            guard case .view(let view)? = relative(readings.map { SceneNode.view($0[index]) }, sizes: sizes, insidePath: false)
            else { return nil }
            fitted.append(view)
        }
        return fitted
    }

    /// The tree the readings share, each number that differs inside a path's elements written in the reader's width
    /// and height; nil when anything else differs or a number does not follow the size linearly.
    private func relative(_ trees: [SceneNode], sizes: [(Double, Double)], insidePath: Bool) -> SceneNode? {
        switch trees[0] {
        case .json:
            let values = trees.compactMap(\.plainJSON)
            guard values.count == trees.count else { return nil }
            return relative(values, sizes: sizes, insidePath: insidePath).map { .json($0) }
        case .located(_, let place):
            let inner = trees.compactMap { if case .located(let node, _) = $0 { node } else { nil } }
            guard inner.count == trees.count else { return nil }
            return relative(inner, sizes: sizes, insidePath: insidePath).map { .located($0, place) }
        case .array(let first):
            let arrays = trees.compactMap { if case .array(let items) = $0 { items } else { nil } }
            guard arrays.count == trees.count, arrays.allSatisfy({ $0.count == first.count }) else { return nil }
            var items: [SceneNode] = []
            for index in first.indices {
                guard let item = relative(arrays.map { $0[index] }, sizes: sizes, insidePath: insidePath) else { return nil }
                items.append(item)
            }
            return .array(items)
        case .object(let first):
            let objects = trees.compactMap { if case .object(let members) = $0 { members } else { nil } }
            guard objects.count == trees.count, objects.allSatisfy({ $0.map(\.0) == first.map(\.0) }) else { return nil }
            var members: [(String, SceneNode)] = []
            for (index, member) in first.enumerated() {
                guard let value = relative(objects.map { $0[index].1 }, sizes: sizes, insidePath: insidePath) else { return nil }
                members.append((member.0, value))
            }
            return .object(members)
        case .view(var view):
            let views = trees.compactMap { if case .view(let view) = $0 { view } else { nil } }
            guard views.count == trees.count,
                  views.allSatisfy({ $0.kind == view.kind && $0.modifiers.map(\.name) == view.modifiers.map(\.name) }) else { return nil }
            guard let parameters = relativeParameters(views, sizes: sizes) else { return nil }
            view.parameters = parameters
            for index in view.modifiers.indices {
                guard let value = relative(views.map { $0.modifiers[index].value }, sizes: sizes, insidePath: false) else { return nil }
                view.modifiers[index].value = value
            }
            return .view(view)
        }
    }

    /// A view's parameters; only a `Path`'s `elements` may follow the size.
    private func relativeParameters(_ views: [BuiltView], sizes: [(Double, Double)]) -> SceneNode? {
        guard views[0].kind == "Path", case .object(let first) = views[0].parameters else {
            return relative(views.map(\.parameters), sizes: sizes, insidePath: false)
        }
        let objects = views.compactMap { if case .object(let members) = $0.parameters { members } else { nil } }
        guard objects.count == views.count, objects.allSatisfy({ $0.map(\.0) == first.map(\.0) }) else { return nil }
        var members: [(String, SceneNode)] = []
        for (index, member) in first.enumerated() {
            guard let value = relative(objects.map { $0[index].1 }, sizes: sizes, insidePath: member.0 == "elements") else { return nil }
            members.append((member.0, value))
        }
        return .object(members)
    }

    private func relative(_ values: [JSONValue], sizes: [(Double, Double)], insidePath: Bool) -> JSONValue? {
        switch values[0] {
        case .number(let base):
            let numbers = values.compactMap { if case .number(let n) = $0 { n } else { nil } }
            guard numbers.count == values.count else { return nil }
            if numbers.allSatisfy({ $0 == base }) { return values[0] }
            guard insidePath else { return nil }
            let step = Self.pathSteps, reference = Self.pathReferenceSize
            let perWidth = (numbers[1] - base) / step.width, perHeight = (numbers[2] - base) / step.height
            let length = PathLength(points: base - perWidth * reference.width - perHeight * reference.height,
                                    width: perWidth, height: perHeight)
            guard abs(length.points + length.width * sizes[3].0 + length.height * sizes[3].1 - numbers[3]) < 1e-6 else { return nil }
            return Self.lengthJSON(length)
        case .array(let first):
            let arrays = values.compactMap { if case .array(let items) = $0 { items } else { nil } }
            guard arrays.count == values.count, arrays.allSatisfy({ $0.count == first.count }) else { return nil }
            var items: [JSONValue] = []
            for index in first.indices {
                guard let item = relative(arrays.map { $0[index] }, sizes: sizes, insidePath: insidePath) else { return nil }
                items.append(item)
            }
            return .array(items)
        case .object(let first):
            let objects = values.compactMap { if case .object(let object) = $0 { object } else { nil } }
            guard objects.count == values.count,
                  objects.allSatisfy({ $0.members.map(\.key) == first.members.map(\.key) }) else { return nil }
            var members: [JSONObject.Member] = []
            for (index, member) in first.members.enumerated() {
                guard let value = relative(objects.map { $0.members[index].value }, sizes: sizes, insidePath: insidePath) else { return nil }
                members.append(.init(key: member.key, value: value))
            }
            return .object(JSONObject(members))
        default:
            return values.allSatisfy({ $0 == values[0] }) ? values[0] : nil
        }
    }
}
