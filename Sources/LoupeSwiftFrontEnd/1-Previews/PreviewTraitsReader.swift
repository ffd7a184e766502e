import SwiftSyntax

/// Reads the preview traits Xcode's canvas knows: `#Preview(traits:)` as written, and the values of a view's
/// `.previewLayout`, `.previewInterfaceOrientation` and `.previewDevice` once evaluated.
enum PreviewTraitsReader {
    /// Applies a `#Preview` trait (`.sizeThatFitsLayout`, `.fixedLayout(width: 300, height: 200)`, `.landscapeLeft`,
    /// `.portrait`, `.defaultLayout`); false when it is not one of these.
    static func apply(_ expression: ExprSyntax, to traits: inout PreviewTraits) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "sizeThatFitsLayout": traits.layout = .sizeThatFits
            case "defaultLayout": traits.layout = .device
            case "landscapeLeft", "landscapeRight": traits.landscape = true
            case "portrait", "portraitUpsideDown": traits.landscape = false
            default: return false
            }
            return true
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "fixedLayout",
           let size = fixedSize(call.arguments) {
            traits.layout = .fixed(width: size.width, height: size.height)
            return true
        }
        return false
    }

    /// `width: 300, height: 200` written as literals.
    private static func fixedSize(_ arguments: LabeledExprListSyntax) -> (width: Double, height: Double)? {
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label?.text else { return nil }
            let text = argument.expression.trimmedDescription.filter { $0 != "_" }
            guard let value = Double(text) else { return nil }
            values[label] = value
        }
        guard let width = values["width"], let height = values["height"] else { return nil }
        return (width, height)
    }
}
