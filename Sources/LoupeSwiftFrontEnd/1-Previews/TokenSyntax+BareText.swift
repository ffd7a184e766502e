import SwiftSyntax

extension TokenSyntax {
    /// The name as declared, without the backticks that let a keyword be one (`` `default` `` is `default`).
    var bareText: String {
        let text = self.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
