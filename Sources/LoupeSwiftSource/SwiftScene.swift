import SwiftSyntax
import LoupeJSON
import LoupeScene

/// One preview translated to the scene format: the JSON scene, what was skipped, and where each view came from.
public struct SwiftScene {
    /// The preview it renders.
    public var preview: SwiftPreview
    /// The scene, exactly as a JSON scene file would hold it.
    public var json: JSONValue
    /// Constructs skipped because they have no visible effect in a still picture.
    public var warnings: [SwiftSourceWarning]
    /// The scene path of every view and modifier, with its place in the source (longest paths last).
    var places: [(path: String, place: SourcePlace)]

    /// The file the interactions came from, which names their errors.
    var interactionsFile: String?

    /// The scene with `interactions` (the scene format's array) added, as `--interactions FILE.json` gives them;
    /// an error in them is reported in `file`.
    public func adding(interactions: JSONValue, from file: String = "interactions.json") -> SwiftScene {
        var copy = self
        copy.interactionsFile = file
        if case .object(var object) = json {
            object.members.removeAll { $0.key == "interactions" }
            object.members.append(.init(key: "interactions", value: interactions))
            copy.json = .object(object)
        }
        return copy
    }

    /// The decoded scene. An error the scene decoder finds (a value out of range, an unknown id) is reported at the
    /// Swift construct that made the offending view or modifier.
    public func document() throws(SwiftSourceError) -> SceneDocument {
        do {
            return try SceneDecoding.decode(json)
        } catch {
            throw locate(error)
        }
    }

    /// `File.swift:4:10: opacity: expected a number from 0 to 1, found 1.5`.
    func locate(_ error: SceneError) -> SwiftSourceError {
        if error.path.hasPrefix("interactions") {
            return SwiftSourceError("\(error.path): \(error.message)",
                                    at: SourcePlace(fileName: interactionsFile ?? preview.place.fileName, line: 1, column: 1))
        }
        let match = places.filter { entry in
            error.path == entry.path || error.path.hasPrefix(entry.path + ".") || error.path.hasPrefix(entry.path + "[")
        }.max { $0.path.count < $1.path.count }
        guard let match else {
            return SwiftSourceError("\(error.path): \(error.message)", at: preview.place)
        }
        var rest = String(error.path.dropFirst(match.path.count))
        if rest.hasPrefix(".") { rest.removeFirst() }
        return SwiftSourceError(rest.isEmpty ? error.message : "\(rest): \(error.message)", at: match.place)
    }
}

extension SwiftSourceFile {
    /// Evaluates `preview` and translates it to the scene format. Throws a located error for anything outside the
    /// supported subset (docs/swift-source.md).
    public func scene(for preview: SwiftPreview) throws(SwiftSourceError) -> SwiftScene {
        let evaluator = Evaluator(source: self)
        let views: [BuiltView]
        do {
            views = try evaluator.previewViews(preview)
        } catch let error as SwiftSourceError {
            throw error
        } catch {
            throw SwiftSourceError("\(error)", at: preview.place)
        }
        let body: BuiltView
        switch views.count {
        case 0:
            body = BuiltView(kind: "ZStack", parameters: .object([("content", .array([]))]), place: preview.place)
        case 1:
            body = views[0]
        default:
            throw SwiftSourceError("the preview shows \(views.count) views side by side; put them in a stack (VStack { … }) to say how they are arranged", at: preview.place)
        }
        var places: [(path: String, place: SourcePlace)] = []
        var members: [JSONObject.Member] = []
        if let scheme = evaluator.preferredColorScheme {
            members.append(.init(key: "colorScheme", value: .string(scheme)))
        }
        members.append(.init(key: "body", value: SceneNode.view(body).serialized(at: "body", places: &places)))
        return SwiftScene(preview: preview, json: .object(JSONObject(members)),
                          warnings: preview.skippedArguments + evaluator.warnings, places: places,
                          interactionsFile: nil)
    }
}

extension Evaluator {
    func previewViews(_ preview: SwiftPreview) throws -> [BuiltView] {
        switch preview.body {
        case .closure(let closure):
            return try builderViews(closure.statements, in: Scope(parent: globals))
        case .expression(let expression):
            return try views(of: try evaluate(expression, in: Scope(parent: globals)), at: expression)
        case .viewStruct(let name):
            guard let structure = source.viewStructs[name] else { return [] }
            let arguments = CallArguments(list: [], trailing: [], node: Syntax(structure), scope: globals)
            return try instantiate(structure, arguments, at: structure.name)
        case .missing(let node):
            throw error("this #Preview has no closure", at: node)
        }
    }
}
