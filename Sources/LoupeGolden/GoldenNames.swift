/// Names of goldens made from test names.
public enum GoldenNames {
    /// A test's name as swift-snapshot-testing sanitizes it for a file name: runs of characters other than letters,
    /// digits and `_` become one `-`, none at either end (`testCard()` → `testCard`, `card(size:)` → `card-size`).
    public static func sanitized(_ testName: String) -> String {
        var result = ""
        var pendingDash = false
        for character in testName {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "golden" : result
    }
}
