import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Modifiers that present something over the view only while a binding says so (`sheet(isPresented:)`, `alert`,
/// …), and `navigationBarTitle`, SwiftUI's older spelling of `navigationTitle`.
extension Evaluator {
    /// The modifiers that present a sheet, cover, popover, alert or dialog while `isPresented:` is true or `item:` is
    /// not nil.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "actionSheet",
        "fileImporter", "fileExporter", "photosPicker",
    ]

    /// Whether `name(arguments)` presents nothing as the preview starts (its binding false or nil), which leaves the
    /// picture as it is; a presented one is an error, as what it presents is not drawn.
    func isNotPresented(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Bool {
        guard Self.presentations.contains(name) else { return false }
        if let condition = arguments.argument("isPresented") {
            guard case .bool(let presented) = condition.value else {
                throw mismatch(condition, expected: "a Bool binding")
            }
            if !presented { return true }
        } else if let item = arguments.argument("item") {
            if isNil(item) { return true }
        } else {
            return false
        }
        throw error(.unsupportedModifier, "'\(arguments.spelling("." + name))' presents its content as the preview starts; presented sheets, alerts and popovers are not drawn (start with it false)",
                    at: node, construct: "." + name)
    }

    /// `navigationBarTitle(_:)` and `navigationBarTitle(_:displayMode:)`: `navigationTitle`, and the display mode.
    func navigationBarTitle(_ arguments: CallArguments, to view: inout BuiltView, at node: some SyntaxProtocol) throws {
        try expect(arguments, labels: [nil, "displayMode"], of: ".navigationBarTitle")
        guard let title = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.navigationBarTitle' needs a title", at: node)
        }
        let text: String
        if case .view(let titleView) = title.value, titleView.kind == "Text",
           case .object(let members) = titleView.parameters, case .string(let string)? = members.first(where: { $0.0 == "string" })?.1.plainJSON {
            text = string
        } else {
            text = try string(title)
        }
        view.modifiers.append(BuiltModifier(name: "navigationTitle", value: .json(.string(text)), place: place(node)))
        if let mode = arguments.argument("displayMode") {
            view.modifiers.append(BuiltModifier(name: "navigationBarTitleDisplayMode", value: .json(.string(try memberName(mode))),
                                                place: mode.place))
        }
    }

    /// `NavigationStack(path: $path)` with nothing pushed draws its root, as the stack without a path does; screens
    /// pushed from the start are not drawn, so a path that holds some is an error.
    func startsAtItsRoot(_ path: Argument) throws {
        guard case .array(let screens) = path.value else { throw mismatch(path, expected: "a NavigationPath or an array of screens") }
        guard screens.isEmpty else {
            throw SwiftSourceError(.unsupportedView, "'NavigationStack(path:)' starts with \(screens.count) screens pushed; pushed screens are not drawn (start with an empty path)",
                                   at: path.place, construct: "NavigationStack(path:)")
        }
    }
}
