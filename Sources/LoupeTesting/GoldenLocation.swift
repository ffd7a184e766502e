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

    /// Where a failure's pictures go: `LOUPE_ARTIFACTS` (else the temporary folder's `loupe-artifacts`), then the
    /// test file's name.
    static func artifactsDirectory(testFile: String, environment: [String: String]) -> URL {
        let root = environment["LOUPE_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("loupe-artifacts", isDirectory: true)
        return root.appendingPathComponent(testFile, isDirectory: true)
    }
}
