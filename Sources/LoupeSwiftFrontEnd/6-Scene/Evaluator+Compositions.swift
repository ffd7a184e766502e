import LoupeJSON
import SwiftSyntax

/// Standard views SwiftUI builds from other views, built here from the same ones (`docs/controls.md#group-box`): the
/// scene holds what they are made of.
extension Evaluator {
    /// The views built this way.
    static let composedViews: Set<String> = ["GroupBox", "ContentUnavailableView", "AsyncImage", "NavigationSplitView", "Map",
                                             "EditButton", "LabeledContent"]

    func composedView(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "GroupBox": return try groupBox(arguments, at: node)
        case "ContentUnavailableView": return try contentUnavailable(arguments, at: node)
        case "AsyncImage": return try asyncImage(arguments, at: node)
        case "NavigationSplitView": return try navigationSplitView(arguments, at: node)
        case "Map": return try map(arguments, at: node)
        case "LabeledContent": return try labeledContent(arguments, at: node)
        case "EditButton":
            // The list's edit button at rest: "Edit" in the tint, as a borderless button.
            try expect(arguments, labels: [], of: "EditButton")
            return try made("Button", .object([("title", .json(.string("Edit")))]), at: node)
        default: return nil
        }
    }

    /// `GroupBox { … }`, `GroupBox("Title") { … }`, `GroupBox { … } label: { … }`: iOS's default style, the label in
    /// the headline font above the content, leading-aligned across the width, 16 points of padding, on a rounded
    /// rectangle of radius 8 in `secondarySystemBackground`.
    private func groupBox(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "content", "label"], trailing: true, of: "GroupBox")
        var label: BuiltView?
        if let title = arguments.unlabeled(0) {
            label = try composed("Text", .object([("string", .json(.string(try string(title))))]), at: node)
        } else if let given = arguments.argument("label"), Self.isViewValue(given.value) {
            // `GroupBox(label: Text("Title")) { … }`: the label given as a view.
            label = try stacked(try views(of: given.value, at: node), at: node)
        } else if let closure = arguments.closure("label"), arguments.trailing.contains(where: { $0.label == "label" })
                    || arguments.argument("label") != nil {
            label = try stacked(try closureViews(closure, parameters: [], in: arguments.scope), at: node)
        }
        label?.modifiers.append(modifier("font", .json(.string("headline")), at: node))
        guard let closure = arguments.trailing.first(where: { $0.label == nil })?.closure ?? arguments.closure("content") else {
            throw error(.missingArgument, "'GroupBox' needs its content closure", at: node, construct: "GroupBox")
        }
        let content = try closureViews(closure, parameters: [], in: arguments.scope)
        var box = try composed("VStack", .object([("alignment", .json(.string("leading"))),
                                                  ("content", .array(([label].compactMap { $0 } + content).map { .view($0) }))]), at: node)
        box.modifiers += [
            modifier("frame", .json(.object(JSONObject([.init(key: "maxWidth", value: .string("infinity")),
                                                         .init(key: "alignment", value: .string("leading"))]))), at: node),
            modifier("padding", .json(.number(16)), at: node),
            modifier("background", .object([("content", .view(try roundedFill(radius: 8, color: "secondarySystemBackground", at: node)))]),
                     at: node),
        ]
        return .view(box)
    }

    /// `ContentUnavailableView("Title", systemImage:, description:)`, `ContentUnavailableView { label } description: { … }
    /// actions: { … }`, `ContentUnavailableView.search`: centred in all the space offered, a 48-point symbol in
    /// `secondaryLabel`, the title in bold `title2`, the description in `secondaryLabel`, centred lines.
    private func contentUnavailable(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "systemImage", "image", "description", "label", "actions"], trailing: true,
                   of: "ContentUnavailableView")
        var parts: [BuiltView] = []
        if let title = arguments.unlabeled(0) {
            if let symbol = arguments.argument("systemImage") {
                var image = try composed("Image", .object([("systemName", .json(.string(try string(symbol))))]), at: node)
                image.modifiers += [modifier("font", .json(.object(JSONObject([.init(key: "size", value: .number(48))]))), at: node),
                                    modifier("foregroundStyle", .json(.string("secondaryLabel")), at: node)]
                parts.append(image)
            }
            var text = try composed("Text", .object([("string", .json(.string(try string(title))))]), at: node)
            text.modifiers += [modifier("font", .json(.string("title2")), at: node), modifier("bold", .json(.bool(true)), at: node)]
            parts.append(text)
        } else if let closure = arguments.closure("label") {
            parts += try closureViews(closure, parameters: [], in: arguments.scope)
        }
        var description: [BuiltView] = []
        if let given = arguments.argument("description"), case .closure(let closure, _) = given.value {
            description = try closureViews(closure, parameters: [], in: arguments.scope)
        } else if let given = arguments.argument("description") {
            description = try views(of: given.value, at: node)
        } else if let closure = arguments.trailing.first(where: { $0.label == "description" })?.closure {
            description = try closureViews(closure, parameters: [], in: arguments.scope)
        }
        for var view in description {
            view.modifiers.append(modifier("foregroundStyle", .json(.string("secondaryLabel")), at: node))
            parts.append(view)
        }
        if let closure = arguments.trailing.first(where: { $0.label == "actions" })?.closure {
            parts += try closureViews(closure, parameters: [], in: arguments.scope)
        }
        var stack = try composed("VStack", .object([("spacing", .json(.number(8))), ("content", .array(parts.map { .view($0) }))]), at: node)
        stack.modifiers += [
            modifier("multilineTextAlignment", .json(.string("center")), at: node),
            modifier("padding", .json(.number(16)), at: node),
            modifier("frame", .json(.object(JSONObject([.init(key: "maxWidth", value: .string("infinity")),
                                                         .init(key: "maxHeight", value: .string("infinity"))]))), at: node),
        ]
        return .view(stack)
    }

    /// `AsyncImage(url:)` and its kin, as a preview shows it: nothing is downloaded, so it is its placeholder — the
    /// `placeholder:` view, the `content:` closure's view for the empty phase (`.empty`: no image, no error), or the
    /// default, a gray (`secondarySystemFill`) that fills the space offered.
    private func asyncImage(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["url", "scale", "transaction", "content", "placeholder"], trailing: true, of: "AsyncImage")
        if let closure = arguments.closure("placeholder"), arguments.trailing.contains(where: { $0.label == "placeholder" })
            || arguments.argument("placeholder") != nil {
            return .views(try closureViews(closure, parameters: [], in: arguments.scope))
        }
        if let closure = arguments.trailing.first(where: { $0.label == nil })?.closure ?? arguments.closure("content") {
            // The phase closure, called with the empty phase.
            return .views(try closureViews(closure, parameters: [.member(Self.emptyImagePhase, nil)], in: arguments.scope))
        }
        var fill = try composed("Color", .json(.string("secondarySystemFill")), at: node)
        fill.place = place(node)
        return .view(fill)
    }

    /// `NavigationSplitView { sidebar } detail: { … }` (and with `content:`) on an iPhone: a stack showing its sidebar,
    /// as a compact width collapses the split view to its first column. The other columns are never evaluated.
    private func navigationSplitView(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail"],
                   trailing: true, of: "NavigationSplitView")
        let closure = arguments.closure("sidebar")
        guard let closure else {
            throw error(.missingArgument, "'NavigationSplitView' needs its sidebar closure", at: node, construct: "NavigationSplitView")
        }
        let sidebar = try closureViews(closure, parameters: [], in: arguments.scope)
        return try made("NavigationStack", .object([("content", .array(sidebar.map { .view($0) }))]), at: node)
    }

    /// `Map(…)` (MapKit): its tiles are data from Apple's servers, so it is drawn as MapKit draws a map whose tiles have
    /// not loaded — a flat `systemGray5` fill of all the space offered; its markers and overlays are not evaluated.
    private func map(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        var fill = try composed("Color", .json(.string("systemGray5")), at: node)
        fill.place = place(node)
        return .view(fill)
    }

    /// The phase an `AsyncImage`'s content closure is given: `.empty`, whose `image` and `error` are nil.
    static let emptyImagePhase = "empty"

    /// `ContentUnavailableView.search` and `.search(text:)`.
    func contentUnavailableSearch(text: String?, at node: some SyntaxProtocol) throws -> Value? {
        let title = text.map { "No Results for “\($0)”" } ?? "No Results"
        let arguments = CallArguments(list: [Argument(label: nil, value: .string(title), place: place(node)),
                                             Argument(label: "systemImage", value: .string("magnifyingglass"), place: place(node)),
                                             Argument(label: "description", value: .view(try composed("Text", .object([
                                                 ("string", .json(.string("Check the spelling or try a new search.")))]), at: node)),
                                                      place: place(node))],
                                      trailing: [], node: Syntax(node), scope: globals)
        return try contentUnavailable(arguments, at: node)
    }

    func composed(_ kind: String, _ parameters: SceneNode, at node: some SyntaxProtocol) throws -> BuiltView {
        guard case .view(let view) = try made(kind, parameters, at: node) else {
            throw error(.unsupportedSwift, "'\(kind)' could not be made", at: node)
        }
        return view
    }

    func stacked(_ views: [BuiltView], at node: some SyntaxProtocol) throws -> BuiltView {
        if views.count == 1 { return views[0] }
        return try composed("VStack", .object([("content", .array(views.map { .view($0) }))]), at: node)
    }

    private func roundedFill(radius: Double, color: String, at node: some SyntaxProtocol) throws -> BuiltView {
        var shape = try composed("RoundedRectangle", .object([("cornerRadius", .json(.number(radius)))]), at: node)
        shape.modifiers.append(modifier("foregroundStyle", .json(.string(color)), at: node))
        return shape
    }

    func modifier(_ name: String, _ value: SceneNode, at node: some SyntaxProtocol) -> BuiltModifier {
        BuiltModifier(name: name, value: value, place: place(node))
    }
}
