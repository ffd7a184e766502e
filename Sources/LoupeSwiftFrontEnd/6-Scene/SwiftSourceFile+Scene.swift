import LoupeJSON
import LoupeScene
import SwiftSyntax

extension SwiftSourceFile {
    /// Evaluates `preview` and translates it to the scene format. Throws a located error for anything outside the
    /// supported subset (docs/swift-source.md).
    public func scene(for preview: SwiftPreview) throws(SwiftSourceError) -> SwiftScene {
        var evaluator = Evaluator(source: self)
        var views: [BuiltView]
        do {
            views = try evaluator.views(of: preview)
        } catch where probesGeometry && evaluator.pendingReaders.contains(GeometryProbe.screenKey) {
            // The preview read `UIScreen.main.bounds` before the screen was known: an empty probe asks for it.
            evaluator.finish()
            var map = SourceMap()
            let empty = BuiltView(kind: "ZStack", parameters: .object([("content", .array([]))]), place: preview.place)
            var probe = SwiftScene(preview: preview, json: .object(JSONObject([.init(key: "body", value: SceneNode.view(empty).serialized(at: "body", into: &map))])),
                                   warnings: [], sourceMap: map, interactionsFile: nil)
            probe.pendingGeometry = [GeometryProbe.screenKey]
            return probe
        }
        let first = evaluator.state.environment
        // One of a `PreviewProvider`'s several views takes the scheme given to it, not one a sibling set.
        let sharesProvider = evaluator.state.providerViewCount > 1
        let preferredScheme = sharesProvider ? views.first?.previewColorScheme : first.preferredColorScheme
        if colorScheme == nil, first.readDefaultColorScheme || sharesProvider, let preferred = preferredScheme, preferred != "light" {
            // `ContentView().preferredColorScheme(.dark)`: the modifier is met after the body read the scheme as
            // light. SwiftUI hands the preferred scheme down to every view, so the preview is evaluated again in it.
            evaluator.finish()
            evaluator = Evaluator(source: self, state: PreviewState(environment: PreviewEnvironment(assumedColorScheme: preferred)))
            views = try evaluator.views(of: preview)
        }
        defer { evaluator.finish() }
        let body: BuiltView
        var traits = preview.traits
        switch views.count {
        case 0:
            body = BuiltView(kind: "ZStack", parameters: .object([("content", .array([]))]), place: preview.place)
        case 1:
            body = views[0]
            if let own = body.previewTraits { traits = own }
        default:
            throw SwiftSourceError(.unsupportedSwift, "the preview shows \(views.count) views side by side; put them in a stack (VStack { … }) to say how they are arranged", at: preview.place)
        }
        var map = SourceMap()
        var members: [JSONObject.Member] = []
        if let scheme = sharesProvider ? views.first?.previewColorScheme : evaluator.state.environment.preferredColorScheme {
            members.append(.init(key: "colorScheme", value: .string(scheme)))
        }
        if let direction = evaluator.state.environment.stackLayoutDirection, body.kind == "NavigationStack" {
            members.append(.init(key: "layoutDirection", value: direction.serialized(at: "layoutDirection", into: &map)))
        }
        for (key, node) in traits.sceneMembers { members.append(.init(key: key, value: node.serialized(at: key, into: &map))) }
        members.append(.init(key: "body", value: SceneNode.view(body).serialized(at: "body", into: &map)))
        var scene = SwiftScene(preview: preview, json: .object(JSONObject(members)),
                               warnings: preview.skippedArguments + evaluator.warnings, sourceMap: map, interactionsFile: nil)
        scene.pendingGeometry = evaluator.pendingReaders
        return scene
    }
}

extension Evaluator {
    /// The views of `preview`, every failure a located error.
    func views(of preview: SwiftPreview) throws(SwiftSourceError) -> [BuiltView] {
        do {
            return try previewViews(preview)
        } catch let error as SwiftSourceError {
            throw error
        } catch {
            throw SwiftSourceError(.unsupportedSwift, "\(error)", at: preview.place)
        }
    }

    func previewViews(_ preview: SwiftPreview) throws -> [BuiltView] {
        switch preview.body {
        case .closure(let closure):
            return try builderViews(closure.statements, in: Scope(parent: globals))
        case .expression(let expression):
            return try views(of: try evaluate(expression, in: Scope(parent: globals)), at: expression)
        case .viewStruct(let name):
            guard let type = try resolveType(name, at: source.tree) else { return [] }
            let arguments = CallArguments(list: [], trailing: [], node: Syntax(type.nameToken), scope: globals)
            return try instantiate(type, arguments, at: type.nameToken)
        case .provider(let structure, let index):
            let views = try providerViews(structure)
            state.providerViewCount = views.count
            guard views.indices.contains(index) else {
                throw error(.noPreview, "'\(structure.name.bareText).previews' makes \(views.count) views; preview \(index + 1) is not one of them", at: structure.name)
            }
            return [views[index]]
        case .missing(let node):
            throw error(.noPreview, "this #Preview has no closure", at: node)
        }
    }

    /// The views a `PreviewProvider`'s `static var previews` makes: each is a preview of its own.
    func providerViews(_ structure: StructDeclSyntax) throws -> [BuiltView] {
        if let type = try resolveType(structure.name.bareText, at: structure.name) { typeContext.append(type) }
        defer { if !typeContext.isEmpty { typeContext.removeLast() } }
        let members = SwiftSourceFile.activeMembers(structure.memberBlock.members)
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == "previews",
                  let accessors = binding.accessorBlock else { continue }
            return try builderViews(try getter(of: accessors), in: Scope(parent: globals))
        }
        throw error(.noPreview, "'\(structure.name.bareText)' is a PreviewProvider without 'static var previews'", at: structure.name)
    }
}
