#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import LoupeCore
import LoupeGolden
import LoupeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `.swift` scenes: `loupe-render-swift` (the SwiftUI front end, a binary of its own so that only those who render
/// Swift compile swift-syntax) translates a preview to a JSON scene. It is looked for beside this binary and built
/// there on first use.
enum SwiftFrontEnd {
    static func isSwiftFile(_ path: String?) -> Bool { path?.hasSuffix(".swift") ?? false }

    /// One preview's scene (the first when `preview` is nil), loaded as a JSON scene is: named `<file>` when the
    /// file has one preview, else `<file>-<preview>`.
    static func load(_ path: String, preview: String?, interactions: String?, options: SwiftOptions,
                     overrides: RenderOverrides, with renderer: LoupeRenderer) throws -> LoadedScene {
        var arguments = ["translate", path, "--entry", "--preview", preview ?? "1"]
            + options.frontEndArguments(colorScheme: overrides.colorScheme)
        if let interactions { arguments += ["--interactions", interactions] }
        let baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
        // A GeometryReader whose content computes with its frame: the probe scene is laid out for the frame, and the
        // preview translated again with it (docs/swift-source.md#geometryreader).
        var frames: [String: Rect] = [:]
        var probing = true
        for pass in 0...GeometryProbe.maximumPasses + 1 {
            // When the readers cannot be found in a probe's layout (a placeholder took their place) or their frames do
            // not settle, the preview is translated once more without probing: the proxy then stays a layout-time value.
            let framesArgument = frames.isEmpty || !probing ? [] : ["--geometry-frames", geometryFramesJSON(frames)]
            let output = try run(arguments + framesArgument + (probing ? ["--probe-geometry"] : []))
            guard case .object(let entry)? = try? JSONReader.parse(output), let name = entry["name"]?.stringValue,
                  let count = entry["previews"]?.doubleValue, let scene = entry["scene"] else {
                throw LoupeRenderError.io("loupe-render-swift printed no scene")
            }
            let json = Array(scene.serializedExactly().utf8)
            let pending = probing ? entry["geometryPending"]?.arrayValue?.compactMap(\.stringValue) ?? [] : []
            if pending.isEmpty {
                let stem = fileStem(path)
                return try renderer.loadScene(json: json, fileName: path, baseDirectory: baseDirectory, overrides: overrides)
                    .named(count == 1 ? stem : "\(stem)-\(name)")
            }
            let probe = try renderer.loadScene(json: json, fileName: path, baseDirectory: baseDirectory, overrides: overrides)
            guard pass < GeometryProbe.maximumPasses, let found = renderer.geometryProbeFrames(pending, in: probe) else {
                probing = false
                continue
            }
            frames.merge(found) { _, new in new }
        }
        throw LoupeRenderError.io("loupe-render-swift printed no finished scene")
    }

    /// `--geometry-frames`' JSON: `{"<reader key>": [x, y, width, height], …}`.
    private static func geometryFramesJSON(_ frames: [String: Rect]) -> String {
        JSONValue.object(JSONObject(frames.keys.sorted().map { key in
            let frame = frames[key]!
            return JSONObject.Member(key: key, value: .array([.number(frame.minX), .number(frame.minY), .number(frame.width), .number(frame.height)]))
        })).serializedExactly()
    }

    /// Every preview of each file with its golden's name, for `check`: the files in `processes` front-end processes
    /// run at once (so that a suite's translation uses the cores its renders do), each given a contiguous part of at
    /// most ``filesPerProcess`` files, so that a module they share is read once in each.
    static func previews(_ files: [SceneList.SwiftFile], options: SwiftOptions, colorScheme: ColorScheme?,
                         processes: Int) throws(LoupeRenderError) -> [[SceneList.SwiftPreviewScene]] {
        guard !files.isEmpty else { return [] }
        let partCount = max(min(processes, files.count), (files.count + filesPerProcess - 1) / filesPerProcess)
        let parts = (0..<partCount).map { part in files[files.count * part / partCount..<files.count * (part + 1) / partCount] }
        let results = PartResults(count: partCount)
        let tool = try locateOrBuild()
        DispatchQueue.concurrentPerform(iterations: partCount) { part in
            results.store(part, Result { () throws(LoupeRenderError) in
                try translateAll(Array(parts[part]), arguments: options.frontEndArguments(colorScheme: colorScheme), tool: tool)
            })
        }
        return try results.joined()
    }

    /// The most files one front-end process is given: far below the system's limit on a command line's length.
    static let filesPerProcess = 500

    /// One process's part: `translate --all` prints an array of previews per file.
    private static func translateAll(_ files: [SceneList.SwiftFile], arguments: [String],
                                     tool: String) throws(LoupeRenderError) -> [[SceneList.SwiftPreviewScene]] {
        let output = try run(["translate", "--all"] + arguments + ["--"] + files.map(\.path), tool: tool)
        let list: JSONValue
        do { list = try JSONReader.parse(output) } catch { throw .io("loupe-render-swift printed no JSON: \(error)") }
        guard case .array(let perFile) = list, perFile.count == files.count else {
            throw .io("loupe-render-swift printed no list of previews for each of \(files.count) files")
        }
        var result: [[SceneList.SwiftPreviewScene]] = []
        for (file, previews) in zip(files, perFile) {
            result.append(try self.previews(of: file, listedIn: previews))
        }
        return result
    }

    /// What the processes of ``previews(_:options:processes:)`` give, part by part.
    private final class PartResults: @unchecked Sendable {
        private let lock = PlainLock()
        private var parts: [Result<[[SceneList.SwiftPreviewScene]], LoupeRenderError>?]

        init(count: Int) { parts = Array(repeating: nil, count: count) }

        func store(_ part: Int, _ result: Result<[[SceneList.SwiftPreviewScene]], LoupeRenderError>) {
            lock.lock(); defer { lock.unlock() }
            parts[part] = result
        }

        /// Every part's files in order; the first part's error if one failed.
        func joined() throws(LoupeRenderError) -> [[SceneList.SwiftPreviewScene]] {
            var all: [[SceneList.SwiftPreviewScene]] = []
            for part in parts {
                switch part {
                case .success(let files)?: all += files
                case .failure(let error)?: throw error
                case nil: throw .io("a part of the suite was not translated")
                }
            }
            return all
        }
    }

    /// One file's previews in the output of `translate --all`.
    private static func previews(of file: SceneList.SwiftFile,
                                 listedIn list: JSONValue) throws(LoupeRenderError) -> [SceneList.SwiftPreviewScene] {
        guard case .array(let entries) = list else { throw .io("loupe-render-swift printed no list of previews") }
        if file.passOver, entries.first?.member("noPreviews")?.boolValue == true { return [] }
        let stem = fileStem(file.path)
        return entries.compactMap { entry -> SceneList.SwiftPreviewScene? in
            guard let name = entry.member("name")?.stringValue else { return nil }
            let golden = entries.count == 1 ? stem : "\(stem)-\(name)"
            if let scene = entry.member("scene") {
                return (name: golden, preview: name, json: .success(Array(scene.serializedExactly().utf8)))
            }
            return (name: golden, preview: name,
                    json: .failure(.badInput(entry.member("error")?.stringValue ?? "\(file.path): not translated")))
        }
    }

    private static func fileStem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The front end's output for `arguments`, as text (for `previews` and `translate`).
    static func passThrough(_ arguments: [String]) throws(LoupeRenderError) -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }

    /// The front end's output for `arguments`, or `nil` when it failed (its message is on standard error already):
    /// for listing many files, where one that fails must not stop the others.
    static func passThroughOrNil(_ arguments: [String]) throws(LoupeRenderError) -> String? {
        let result = try ChildProcess.run(try locateOrBuild(), arguments, captureOutput: true)
        return result.status == 0 ? String(decoding: result.output, as: UTF8.self) : nil
    }

    /// Runs the front end; its errors and warnings pass through to standard error, and a failure ends this process
    /// with the front end's exit code (65 for a located error in the Swift file).
    private static func run(_ arguments: [String], tool: String? = nil) throws(LoupeRenderError) -> [UInt8] {
        let located: String
        if let tool { located = tool } else { located = try locateOrBuild() }
        let result = try ChildProcess.run(located, arguments, captureOutput: true)
        guard result.status == 0 else { exitWithStatus(result.status) }
        return result.output
    }

    private static func locateOrBuild() throws(LoupeRenderError) -> String {
        try CompanionTool.locateOrBuild(
            "loupe-render-swift", what: "the SwiftUI front end",
            firstBuild: { environment in
                environment[ToolchainSwiftSyntax.variable].map { "against the toolchain's swift-syntax in \($0), about 20 s." }
                    ?? "compiling swift-syntax from source, about 7 minutes in release, 2 in debug."
            },
            environment: ToolchainSwiftSyntax.buildEnvironment)
    }
}
