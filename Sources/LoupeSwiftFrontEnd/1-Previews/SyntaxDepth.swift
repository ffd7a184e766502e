import SwiftSyntax

/// How deeply a parsed tree nests, measured without recursion. swift-syntax's own walks (locations, descriptions)
/// recurse once per level, and a chain of 60 000 modifiers — which the parser reads without recursing — would exhaust
/// the stack in them; such a file is refused first.
enum SyntaxDepth {
    /// More than any real preview needs (a modifier adds about two levels, a container about five).
    static let limit = 2000

    /// The first node deeper than ``limit``, if any.
    static func firstTooDeep(in tree: SourceFileSyntax) -> Syntax? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// Line and column of a byte offset, found by counting newlines (no recursive walk).
    static func place(of offset: Int, in text: String, fileName: String) -> SourcePlace {
        var line = 1, column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return SourcePlace(fileName: fileName, line: line, column: column)
    }
}
