import Foundation
import LoupeTestSupport
import Testing

/// Runs the built `loupe-render` executable, as a user would.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable sits beside the test bundle in the build folder.
    static var executable: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("loupe-render")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "loupe-render")
    }

    /// Runs the tool; `environment` replaces the test's own environment when given.
    func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    @Test func rendersTheBundledExampleWithNoScene() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["render", "-o", "out.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("out.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(result.stdout.contains("1179×2556"))
    }

    @Test func defaultOutputIsTheSceneName() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("basic-usage.png").path))
    }

    @Test func malformedSceneExits65NamingThePlaceWithNoOutput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("bad.json")
        try write(##"{"body": {"VStack": {"content": [{"Color": "red", "modifiers": [{"frame": {"width": "wide"}}]}]}}}"##, to: scene)
        let result = try run(["render", scene.path, "-o", dir.appendingPathComponent("out.png").path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("body.content[0].modifiers[0].frame.width"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.json"])
    }

    @Test func syntaxErrorsNameLineAndColumn() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("broken.json")
        try write("{\n  \"body\": {\"Color\": \"red\"\n", to: scene)
        let result = try run(["layout", scene.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.json:"))
        #expect(result.stdout.isEmpty)
    }

    @Test func usageErrorsExit64() throws {
        #expect(try run(["render", "--scale", "banana"]).status == 64)
        #expect(try run(["render", "--device", "Nokia 3310"]).status == 64)
        #expect(try run(["render", "--color-scheme", "sepia"]).status == 64)
        #expect(try run(["--no-such-flag"]).status == 64)
    }

    @Test func ioErrorsExit74() throws {
        #expect(try run(["render", "/nonexistent/scene.json"]).status == 74)
        #expect(try run(["render", "-o", "/nonexistent-dir/out.png"]).status == 74)
    }

    @Test func layoutReportIsJSONWithGuideStrings() throws {
        let result = try run(["layout"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        let guide = views.first { $0["kind"] as? String == "VisualLayoutGuide" }
        let info = guide?["visualLayoutGuide"] as? [String: Any]
        #expect(info?["heightReadout"] as? String == "y759")
        #expect(info?["widthReadout"] as? String == "x393")
        #expect(info?["insetLabels"] as? [String] == ["to59", "le0", "bo34", "tr0"])
        #expect(info?["label"] as? String == "Content Area")
    }

    @Test func devicesListsThePresets() throws {
        let result = try run(["devices"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iPhone 15: 393×852 pt @3x, safe area 59, 0, 34, 0"))
        #expect(result.stdout.contains("iPad Pro 11-inch"))
        #expect(result.stdout.contains("iPhone 15 landscape: 852×393 pt @3x, safe area 0, 59, 21, 59, corner radius 55, phone"))
        #expect(result.stdout.contains("iPad Pro 11-inch landscape: 1194×834 pt @2x, safe area 24, 0, 20, 0"))
    }

    @Test func specialFilesAreWrittenToNotReplaced() throws {
        let result = try run(["render", "-o", "/dev/null"])
        #expect(result.status == 0)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    @Test func symbolicLinksKeepPointingAtTheirTarget() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("link.png"), target = dir.appendingPathComponent("target.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try run(["render", "-o", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    @Test func layoutChecksTheBackgroundImageLikeRender() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json")
        try write(#"{"background": {"image": "missing.png"}, "body": {"Color": "red"}}"#, to: scene)
        #expect(try run(["layout", scene.path]).status == 74)
        #expect(try run(["render", scene.path, "-o", dir.appendingPathComponent("o.png").path]).status == 74)
    }

    /// A pipe would block until something writes to it, a device be read until the size limit: refused at once.
    @Test func aBackgroundImageThatIsNotAFileIsRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("bg.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let scene = dir.appendingPathComponent("scene.json")
        try write(#"{"background": {"image": "bg.png"}, "body": {"Color": "red"}}"#, to: scene)
        for command in ["layout", "render"] {
            let result = try run([command, scene.path, "-o", dir.appendingPathComponent("o.png").path].prefix(command == "layout" ? 2 : 4).map { $0 })
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("bg.png is not a regular file (a device, pipe or socket)"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
        let zero = dir.appendingPathComponent("zero.json")
        try write(#"{"background": {"image": "/dev/zero"}, "body": {"Color": "red"}}"#, to: zero)
        #expect(try run(["layout", zero.path]).status == 65)
    }

    static let draggedGuide = """
        {"body": {"VisualLayoutGuide": "Main Guide", "id": "g",
                  "modifiers": [{"visualLayoutGuideInteractions": {"dragEnabled": true, "persistenceEnabled": true}}]},
         "interactions": [{"drag": {"target": "g", "translation": [30, -40], "steps": 3}}]}
        """

    @Test func defaultsFileIsReadAndWrittenBack() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), store = dir.appendingPathComponent("store.json")
        try write(Self.draggedGuide, to: scene)
        for _ in 0..<2 {
            let result = try run(["render", scene.path, "-o", dir.appendingPathComponent("o.png").path, "--defaults", store.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let text = try String(contentsOf: store, encoding: .utf8)
        #expect(text == "{\n  \"VisualLayoutGuide.Main_Guide\": [60, -80]\n}\n")
        let report = try run(["layout", scene.path, "--defaults", store.path])
        #expect(report.stdout.contains("\"manualOffset\": [90, -120]"))
    }

    @Test func corruptDefaultsFileIsAnErrorAndLeftUntouched() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), store = dir.appendingPathComponent("store.json")
        try write(Self.draggedGuide, to: scene)
        try write(#"{"VisualLayoutGuide.Main_Guide": [1, "2"]}"#, to: store)
        let result = try run(["render", scene.path, "-o", dir.appendingPathComponent("o.png").path, "--defaults", store.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains(#"defaults["VisualLayoutGuide.Main_Guide"][1]: expected a number"#))
        #expect(try String(contentsOf: store, encoding: .utf8) == #"{"VisualLayoutGuide.Main_Guide": [1, "2"]}"#)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
        // A syntax error names the file once, at the line and column.
        try write(#"{"a": [1, 2"#, to: store)
        let syntax = try run(["layout", scene.path, "--defaults", store.path])
        #expect(syntax.status == 65)
        #expect(syntax.stderr == "loupe-render: \(store.path):1:12: unexpected end of input: the array opened at 1:7 is not closed "
                + "(the defaults file is left as it is)\n")
    }

    // A store over the JSON reader's 8 MiB (8,388,608 bytes) is refused before it is read, and left as it is.
    @Test func anOversizedDefaultsFileIsRefusedUnread() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), store = dir.appendingPathComponent("store.json")
        try write(Self.draggedGuide, to: scene)
        try Data(repeating: 0x20, count: 8_388_609).write(to: store)
        let result = try run(["layout", scene.path, "--defaults", store.path])
        #expect(result.status == 65)
        #expect(result.stderr == "loupe-render: '\(store.path)' is 8388609 bytes, over the limit of 8388608 "
                + "(the defaults file is left as it is)\n")
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: store).count == 8_388_609)
    }

    // A scene over the 8 MiB limit (8,388,608 bytes) is refused before it is read: exit 65, no output.
    @Test func anOversizedSceneIsRefusedUnread() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("huge.json"), output = dir.appendingPathComponent("out.png")
        try Data(repeating: 0x20, count: 8_388_609).write(to: scene)
        let result = try run(["render", scene.path, "-o", output.path])
        #expect(result.status == 65)
        #expect(result.stderr == "loupe-render: '\(scene.path)' is 8388609 bytes, over the limit of 8388608\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A 2 × 2 grid on a 100 × 100 pt device at scale 1: cells of 50 pt, slot (row, col) centred at
    /// (25 + 50·col, 25 + 50·row). The drag moves row 0 one cell right.
    static let draggedGrid = """
        {"device": {"width": 100, "height": 100, "scale": 1},
         "body": {"id": "g", "GridDragView": {"rows": 2, "cols": 2, "persistenceKey": "board", "factory": {"Color": "red"}}},
         "interactions": [{"drag": {"target": "g", "start": [25, 25], "translation": [50, 0]}}]}
        """

    @Test func framesDrawEveryMomentAndTheLastIsTheOutput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), png = dir.appendingPathComponent("o.png")
        let frames = dir.appendingPathComponent("frames/nested")
        try write(Self.draggedGuide, to: scene)
        let result = try run(["render", scene.path, "-o", png.path, "--frames", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        // Three change events and the end event: five pictures with the one before them.
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == (0...4).map { "frame-000\($0).png" })
        #expect(result.stdout.hasPrefix("wrote 5 frames to \(frames.path)\n"))
        let last = try Data(contentsOf: frames.appendingPathComponent("frame-0004.png"))
        #expect(last == (try Data(contentsOf: png)))
        #expect(last != (try Data(contentsOf: frames.appendingPathComponent("frame-0000.png"))))
    }

    @Test func framesAreLimited() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), png = dir.appendingPathComponent("o.png")
        let frames = dir.appendingPathComponent("frames")
        try write("""
            {"body": {"VisualLayoutGuide": "G", "id": "g"},
             "interactions": [{"drag": {"target": "g", "translation": [30, 0], "steps": 1000}},
                              {"drag": {"target": "g", "translation": [30, 0], "steps": 1000}}]}
            """, to: scene)
        let result = try run(["render", scene.path, "-o", png.path, "--frames", frames.path])
        #expect(result.status == 65)
        #expect(result.stderr == "loupe-render: --frames \(frames.path): the interactions deliver 2002 events, 2003 "
                + "pictures with the one before them; at most 2000 frames are drawn\n")
        #expect(!FileManager.default.fileExists(atPath: png.path))
        #expect(!FileManager.default.fileExists(atPath: frames.path))
        // Without --frames the same scene renders.
        #expect(try run(["render", scene.path, "-o", png.path]).status == 0)
    }

    @Test func aStoreThatCannotBeWrittenLeavesNoOutputAtAll() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), png = dir.appendingPathComponent("o.png")
        let frames = dir.appendingPathComponent("frames")
        try write(Self.draggedGuide, to: scene)
        let missing = dir.appendingPathComponent("no-such-folder/store.json").path
        let render = try run(["render", scene.path, "-o", png.path, "--frames", frames.path, "--defaults", missing])
        #expect(render.status == 74)
        #expect(render.stderr == "loupe-render: cannot create a temporary file for '\(missing)': No such file or directory\n")
        #expect(render.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: png.path))
        #expect(!FileManager.default.fileExists(atPath: frames.path))
        let layout = try run(["layout", scene.path, "--defaults", missing])
        #expect(layout.status == 74)
        #expect(layout.stdout.isEmpty)
    }

    @Test func aStoreTheNextRunWouldRefuseIsNotWritten() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), store = dir.appendingPathComponent("store.json")
        let png = dir.appendingPathComponent("o.png")
        // Two drags of a million points each commit an offset of two million: past a stored value's ±1 000 000.
        try write("""
            {"body": {"VisualLayoutGuide": "Main Guide", "id": "g",
                      "modifiers": [{"visualLayoutGuideInteractions": {"dragEnabled": true, "persistenceEnabled": true}}]},
             "interactions": [{"drag": {"target": "g", "translation": [1000000, 0]}},
                              {"drag": {"target": "g", "translation": [1000000, 0]}}]}
            """, to: scene)
        let result = try run(["render", scene.path, "-o", png.path, "--defaults", store.path])
        #expect(result.status == 65)
        #expect(result.stderr == "loupe-render: \(store.path): the store the interactions left is not written, since it "
                + #"could not be read back: defaults["VisualLayoutGuide.Main_Guide"][0]: 2000000 is out of range; "#
                + "values are limited to ±1000000\n")
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    @Test func gridArrangementsGoThroughTheDefaultsFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json"), store = dir.appendingPathComponent("store.json")
        try write(Self.draggedGrid, to: scene)
        let first = try run(["render", scene.path, "-o", dir.appendingPathComponent("o.png").path, "--defaults", store.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try String(contentsOf: store, encoding: .utf8) == "{\n  \"GridDragView.board\": [1, 0, 2, 3]\n}\n")
        // The second run restores [1, 0, 2, 3] and drags row 0 once more: home again.
        let second = try run(["layout", scene.path, "--defaults", store.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("\"arrangement\": [\n"))
        #expect(try String(contentsOf: store, encoding: .utf8) == "{\n  \"GridDragView.board\": [0, 1, 2, 3]\n}\n")

        try write(#"{"GridDragView.board": [0, 0, 2, 3]}"#, to: store)
        let bad = try run(["render", scene.path, "-o", dir.appendingPathComponent("bad.png").path, "--defaults", store.path])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("loupe-render: \(store.path): " + #"defaults["GridDragView.board"]: the arrangement of the 2 × 2 GridDragView at body"#))
        #expect(bad.stderr.hasSuffix("(the defaults file is left as it is)\n"))
        #expect(try String(contentsOf: store, encoding: .utf8) == #"{"GridDragView.board": [0, 0, 2, 3]}"#)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.png").path))
    }
}

/// `render --threads` and `LOUPE_THREADS`: the same bytes whatever the number.
extension CLITests {
    @Test func everyThreadCountWritesTheSameBytes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Repository.examples.appendingPathComponent("collision-stacking.json").path
        var outputs: [Data] = []
        for threads in [1, 2, 4] {
            let result = try run(["render", scene, "--threads", "\(threads)", "-o", "t\(threads).png"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: dir.appendingPathComponent("t\(threads).png")))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LOUPE_THREADS"] = "3"
        #expect(try run(["render", scene, "-o", "env.png"], in: dir, environment: environment).status == 0)
        outputs.append(try Data(contentsOf: dir.appendingPathComponent("env.png")))
        #expect(outputs.allSatisfy { $0 == outputs[0] })

        let zero = try run(["render", scene, "--threads", "0", "-o", "x.png"], in: dir)
        #expect(zero.status == 64 && zero.stderr.contains("--threads: expected a whole number from 1 to 64, found 0"))
        environment["LOUPE_THREADS"] = "many"
        let bad = try run(["render", scene, "-o", "x.png"], in: dir, environment: environment)
        #expect(bad.status == 64 && bad.stderr.contains("LOUPE_THREADS: expected a whole number from 1 to 64, found \"many\""))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }
}
