import SwiftSyntax

/// A module's own errors as Foundation describes them.
extension Evaluator {
    /// `error.localizedDescription` of a `LocalizedError` of the module: its `errorDescription`. Where that is nil,
    /// or the type is a plain `Error`, Foundation writes a sentence with the module's name
    /// ("The operation couldn’t be completed. (App.LoadError error 1.)"), which a preview does not know: an error.
    func localizedDescription(of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        let type: DeclaredType
        switch base {
        case .instance(let instance): type = instance.type
        case .enumCase(let value): type = value.type
        default: return nil
        }
        if type.conformances.contains("LocalizedError"), case .string(let text)? = try instanceMember("errorDescription", of: base, at: node) {
            return .string(text)
        }
        throw error(.unsupportedSwift, "'localizedDescription' of '\(type.name)' without an 'errorDescription' names the module, which a preview does not know (give the type LocalizedError's errorDescription)",
                    at: node, construct: "localizedDescription")
    }
}
