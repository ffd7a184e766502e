import LoupeJSON
import SwiftSyntax

/// `LabeledContent` as iOS's automatic style draws it (`docs/controls.md#labeled-content`): the label leading, the
/// content trailing in the secondary style, across the width offered.
extension Evaluator {
    /// `LabeledContent("Title", value: "v")`, `LabeledContent("Total", value: 12.5, format: .currency(code: "USD"))`,
    /// `LabeledContent("Title") { content }`, `LabeledContent { content } label: { label }`.
    func labeledContent(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "value", "format", "content", "label"], trailing: true, of: "LabeledContent")
        let label: [BuiltView]
        if let title = arguments.unlabeled(0) {
            label = [try composed("Text", .object([("string", .json(.string(try string(title))))]), at: node)]
        } else if let closure = arguments.closure("label") {
            label = try closureViews(closure, parameters: [], in: arguments.scope)
        } else {
            throw error(.missingArgument, "'LabeledContent' needs a title or a label closure", at: node, construct: "LabeledContent")
        }
        var content: [BuiltView]
        if let value = arguments.argument("value") {
            let text = if let format = arguments.argument("format") {
                try formattedText(value.value, style: format.value, at: node)
            } else {
                try string(value)
            }
            content = [try composed("Text", .object([("string", .json(.string(text)))]), at: node)]
        } else if let closure = arguments.closure("content") {
            content = try closureViews(closure, parameters: [], in: arguments.scope)
        } else {
            throw error(.missingArgument, "'LabeledContent' needs value: or a content closure", at: node, construct: "LabeledContent")
        }
        for index in content.indices {
            content[index].modifiers += [modifier("foregroundStyle", .json(.string("secondary")), at: node),
                                         modifier("multilineTextAlignment", .json(.string("trailing")), at: node)]
        }
        let spacer = try composed("Spacer", .object([]), at: node)
        let row = label + [spacer] + content
        return .view(try composed("HStack", .object([("content", .array(row.map { .view($0) }))]), at: node))
    }
}
