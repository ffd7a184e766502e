import LoupeTestSupport
import Foundation
import LoupePNG
import Testing

/// `loupe-render check` through record → pass → change → fail, as a user would run it.
extension CLITests {
    /// A 200×160-point scene at scale 1 with no safe area: a blue 50-point-wide rectangle centred in the ZStack.
    func scene(height: Int) -> String {
        """
        { "device": { "width": 200, "height": 160, "scale": 1 },
          "body": { "ZStack": { "content": [
            { "Color": "blue", "modifiers": [ { "frame": { "width": 50, "height": \(height) } } ] } ] } } }
        """
    }

    /// The environment without CI or record variables, plus `extra`.
    func checkEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "LOUPE_RECORD", "LOUPE_RECORD_GOLDENS", "SNAPSHOT_TESTING_RECORD"] { environment[key] = nil }
        return environment.merging(extra) { $1 }
    }

    func exists(_ path: String, in dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path)
    }

    @Test func checkRecordsPassesAndNamesWhatMoved() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try write(scene(height: 40), to: dir.appendingPathComponent("scenes/box.json"))
        let env = checkEnvironment()

        // 1. No golden: recorded, and the run fails (record mode missing).
        let first = try run(["check", "scenes", "--goldens", "goldens"], in: dir, environment: env)
        #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("new     box: recorded goldens/box.png"))
        #expect(first.stdout.hasSuffix("0 passed, 0 failed, 1 recorded\n"))
        #expect(exists("goldens/box.png", in: dir) && exists("goldens/box.layout.json", in: dir))
        // The golden is the rendering: a 50×40 blue box at (75, 60) on white.
        let golden = try readPNG(atPath: dir.appendingPathComponent("goldens/box.png").path)
        #expect(golden.width == 200 && golden.height == 160)
        #expect(golden.pixel(x: 75, y: 60) == [0, 122, 255, 255] && golden.pixel(x: 74, y: 60) == [255, 255, 255, 255])

        // 2. Unchanged: passes.
        let second = try run(["check", "scenes", "--goldens", "goldens"], in: dir, environment: env)
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout == "ok      box: identical\n1 passed, 0 failed\n")

        // 3. The box grows from 40 to 60 points, staying centred: its top moves from y 60 to 50. Rows 50–59 and
        //    100–109 of columns 75–124 change: 2 × 10 × 50 = 1000 pixels, in the box 75,50 50x60.
        try write(scene(height: 60), to: dir.appendingPathComponent("scenes/box.json"))
        let third = try run(["check", "scenes", "--goldens", "goldens", "--artifacts", "out"], in: dir, environment: env)
        #expect(third.status == 1)
        // The ZStack hugs its only child, so it moves with it: the body changes two values (y, height), the colour
        // four (its own and its frame modifier's). The line names each view's first change and counts the rest.
        #expect(third.stdout.contains("FAILED  box: 2 views changed: body frame.y 60 → 50 (and 1 more), "
                                      + "body.content[0] frame.y 60 → 50 (and 3 more); "
                                      + "1000 of 32000 pixels differ (3.125 %), bounding box 75,50 50x60; 0 allowed\n"))
        // The command that accepts it: the same check, rewriting the failing goldens.
        #expect(third.stdout.contains("to accept this change after looking at it: ")
                && third.stdout.contains(" check scenes --goldens goldens --artifacts out --record failed\n"))
        for suffix in ["expected", "actual", "diff"] { #expect(exists("out/box-\(suffix).png", in: dir)) }
        let diff = try readPNG(atPath: dir.appendingPathComponent("out/box-diff.png").path)
        // White → blue darkens, but no alternative colour is set: red. An unchanged white pixel fades to 255.
        #expect(diff.pixel(x: 80, y: 55) == [255, 0, 0, 255])
        #expect(diff.pixel(x: 10, y: 10) == [255, 255, 255, 255])
        // The golden is untouched by a failing run.
        #expect(try readPNG(atPath: dir.appendingPathComponent("goldens/box.png").path) == golden)

        // 4. Record mode failed rewrites the golden and passes; the next run passes with no option.
        let fourth = try run(["check", "scenes", "--goldens", "goldens", "--artifacts", "out", "--record", "failed"],
                             in: dir, environment: env)
        #expect(fourth.status == 0, "\(fourth.stdout)")
        #expect(fourth.stdout.contains("updated box: rewrote goldens/box.png"))
        // The scene no longer fails: its artifacts are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).isEmpty)
        #expect(try run(["check", "scenes", "--goldens", "goldens"], in: dir, environment: env).status == 0)
    }

    @Test func checkOnCIRecordsNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        let result = try run(["check", "box.json", "--goldens", "goldens"], in: dir, environment: checkEnvironment(["CI": "true"]))
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED  box: no golden at goldens/box.png (record mode never"))
        #expect(!exists("goldens", in: dir))
        let bogus = try run(["check", "box.json", "--goldens", "goldens"], in: dir,
                            environment: checkEnvironment(["LOUPE_RECORD": "sometimes"]))
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("LOUPE_RECORD: \"sometimes\" is not a record mode"))
    }

    @Test func aSceneThatCannotBeReadFailsAndTheOthersStillRun() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("a.json"))
        try write(#"{ "body": { "Color": "blue", "modifiers": [ { "frame": { "width": "wide" } } ] } }"#,
                  to: dir.appendingPathComponent("b.json"))
        try write(scene(height: 30), to: dir.appendingPathComponent("c.json"))
        let result = try run(["check", ".", "--goldens", "g", "--record", "all"], in: dir, environment: checkEnvironment())
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("new     a: "))
        #expect(lines[1].hasPrefix("FAILED  b: ") && lines[1].contains("body.modifiers[0].frame.width"))
        #expect(lines[2].hasPrefix("new     c: "))
        #expect(lines[3] == "0 passed, 1 failed, 2 recorded")
    }

    @Test func aGoldenThatIsAnLFSPointerFailsNamingIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("g"), withIntermediateDirectories: true)
        try write("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n", to: dir.appendingPathComponent("g/box.png"))
        let result = try run(["check", "box.json", "--goldens", "g"], in: dir, environment: checkEnvironment())
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED  box: g/box.png: not a PNG file (a Git LFS pointer"))
    }

    @Test func theOutputIsTheSameWithOneJobOrTwo() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for height in [10, 20, 30, 40, 50] {
            try write(scene(height: height), to: dir.appendingPathComponent("s\(height).json"))
        }
        let env = checkEnvironment()
        _ = try run(["check", ".", "--goldens", "g", "--record", "all"], in: dir, environment: env)
        for height in [20, 40] { try write(scene(height: height + 2), to: dir.appendingPathComponent("s\(height).json")) }
        let one = try run(["check", ".", "--goldens", "g", "--jobs", "1", "--artifacts", "a1"], in: dir, environment: env)
        let two = try run(["check", ".", "--goldens", "g", "--jobs", "2", "--artifacts", "a1"], in: dir, environment: env)
        #expect(one.status == 1 && two.status == 1)
        // The same lines, but for the accept command, which repeats each run's own options.
        let lines = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("to accept") } }
        #expect(lines(one.stdout) == lines(two.stdout))
        #expect(one.stdout.hasSuffix("3 passed, 2 failed\n"))
    }
}

extension CLITests {
    /// `--color-scheme` is laid over every scene: the repository's dark goldens match only when it is given.
    @Test func checkRendersEverySceneInTheSchemeItIsGiven() throws {
        let scene = Repository.examples.appendingPathComponent("alignments.json").path
        let goldens = Repository.goldens.appendingPathComponent("dark").path
        let env = checkEnvironment(["CI": "true"])
        let dark = try run(["check", scene, "--goldens", goldens, "--color-scheme", "dark", "--artifacts",
                            FileManager.default.temporaryDirectory.appendingPathComponent("loupe-dark-\(UUID())").path],
                           environment: env)
        #expect(dark.status == 0, "\(dark.stdout)")
        #expect(dark.stdout.hasSuffix("1 passed, 0 failed\n"))
        let artifacts = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let light = try run(["check", scene, "--goldens", goldens, "--artifacts", artifacts.path], environment: env)
        #expect(light.status == 1)
        #expect(light.stdout.contains("FAILED  alignments: "))
    }
}

extension CLITests {
    /// An output folder that cannot be made stops the run before any scene is rendered, naming what is in the way.
    @Test func anUnusableOutputFolderIsRefusedBeforeAnySceneRuns() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        try write("not a folder", to: dir.appendingPathComponent("afile"))
        for option in ["--artifacts", "--report", "--goldens"] {
            var arguments = ["check", "box.json", "--goldens", "g", option, "afile/sub"]
            if option == "--goldens" { arguments = ["check", "box.json", "--goldens", "afile/sub"] }
            let result = try run(arguments, in: dir, environment: checkEnvironment())
            #expect(result.status == 74, "\(option)")
            #expect(result.stdout.isEmpty, "\(option): \(result.stdout)")
            #expect(result.stderr.contains("afile is a file, not a folder"), "\(option): \(result.stderr)")
        }
        #expect(!exists("g", in: dir))
    }
}

/// `check --shard` on three "machines", then `merge-reports`: the same reports as one run of the whole suite.
extension CLITests {
    @Test func shardsMergeIntoTheReportOfOneRun() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        for (index, height) in [30, 40, 50, 60, 70].enumerated() {
            try write(scene(height: height), to: dir.appendingPathComponent("scenes/box\(index).json"))
        }
        let env = checkEnvironment()
        _ = try run(["check", "scenes", "--goldens", "goldens", "--record", "all"], in: dir, environment: env)
        // Two scenes change, so the reports hold pictures. 5 scenes in 3 shards: 0..<1, 1..<3, 3..<5 (⌊5i/3⌋),
        // so box1 is in shard 2/3 and box4 in 3/3.
        try write(scene(height: 44), to: dir.appendingPathComponent("scenes/box1.json"))
        try write(scene(height: 20), to: dir.appendingPathComponent("scenes/box4.json"))

        var lines: [String] = []
        for index in 1...3 {
            let shard = try run(["check", "scenes", "--goldens", "goldens", "--shard", "\(index)/3", "--report", "r\(index)",
                                 "--artifacts", "a"], in: dir, environment: env)
            lines += shard.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ok") || $0.hasPrefix("FAILED") }
            #expect(shard.status == (index == 1 ? 0 : 1), "\(shard.stdout)")
        }
        // Every scene once, in order.
        #expect(lines.map { $0.split(separator: " ").filter { !$0.isEmpty }[1] }
                == ["box0:", "box1:", "box2:", "box3:", "box4:"])
        let whole = try run(["check", "scenes", "--goldens", "goldens", "--report", "all", "--artifacts", "a"],
                            in: dir, environment: env)
        #expect(whole.status == 1)
        #expect(exists("r2/images/box1-diff.png", in: dir) && exists("r3/images/box4-actual.png", in: dir))

        let merged = try run(["merge-reports", "r3", "r1", "r2", "--output", "merged"], in: dir, environment: env)
        #expect(merged.status == 1, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.hasSuffix("3 passed, 2 failed\n"))
        for file in ["report.json", "junit.xml", "index.html"] {
            let one = try String(contentsOf: dir.appendingPathComponent("all/\(file)"), encoding: .utf8)
            let shards = try String(contentsOf: dir.appendingPathComponent("merged/\(file)"), encoding: .utf8)
            // The page's accept commands name the folder it is in.
            #expect(one == shards.replacingOccurrences(of: " approve merged ", with: " approve all "), "\(file)")
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("merged/index.html"), encoding: .utf8)
                    .contains(" approve merged box1 --goldens goldens</code>"))

        // Not the shards of one run: refused with exit 65, naming why; nothing written.
        let missing = try run(["merge-reports", "r1", "r3", "-o", "bad"], in: dir, environment: env)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("shard 2/3 missing"))
        let twice = try run(["merge-reports", "r1", "r2", "r2", "r3", "-o", "bad"], in: dir, environment: env)
        #expect(twice.status == 65 && twice.stderr.contains("r2 and r2 are both shard 2/3"))
        let mixed = try run(["merge-reports", "all", "r1", "-o", "bad"], in: dir, environment: env)
        #expect(mixed.status == 65 && mixed.stderr.contains("all: the report of a whole suite"))
        #expect(!exists("bad", in: dir))
        let badShard = try run(["check", "scenes", "--goldens", "goldens", "--shard", "4/3"], in: dir, environment: env)
        #expect(badShard.status == 64 && badShard.stderr.contains("expected 1 ≤ I ≤ N, found 4/3"))
    }

    @Test func aDamagedReportIsNamedWithThePlaceInIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("r"), withIntermediateDirectories: true)
        try write(#"{"recordMode": "never", "items": [{"status": "lost"}]}"#, to: dir.appendingPathComponent("r/report.json"))
        let result = try run(["merge-reports", "r", "-o", "out"], in: dir, environment: checkEnvironment())
        #expect(result.status == 65)
        #expect(result.stderr.contains("r/report.json: items[0].status: expected passed, failed, new or updated, found \"lost\""),
                "\(result.stderr)")
    }
}

/// `--compare layout`: a golden picture from another rasteriser passes; a 1-point move fails.
extension CLITests {
    @Test func layoutGoldensIgnoreThePixelsButNotAMove() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        let env = checkEnvironment()
        _ = try run(["check", "box.json", "--goldens", "g", "--record", "all"], in: dir, environment: env)
        // Another machine's picture: here, a copy of a different scene's rendering put in the golden's place.
        try write(scene(height: 10), to: dir.appendingPathComponent("other.json"))
        _ = try run(["render", "other.json", "-o", "g/box.png"], in: dir, environment: env)
        let pixels = try run(["check", "box.json", "--goldens", "g", "--artifacts", "a"], in: dir, environment: env)
        #expect(pixels.status == 1)
        let layout = try run(["check", "box.json", "--goldens", "g", "--compare", "layout"], in: dir, environment: env)
        #expect(layout.status == 0, "\(layout.stdout)")
        #expect(layout.stdout == "ok      box: layout unchanged (pictures not compared)\n1 passed, 0 failed\n")
        // 40 → 42 points: the box's top moves up 1 point.
        try write(scene(height: 42), to: dir.appendingPathComponent("box.json"))
        let moved = try run(["check", "box.json", "--goldens", "g", "--compare", "layout", "--artifacts", "a"],
                            in: dir, environment: env)
        #expect(moved.status == 1)
        #expect(moved.stdout.contains("FAILED  box: 2 views changed: body frame.y 60 → 59 (and 1 more), "
                                      + "body.content[0] frame.y 60 → 59 (and 3 more); pictures not compared\n"))
        let tolerant = try run(["check", "box.json", "--goldens", "g", "--compare", "layout", "--layout-tolerance", "2"],
                               in: dir, environment: env)
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
        let negative = try run(["check", "box.json", "--goldens", "g", "--layout-tolerance", "-1"], in: dir, environment: env)
        #expect(negative.status == 64)
    }
}

/// `--ignore-view`: a masked view's change passes; a mask that names nothing fails the run.
extension CLITests {
    @Test func ignoredViewsAreNotCountedAndAMaskMustNameAView() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(scene(height: 40), to: dir.appendingPathComponent("box.json"))
        let env = checkEnvironment()
        _ = try run(["check", "box.json", "--goldens", "g", "--record", "all"], in: dir, environment: env)
        try write(scene(height: 60), to: dir.appendingPathComponent("box.json"))
        // The ZStack (body) holds the only view: masking it masks everything that changed.
        let masked = try run(["check", "box.json", "--goldens", "g", "--ignore-view", "body"], in: dir, environment: env)
        #expect(masked.status == 0, "\(masked.stdout)")
        #expect(masked.stdout.hasSuffix("1 passed, 0 failed\n"))
        let typo = try run(["check", "box.json", "--goldens", "g", "--ignore-view", "body", "--ignore-view", "bdoy"],
                           in: dir, environment: env)
        #expect(typo.status == 1)
        #expect(typo.stdout.contains("FAILED  --ignore-view bdoy: names no view in any scene"))
    }
}

/// `--variants`: each scene in each combination, one golden each, named by the documented rule.
extension CLITests {
    @Test func variantsCheckEveryCombination() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(#"{ "device": { "width": 200, "height": 160, "scale": 1 }, "body": { "Text": "Hi" } }"#,
                  to: dir.appendingPathComponent("t.json"))
        let spec = #"{"colorScheme": ["light", "dark"], "dynamicTypeSize": ["large", "accessibility3"]}"#
        let env = checkEnvironment()
        let first = try run(["check", "t.json", "--goldens", "g", "--variants", spec, "--record", "all"], in: dir,
                            environment: env)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("g").path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["t.png", "t@AX3.png", "t@dark.png", "t@dark@AX3.png"])
        // Dark: the system background is black. AX3: body text at 40 pt, one line 40 × 1.193359 = 47.73 tall,
        // rounded up to whole pixels at scale 1: 48; at Large, 17 pt → 20.29 → 21.
        let dark = try readPNG(atPath: dir.appendingPathComponent("g/t@dark.png").path)
        #expect(dark.pixel(x: 0, y: 0) == [0, 0, 0, 255])
        let large = try String(contentsOf: dir.appendingPathComponent("g/t.layout.json"), encoding: .utf8)
        let ax3 = try String(contentsOf: dir.appendingPathComponent("g/t@AX3.layout.json"), encoding: .utf8)
        #expect(large.contains("\"height\": 21") && ax3.contains("\"height\": 48"))
        #expect(try run(["check", "t.json", "--goldens", "g", "--variants", spec], in: dir, environment: env).status == 0)
    }

    @Test func aRightToLeftVariantIsTheMirroredLayout() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A 100-wide HStack centred on a 200-pt screen: red 50…90 and blue 90…150 left to right; right to left, red
        // 110…150 and blue 50…110.
        try write(#"{ "device": { "width": 200, "height": 100, "scale": 1 }, "body": { "HStack": { "spacing": 0, "content": ["#
                  + #"{ "Color": "red", "modifiers": [{ "frame": { "width": 40, "height": 40 } }] },"#
                  + #"{ "Color": "blue", "modifiers": [{ "frame": { "width": 60, "height": 40 } }] }] } } }"#,
                  to: dir.appendingPathComponent("t.json"))
        let spec = #"{"layoutDirection": ["leftToRight", "rightToLeft"]}"#
        let recorded = try run(["check", "t.json", "--goldens", "g", "--variants", spec, "--record", "all"], in: dir,
                               environment: checkEnvironment())
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("g").path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["t.png", "t@rtl.png"])
        let ltr = try readPNG(atPath: dir.appendingPathComponent("g/t.png").path)
        let rtl = try readPNG(atPath: dir.appendingPathComponent("g/t@rtl.png").path)
        func isRed(_ p: [UInt8]?) -> Bool { p.map { $0[0] == 255 && $0[2] < 100 } ?? false }
        func isBlue(_ p: [UInt8]?) -> Bool { p.map { $0[2] == 255 && $0[0] < 100 } ?? false }
        #expect(isRed(ltr.pixel(x: 60, y: 50)) && isBlue(ltr.pixel(x: 120, y: 50)))
        #expect(isBlue(rtl.pixel(x: 60, y: 50)) && isRed(rtl.pixel(x: 120, y: 50)))
        #expect(isRed(rtl.pixel(x: 149, y: 50)) && isBlue(rtl.pixel(x: 50, y: 50)))
    }
}
