#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import LoupeCore
import LoupeRender
import LoupeJSON

/// `check` over many scenes: each is rendered and compared with `<goldens>/<name>.png` on a pool of threads, and the
/// results come back in the order the scenes were given, whatever the number of threads.
public struct CheckRun: Sendable {
    /// The folder holding the goldens, `<name>.png` and `<name>.layout.json` per scene.
    public var goldensDirectory: URL
    /// How each scene is compared, recorded and reported.
    public var check: GoldenCheck
    /// How many scenes are rendered at once.
    public var jobs: Int
    /// Laid over every scene, as `render --device/--scale/--color-scheme` does.
    public var overrides: RenderOverrides
    /// With `--changed`: where scenes that are unchanged since they last passed are found, and not rendered.
    public var changed: ChangedCache?

    /// A run over `goldensDirectory`; `jobs` below 1 counts as 1.
    public init(goldensDirectory: URL, check: GoldenCheck, jobs: Int, overrides: RenderOverrides = RenderOverrides(),
                changed: ChangedCache? = nil) {
        self.goldensDirectory = goldensDirectory; self.check = check; self.jobs = max(1, jobs)
        self.overrides = overrides; self.changed = changed
    }

    /// Runs every scene. `onResult` is called once per scene, in order (scene `i` only after scenes `0..<i`), from
    /// whichever thread finished it; `onProgress` with the number finished so far.
    /// - Throws: the first `LoupeRenderError.io(_:)` that writing a golden or an artifact met; a scene that cannot
    ///   be loaded or rendered is a failed item instead, and the others still run.
    ///
    /// - Parameters:
    ///   - scenes: The scenes to run: the whole suite, or the part of it `shard` selects.
    ///   - shard: The part of the suite `scenes` is, for the report; `nil` when they are the whole suite.
    ///   - sceneCount: How many scenes the whole suite has (by default `scenes.count`).
    ///   - renderer: Renders every scene; shared by the threads.
    ///   - onResult: Called once per scene, in the scenes' order.
    ///   - onProgress: Called with the number of scenes finished so far.
    public func run(_ scenes: [SceneList.Entry], shard: SceneShard? = nil, sceneCount: Int? = nil,
                    renderer: LoupeRenderer,
                    onResult: @Sendable (CheckItem) -> Void = { _ in },
                    onProgress: @Sendable (Int) -> Void = { _ in }) throws(LoupeRenderError) -> CheckReport {
        let state = RunState(count: scenes.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, scenes.count)) { _ in
            while let index = state.claim() {
                let outcome = Result { () throws(LoupeRenderError) in try checkOne(scenes[index], renderer: renderer) }
                state.finish(index, outcome, onProgress: onProgress, onResult: onResult)
            }
        }
        let items = try state.results()
        return CheckReport(items: items, goldensDirectory: goldensDirectory.relativePath,
                           recordMode: check.recordMode, options: check.options, shard: shard,
                           sceneCount: sceneCount ?? scenes.count, comparison: check.comparison,
                           layoutTolerance: check.layoutTolerance)
    }

    private func checkOne(_ entry: SceneList.Entry, renderer: LoupeRenderer) throws(LoupeRenderError) -> CheckItem {
        var item = try checkOneAtItsPosition(entry, renderer: renderer)
        item.position = entry.position
        return item
    }

    private func checkOneAtItsPosition(_ entry: SceneList.Entry, renderer: LoupeRenderer) throws(LoupeRenderError) -> CheckItem {
        let golden = GoldenFiles(directory: goldensDirectory, name: entry.name)
        if let message = entry.translationError {
            return CheckItem(name: entry.name, scenePath: entry.path, goldenPath: golden.displayPath, status: .failed,
                             message: message)
        }
        // --changed: the scene's bytes (a Swift preview's translation) and what it names make its key.
        var key: String?
        if let changed {
            let bytes = entry.translatedScene
                ?? (try? WholeFile.read(atPath: entry.path, maxByteCount: JSONReader.maximumInputSize))
            key = bytes.flatMap {
                changed.key(sceneBytes: $0, baseDirectory: URL(fileURLWithPath: entry.path).deletingLastPathComponent(),
                            variant: entry.variant.map { "\($0)" } ?? "")
            }
            if let key, changed.isUnchanged(name: entry.name, key: key, golden: golden) {
                var item = CheckItem(name: entry.name, scenePath: entry.path, goldenPath: golden.displayPath,
                                     status: .passed, message: "unchanged since its last check matched its golden (not rendered)")
                item.unchanged = true
                return item
            }
        }
        let item = try render(entry, golden: golden, renderer: renderer)
        if let changed {
            if let key, item.status != .failed { changed.record(name: entry.name, key: key, golden: golden) }
            else { changed.forget(name: entry.name) }
        }
        return item
    }

    private func render(_ entry: SceneList.Entry, golden: GoldenFiles,
                        renderer: LoupeRenderer) throws(LoupeRenderError) -> CheckItem {
        let rendering: Rendering
        do {
            let overrides = entry.variant.map { self.overrides.laid(under: $0) } ?? self.overrides
            let scene = if let json = entry.translatedScene {
                try renderer.loadScene(json: json, fileName: entry.path,
                                       baseDirectory: URL(fileURLWithPath: entry.path).deletingLastPathComponent(),
                                       overrides: overrides).named(entry.name)
            } else {
                try renderer.loadScene(at: URL(fileURLWithPath: entry.path), overrides: overrides).named(entry.name)
            }
            rendering = try renderer.rendering(of: scene)
        } catch {
            if case .io = error, !FileManager.default.fileExists(atPath: entry.path) { throw error }
            return CheckItem(name: entry.name, scenePath: entry.path, goldenPath: golden.displayPath, status: .failed,
                             message: error.description)
        }
        return try check.check(rendering, against: golden, name: entry.name, scenePath: entry.path)
    }
}

/// The shared bookkeeping of a run: which scene is next, the results so far, and which are ready to hand out in order.
private final class RunState: @unchecked Sendable {
    private let lock = PlainLock()
    private var next = 0
    private var printed = 0
    private var finished = 0
    private var outcomes: [Result<CheckItem, LoupeRenderError>?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    /// The next scene to work on, or `nil` when all are taken or a write failed.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < outcomes.count, !outcomes.contains(where: { if case .failure? = $0 { true } else { false } }) else {
            return nil
        }
        next += 1
        return next - 1
    }

    /// Stores a result and hands out, under the lock so that they stay in order, the items now ready.
    func finish(_ index: Int, _ outcome: Result<CheckItem, LoupeRenderError>, onProgress: (Int) -> Void,
                onResult: (CheckItem) -> Void) {
        lock.lock(); defer { lock.unlock() }
        outcomes[index] = outcome
        finished += 1
        onProgress(finished)
        while printed < outcomes.count, case .success(let item)? = outcomes[printed] {
            onResult(item)
            printed += 1
        }
    }

    func results() throws(LoupeRenderError) -> [CheckItem] {
        var items: [CheckItem] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let item)?: items.append(item)
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        return items
    }
}
