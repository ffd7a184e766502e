import SwiftSyntax

/// The first syntax error in a parsed file: a token the parser expected and did not find, or text it could not place.
/// (swift-syntax's own diagnostics live in SwiftParserDiagnostics, a further module to compile; the first problem,
/// located, is what a renderer needs.)
enum SyntaxProblemFinder {
    struct Problem { var message: String; var node: Syntax }

    static func firstProblem(in tree: SourceFileSyntax) -> Problem? {
        guard tree.hasError else { return nil }
        return search(Syntax(tree)) ?? Problem(message: "syntax error", node: Syntax(tree))
    }

    /// Descends only into nodes that contain an error; the parser bounds the tree's depth.
    private static func search(_ node: Syntax) -> Problem? {
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            let expected = token.text.isEmpty ? describe(token.tokenKind) : "'\(token.text)'"
            return Problem(message: "syntax error: expected \(expected)", node: node)
        }
        if let token = node.as(TokenSyntax.self), let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            // What the lexer found wrong in the token itself (`@available (…)`: whitespace before the arguments).
            return Problem(message: "syntax error: \(describe(diagnostic.kind)) at '\(token.text)'", node: node)
        }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            let text = unexpected.trimmedDescription
            let short = text.count > 40 ? String(text.prefix(37)) + "…" : text
            return Problem(message: "syntax error: unexpected '\(short)'", node: node)
        }
        for child in node.children(viewMode: .all) where child.hasError {
            if let problem = search(child) { return problem }
        }
        return nil
    }

    /// `extraneousLeadingWhitespaceError` → "extraneous leading whitespace".
    private static func describe(_ kind: TokenDiagnostic.Kind) -> String {
        var words = ""
        for character in String(describing: kind) {
            if character.isUppercase { words += " " }
            words += character.lowercased()
        }
        return words.hasSuffix(" error") ? String(words.dropLast(6)) : words
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "a string"
        default: "an expression"
        }
    }
}
