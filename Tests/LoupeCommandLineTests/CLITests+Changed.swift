import Foundation
import Testing

/// `check --changed`: a scene is skipped only when nothing it is made from, nor its golden, changed; each input
/// changed on its own renders it again.
extension CLITests {
    func unchangedNames(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasSuffix(": unchanged since its last check matched its golden (not rendered)") }
            .map { String($0.dropFirst(8).prefix { $0 != ":" }) }
    }

    @Test func changedSkipsOnlyWhatIsUnchanged() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("s"), withIntermediateDirectories: true)
        try write(scene(height: 40), to: dir.appendingPathComponent("s/a.json"))
        try write(scene(height: 20), to: dir.appendingPathComponent("s/b.json"))
        // c draws over a background picture the scene names (200×160, the output's size): a rendering of b.
        _ = try run(["render", "s/b.json", "-o", "s/bg.png"], in: dir, environment: checkEnvironment())
        try write(#"{ "device": { "width": 200, "height": 160, "scale": 1 }, "background": { "image": "bg.png" }, "body": { "Color": "clear" } }"#,
                  to: dir.appendingPathComponent("s/c.json"))
        let env = checkEnvironment()
        let check = ["check", "s", "--goldens", "g", "--changed", "--artifacts", "a"]
        _ = try run(["check", "s", "--goldens", "g", "--record", "all"], in: dir, environment: env)

        // The first --changed run has no records: everything renders, and passes.
        let first = try run(check, in: dir, environment: env)
        #expect(first.status == 0 && unchangedNames(first.stdout).isEmpty, "\(first.stdout)")
        let second = try run(check, in: dir, environment: env)
        #expect(unchangedNames(second.stdout) == ["a", "b", "c"], "\(second.stdout)")
        #expect(second.stdout.hasSuffix("3 passed (3 unchanged, not rendered), 0 failed\n"))

        // The scene's own bytes.
        try write(scene(height: 44), to: dir.appendingPathComponent("s/a.json"))
        let edited = try run(check, in: dir, environment: env)
        #expect(edited.status == 1 && edited.stdout.contains("FAILED  a: "))
        #expect(unchangedNames(edited.stdout) == ["b", "c"])
        try write(scene(height: 40), to: dir.appendingPathComponent("s/a.json"))
        _ = try run(check, in: dir, environment: env)

        // A file the scene names: the background picture, now a rendering of a.
        _ = try run(["render", "s/a.json", "-o", "s/bg.png"], in: dir, environment: env)
        let background = try run(check, in: dir, environment: env)
        #expect(background.stdout.contains("FAILED  c: "), "\(background.stdout)")
        #expect(unchangedNames(background.stdout) == ["a", "b"])
        _ = try run(["render", "s/b.json", "-o", "s/bg.png"], in: dir, environment: env)
        _ = try run(check, in: dir, environment: env)

        // The golden itself, replaced by another picture.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("g/b.png"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("g/a.png"), to: dir.appendingPathComponent("g/b.png"))
        let golden = try run(check, in: dir, environment: env)
        #expect(golden.stdout.contains("FAILED  b: "))
        #expect(unchangedNames(golden.stdout) == ["a", "c"])

        // The options of the run: none is skipped under other comparison options, another colour scheme, Dynamic
        // Type size or layout direction.
        for extra in [["--threshold", "0.1"], ["--color-scheme", "dark"], ["--ignore-view", "body"],
                      ["--dynamic-type-size", "accessibility3"], ["--layout-direction", "rightToLeft"]] {
            let other = try run(check + extra, in: dir, environment: env)
            #expect(unchangedNames(other.stdout).isEmpty, "\(extra): \(other.stdout)")
        }
    }

    /// A Swift preview is keyed by its translation: a file of its module that changes what it shows renders it.
    @Test func changedFollowsTheModuleOfASwiftPreview() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("Shop/Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try write("// swift-tools-version:6.0\n", to: dir.appendingPathComponent("Shop/Package.swift"))
        try write("import SwiftUI\n#Preview { Color.red.frame(width: Sizes.side, height: 20) }\n",
                  to: app.appendingPathComponent("Card.swift"))
        try write("import SwiftUI\nenum Sizes { static let side: CGFloat = 40 }\n", to: app.appendingPathComponent("Sizes.swift"))
        try write("let unrelated = 1\n", to: app.appendingPathComponent("Other.swift"))
        let env = checkEnvironment()
        let check = ["check", "Shop/Sources/App/Card.swift", "--goldens", "g", "--changed", "--artifacts", "a"]
        _ = try run(["check", "Shop/Sources/App/Card.swift", "--goldens", "g", "--record", "all"], in: dir, environment: env)
        _ = try run(check, in: dir, environment: env)
        #expect(unchangedNames(try run(check, in: dir, environment: env).stdout) == ["Card"])
        // A module file that changes nothing the preview shows leaves it unchanged…
        try write("let unrelated = 2\n", to: app.appendingPathComponent("Other.swift"))
        #expect(unchangedNames(try run(check, in: dir, environment: env).stdout) == ["Card"])
        // …one that changes it renders it, and it fails against its golden.
        try write("import SwiftUI\nenum Sizes { static let side: CGFloat = 50 }\n", to: app.appendingPathComponent("Sizes.swift"))
        let changed = try run(check, in: dir, environment: env)
        #expect(changed.status == 1 && changed.stdout.contains("FAILED  Card: "), "\(changed.stdout)\(changed.stderr)")
    }
}
