import Foundation

/// Where an assertion's golden lives and how its files are named: swift-snapshot-testing's layout,
/// `<folder of the test file>/__Snapshots__/<test file name>/<name>.png`, unless a folder is given.
struct GoldenLocation {
    /// The folder the golden is in.
    let directory: URL
    /// The golden's name, without `.png`.
    let name: String
    /// The test file's name without `.swift`: artifacts are grouped by it.
    let testFile: String

    init(name: String, directory: URL?, filePath: String) {
        let file = URL(fileURLWithPath: filePath)
        testFile = file.deletingPathExtension().lastPathComponent
        self.directory = directory ?? file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile, isDirectory: true)
        self.name = name
    }

    /// The name of an unnamed golden: the test function's name as swift-snapshot-testing sanitizes it (runs of
    /// characters other than letters, digits and `_` become `-`, trimmed): `testCard()` → `testCard`.
    static func sanitized(_ testName: String) -> String {
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

    /// Where a failure's pictures go: `LOUPE_ARTIFACTS` (else the temporary folder's `loupe-artifacts`), then the
    /// test file's name.
    static func artifactsDirectory(testFile: String, environment: [String: String]) -> URL {
        let root = environment["LOUPE_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("loupe-artifacts", isDirectory: true)
        return root.appendingPathComponent(testFile, isDirectory: true)
    }
}
