import SwiftSyntax

/// One preview of a Swift file: a `#Preview` block, a top-level view expression of a snippet, or the file's one
/// `View` struct.
public struct SwiftPreview {
    /// The `#Preview`'s name (`#Preview("Samples")`), or the struct's name; nil for unnamed ones.
    public var name: String?
    /// 1-based, in file order.
    public var number: Int
    /// Where it starts.
    public var place: SourcePlace
    /// The first line of what it shows: `VStack(spacing: 24) { … }`.
    public var summary: String

    /// What is evaluated for it.
    enum Body {
        case closure(ClosureExprSyntax)
        case expression(ExprSyntax)
        case viewStruct(String)
        case missing(Syntax)
    }
    var body: Body
    /// `#Preview` arguments other than its name and body (`traits:`), skipped with a warning.
    var skippedArguments: [SwiftSourceWarning] = []

    /// Its name, or `Preview N` for an unnamed one.
    public var title: String { name ?? "Preview \(number)" }

    /// The name its golden and outputs get after the file's: the name made file-safe, else its number
    /// (`Samples` → `samples`, an unnamed second preview → `2`).
    public var fileSafeName: String {
        guard let name else { return String(number) }
        var out = ""
        var lastWasDash = true
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                lastWasDash = false
            } else if !lastWasDash {
                out += "-"; lastWasDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? String(number) : out
    }
}
